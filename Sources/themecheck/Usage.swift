/// The text of `themecheck --help`.
enum Usage {
    static let versionNumber = "0.1.0"
    static let version = "themecheck \(versionNumber)"

    static let text = """
        USAGE:
          themecheck [lint] THEME [--alternative ALT]... [--overrides FILE]
                     [--reporter xcode|json|github|sarif] [--strict] [--quiet]
                     [--stamp FILE]
          themecheck resolve THEME [--alternative ALT]... [--overrides FILE]
                     [--variant V]... [--style NAME]...
          themecheck explain THEME [--alternative ALT]... [--overrides FILE]
                     [--variant V]... --style NAME [--key PATH]...
          themecheck --help | --version

        THEME is the default theme. Alternative themes are looked up in the order
        given, before THEME; an overrides file is looked up first of all.

        lint      prints every problem as PATH:LINE:COLUMN: error|warning: MESSAGE [CODE]
                  and a summary on standard error (unless --quiet).
        resolve   prints every constant and style (or the --style names), resolved,
                  as one JSON object; problems go to standard error.
        explain   prints, for each key path of one style (or the --key paths),
                  where its value came from: file and line, theme, the
                  _superstyle/style:/_inherit steps, the constants followed,
                  and the earlier assignments it replaced.

        EXIT STATUS:
          0  no errors (warnings allowed, unless --strict)
          1  at least one error (or, with --strict, a warning)
          2  usage error, or an input file that cannot be opened
        """
}
