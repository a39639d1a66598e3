import Foundation
import ThemeKit

/// `themecheck export dtcg|css|xcassets|schema` and `themecheck generate swift`: a
/// theme's constants for designers' tools and the web, a schema for
/// editors, typed names for Swift. What the library makes is printed (or
/// written) by the ``Exporter`` named first; problems go to standard error
/// and set the exit status as for lint.
struct ExportCommand: Command {
    let name: String
    let help: String
    /// The flags every format of this subcommand takes, before their own.
    private let chainFlags: [Flag]

    static let export = ExportCommand(
        name: "export", chainFlags: [.alternative, .variant, .output],
        help: """
            export    prints the theme's constants as DTCG design tokens (dtcg; --grouped nests
                      COLOR_BRAND_PRIMARY as color.brand.primary) or CSS custom
                      properties (css, dark values under prefers-color-scheme), or a JSON
                      Schema of theme files for editors (schema); xcassets writes a colour
                      set per colour constant, with its dark and high-contrast appearances,
                      into an Xcode asset catalogue, only what changes.
            """)

    static let generate = ExportCommand(
        name: "generate", chainFlags: [.alternative, .output],
        help: """
            generate  writes Swift with a typed name for every constant and style
                      (ThemeConstant.colorBrand, ThemeStyle.primaryButton), only when it changes.
            """)

    private init(name: String, chainFlags: [Flag], help: String) {
        self.name = name
        self.chainFlags = chainFlags
        self.help = help
    }

    var exporters: [any Exporter] { Exporters.all.filter { $0.subcommand == name } }

    var flags: [Flag] { chainFlags + exporters.flatMap(\.flags) }

    /// A line per run of formats with the same arguments: `themecheck export dtcg|css THEME ...`.
    var synopsis: String {
        var lines: [(names: [String], arguments: String)] = []
        for exporter in exporters {
            if let last = lines.last, last.arguments == exporter.arguments {
                lines[lines.count - 1].names.append(exporter.name)
            } else {
                lines.append(([exporter.name], exporter.arguments))
            }
        }
        return lines.map { line in
            "  themecheck \(name) \(line.names.joined(separator: "|"))" + (line.arguments.isEmpty ? "" : " \(line.arguments)")
        }.joined(separator: "\n")
    }

    /// FORMAT first, then THEME unless the format depends on none; `--output` where the format needs it.
    func accept(_ positional: [String], into invocation: inout Invocation) throws(Invocation.UsageError) {
        let formats = exporters.map(\.name)
        guard let format = positional.first, let exporter = exporters.first(where: { $0.name == format }) else {
            throw Invocation.UsageError(
                message: "`themecheck \(name)` needs what to make first: \(formats.joined(separator: ", "))"
                    + (positional.first.map { Suggestion.didYouMean($0, in: formats) } ?? ""))
        }
        invocation.exporter = exporter
        guard positional.count == (exporter.needsTheme ? 2 : 1) else {
            throw Invocation.UsageError(
                message: exporter.needsTheme
                    ? (positional.count < 2 ? "missing THEME, the default theme file" : "unexpected argument `\(positional[2])`")
                    : "unexpected argument `\(positional[1])`; the schema does not depend on a theme")
        }
        if exporter.needsTheme { invocation.theme = positional[1] }
        if let missingOutput = exporter.missingOutput, invocation.outputPath == nil {
            throw Invocation.UsageError(message: missingOutput)
        }
    }

    func run(
        _ invocation: Invocation, sources _: SourceLines, output: inout some TextOutputStream, errors: inout some TextOutputStream
    ) -> ThemeCheck.ExitStatus {
        guard let exporter = invocation.exporter else { return .usage }
        let sources = SourceLines()
        let read = InputFiles(invocation, read: sources)
        var diagnostics: [Diagnostic] = []
        guard exporter.needsTheme else {
            return exporter.write(nil, for: invocation, inputs: read, diagnostics: &diagnostics, output: &output, errors: &errors)
                ?? .clean
        }
        let inputs: ChainInputs
        do {
            inputs = try ChainInputs.load(
                theme: invocation.theme, alternatives: invocation.alternatives, overrides: nil, sources: sources)
        } catch {
            return ThemeCheck.cannotOpen(error, errors: &errors)
        }
        diagnostics = inputs.diagnostics
        guard let manager = inputs.manager else { return ThemeCheck.printToStandardError(diagnostics, errors: &errors) }
        manager.variants = invocation.variants
        diagnostics += inputs.judged(manager.lint().filter { $0.severity == .error })
        if let ended = exporter.write(manager, for: invocation, inputs: read, diagnostics: &diagnostics, output: &output, errors: &errors) {
            return ended
        }
        return ThemeCheck.printToStandardError(diagnostics, errors: &errors)
    }
}
