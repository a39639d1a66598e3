#if THEMEKIT_STUBS
import SwiftUIStubs
#elseif canImport(SwiftUI)
import SwiftUI
#endif
#if THEMEKIT_STUBS || canImport(SwiftUI)
import ThemeKit

extension Color {
    /// A colour from its sRGB components (clamped to `0...1`).
    public init(_ color: ThemeColor) {
        let color = color.clamped
        self.init(.sRGB, red: color.red, green: color.green, blue: color.blue, opacity: color.alpha)
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
    /// A font from a theme: the system font in its weight (italic for
    /// `systemItalic`), or a font by name, which SwiftUI scales with Dynamic
    /// Type relative to the body style (SwiftUI falls back to the system font
    /// when no installed font has the name).
    public init(_ font: ThemeFont) {
        let face = ThemeFontFace(font)
        switch face.kind {
        case .system(let weight, let isItalic):
            let system = Font.system(size: CGFloat(face.size), weight: weight == .bold ? .bold : .regular)
            self = isItalic ? system.italic() : system
        case .named(let name):
            self = Font.custom(name, size: CGFloat(face.size))
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
