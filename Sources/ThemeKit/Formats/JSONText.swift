/// Writes JSON text: strings escaped, numbers as the resolve format wants them.
///
/// Small and dependency-free on purpose; Foundation's encoders differ between
/// platforms in how they print numbers, and the resolve output must not.
package enum JSONText {
    /// `text` as a JSON string literal.
    package static func string(_ text: String) -> String {
        var result = "\""
        result.reserveCapacity(text.utf8.count + 2)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// A number: integral values below 2^53 in magnitude without a fraction,
    /// others in Swift's shortest round-tripping form.
    package static func number(_ value: Double) -> String {
        DecimalNumber.format(value)
    }

    /// A JSON object from already-written values, keys sorted, one per line.
    static func object(_ members: [(key: String, json: String)], indent: String) -> String {
        guard !members.isEmpty else { return "{}" }
        let inner = indent + "  "
        let lines = members.sorted { $0.key < $1.key }.map { inner + string($0.key) + ": " + $0.json }
        return "{\n" + lines.joined(separator: ",\n") + "\n" + indent + "}"
    }
}

extension ThemeValue {
    /// The tagged JSON form of the resolve output (`{"color": "#RRGGBBAA"}`),
    /// on one line, as the value's kind writes it; `null` untagged.
    public var jsonText: String {
        let kind = kind
        guard let tag = kind.resolveTags.first else { return kind.resolveJSON(self) }
        return "{\(JSONText.string(tag)): \(kind.resolveJSON(self))}"
    }
}
