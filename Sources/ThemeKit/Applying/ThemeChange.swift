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

    /// The alternative themes were switched.
    public static let alternativeThemes = ThemeChange(kind: .alternativeThemes)
    /// The default theme was replaced (a live reload).
    public static let defaultTheme = ThemeChange(kind: .defaultTheme)
    /// The active variants changed, through ``ThemeManager/variants`` or the environment.
    public static let variants = ThemeChange(kind: .variants)
    /// The ``ThemeManager/environment`` changed the active variants.
    public static let environment = ThemeChange(kind: .environment)
    /// Constants or styles were modified, reset, or read back from the overrides file.
    public static let overrides = ThemeChange(kind: .overrides)

    public var description: String { kind.rawValue }
}
