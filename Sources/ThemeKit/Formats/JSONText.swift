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
    /// The tagged JSON form of the resolve output (`{"color": "#RRGGBBAA"}`), on one line.
    public var jsonText: String {
        func tagged(_ tag: String, _ json: String) -> String { "{\(JSONText.string(tag)): \(json)}" }
        switch self {
        case .string(let text): return tagged("string", JSONText.string(text))
        case .number(let number): return tagged("number", JSONText.number(number))
        case .bool(let flag): return tagged("bool", flag ? "true" : "false")
        case .null: return "null"
        case .color(let color) where color.space == .sRGB: return tagged("color", JSONText.string(ColorSyntax.hex(color)))
        case .color(let color):
            let components = [color.red, color.green, color.blue].map(JSONText.number).joined(separator: ", ")
            return tagged(
                "color",
                "{\"alpha\": \(JSONText.number(color.alpha)), \"components\": [\(components)], \"space\": \(JSONText.string(color.space.rawValue))}"
            )
        case .namedColor(let name): return tagged("namedColor", JSONText.string(name))
        case .font(let font):
            var members = "\"name\": \(JSONText.string(font.name)), \"size\": \(JSONText.number(font.size))"
            if let style = font.textStyle { members += ", \"textStyle\": \(JSONText.string(style.rawValue))" }
            if let weight = font.weight { members += ", \"weight\": \(JSONText.string(weight.rawValue))" }
            return tagged("font", "{" + members + "}")
        case .array(let elements): return tagged("array", "[" + elements.map(\.jsonText).joined(separator: ", ") + "]")
        case .point, .size, .rect, .edgeInsets: break
        }
        guard let (geometry, components) = GeometrySyntax.components(of: self) else { return "null" }
        return tagged(geometry.rawValue, "[" + components.map(JSONText.number).joined(separator: ", ") + "]")
    }
}
