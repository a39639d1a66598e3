import Foundation
import ThemeKit

/// The text of `themecheck --help`, whole or for one subcommand, made from
/// each subcommand's declared synopsis and help (``Commands/all``).
enum Usage {
    static let versionNumber = "0.7.0"
    static let version = "themecheck \(versionNumber)"

    /// The subcommands in the order the help shows them: as listed, `preview` last.
    private static var shown: [any Command] {
        Commands.all.filter { !($0 is PreviewCommand) } + Commands.all.filter { $0 is PreviewCommand }
    }

    private static let inputs = """
        THEME is the default theme. Alternative themes are looked up in the order
        given, before THEME; an overrides file is looked up first of all. Any of
        them may be a pipe or /dev/stdin, and `-` is standard input. A
        themecheck.json in the current folder (or --config FILE) sets the rules'
        severities and the contrast minimum.
        """

    private static let exitStatus = """
        EXIT STATUS:
          0  no errors (warnings allowed, unless --strict); for diff, no change
          1  at least one error (or, with --strict, a warning); for diff, a change;
             for preview, an error in a configuration (the page is written and shows it)
          2  usage error, or an input file that cannot be opened
        """

    /// The whole help.
    static var text: String { text(for: nil) }

    /// The help for `subcommand` (`themecheck help resolve`), or for all of them.
    static func text(for subcommand: (any Command)?) -> String {
        let chosen = shown.filter { subcommand == nil || $0.name == subcommand?.name }
        var synopsis = chosen.map(\.usage)
        if subcommand == nil { synopsis.append("  themecheck help [SUBCOMMAND] | --help | --version") }
        return "USAGE:\n" + synopsis.joined(separator: "\n") + "\n\n" + inputs + "\n\n"
            + chosen.map(\.help).joined(separator: "\n") + "\n\n" + exitStatus
    }
}
