/// One input surface of a reader, made at any size n of its largest
/// dimension: what the growth benchmark times at n and 4n.
///
/// Each names the declaration it covers, as the reader dispatches on it (a
/// theme's top-level form, a token `$type`, a `themecheck.json` key, a
/// subcommand, a reporter), so a test can hold the list of surfaces to the
/// readers' declarations: a reader that learns a new key fails that test
/// until the key has a case here (``GrowthSurfaces``).
public struct GrowthSurface: Sendable {
    /// The reader a surface is given to.
    public enum Reader: String, Sendable {
        /// A theme file, loaded and linted (its files: `theme.json` and what it includes).
        case theme
        /// A style's own reserved keys and `S_V` forms, in a theme loaded and linted.
        case style
        /// A design-token file (`theme.tokens.json`), loaded and linted.
        case tokens
        /// An overrides file (`overrides.plist`), read back as a manager's modifications.
        case overrides
        /// A `themecheck.json`, read.
        case configuration
        /// A `themecheck` subcommand, run on `theme.json`: `arguments` after the binary.
        case command
    }

    public let reader: Reader
    /// The declaration covered: `constants`, `variantConstants`, `color`, `themes`, `export css`...
    public let key: String
    /// What grows, for the benchmark's line.
    public let shape: String
    /// The command's arguments (`command` only), `theme.json` and `OUTPUT` standing for files of its folder.
    public let arguments: [String]
    /// The files of the input at size n, by name.
    public let files: @Sendable (Int) -> [String: String]

    public init(
        _ reader: Reader, _ key: String, shape: String, arguments: [String] = [],
        files: @escaping @Sendable (Int) -> [String: String]
    ) {
        self.reader = reader
        self.key = key
        self.shape = shape
        self.arguments = arguments
        self.files = files
    }

    /// The benchmark's name for the surface's figure, in the lower case and
    /// underscores CI's gate reads: `growth_surface_theme_variantconstants_ratio`.
    public var figureKey: String {
        let name = (reader.rawValue + "_" + key).lowercased().map { ("a"..."z").contains($0) ? $0 : "_" }
        return "growth_surface_" + String(name) + "_ratio"
    }
}
