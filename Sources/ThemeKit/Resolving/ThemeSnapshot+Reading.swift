import Foundation

extension ThemeSnapshot {
    /// An empty snapshot: nothing resolved.
    public init() {}

    /// A snapshot read back from the JSON document `themecheck resolve`
    /// prints (and ``jsonString()`` writes), so a reference file can be
    /// compared with what a theme resolves to now (``difference(to:)``).
    ///
    /// - Throws: ``ThemeError`` (`parse-error`) naming what is not the resolve form.
    public init(resolveJSON data: Data, name: String) throws {
        let document: Any
        do {
            document = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        } catch {
            throw ThemeError(Diagnostic(.parseError, "the file is not JSON: \(error.localizedDescription)", file: name))
        }
        func fail(_ message: String) -> ThemeError {
            ThemeError(Diagnostic(.parseError, "\(message); expected the JSON that `themecheck resolve` prints", file: name))
        }
        guard let top = document as? [String: Any] else { throw fail("the top level is not an object") }
        let constants = top["constants"] as? [String: Any] ?? [:]
        let styles = top["styles"] as? [String: [String: Any]] ?? [:]
        self.init()
        for (constant, json) in constants {
            guard let value = ThemeValue(taggedJSON: json) else { throw fail("constant `\(constant)` holds no tagged value") }
            self.constants[constant] = value
        }
        for (style, keyPaths) in styles {
            var assignments: [(keyPath: String, value: ThemeValue)] = []
            for (keyPath, json) in keyPaths.sorted(by: { $0.key < $1.key }) {
                guard let value = ThemeValue(taggedJSON: json) else { throw fail("`\(style)` holds no tagged value at `\(keyPath)`") }
                assignments.append((keyPath, value))
            }
            self.styles[style] = ResolvedStyle(name: style, resolving: assignments, diagnostics: [])
        }
    }
}

extension ThemeValue {
    /// A value from its tagged JSON form (``jsonText``), as `JSONSerialization` reads it; nil for any other shape.
    init?(taggedJSON json: Any) {
        if json is NSNull { self = .null; return }
        guard let object = json as? [String: Any], object.count == 1, let (tag, body) = object.first else { return nil }
        switch tag {
        case "string": guard let text = body as? String else { return nil }; self = .string(text)
        case "number": guard let number = (body as? NSNumber)?.doubleValue, !(body is Bool) else { return nil }; self = .number(number)
        case "bool": guard let flag = body as? Bool else { return nil }; self = .bool(flag)
        case "color":
            guard let text = body as? String, text.first == "#", let color = ThemeColor(hexDigits: text.dropFirst()) else { return nil }
            self = .color(color)
        case "namedColor": guard let name = body as? String else { return nil }; self = .namedColor(name)
        case "font":
            guard let parts = body as? [String: Any], let name = parts["name"] as? String,
                  let size = (parts["size"] as? NSNumber)?.doubleValue else { return nil }
            self = .font(ThemeFont(name: name, size: size))
        case "array":
            guard let elements = body as? [Any] else { return nil }
            let values = elements.compactMap(ThemeValue.init(taggedJSON:))
            guard values.count == elements.count else { return nil }
            self = .array(values)
        default:
            guard let geometry = ValueSyntax.Geometry(rawValue: tag), let numbers = body as? [NSNumber],
                  let value = geometry.value(numbers.map(\.doubleValue)) else { return nil }
            self = value
        }
    }
}
