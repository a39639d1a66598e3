#if THEMEKIT_STUBS
import SwiftUIStubs
#elseif canImport(SwiftUI)
import SwiftUI
#endif
#if THEMEKIT_STUBS || canImport(SwiftUI)
import ThemeKit

/// Applies a `ThemeViewStyle`: font, line spacing and tracking, text colour, tint, padding (the
/// style's `layoutMargins`), a background and border in the corner radius's
/// shape, and opacity. What the style does not name is left to the view.
public struct ThemeStyleModifier: ViewModifier {
    /// The look this modifier applies.
    public let style: ThemeViewStyle

    /// A modifier applying `style`.
    public init(_ style: ThemeViewStyle) {
        self.style = style
    }

    public func body(content: Content) -> some View {
        let shape = RoundedRectangle(cornerRadius: CGFloat(style.cornerRadius))
        return
            content
            .font(style.font.map(Font.init))
            .lineSpacing(CGFloat(style.lineSpacing))
            .tracking(CGFloat(style.letterSpacing.flatMap { $0.isFinite ? $0 : nil } ?? 0))
            .foregroundStyle(style.textColor.map { AnyShapeStyle(Color($0)) } ?? AnyShapeStyle(.foreground))
            .tint(style.tintColor.map(Color.init))
            .padding(style.layoutMargins.map(EdgeInsets.init) ?? EdgeInsets())
            .background(style.backgroundColor.map(Color.init) ?? Color.clear, in: shape)
            .overlay {
                if let border = style.border {
                    shape.strokeBorder(Color(border.color), lineWidth: CGFloat(border.width))
                }
            }
            .opacity(style.alpha ?? 1)
    }
}

extension View {
    /// Applies a decoded style to this view.
    public func themeStyle(_ style: ThemeViewStyle) -> some View {
        modifier(ThemeStyleModifier(style))
    }

    /// Applies style `name` of `theme`, again whenever the theme changes.
    /// On the main actor, as the theme is: SDKs before iOS 18 do not make `View` so.
    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
    @MainActor public func themeStyle(_ name: String, in theme: ObservableTheme) -> some View {
        modifier(ThemeStyleModifier(theme.style(named: name)))
    }
}
#endif
