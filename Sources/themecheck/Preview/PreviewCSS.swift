import Foundation
import ThemeKit

/// CSS declarations computed from theme values: numbers the page formats
/// itself, clamped to sizes a card can show, and colours as the library's
/// CSS export writes them, so no theme text reaches a style sheet but a
/// font's family, written as a CSS string with every other character
/// escaped (stricter than the export's, as the page is HTML).
enum PreviewCSS {
    /// `property` set to `color` as the CSS export writes it: sRGB hex for
    /// every browser, then Display P3 (which a browser that cannot show it
    /// ignores) for a P3 colour.
    static func color(_ property: String, _ color: ThemeColor) -> String {
        var declarations = "\(property):\(ThemeExport.cssColor(clamped(color.converted(to: .sRGB))));"
        if color.space == .displayP3 { declarations += "\(property):\(ThemeExport.cssColor(clamped(color)));" }
        return declarations
    }

    /// The font's family (the system font as `system-ui`), size, weight and slant.
    static func font(_ font: ThemeFont) -> String {
        let name = font.name.lowercased()
        let family = font.isSystemFont || font.isTextStyleFont ? "system-ui" : "\(string(font.name)), system-ui"
        let size = font.size > 0 ? font.size : (font.textStyle.map { ThemeFont(textStyle: $0).size } ?? 17)
        var declarations = "font-family:\(family);font-size:\(length(size, maximum: 72))px;"
        if let weight = font.weight {
            declarations += "font-weight:\(weight.numericValue);"
        } else if font.isBold {
            declarations += "font-weight:700;"
        }
        if name.contains("italic") || name.contains("oblique") { declarations += "font-style:italic;" }
        return declarations
    }

    /// A length in CSS pixels between 0 and `maximum` (a theme may say anything).
    static func length(_ value: Double, maximum: Double) -> String {
        guard value.isFinite else { return "0" }
        return number(min(max(value, 0), maximum))
    }

    /// Up to two decimals, no trailing zeros.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        // In hundredths, as integers: a page of thousands of cards formats many numbers.
        let hundredths = Int((min(max(value, -1e12), 1e12) * 100).rounded())
        let (whole, fraction) = (abs(hundredths) / 100, abs(hundredths) % 100)
        let sign = hundredths < 0 ? "-" : ""
        if fraction == 0 { return "\(sign)\(whole)" }
        if fraction % 10 == 0 { return "\(sign)\(whole).\(fraction / 10)" }
        return "\(sign)\(whole).\(fraction < 10 ? "0" : "")\(fraction)"
    }

    /// `text` as a CSS string: letters, digits and spaces as they are, every
    /// other scalar as a CSS escape, so a name cannot end the string or the rule.
    static func string(_ text: String) -> String {
        var escaped = "\""
        for scalar in text.unicodeScalars {
            if scalar.properties.isAlphabetic && scalar.isASCII || ("0"..."9").contains(scalar) || scalar == " " {
                escaped.unicodeScalars.append(scalar)
            } else {
                escaped += "\\" + String(scalar.value, radix: 16) + " "
            }
        }
        return escaped + "\""
    }

    private static func unit(_ value: Double) -> Double { value.isFinite ? min(max(value, 0), 1) : 0 }

    /// Each component between 0 and 1 (a theme may say anything).
    private static func clamped(_ color: ThemeColor) -> ThemeColor {
        ThemeColor(space: color.space, red: unit(color.red), green: unit(color.green), blue: unit(color.blue), alpha: unit(color.alpha))
    }
}
