extension StringProtocol {
    /// The text with every control character written as an escape (`\n`,
    /// `\t`, `\r`, `\u{1B}`), so a line of output stays one line.
    ///
    /// Messages quote theme text, and a theme is untrusted: a value holding
    /// a line break would otherwise print a second, forged record that
    /// Xcode, SwiftPM and CI read as real. Escaped are the C0 and C1
    /// controls, DEL, the line and paragraph separators, and the
    /// bidirectional overrides that can make text read in another order.
    package var escapingControlCharacters: String {
        guard unicodeScalars.contains(where: Self.needsEscape) else { return String(self) }
        var escaped = ""
        for scalar in unicodeScalars {
            switch scalar {
            case "\n": escaped += "\\n"
            case "\t": escaped += "\\t"
            case "\r": escaped += "\\r"
            case _ where Self.needsEscape(scalar): escaped += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }
}
