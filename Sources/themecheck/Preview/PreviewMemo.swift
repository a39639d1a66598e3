import ThemeKit

/// The CSS and text of values already written on this page: a theme of
/// thousands of styles uses a few dozen colours and fonts, so each is
/// formatted once.
final class PreviewMemo {
    private var colors: [ColorKey: String] = [:]
    private var fonts: [ThemeFont: String] = [:]
    private var texts: [ThemeValue: String] = [:]

    private struct ColorKey: Hashable {
        var property: String
        var color: ThemeColor
    }

    /// ``PreviewCSS/color(_:_:)``, once per property and colour.
    func color(_ property: String, _ color: ThemeColor) -> String {
        let key = ColorKey(property: property, color: color)
        if let css = colors[key] { return css }
        let css = PreviewCSS.color(property, color)
        colors[key] = css
        return css
    }

    /// ``PreviewCSS/font(_:)``, once per font.
    func font(_ font: ThemeFont) -> String {
        if let css = fonts[font] { return css }
        let css = PreviewCSS.font(font)
        fonts[font] = css
        return css
    }

    /// A value's `displayText`, once per value (strings are their own text).
    func text(_ value: ThemeValue) -> String {
        if case .string(let text) = value { return text }
        if let text = texts[value] { return text }
        let text = value.displayText
        texts[value] = text
        return text
    }
}
