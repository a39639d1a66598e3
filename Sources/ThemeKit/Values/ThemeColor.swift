/// An sRGB colour with alpha, each component in `0...1`.
public struct ThemeColor: Hashable, Sendable {
    /// Red, from 0 to 1.
    public var red: Double
    /// Green, from 0 to 1.
    public var green: Double
    /// Blue, from 0 to 1.
    public var blue: Double
    /// Opacity, from 0 (clear) to 1 (opaque).
    public var alpha: Double

    /// A colour of these sRGB components.
    public init(red: Double, green: Double, blue: Double, alpha: Double) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Upper-case `#RRGGBBAA`, the form `themecheck resolve` prints.
    public var hexString: String { ColorSyntax.hex(self) }
}

extension ThemeColor {
    /// Reads `RGB`, `RGBA`, `RRGGBB` or `RRGGBBAA` hex digits (no `#`).
    ///
    /// Three or four digits are each doubled; without alpha digits alpha is 1.
    /// Returns nil for any other length or a non-hex character.
    public init?(hexDigits text: Substring) {
        var nibbles: [UInt8] = []
        nibbles.reserveCapacity(8)
        for byte in text.utf8 {
            guard let nibble = HexDigit.value(byte) else { return nil }
            nibbles.append(nibble)
        }
        let bytes: [UInt8]
        switch nibbles.count {
        case 3, 4: bytes = nibbles.map { $0 << 4 | $0 }
        case 6, 8: bytes = stride(from: 0, to: nibbles.count, by: 2).map { nibbles[$0] << 4 | nibbles[$0 + 1] }
        default: return nil
        }
        let alpha = bytes.count == 4 ? bytes[3] : 255
        self.init(
            red: Double(bytes[0]) / 255, green: Double(bytes[1]) / 255,
            blue: Double(bytes[2]) / 255, alpha: Double(alpha) / 255)
    }
}
