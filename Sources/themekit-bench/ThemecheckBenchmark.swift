import Foundation

/// `themecheck` end to end (start, load, lint every definition, report) on a
/// file, against reading the same file's bytes in the same way.
enum ThemecheckBenchmark {
    static func run(file: URL, label: String) throws -> Figure {
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("themecheck")
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            throw BenchmarkError("themecheck is not built beside the benchmark at \(executable.path)")
        }
        func runThemecheck(_ arguments: [String]) throws {
            let process = Process()
            process.executableURL = executable
            process.arguments = arguments
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
        }
        let full = try median(runs: 5) { try runThemecheck([file.path, "--quiet"]) }
        let startup = try median(runs: 5) { try runThemecheck(["--version"]) }
        return Figure(key: "themecheck_10mb_ms", name: "themecheck on the \(label) theme: \(formatted(full * 1000)) ms",
                      value: full * 1000, unit: "ms", baseline: "themecheck --version \(formatted(startup * 1000)) ms",
                      ratio: full / startup, target: "< 1000 ms", isMet: full * 1000 < 1000, reported: full * 1000)
    }
}
