/// The look of a view as a style gives it, in the keys UIKit uses, so one
/// style serves a `UILabel` and a SwiftUI `Text` alike.
///
/// Decode it with ``ThemeManager/decode(_:style:)``; `ThemeKitSwiftUI`'s
/// `themeStyle(_:)` modifier applies it. Every field is optional: a style
/// sets what it names and leaves the rest to the view.
///
/// | key | SwiftUI |
/// | --- | --- |
/// | `textColor` | foreground style |
/// | `tintColor` | tint |
/// | `backgroundColor` | background, in the corner radius's shape |
/// | `font` | font |
/// | `lineHeight` | line spacing (see ``lineSpacing``) |
/// | `letterSpacing` | tracking |
/// | `alpha` | opacity |
/// | `layoutMargins` | padding |
/// | `layer.cornerRadius`, `layer.borderWidth`, `layer.borderColor` | rounded background and border |
public struct ThemeViewStyle: Decodable, Hashable, Sendable {
    /// The text colour (`textColor`).
    public var textColor: ThemeColorSource?
    /// The tint (`tintColor`).
    public var tintColor: ThemeColorSource?
    /// The background (`backgroundColor`).
    public var backgroundColor: ThemeColorSource?
    /// The font (`font`).
    public var font: ThemeFont?
    /// The line height, a multiple of the font's line height (`lineHeight`, theme-format §10).
    public var lineHeight: Double?
    /// The letter spacing in points (`letterSpacing`).
    public var letterSpacing: Double?
    /// The opacity (`alpha`).
    public var alpha: Double?
    /// The padding (`layoutMargins`).
    public var layoutMargins: ThemeEdgeInsets?
    /// The corner radius and border (`layer.*`).
    public var layer: Layer?

    /// The layer keys of a style (`layer.cornerRadius`).
    public struct Layer: Decodable, Hashable, Sendable {
        /// `layer.cornerRadius`.
        public var cornerRadius: Double?
        /// `layer.borderWidth`.
        public var borderWidth: Double?
        /// `layer.borderColor`.
        public var borderColor: ThemeColorSource?

        /// A layer look of these values; nil leaves each alone.
        public init(cornerRadius: Double? = nil, borderWidth: Double? = nil, borderColor: ThemeColorSource? = nil) {
            self.cornerRadius = cornerRadius
            self.borderWidth = borderWidth
            self.borderColor = borderColor
        }
    }

    /// A look of these values; nil leaves each to the view.
    public init(
        textColor: ThemeColorSource? = nil, tintColor: ThemeColorSource? = nil,
        backgroundColor: ThemeColorSource? = nil, font: ThemeFont? = nil, alpha: Double? = nil,
        layoutMargins: ThemeEdgeInsets? = nil, layer: Layer? = nil, lineHeight: Double? = nil, letterSpacing: Double? = nil
    ) {
        self.lineHeight = lineHeight
        self.letterSpacing = letterSpacing
        self.textColor = textColor
        self.tintColor = tintColor
        self.backgroundColor = backgroundColor
        self.font = font
        self.alpha = alpha
        self.layoutMargins = layoutMargins
        self.layer = layer
    }

    /// The points SwiftUI adds between lines for ``lineHeight``: SwiftUI
    /// spaces lines by points, not by a multiple, so the multiple above 1 is
    /// taken of the font's line height, estimated as 1.2 times its size
    /// (17 points without a font); 0 for no line height or one of 1 or less.
    public var lineSpacing: Double {
        guard let lineHeight, lineHeight.isFinite, lineHeight > 1 else { return 0 }
        let size = font.map { ThemeFontFace($0).size } ?? ThemeFontFace.defaultSize
        return (lineHeight - 1) * size * 1.2
    }

    /// The corner radius, 0 when the style gives none or a negative one.
    public var cornerRadius: Double { max(layer?.cornerRadius ?? 0, 0) }

    /// The border to draw, or nil when the style gives no colour or no positive width.
    public var border: Border? {
        guard let color = layer?.borderColor, let width = layer?.borderWidth, width > 0 else { return nil }
        return Border(color: color, width: width)
    }

    /// A border a style draws: its colour and its width in points.
    public struct Border: Hashable, Sendable {
        /// The border's colour.
        public var color: ThemeColorSource
        /// The border's width in points.
        public var width: Double

        /// A border of this colour and width.
        public init(color: ThemeColorSource, width: Double) {
            self.color = color
            self.width = width
        }
    }
}
