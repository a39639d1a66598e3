/// What a bridge asks the platform for to make a ``ThemeFont``: the system
/// font in a weight (and italic), or a font by its name; and a size it can use.
///
/// The theme format names three system fonts (`system`, `systemBold`,
/// `systemItalic`, in any case); every other name is a font name. Deciding
/// that here keeps the framework files to one call each.
public struct ThemeFontFace: Hashable, Sendable {
    /// The weights of the system font a theme can name.
    public enum Weight: String, Hashable, Sendable, CaseIterable {
        /// `system` and `systemItalic`, and `systemBold`.
        case regular, bold
    }

    /// A system font or an installed font.
    public enum Kind: Hashable, Sendable {
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

    /// The size used for a font whose size is not a positive number (UIKit's body text size).
    public static let defaultSize = 17.0

    /// The face of a theme font: the three system names, or an installed font's name.
    public init(_ font: ThemeFont) {
        switch ThemeFont.systemFontName(font.name) {
        case "system"?: kind = .system(weight: .regular, isItalic: false)
        case "systemBold"?: kind = .system(weight: .bold, isItalic: false)
        case "systemItalic"?: kind = .system(weight: .regular, isItalic: true)
        default: kind = .named(font.name)
        }
        size = font.size.isFinite && font.size > 0 ? font.size : Self.defaultSize
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
