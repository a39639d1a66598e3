/// A font: a font name and a point size, and optionally a weight and the
/// Dynamic Type text style it scales with (theme-format §10).
///
/// The system fonts are spelled `system`, `systemBold` and `systemItalic`;
/// any other name is a font name for the platform to look up.
public struct ThemeFont: Hashable, Sendable {
    /// The weights a theme can name, lightest first, as Apple's platforms name them.
    public enum Weight: String, Sendable, Hashable, Codable, CaseIterable {
        /// The lightest weight (CSS 200).
        case ultraLight
        /// CSS 100, the thinnest CSS names.
        case thin
        /// CSS 300.
        case light
        /// CSS 400, the system font's own.
        case regular
        /// CSS 500.
        case medium
        /// CSS 600.
        case semibold
        /// CSS 700, `systemBold`'s.
        case bold
        /// CSS 800.
        case heavy
        /// The heaviest weight (CSS 900).
        case black
    }

    /// The Dynamic Type text styles, as UIKit names them.
    public enum TextStyle: String, Sendable, Hashable, Codable, CaseIterable {
        /// A screen's large title (34 points at the default size).
        case largeTitle
        /// A first-level title (28 points).
        case title1
        /// A second-level title (22 points).
        case title2
        /// A third-level title (20 points).
        case title3
        /// A heading, semibold (17 points).
        case headline
        /// A subheading (15 points).
        case subheadline
        /// Body text (17 points).
        case body
        /// A callout (16 points).
        case callout
        /// A footnote (13 points).
        case footnote
        /// A caption (12 points).
        case caption1
        /// A second caption (11 points).
        case caption2
    }

    /// `system`, `systemBold`, `systemItalic`, or an installed font's name.
    public var name: String
    /// The size in points.
    public var size: Double
    /// The weight the theme names; nil for the font's own (a named face, or the system font's regular).
    public private(set) var weight: Weight?
    /// The text style whose Dynamic Type size the font scales with; nil for a fixed size.
    public private(set) var textStyle: TextStyle?

    /// A font of this name and size, in a weight, scaling with a text style.
    public init(name: String, size: Double, weight: Weight? = nil, textStyle: TextStyle? = nil) {
        self.name = name
        self.size = size
        self.weight = weight
        self.textStyle = textStyle
    }

    /// The system font of a text style (`font:headline`), at the style's size
    /// for the default Dynamic Type setting.
    public init(textStyle: TextStyle) {
        self.init(name: "system", size: textStyle.defaultSize, textStyle: textStyle)
    }

    /// The canonical spelling of a system font name written in any case, or nil.
    public static func systemFontName(_ name: String) -> String? {
        // Told apart by length, then compared byte by byte, ignoring ASCII
        // case: what `lowercased()` would give for these names (no other
        // character lowercases to one of their letters), without making a
        // lowercased copy, or a list of the names, for every font resolved.
        let spelling: String
        let canonical: String
        switch name.utf8.count {
        case 6: (spelling, canonical) = ("system", "system")
        case 10: (spelling, canonical) = ("systembold", "systemBold")
        case 12: (spelling, canonical) = ("systemitalic", "systemItalic")
        default: return nil
        }
        let matches = zip(name.utf8, spelling.utf8).allSatisfy { written, lower in
            written == lower || written | 0x20 == lower && (0x61...0x7A).contains(lower)
        }
        return matches ? canonical : nil
    }

    /// Whether this is one of the system fonts rather than a named font.
    public var isSystemFont: Bool { Self.systemFontName(name) == name }

    /// Whether this is a text style's own system font, as `font:STYLE` writes it.
    public var isTextStyleFont: Bool {
        guard let textStyle else { return false }
        return self == ThemeFont(textStyle: textStyle)
    }
}

extension ThemeFont.Weight {
    /// The CSS and DTCG number of the weight: 100 thin, 200 ultraLight, ... 900 black.
    public var numericValue: Int {
        switch self {
        case .thin: 100
        case .ultraLight: 200
        case .light: 300
        case .regular: 400
        case .medium: 500
        case .semibold: 600
        case .bold: 700
        case .heavy: 800
        case .black: 900
        }
    }

    /// The named weight nearest a CSS or DTCG weight from 1 to 1000 (halves round up).
    public init(numericValue: Double) {
        let hundreds = min(max(Int((numericValue / 100).rounded()), 1), 9)
        self = Self.allCases.first { $0.numericValue == hundreds * 100 } ?? .regular
    }

    /// The weight named in any case (`SemiBold`), or nil.
    init?(named name: Substring) {
        let lowered = name.lowercased()
        guard let weight = Self.allCases.first(where: { $0.rawValue.lowercased() == lowered }) else { return nil }
        self = weight
    }
}

extension ThemeFont.TextStyle {
    /// The style's point size at the default Dynamic Type setting (Large), as iOS sets it.
    public var defaultSize: Double {
        switch self {
        case .largeTitle: 34
        case .title1: 28
        case .title2: 22
        case .title3: 20
        case .headline, .body: 17
        case .callout: 16
        case .subheadline: 15
        case .footnote: 13
        case .caption1: 12
        case .caption2: 11
        }
    }
}

extension ThemeFont: CustomStringConvertible {
    /// The font as a theme writes it: `f:system,17,semibold`, or `f:body` for a text style's own font.
    public var description: String { FontSyntax.format(self) }
}
