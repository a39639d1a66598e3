import Foundation
import ThemeKit

/// The text of `themecheck --help`, whole or for one subcommand, and of `themecheck rules`.
enum Usage {
    static let versionNumber = "0.6.0"
    static let version = "themecheck \(versionNumber)"

    private static let synopses: [(Invocation.Subcommand, String)] = [
        (
            .lint,
            """
              themecheck [lint] THEME [--alternative ALT]... [--overrides FILE]
                         [--variant V]... [--reporter xcode|json|github|sarif]
                         [--strict] [--quiet] [--fix] [--stamp FILE]
              themecheck [lint] [DIR | THEME...] [--config FILE] [--reporter ...] [--fix]
            """
        ),
        (
            .resolve,
            """
              themecheck resolve THEME [--alternative ALT]... [--overrides FILE] [--config FILE]
                         [--variant V]... [--style NAME]... [--watch] [--check REFERENCE | --output REFERENCE]
            """
        ),
        (
            .explain,
            """
              themecheck explain THEME [--alternative ALT]... [--overrides FILE] [--config FILE]
                         [--variant V]... --style NAME [--key PATH]...
            """
        ),
        (
            .diff,
            """
              themecheck diff OLD NEW [--alternative ALT]... [--variant V]...
                         [--reporter text|json|html] [--output FILE]
            """
        ),
        (.rules, "  themecheck rules"),
        (
            .export,
            """
              themecheck export dtcg|css THEME [--alternative ALT]... [--variant V]... [--grouped] [--output FILE]
              themecheck export xcassets THEME [--alternative ALT]... [--variant V]... --output DIR.xcassets
              themecheck export schema
            """
        ),
        (.generate, "  themecheck generate swift THEME [--alternative ALT]... --output FILE"),
        (.`init`, "  themecheck init [DIR]"),
        (
            .preview,
            """
              themecheck preview THEME [--alternative ALT]... [--variant V]... [--config FILE]
                         --output FILE.html [--watch]
            """
        ),
    ]

    private static let descriptions: [(Invocation.Subcommand, String)] = [
        (
            .lint,
            """
            lint      prints every problem as PATH:LINE:COLUMN: error|warning: MESSAGE [CODE]
                      and a summary on standard error (unless --quiet). Without THEME,
                      or given a folder, it lints the project of a themecheck.json
                      (every configuration as a whole chain; a folder without one has
                      each theme file linted alone). --fix writes the certain fixes,
                      prints each edit on standard error, and lints again.
            """
        ),
        (
            .resolve,
            """
            resolve   prints every constant and style (or the --style names), resolved,
                      as one JSON object; problems go to standard error. --output
                      records a reference (with its --style and --variant flags);
                      --check compares with one, resolving as it was recorded.
            """
        ),
        (
            .explain,
            """
            explain   prints, for each key path of one style (or the --key paths),
                      where its value came from: file and line, theme, the
                      _superstyle/style:/_inherit steps, the constants followed,
                      and the earlier assignments it replaced.
            """
        ),
        (
            .diff,
            """
            diff      prints what NEW changes against OLD once resolved: constants and
                      style key paths added (+), removed (-) or changed (~), with their
                      values; exit 0 when nothing changed, 1 when something did. html
                      draws each change before and after, as preview does.
            """
        ),
        (
            .rules,
            """
            rules     prints every diagnostic code with its severity and what it means.
            """
        ),
        (
            .export,
            """
            export    prints the theme's constants as DTCG design tokens (dtcg; --grouped nests
                      COLOR_BRAND_PRIMARY as color.brand.primary) or CSS custom
                      properties (css, dark values under prefers-color-scheme), or a JSON
                      Schema of theme files for editors (schema); xcassets writes a colour
                      set per colour constant, with its dark and high-contrast appearances,
                      into an Xcode asset catalogue, only what changes.
            """
        ),
        (
            .generate,
            """
            generate  writes Swift with a typed name for every constant and style
                      (ThemeConstant.colorBrand, ThemeStyle.primaryButton), only when it changes.
            """
        ),
        (
            .`init`,
            """
            init      writes a starter theme.json (constants, styles, a dark variant) and a
                      themecheck.json naming it into DIR (the current folder without one),
                      and prints the next steps; exit 2, writing nothing, if either exists.
            """
        ),
        (
            .preview,
            """
            preview   writes one HTML page (no script, no network) of every constant (colour
                      swatches, font specimens, dimensions to scale) and every style as a card
                      of what it sets, a column per configuration (the default, each --variant,
                      each --alternative, and the --config set's configurations of THEME), what
                      differs from the default marked; only when it changes.
            """
        ),
    ]

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
    static func text(for subcommand: Invocation.Subcommand?) -> String {
        let chosen = { (entry: (Invocation.Subcommand, String)) in subcommand == nil || entry.0 == subcommand }
        var synopsis = synopses.filter(chosen).map(\.1)
        if subcommand == nil { synopsis.append("  themecheck help [SUBCOMMAND] | --help | --version") }
        return "USAGE:\n" + synopsis.joined(separator: "\n") + "\n\n" + inputs + "\n\n"
            + descriptions.filter(chosen).map(\.1).joined(separator: "\n") + "\n\n" + exitStatus
    }

    /// `themecheck rules`: every code, its default severity (`off` for a rule
    /// that reports only when enabled) and its one-line summary, in columns.
    static var rules: String {
        let width = Diagnostic.Code.all.map(\.rawValue.count).max() ?? 0
        return Diagnostic.Code.all.map { code in
            let severity = code.isOnByDefault ? code.severity.rawValue : "off"
            return code.rawValue.padding(toLength: width + 2, withPad: " ", startingAt: 0)
                + severity.padding(toLength: 9, withPad: " ", startingAt: 0) + code.summary + "\n"
        }.joined()
    }
}
