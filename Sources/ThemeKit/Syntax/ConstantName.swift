/// The shape of a constant name, UPPER_SNAKE_CASE (theme-format §2.2):
/// a string of that shape that names no constant is reported, not kept silently.
enum ConstantName {
    /// Whether `text` is `^[A-Z][A-Z0-9]*(_[A-Z0-9]+)+$`.
    static func matches<Text: StringProtocol>(_ text: Text) -> Bool {
        var sawUnderscore = false
        var previous: UInt8 = 0
        for (position, byte) in text.utf8.enumerated() {
            let isUpper = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
            let isDigit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
            if position == 0 {
                guard isUpper else { return false }
            } else if byte == UInt8(ascii: "_") {
                guard previous != UInt8(ascii: "_") else { return false }
                sawUnderscore = true
            } else if !(isUpper || isDigit) {
                return false
            }
            previous = byte
        }
        return sawUnderscore && previous != UInt8(ascii: "_")
    }
}
