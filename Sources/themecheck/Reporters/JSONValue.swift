import ThemeKit

/// A JSON document built in code and printed with two-space indentation;
/// object members print in the order given.
indirect enum JSONValue {
    case object([(String, JSONValue)])
    case array([JSONValue])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null
    /// JSON already written (a tagged theme value).
    case raw(String)

    /// A string, or null for nil.
    static func optional(_ text: String?) -> JSONValue { text.map(JSONValue.string) ?? .null }
    /// A number, or null for nil.
    static func optional(_ number: Int?) -> JSONValue { number.map { .number(Double($0)) } ?? .null }

    func rendered(indent: String = "") -> String {
        let inner = indent + "  "
        switch self {
        case .object(let members):
            guard !members.isEmpty else { return "{}" }
            return "{\n" + members.map { inner + JSONText.string($0.0) + ": " + $0.1.rendered(indent: inner) }.joined(separator: ",\n")
                + "\n" + indent + "}"
        case .array(let elements):
            guard !elements.isEmpty else { return "[]" }
            return "[\n" + elements.map { inner + $0.rendered(indent: inner) }.joined(separator: ",\n") + "\n" + indent + "]"
        case .string(let text): return JSONText.string(text)
        case .number(let number): return JSONText.number(number)
        case .bool(let flag): return flag ? "true" : "false"
        case .null: return "null"
        case .raw(let json): return json
        }
    }
}
