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
/// | `alpha` | opacity |
/// | `layoutMargins` | padding |
/// | `layer.cornerRadius`, `layer.borderWidth`, `layer.borderColor` | rounded background and border |
public struct ThemeViewStyle: Decodable, Hashable, Sendable {
    public var textColor: ThemeColorSource?
    public var tintColor: ThemeColorSource?
    public var backgroundColor: ThemeColorSource?
    public var font: ThemeFont?
    public var alpha: Double?
    public var layoutMargins: ThemeEdgeInsets?
    public var layer: Layer?

    /// The layer keys of a style (`layer.cornerRadius`).
    public struct Layer: Decodable, Hashable, Sendable {
        public var cornerRadius: Double?
        public var borderWidth: Double?
        public var borderColor: ThemeColorSource?

        public init(cornerRadius: Double? = nil, borderWidth: Double? = nil, borderColor: ThemeColorSource? = nil) {
            self.cornerRadius = cornerRadius
            self.borderWidth = borderWidth
            self.borderColor = borderColor
        }
    }

    public init(textColor: ThemeColorSource? = nil, tintColor: ThemeColorSource? = nil,
                backgroundColor: ThemeColorSource? = nil, font: ThemeFont? = nil, alpha: Double? = nil,
                layoutMargins: ThemeEdgeInsets? = nil, layer: Layer? = nil) {
        self.textColor = textColor
        self.tintColor = tintColor
        self.backgroundColor = backgroundColor
        self.font = font
        self.alpha = alpha
        self.layoutMargins = layoutMargins
        self.layer = layer
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
        public var color: ThemeColorSource
        public var width: Double

        public init(color: ThemeColorSource, width: Double) {
            self.color = color
            self.width = width
        }
    }
}
