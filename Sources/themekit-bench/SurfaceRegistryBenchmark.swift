import BenchmarkInputs
import Foundation
import ThemeKit

/// Every surface of ``GrowthSurfaces`` (the readers' own declarations: each
/// top-level form, style form, token type, overrides group, configuration key
/// and subcommand) at n and at 4n, timed in this run: four times the input
/// may take at most eight times as long.
enum SurfaceRegistryBenchmark {
    static func run(size: Int, folder: URL) throws -> [Figure] {
        let themecheck = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("themecheck")
        var figures: [Figure] = []
        for surface in GrowthSurfaces.all {
            if surface.reader == .command, !FileManager.default.isExecutableFile(atPath: themecheck.path) { continue }
            // A process per run: ten times the size, so the command's work, not its start, is what is timed.
            let scale = surface.reader == .command ? 10 : 1
            figures.append(
                try GrowthFigure.measure(key: surface.figureKey, shape: surface.shape, size: size * scale) { count in
                    let input = try written(surface, count: count, in: folder)
                    try read(surface, in: input, themecheck: themecheck)
                })
        }
        return figures
    }

    /// The surface's files at `count`, written once into a folder of their own.
    private static func written(_ surface: GrowthSurface, count: Int, in folder: URL) throws -> URL {
        let input = folder.appendingPathComponent("\(surface.figureKey)-\(count)")
        guard !FileManager.default.fileExists(atPath: input.path) else { return input }
        for (name, text) in surface.files(count) {
            let file = input.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
        }
        return input
    }

    /// What the surface's reader does with its input.
    private static func read(_ surface: GrowthSurface, in input: URL, themecheck: URL) throws {
        switch surface.reader {
        case .theme, .style:
            consume(ThemeManager(defaultTheme: try Theme(contentsOf: input.appendingPathComponent("theme.json"))).lint())
        case .tokens:
            consume(ThemeManager(defaultTheme: try Theme(contentsOf: input.appendingPathComponent("theme.tokens.json"))).lint())
        case .overrides:
            let overrides = try Theme(contentsOf: input.appendingPathComponent("overrides.plist"))
            let empty = try Theme(data: Data("{}".utf8), name: "empty.json")
            consume(ThemeManager(defaultTheme: empty, alternatives: [], overrides: overrides).modifications)
        case .configuration:
            let path = input.appendingPathComponent("themecheck.json").path
            consume(try LintConfiguration(data: try Data(contentsOf: URL(fileURLWithPath: path)), path: path))
        case .command:
            let arguments = surface.arguments.map { argument in
                argument == "theme.json" || argument.hasPrefix("OUTPUT") ? input.appendingPathComponent(argument).path : argument
            }
            try Spawn.andWait(themecheck.path, arguments)
        }
    }
}
