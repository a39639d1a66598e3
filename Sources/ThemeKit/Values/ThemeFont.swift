/// A font: a font name and a point size.
///
/// The system fonts are spelled `system`, `systemBold` and `systemItalic`;
/// any other name is a font name for the platform to look up.
public struct ThemeFont: Hashable, Sendable {
    /// `system`, `systemBold`, `systemItalic`, or an installed font's name.
    public var name: String
    /// The size in points.
    public var size: Double

    /// A font of this name and size.
    public init(name: String, size: Double) {
        self.name = name
        self.size = size
    }

    /// The canonical spelling of a system font name written in any case, or nil.
    public static func systemFontName(_ name: String) -> String? {
        switch name.lowercased() {
        case "system": return "system"
        case "systembold": return "systemBold"
        case "systemitalic": return "systemItalic"
        default: return nil
        }
    }

    /// Whether this is one of the system fonts rather than a named font.
    public var isSystemFont: Bool { Self.systemFontName(name) == name }
}
