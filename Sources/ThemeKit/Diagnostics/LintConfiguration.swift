/// A `themecheck.json`: which theme files are linted together, which files
/// are left out, and how the rules judge (themecheck.md, "Configuration file").
///
/// Paths are as written in the file, relative to its folder; the reader of
/// the configuration resolves them.
public struct LintConfiguration: Hashable, Sendable {
    /// A default theme with the alternative chains and variant lists it is used with.
    public struct ThemeSet: Hashable, Sendable {
        /// The default theme.
        public var defaultTheme: String
        /// Each list is one chain of alternatives, looked up in order before the default.
        public var alternatives: [[String]]
        /// Each list is one set of active variants, in order.
        public var variants: [[String]]

        /// A default theme linted with each list of alternatives and each list of variants.
        public init(defaultTheme: String, alternatives: [[String]] = [[]], variants: [[String]] = [[]]) {
            self.defaultTheme = defaultTheme
            self.alternatives = alternatives.isEmpty ? [[]] : alternatives
            self.variants = variants.isEmpty ? [[]] : variants
        }

        /// One chain to lint: alternatives in lookup order, then the active variants.
        public struct Configuration: Hashable, Sendable {
            /// The alternative themes of this configuration, looked up before the default.
            public var alternatives: [String]
            /// The variants active in this configuration.
            public var variants: [String]
        }

        /// Every combination of one alternatives list with one variants list, in file order.
        public var configurations: [Configuration] {
            alternatives.flatMap { chain in variants.map { Configuration(alternatives: chain, variants: $0) } }
        }
    }

    /// The theme sets to lint, each as whole chains.
    public var themes: [ThemeSet]
    /// Globs (`*`, `**`, `?`) of files under the configuration's folder that are not linted.
    public var exclude: [String]
    /// Each rule's severity and the contrast minimum.
    public var options: LintOptions
    /// `"generate": {"swift": true}`: the build plugin's stamp also holds
    /// the Swift names of every constant and style (``SwiftNames``).
    public var generatesSwiftNames = false
    /// Problems in the file itself; what is valid in it is still used.
    public var diagnostics: [Diagnostic]

    /// A configuration with these sets, exclusions and options.
    public init(themes: [ThemeSet] = [], exclude: [String] = [], options: LintOptions = .default, diagnostics: [Diagnostic] = []) {
        self.themes = themes
        self.exclude = exclude
        self.options = options
        self.diagnostics = diagnostics
    }

    /// Every theme file the sets name, each once, in file order.
    public var namedFiles: [String] {
        var seen = Set<String>()
        return themes.flatMap { [$0.defaultTheme] + $0.alternatives.flatMap { $0 } }.filter { seen.insert($0).inserted }
    }
}
