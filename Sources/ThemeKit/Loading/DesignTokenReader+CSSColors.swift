/// Colours written as CSS text, as Style Dictionary sources and Tokens
/// Studio write them (`hsl(208 57% 95%)`, `white`, `transparent`): read as
/// the sRGB colour CSS Color 4 gives them, with the `legacy-token-format`
/// note; web-only forms (`var(--x)`, `currentColor`) have no value to read.
extension DesignTokenReader {
    /// The CSS colour keywords of CSS Level 1 and 2 (the colours exporters
    /// write by name) and `transparent`, as sRGB bytes and alpha.
    static let cssNamedColors: [String: (UInt8, UInt8, UInt8, Double)] = [
        "black": (0, 0, 0, 1), "silver": (192, 192, 192, 1), "gray": (128, 128, 128, 1), "grey": (128, 128, 128, 1),
        "white": (255, 255, 255, 1), "maroon": (128, 0, 0, 1), "red": (255, 0, 0, 1), "purple": (128, 0, 128, 1),
        "fuchsia": (255, 0, 255, 1), "green": (0, 128, 0, 1), "lime": (0, 255, 0, 1), "olive": (128, 128, 0, 1),
        "yellow": (255, 255, 0, 1), "navy": (0, 0, 128, 1), "blue": (0, 0, 255, 1), "teal": (0, 128, 128, 1),
        "aqua": (0, 255, 255, 1), "orange": (255, 165, 0, 1), "transparent": (0, 0, 0, 0),
    ]

    /// A colour as a CSS function, `rgb()`/`rgba()` or `hsl()`/`hsla()`; nil for anything else.
    static func cssFunctionColor(_ text: String) -> ThemeColor? {
        let lowered = String(text.lowercased().trimmingWhitespace())
        return cssRGB(lowered) ?? cssHSL(lowered)
    }

    /// A colour keyword of ``cssNamedColors``; nil for anything else.
    static func cssNamedColor(_ text: String) -> ThemeColor? {
        guard let (red, green, blue, alpha) = cssNamedColors[String(text.lowercased().trimmingWhitespace())] else { return nil }
        return ThemeColor(red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255, alpha: alpha)
    }

    /// `hsl(208 57% 95%)`, `hsla(208, 57%, 95%, 0.5)`: CSS Color 4's HSL to sRGB; nil when it is neither or out of range.
    static func cssHSL(_ lowered: String) -> ThemeColor? {
        guard lowered.hasSuffix(")"), let open = lowered.firstIndex(of: "(") else { return nil }
        let function = lowered[..<open]
        guard function == "hsl" || function == "hsla" else { return nil }
        let body = lowered[lowered.index(after: open)..<lowered.index(before: lowered.endIndex)]
        let parts = body.split { $0 == "," || $0 == " " || $0 == "/" }.map(String.init)
        guard parts.count == 3 || parts.count == 4, let (hue, hueUnit) = numberAndUnit(parts[0]), hueUnit.isEmpty || hueUnit == "deg",
            let (saturation, sUnit) = numberAndUnit(parts[1]), sUnit == "%", let (lightness, lUnit) = numberAndUnit(parts[2]), lUnit == "%",
            (0...100).contains(saturation), (0...100).contains(lightness)
        else { return nil }
        var alpha = 1.0
        if parts.count == 4 {
            guard let (value, unit) = numberAndUnit(parts[3]), unit.isEmpty || unit == "%" else { return nil }
            alpha = unit == "%" ? value / 100 : value
            guard (0...1).contains(alpha) else { return nil }
        }
        let (s, l) = (saturation / 100, lightness / 100)
        let h = (hue.truncatingRemainder(dividingBy: 360) + 360).truncatingRemainder(dividingBy: 360)
        func channel(_ n: Double) -> Double {
            let k = (n + h / 30).truncatingRemainder(dividingBy: 12)
            let a = s * min(l, 1 - l)
            return l - a * max(-1, min(k - 3, 9 - k, 1))
        }
        return ThemeColor(red: channel(0), green: channel(8), blue: channel(4), alpha: alpha)
    }

    /// Whether a colour's text is a web-only form with no value outside a page: `var(--x)`, `currentColor`, `inherit`.
    static func isWebOnlyColor(_ text: String) -> Bool {
        let lowered = String(text.lowercased().trimmingWhitespace())
        return lowered.hasPrefix("var(") || ["currentcolor", "inherit", "initial", "unset"].contains(lowered)
    }
}
