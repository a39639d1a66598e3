/// A `themecheck.json`: which theme files are linted together, which files
/// are left out, and how the rules judge (themecheck.md, "Configuration file").
///
/// Paths are as written in the file, relative to its folder; the reader of
/// the configuration resolves them.
package struct LintConfiguration: Hashable, Sendable {
    /// A default theme with the alternative chains and variant lists it is used with.
    package struct ThemeSet: Hashable, Sendable {
        /// The default theme.
        package var defaultTheme: String
        /// Each list is one chain of alternatives, looked up in order before the default.
        package var alternatives: [[String]]
        /// Each list is one set of active variants, in order.
        package var variants: [[String]]

        /// A default theme linted with each list of alternatives and each list of variants.
        package init(defaultTheme: String, alternatives: [[String]] = [[]], variants: [[String]] = [[]]) {
            self.defaultTheme = defaultTheme
            self.alternatives = alternatives.isEmpty ? [[]] : alternatives
            self.variants = variants.isEmpty ? [[]] : variants
        }

        /// One chain to lint: alternatives in lookup order, then the active variants.
        package struct Configuration: Hashable, Sendable {
            /// The alternative themes of this configuration, looked up before the default.
            package var alternatives: [String]
            /// The variants active in this configuration.
            package var variants: [String]
        }

        /// Every combination of one alternatives list with one variants list, in file order.
        package var configurations: [Configuration] {
            alternatives.flatMap { chain in variants.map { Configuration(alternatives: chain, variants: $0) } }
        }
    }

    /// The theme sets to lint, each as whole chains.
    package var themes: [ThemeSet]
    /// Globs (`*`, `**`, `?`) of files under the configuration's folder that are not linted.
    package var exclude: [String]
    /// Each rule's severity and the contrast minimum.
    package var options: LintOptions
    /// `"generate": {"swift": true}`: the build plugin's stamp also holds
    /// the Swift names of every constant and style (``SwiftNames``).
    package var generatesSwiftNames = false
    /// `assets`: asset catalogue folders `i:NAME` is checked against, as
    /// written (relative to the configuration's folder), each with where it is written.
    package var assets: [WrittenPath] = []

    /// A path as a configuration writes it, and where, for a problem with what it names.
    package struct WrittenPath: Hashable, Sendable {
        package var path: String
        package var location: SourceLocation
    }
    /// Problems in the file itself; what is valid in it is still used.
    package var diagnostics: [Diagnostic]

    /// A configuration with these sets, exclusions and options.
    package init(themes: [ThemeSet] = [], exclude: [String] = [], options: LintOptions = .default, diagnostics: [Diagnostic] = []) {
        self.themes = themes
        self.exclude = exclude
        self.options = options
        self.diagnostics = diagnostics
    }

    /// Every theme file the sets name, each once, in file order.
    package var namedFiles: [String] {
        var seen = Set<String>()
        return themes.flatMap { [$0.defaultTheme] + $0.alternatives.flatMap { $0 } }.filter { seen.insert($0).inserted }
    }
}
