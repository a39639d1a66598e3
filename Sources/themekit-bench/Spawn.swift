import Foundation

/// Starting a tool the benchmark times.
enum Spawn {
    /// Runs `path` with `arguments`, its output discarded, and waits for it with
    /// `waitpid`: `Process` on Linux notices an exit only every 50 ms or so, which
    /// would round every time to a multiple of that.
    static func andWait(_ path: String, _ arguments: [String]) throws {
        var actions: posix_spawn_file_actions_t = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, path, &actions, nil, argv, environ) == 0 else { throw BenchmarkError("cannot start \(path)") }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    }
}
