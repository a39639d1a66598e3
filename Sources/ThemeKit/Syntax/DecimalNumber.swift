/// The one definition of a number in a theme: `-?digits(.digits)?([eE][+-]?digits)?`.
///
/// `nan`, `inf`, hex and a leading `+` are not numbers, and neither is a
/// value too large for a `Double`; every parser and convention asks here,
/// and every writer formats through ``format(_:)``.
enum DecimalNumber {
    /// A number as themes and the resolve output write it: integral values
    /// below 2^53 in magnitude without a fraction, others in Swift's shortest
    /// round-tripping form.
    static func format(_ value: Double) -> String {
        // JSON has no infinity or NaN; loading refuses them, so this is only a last guard.
        guard value.isFinite else { return "null" }
        if value == value.rounded(), abs(value) < 9_007_199_254_740_992 {
            return String(Int64(value))
        }
        return value.description
    }

    /// The value of `text` if the whole of it is a decimal number.
    static func parse(_ text: String) -> Double? {
        var text = text
        return text.withUTF8 { parse(UnsafeRawBufferPointer($0)) }
    }

    /// The value of `bytes` if all of them form a decimal number.
    static func parse(_ bytes: UnsafeRawBufferPointer) -> Double? {
        guard matchLength(bytes, from: 0) == bytes.count, !bytes.isEmpty else { return nil }
        guard let value = Double(String(decoding: bytes, as: UTF8.self)), value.isFinite else { return nil }
        return value
    }

    /// How many bytes from `start` form the longest decimal number there (0 if none).
    static func matchLength(_ bytes: UnsafeRawBufferPointer, from start: Int) -> Int {
        var index = start
        func digits() -> Int {
            let first = index
            while index < bytes.count, bytes[index] &- UInt8(ascii: "0") < 10 { index += 1 }
            return index - first
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard digits() > 0 else { return 0 }
        if index + 1 < bytes.count, bytes[index] == UInt8(ascii: "."), bytes[index + 1] &- UInt8(ascii: "0") < 10 {
            index += 1
            _ = digits()
        }
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            let mark = index
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            if digits() == 0 { index = mark }
        }
        return index - start
    }
}
