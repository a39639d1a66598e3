/// A colour with alpha: red, green and blue in its colour space, each in
/// `0...1`, and an opacity.
///
/// A theme's hex colours are sRGB; `c:p3(...)` makes a Display P3 one
/// (theme-format §10). A P3 colour stays P3 even when sRGB could show it:
/// the bridges hand it to the platform's Display P3 initialisers.
public struct ThemeColor: Hashable, Sendable {
    /// The colour spaces a theme can name.
    public enum Space: String, Sendable, Hashable, Codable {
        /// sRGB, the space of `#RRGGBB`.
        case sRGB = "srgb"
        /// Display P3: the sRGB white point and transfer curve, wider primaries.
        case displayP3 = "display-p3"
    }

    /// Red, from 0 to 1.
    public var red: Double
    /// Green, from 0 to 1.
    public var green: Double
    /// Blue, from 0 to 1.
    public var blue: Double
    /// Opacity, from 0 (clear) to 1 (opaque).
    public var alpha: Double
    /// The space the three components are in.
    public private(set) var space: Space

    /// A colour of these sRGB components.
    public init(red: Double, green: Double, blue: Double, alpha: Double) {
        self.init(space: .sRGB, red: red, green: green, blue: blue, alpha: alpha)
    }

    /// A colour of these components in `space`.
    public init(space: Space, red: Double, green: Double, blue: Double, alpha: Double) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
        self.space = space
    }

    /// Upper-case `#RRGGBBAA` of the colour in sRGB (clipped, for a P3
    /// colour outside sRGB): the form `themecheck resolve` prints an sRGB colour in.
    public var hexString: String { ColorSyntax.hex(converted(to: .sRGB)) }

    /// The same colour in `space`, each component clipped to `0...1` where
    /// it lies outside that space's gamut; alpha is kept.
    public func converted(to space: Space) -> ThemeColor {
        guard space != self.space else { return self }
        let linear = ColorConversion.convertLinear(
            ColorConversion.linear([red, green, blue]), from: self.space, to: space)
        let encoded = ColorConversion.rounded(ColorConversion.clip(ColorConversion.encoded(linear)))
        return ThemeColor(space: space, red: encoded[0], green: encoded[1], blue: encoded[2], alpha: alpha)
    }
}

extension ThemeColor {
    /// Reads `RGB`, `RGBA`, `RRGGBB` or `RRGGBBAA` hex digits (no `#`).
    ///
    /// Three or four digits are each doubled; without alpha digits alpha is 1.
    /// Returns nil for any other length or a non-hex character.
    public init?(hexDigits text: Substring) {
        // Read into one integer, not arrays: this runs for every colour a theme resolves.
        var digits: UInt32 = 0
        var count = 0
        for byte in text.utf8 {
            guard count < 8, let nibble = HexDigit.value(byte) else { return nil }
            digits = digits << 4 | UInt32(nibble)
            count += 1
        }
        // Channel `index` (red, green, blue, alpha): a short form's digit doubled, or a long form's two.
        func channel(_ index: Int) -> Double {
            let value =
                count <= 4
                ? (digits >> UInt32((count - 1 - index) * 4) & 0xF) * 0x11
                : digits >> UInt32((count - 2 - 2 * index) * 4) & 0xFF
            return Double(value) / 255
        }
        switch count {
        case 3, 6: self.init(red: channel(0), green: channel(1), blue: channel(2), alpha: 1)
        case 4, 8: self.init(red: channel(0), green: channel(1), blue: channel(2), alpha: channel(3))
        default: return nil
        }
    }
}

extension ThemeColor: CustomStringConvertible {
    /// The colour as a theme writes it: `c:#0064D2FF` where 8 bits a
    /// component hold it exactly, else `c:srgb(R, G, B[, A])` or `c:p3(...)`.
    public var description: String { ColorSyntax.format(self) }
}
