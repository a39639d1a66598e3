/// What a bridge asks the platform for to make a ``ThemeFont``: a text
/// style's font, the system font in a weight (and italic), or a font by its
/// name (in a weight); a size it can use; and the text style it scales with.
///
/// The theme format names three system fonts (`system`, `systemBold`,
/// `systemItalic`, in any case), weights and text styles (theme-format §10);
/// deciding here keeps the framework files to one call each.
public struct ThemeFontFace: Hashable, Sendable {
    /// The weights a theme can name.
    public typealias Weight = ThemeFont.Weight

    /// A text style's font, a system font or an installed font.
    public enum Kind: Hashable, Sendable {
        /// The system font of a Dynamic Type text style (`font:body`).
        case textStyle(ThemeFont.TextStyle)
        /// The system font in this weight, italic or upright.
        case system(weight: Weight, isItalic: Bool)
        /// An installed font by its name.
        case named(String)
    }

    /// Which font.
    public var kind: Kind
    /// The point size: the font's size when it is a positive finite number,
    /// else ``defaultSize``, so a bad override never makes a zero-size font.
    public var size: Double
    /// For a named font, the weight of its family's face to use; nil for the named face itself.
    public var weight: Weight?
    /// The text style whose Dynamic Type setting scales a system or named font; nil for a fixed size.
    public var scalingStyle: ThemeFont.TextStyle?

    /// The size used for a font whose size is not a positive number (UIKit's body text size).
    public static let defaultSize = 17.0

    /// The face of a theme font: a text style's own font, the three system names, or an installed font's name.
    public init(_ font: ThemeFont) {
        size = font.size.isFinite && font.size > 0 ? font.size : Self.defaultSize
        scalingStyle = font.textStyle
        if font.isTextStyleFont, let style = font.textStyle {
            kind = .textStyle(style)
            scalingStyle = nil
            return
        }
        switch ThemeFont.systemFontName(font.name) {
        case "system"?: kind = .system(weight: font.weight ?? .regular, isItalic: false)
        case "systemBold"?: kind = .system(weight: .bold, isItalic: false)
        case "systemItalic"?: kind = .system(weight: font.weight ?? .regular, isItalic: true)
        default:
            kind = .named(font.name)
            weight = font.weight
        }
    }

    /// The error a bridge throws when no installed font has the name a theme gives.
    public static func missing(_ name: String, size: Double) -> StylingError {
        StylingError(
            "no font named `\(name)` is installed (size \(JSONText.number(size))); check its PostScript name, and list the font file under `UIAppFonts` (iOS) or `ATSApplicationFontsPath` (macOS)"
        )
    }
}

extension ThemeFontFace: ThemeValueConvertible {
    /// Reads a font value.
    public init(themeValue: ThemeValue) throws {
        self.init(try ThemeFont(themeValue: themeValue))
    }
}
