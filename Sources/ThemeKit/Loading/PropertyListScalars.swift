import Foundation

/// The text of XML property list scalars (`<integer>`, `<real>`, `<date>`,
/// `<data>`) read as CoreFoundation reads it, so a file Foundation accepts
/// loads and one it refuses does not.
///
/// Where CoreFoundation reads what a theme number cannot be (hex integers,
/// `nan`, `inf`), theme-format §1 wins and the value is refused.
enum PropertyListScalars {
    /// Why a scalar's text was refused, for the parse error; nil where
    /// "not a finite decimal number" says it all.
    struct Refusal: Error {
        var reason: String?
    }

    /// An `<integer>`: optional leading white space, an optional sign and
    /// decimal digits, within the 64-bit range (signed below zero, unsigned above).
    static func integer(_ text: String) -> Result<Double, Refusal> {
        let body = text.drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        let digits = body.first == "-" || body.first == "+" ? body.dropFirst() : body
        if digits.lowercased().hasPrefix("0x") { return .failure(Refusal(reason: "hex is not a theme number")) }
        guard !digits.isEmpty, digits.utf8.allSatisfy({ $0 &- UInt8(ascii: "0") < 10 }) else {
            return .failure(Refusal(reason: "it is not a whole number"))
        }
        if body.first == "-" {
            guard let value = Int64(body) else { return .failure(Refusal(reason: "it is below the 64-bit range")) }
            return .success(Double(value))
        }
        guard let value = UInt64(digits) else { return .failure(Refusal(reason: "it is above the 64-bit range")) }
        return .success(Double(value))
    }

    /// A `<real>`: optional leading white space, then a decimal number
    /// (`1.5`, `.5`, `5.`, `+1e3`); finite only.
    static func real(_ text: String) -> Result<Double, Refusal> {
        let body = text.drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        let allowed = body.utf8.allSatisfy { byte in
            byte &- UInt8(ascii: "0") < 10 || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "+")
                || byte == UInt8(ascii: "-") || byte | 0x20 == UInt8(ascii: "e")
        }
        guard allowed, let value = Double(body) else { return .failure(Refusal(reason: nil)) }
        guard value.isFinite else { return .failure(Refusal(reason: nil)) }
        return .success(value)
    }

    /// Whether a `<date>` has CoreFoundation's form `YYYY-MM-DDTHH:MM:SSZ`
    /// (a year of any length, optionally negative; two digits for the rest).
    static func isDate(_ text: String) -> Bool {
        var bytes = Substring(text).utf8[...]
        if bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
        let yearDigits = bytes.prefix { $0 &- UInt8(ascii: "0") < 10 }.count
        guard yearDigits > 0 else { return false }
        bytes = bytes.dropFirst(yearDigits)
        let rest = Array(bytes)
        // -MM-DDTHH:MM:SSZ, with each `9` a digit.
        let shape = Array("-99-99T99:99:99Z".utf8)
        guard rest.count == shape.count else { return false }
        return zip(rest, shape).allSatisfy { byte, expected in
            expected == UInt8(ascii: "9") ? byte &- UInt8(ascii: "0") < 10 : byte == expected
        }
    }

    /// `<data>` decoded as CoreFoundation decodes it: characters outside the
    /// base64 alphabet are skipped, every four characters give three bytes
    /// (fewer after `=` padding), and an incomplete last group gives none.
    static func base64(_ text: String) -> Data {
        var output = Data()
        var accumulator: UInt32 = 0
        var count = 0
        var padding = 0
        for byte in text.utf8 {
            let value: UInt32
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): value = UInt32(byte - UInt8(ascii: "A"))
            case UInt8(ascii: "a")...UInt8(ascii: "z"): value = UInt32(byte - UInt8(ascii: "a")) + 26
            case UInt8(ascii: "0")...UInt8(ascii: "9"): value = UInt32(byte - UInt8(ascii: "0")) + 52
            case UInt8(ascii: "+"): value = 62
            case UInt8(ascii: "/"): value = 63
            case UInt8(ascii: "="): value = 0
            default:
                if !(byte == 0x20 || (0x09...0x0D).contains(byte)) { padding = 0 }
                continue
            }
            padding = byte == UInt8(ascii: "=") ? padding + 1 : 0
            accumulator = accumulator << 6 | value
            count += 1
            if count % 4 == 0 {
                output.append(UInt8(truncatingIfNeeded: accumulator >> 16))
                if padding < 2 { output.append(UInt8(truncatingIfNeeded: accumulator >> 8)) }
                if padding < 1 { output.append(UInt8(truncatingIfNeeded: accumulator)) }
            }
        }
        return output
    }
}
