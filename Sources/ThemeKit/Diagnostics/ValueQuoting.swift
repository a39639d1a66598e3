/// How a value is written in a theme file, and so how text put into it is
/// escaped: a fix never makes a file unreadable (a style named `Label"`
/// in JSON, `Tom&Jerry` in XML).
enum ValueQuoting {
    /// Inside `"`: JSON and OpenStep both read `\\`, `\"` and `\u` followed by four hex digits.
    case doubleQuoted
    /// Inside `'` (OpenStep): only text that needs no escape.
    case singleQuoted
    /// The text of an XML element.
    case xmlText
    /// An unquoted OpenStep word: only the characters such a word may hold.
    case bare

    /// `text` as it must be written here; nil when it cannot be written here as it is.
    func escaped(_ text: String) -> String? {
        var written = ""
        for scalar in text.unicodeScalars {
            switch (self, scalar) {
            case (.doubleQuoted, "\""), (.doubleQuoted, "\\"):
                written += "\\" + String(scalar)
            case (.doubleQuoted, _) where scalar.value < 0x20 || scalar.value == 0x7F:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                written += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            case (.singleQuoted, "'"), (.singleQuoted, "\\"):
                return nil
            case (.singleQuoted, _) where scalar.value < 0x20 || scalar.value == 0x7F:
                return nil
            case (.xmlText, "&"): written += "&amp;"
            case (.xmlText, "<"): written += "&lt;"
            case (.xmlText, ">"): written += "&gt;"
            case (.xmlText, _) where scalar.value < 0x20 && scalar != "\t" && scalar != "\n" && scalar != "\r":
                return nil
            case (.bare, _) where !Self.isBareWordScalar(scalar):
                return nil
            default:
                written.unicodeScalars.append(scalar)
            }
        }
        return written
    }

    /// What an unquoted OpenStep string may hold (as `OpenStepParser` reads it).
    private static func isBareWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "_", "$", "/", ":", ".", "-": true
        default: false
        }
    }
}
