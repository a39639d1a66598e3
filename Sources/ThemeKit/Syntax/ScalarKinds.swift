/// The kinds a theme writes as themselves, with no convention: text,
/// numbers, booleans and arrays (``ValueKind``).
enum TextKind: ValueKind {
    /// `runtime` is a run-time constant not supplied yet, which resolves to its name (theme-format §11).
    static let resolveTags = ["string", "runtime"]
    static let typeName = "a string"
    static let swiftType: String? = "String"

    static func resolveJSON(_ value: ThemeValue) -> String {
        guard case .string(let text) = value else { return "null" }
        return JSONText.string(text)
    }

    static func value(resolveJSON body: PlistNode, tag: String) -> ThemeValue? {
        body.string.map(ThemeValue.string)
    }

    static func messageDescription(_ value: ThemeValue) -> String {
        guard case .string(let text) = value else { return typeName }
        return "the string `\(text.count > 60 ? text.prefix(57) + "..." : text)`"
    }

    static func checkWritable(_ value: ThemeValue) throws {
        guard case .string(let text) = value else { return }
        try WrittenValue.checkText(text, what: "the string")
    }
}

/// A number (``DecimalNumber`` reads and writes its text).
enum NumberKind: ValueKind {
    static let resolveTags = ["number"]
    static let typeName = "a number"
    static let swiftType: String? = "Double"

    static func resolveJSON(_ value: ThemeValue) -> String {
        guard case .number(let number) = value else { return "null" }
        return JSONText.number(number)
    }

    static func value(resolveJSON body: PlistNode, tag: String) -> ThemeValue? {
        body.number.map(ThemeValue.number)
    }

    static func messageDescription(_ value: ThemeValue) -> String {
        "the number " + resolveJSON(value)
    }

    /// A plain number; a `DIMENSION_` constant's is a length, which the export knows by its name.
    static func cssText(_ value: ThemeValue) -> String? { resolveJSON(value) }

    static func designToken(_ value: ThemeValue) -> (type: String, value: String)? { ("number", resolveJSON(value)) }

    static func checkWritable(_ value: ThemeValue) throws {
        guard case .number(let number) = value, !number.isFinite else { return }
        throw ModificationError("\(number) is not a finite number; a theme cannot hold it")
    }
}

/// A boolean.
enum BooleanKind: ValueKind {
    static let resolveTags = ["bool"]
    static let typeName = "a boolean"
    static let swiftType: String? = "Bool"

    static func resolveJSON(_ value: ThemeValue) -> String {
        value == .bool(true) ? "true" : "false"
    }

    static func value(resolveJSON body: PlistNode, tag: String) -> ThemeValue? {
        guard case .bool(let flag) = body.kind else { return nil }
        return .bool(flag)
    }

    static func messageDescription(_ value: ThemeValue) -> String {
        "the boolean " + resolveJSON(value)
    }
}

/// An array of values, each of its own kind.
enum ArrayKind: ValueKind {
    static let resolveTags = ["array"]
    static let typeName = "an array"

    static func resolveJSON(_ value: ThemeValue) -> String {
        guard case .array(let elements) = value else { return "null" }
        return "[" + elements.map(\.jsonText).joined(separator: ", ") + "]"
    }

    static func value(resolveJSON body: PlistNode, tag: String) -> ThemeValue? {
        guard case .array(let elements) = body.kind else { return nil }
        let values = elements.compactMap(ThemeValue.init(tagged:))
        return values.count == elements.count ? .array(values) : nil
    }

    static func messageDescription(_ value: ThemeValue) -> String {
        guard case .array(let elements) = value else { return typeName }
        return "an array of \(elements.count)"
    }
}
