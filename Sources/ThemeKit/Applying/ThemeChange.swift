/// What changed in a ``ThemeManager``: the default theme, the alternative
/// themes, the variants, the environment or the overrides.
///
/// A struct over a private enum so that new kinds of change can be added
/// without breaking a `switch` in client code.
public struct ThemeChange: Hashable, Sendable, CustomStringConvertible {
    private enum Kind: String {
        case alternativeThemes = "alternative themes"
        case defaultTheme = "default theme"
        case variants
        case environment
        case overrides
    }

    private let kind: Kind

    public static let alternativeThemes = ThemeChange(kind: .alternativeThemes)
    public static let defaultTheme = ThemeChange(kind: .defaultTheme)
    public static let variants = ThemeChange(kind: .variants)
    /// The ``ThemeManager/environment`` changed the active variants.
    public static let environment = ThemeChange(kind: .environment)
    public static let overrides = ThemeChange(kind: .overrides)

    public var description: String { kind.rawValue }
}
