#if THEMEKIT_STUBS
import SwiftUIStubs
#elseif canImport(SwiftUI)
import SwiftUI
#endif
#if THEMEKIT_STUBS || canImport(SwiftUI)
import ThemeKit

extension Color {
    /// A colour from its components in its space, sRGB or Display P3 (clamped to `0...1`).
    public init(_ color: ThemeColor) {
        let color = color.clamped
        let space: Color.RGBColorSpace = color.space == .displayP3 ? .displayP3 : .sRGB
        self.init(space, red: color.red, green: color.green, blue: color.blue, opacity: color.alpha)
    }

    /// A colour from its components, or the asset catalogue's colour of that
    /// name (SwiftUI logs, rather than fails, when the asset is missing).
    public init(_ source: ThemeColorSource) {
        switch source {
        case .components(let color): self.init(color)
        case .named(let name): self.init(name, bundle: nil)
        }
    }
}

extension Font {
    /// A font from a theme: a text style's font; the system font in its
    /// weight (italic for `systemItalic`); or a font by name, in its weight,
    /// which SwiftUI scales with Dynamic Type relative to the theme's text
    /// style (the body style when it names none). SwiftUI falls back to the
    /// system font when no installed font has the name, and its sized system
    /// font does not scale.
    public init(_ font: ThemeFont) {
        let face = ThemeFontFace(font)
        let size = CGFloat(face.size)
        switch face.kind {
        case .textStyle(let style):
            self = Font.system(Font.TextStyle(style))
        case .system(let weight, let isItalic):
            let system = Font.system(size: size, weight: Font.Weight(weight))
            self = isItalic ? system.italic() : system
        case .named(let name):
            let custom =
                face.scalingStyle.map { Font.custom(name, size: size, relativeTo: Font.TextStyle($0)) } ?? Font.custom(name, size: size)
            self = face.weight.map { custom.weight(Font.Weight($0)) } ?? custom
        }
    }
}

extension Image {
    /// The image a theme names (theme-format §12): an asset catalogue image
    /// (SwiftUI draws nothing and logs, rather than fails, when it is
    /// missing) or an SF Symbol; a symbol's size and weight are its font
    /// (``SwiftUI/Font/init(symbolOf:)``).
    public init(_ image: ThemeImage) {
        switch image.source {
        case .asset(let name): self.init(name, bundle: nil)
        case .symbol(let name, _, _): self.init(systemName: name)
        }
    }
}

extension Font {
    /// The font an SF Symbol is drawn in at the size and weight a theme
    /// gives it (`i:sf:star.fill,17,semibold`); nil without a size.
    public init?(symbolOf image: ThemeImage) {
        guard case .symbol(_, let pointSize?, let weight) = image.source else { return nil }
        self = Font.system(size: CGFloat(pointSize), weight: weight.map(Font.Weight.init))
    }
}

extension Font.Weight {
    /// SwiftUI's weight of a theme's weight.
    public init(_ weight: ThemeFont.Weight) {
        switch weight {
        case .ultraLight: self = .ultraLight
        case .thin: self = .thin
        case .light: self = .light
        case .regular: self = .regular
        case .medium: self = .medium
        case .semibold: self = .semibold
        case .bold: self = .bold
        case .heavy: self = .heavy
        case .black: self = .black
        }
    }
}

extension Font.TextStyle {
    /// SwiftUI's text style of a theme's text style (`title1` is SwiftUI's `title`, `caption1` its `caption`).
    public init(_ style: ThemeFont.TextStyle) {
        switch style {
        case .largeTitle: self = .largeTitle
        case .title1: self = .title
        case .title2: self = .title2
        case .title3: self = .title3
        case .headline: self = .headline
        case .subheadline: self = .subheadline
        case .body: self = .body
        case .callout: self = .callout
        case .footnote: self = .footnote
        case .caption1: self = .caption
        case .caption2: self = .caption2
        }
    }
}

extension EdgeInsets {
    /// Insets from a theme's `edge:TOP,LEFT,BOTTOM,RIGHT`: left is leading and
    /// right is trailing, so they mirror in right-to-left languages.
    public init(_ insets: ThemeEdgeInsets) {
        self.init(
            top: CGFloat(insets.top), leading: CGFloat(insets.left), bottom: CGFloat(insets.bottom),
            trailing: CGFloat(insets.right))
    }
}
#endif
