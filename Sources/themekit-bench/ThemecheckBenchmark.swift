import Foundation

/// `themecheck` end to end (start, load, lint every definition, report) on a
/// file, against starting it to do nothing, and against Foundation's bare
/// parse of the same file (read and `JSONSerialization`, nothing checked);
/// and `themecheck preview` of the file, against its lint.
enum ThemecheckBenchmark {
    static func run(file: URL, label: String) throws -> [Figure] {
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("themecheck")
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            throw BenchmarkError("themecheck is not built beside the benchmark at \(executable.path)")
        }
        // Waited for with `waitpid`: `Process` polls for the exit, on a core
        // the linter's second part would use, and rounds it to 50 ms.
        func runThemecheck(_ arguments: [String]) throws {
            try Spawn.andWait(executable.path, arguments)
        }
        let full = try median(runs: 5) { try runThemecheck([file.path, "--quiet"]) }
        let startup = try median(runs: 5) { try runThemecheck(["--version"]) }
        let bareParse = try median(runs: 5) { consume(try JSONSerialization.jsonObject(with: try Data(contentsOf: file))) }
        let page = file.deletingLastPathComponent().appendingPathComponent("preview.html")
        let preview = try median(runs: 3) {
            try? FileManager.default.removeItem(at: page)
            try runThemecheck(["preview", file.path, "--output", page.path])
        }
        let name = "themecheck on the \(label) theme: \(formatted(full * 1000)) ms"
        return [
            Figure(
                key: "themecheck_10mb_ms", name: name, value: full * 1000, unit: "ms",
                baseline: "themecheck --version \(formatted(startup * 1000)) ms",
                ratio: full / startup, target: "< 500 ms", isMet: full * 1000 < 500, reported: full * 1000),
            Figure(
                key: "themecheck_10mb_ratio", name: name, value: full * 1000, unit: "ms",
                baseline: "Foundation's bare parse of the file \(formatted(bareParse * 1000)) ms",
                ratio: full / bareParse, target: "<= 1.0", isMet: full / bareParse <= 1.0),
            Figure(
                key: "preview_10mb_ms", name: "themecheck preview of the \(label) theme: \(formatted(preview * 1000)) ms",
                value: preview * 1000, unit: "ms", baseline: "themecheck's lint of it \(formatted(full * 1000)) ms",
                ratio: preview / full, target: "< 2000 ms", isMet: preview * 1000 < 2000, reported: preview * 1000),
        ]
    }
}
