import ThemeKit

/// One thing `themecheck export` or `generate` makes (`dtcg`, `swift`),
/// declared in one place: its name, the subcommand that makes it, its flags,
/// its line of the help, and what it writes.
///
/// ``Exporters/all`` lists them; the parser (which formats a subcommand
/// takes, and their flags), the help's USAGE lines and the benchmark's
/// growth check read that list, so a format is added by writing its type and
/// listing it there.
protocol Exporter: Sendable {
    /// What follows the subcommand (`dtcg`).
    var name: String { get }
    /// `export` or `generate`.
    var subcommand: String { get }
    /// Flags of its own (`--grouped`). The format is known only once every
    /// argument is read, so its subcommand takes the flags of all its formats.
    var flags: [Flag] { get }
    /// Its arguments in the help's USAGE line, after its name; formats with
    /// the same arguments share a line (`dtcg|css THEME ...`).
    var arguments: String { get }
    /// Whether it exports a theme (THEME follows the format); the schema does not depend on one.
    var needsTheme: Bool { get }
    /// The usage mistake when `--output` is not given, for a format that must write a file; nil when standard output will do.
    var missingOutput: String? { get }

    /// Writes what it makes of `manager`'s chain (nil when it needs no theme)
    /// to `--output` or standard output, adding what the theme could not
    /// give to `diagnostics`; the exit status when the run ends here, nil to
    /// go on and report `diagnostics`.
    func write(
        _ manager: ThemeManager?, for invocation: Invocation, inputs: InputFiles, diagnostics: inout [Diagnostic],
        output: inout some TextOutputStream, errors: inout some TextOutputStream
    ) -> ThemeCheck.ExitStatus?
}

extension Exporter {
    var flags: [Flag] { [] }
    var needsTheme: Bool { true }
    var missingOutput: String? { nil }
}

/// Every format `export` and `generate` make, in the order their help and usage mistakes name them.
enum Exporters {
    static let all: [any Exporter] = [
        DesignTokensExporter(), CSSExporter(), AssetCatalogExporter(), SchemaExporter(), SwiftNamesExporter(),
    ]

    /// The arguments of a format that prints a theme's constants.
    static let constantsArguments = "THEME [--alternative ALT]... [--variant V]... [--grouped] [--output FILE]"
}
