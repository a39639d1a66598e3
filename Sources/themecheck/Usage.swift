/// The text of `themecheck --help`, whole or for one subcommand.
enum Usage {
    static let versionNumber = "0.1.0"
    static let version = "themecheck \(versionNumber)"

    private static let synopses: [(Invocation.Subcommand, String)] = [
        (.lint, """
              themecheck [lint] THEME [--alternative ALT]... [--overrides FILE]
                         [--variant V]... [--reporter xcode|json|github|sarif]
                         [--strict] [--quiet] [--stamp FILE]
            """),
        (.resolve, """
              themecheck resolve THEME [--alternative ALT]... [--overrides FILE]
                         [--variant V]... [--style NAME]...
            """),
        (.explain, """
              themecheck explain THEME [--alternative ALT]... [--overrides FILE]
                         [--variant V]... --style NAME [--key PATH]...
            """),
    ]

    private static let descriptions: [(Invocation.Subcommand, String)] = [
        (.lint, """
            lint      prints every problem as PATH:LINE:COLUMN: error|warning: MESSAGE [CODE]
                      and a summary on standard error (unless --quiet).
            """),
        (.resolve, """
            resolve   prints every constant and style (or the --style names), resolved,
                      as one JSON object; problems go to standard error.
            """),
        (.explain, """
            explain   prints, for each key path of one style (or the --key paths),
                      where its value came from: file and line, theme, the
                      _superstyle/style:/_inherit steps, the constants followed,
                      and the earlier assignments it replaced.
            """),
    ]

    private static let inputs = """
        THEME is the default theme. Alternative themes are looked up in the order
        given, before THEME; an overrides file is looked up first of all. Any of
        them may be a pipe or /dev/stdin, and `-` is standard input.
        """

    private static let exitStatus = """
        EXIT STATUS:
          0  no errors (warnings allowed, unless --strict)
          1  at least one error (or, with --strict, a warning)
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
}
