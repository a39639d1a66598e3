import Foundation

extension ThemeSnapshot {
    /// An empty snapshot: nothing resolved.
    public init() {}

    /// A snapshot read back from the JSON document `themecheck resolve`
    /// prints (and ``jsonString()`` writes), so a reference file can be
    /// compared with what a theme resolves to now (``difference(to:)``).
    ///
    /// The document is read by the theme's own JSON parser, which keeps
    /// `{"number": 1}` and `{"bool": true}` apart on every platform
    /// (`JSONSerialization` gives both as an `NSNumber` that casts to `Bool`).
    ///
    /// - Throws: ``ThemeError`` (`parse-error`) naming what is not the resolve form.
    public init(resolveJSON data: Data, name: String) throws {
        let (top, _) = try JSONParser.parseDocument(data, path: name)
        func fail(_ message: String) -> ThemeError {
            ThemeError(Diagnostic(.parseError, "\(message); expected the JSON that `themecheck resolve` prints", file: name))
        }
        guard let sections = top.entries else { throw fail("the top level is not an object") }
        self.init()
        for section in sections {
            switch section.key {
            case "invocation":
                invocation = Self.invocation(section.value)
            case "constants":
                for constant in section.value.entries ?? [] {
                    guard let value = ThemeValue(tagged: constant.value) else {
                        throw fail("constant `\(constant.key)` holds no tagged value")
                    }
                    constants[constant.key] = value
                }
            case "styles":
                for style in section.value.entries ?? [] {
                    guard let keyPaths = style.value.entries else { throw fail("style `\(style.key)` is not an object") }
                    var assignments: [ResolvedStyle.Assignment] = []
                    for entry in keyPaths.sorted(by: { $0.key < $1.key }) {
                        guard let value = ThemeValue(tagged: entry.value) else {
                            throw fail("`\(style.key)` holds no tagged value at `\(entry.key)`")
                        }
                        assignments.append(ResolvedStyle.Assignment(path: StyleKeyPath(parsing: entry.key), value: value))
                    }
                    styles[style.key] = ResolvedStyle(name: style.key, resolving: assignments, diagnostics: [])
                }
            default:
                continue
            }
        }
    }
}

extension ThemeSnapshot {
    /// `{"styles": [...], "variants": [...]}` as a recorded reference writes it; nil for any other shape.
    fileprivate static func invocation(_ node: PlistNode) -> Invocation? {
        func names(_ key: String) -> [String]?? {
            guard let member = node.member(key) else { return .some(nil) }
            guard case .array(let elements) = member.kind else { return nil }
            let names = elements.compactMap(\.string)
            return names.count == elements.count ? .some(names) : nil
        }
        guard let styles = names("styles"), let variants = names("variants") else { return nil }
        return Invocation(styles: styles, variants: variants ?? [])
    }
}

extension ThemeValue {
    /// A value from its tagged JSON form (``jsonText``); nil for any other shape.
    init?(tagged node: PlistNode) {
        if case .null = node.kind {
            self = .null
            return
        }
        guard let entries = node.entries, entries.count == 1, let (tag, body) = entries.first.map({ ($0.key, $0.value) }) else {
            return nil
        }
        switch (tag, body.kind) {
        case ("string", .string(let text)): self = .string(text)
        // A run-time constant not supplied yet resolves to its name (theme-format §11).
        case ("runtime", .string(let name)): self = .string(name)
        case ("number", .number(let number)): self = .number(number)
        case ("bool", .bool(let flag)): self = .bool(flag)
        case ("color", .string(let text)):
            guard let color = ColorSyntax.hex(text[...]) else { return nil }
            self = .color(color)
        case ("color", .dictionary(let parts)):
            guard let space = parts.last(where: { $0.key == "space" })?.value.string.flatMap(ThemeColor.Space.init),
                case .array(let elements)? = parts.last(where: { $0.key == "components" })?.value.kind,
                case let components = elements.compactMap(\.number), components.count == 3, elements.count == 3,
                case .number(let alpha)? = parts.last(where: { $0.key == "alpha" })?.value.kind
            else { return nil }
            self = .color(ThemeColor(space: space, red: components[0], green: components[1], blue: components[2], alpha: alpha))
        case ("namedColor", .string(let name)): self = .namedColor(name)
        case ("font", .dictionary(let parts)):
            guard let name = parts.last(where: { $0.key == "name" })?.value.string,
                case .number(let size)? = parts.last(where: { $0.key == "size" })?.value.kind
            else { return nil }
            let weight = parts.last(where: { $0.key == "weight" })?.value.string
            let style = parts.last(where: { $0.key == "textStyle" })?.value.string
            guard weight.map({ ThemeFont.Weight(rawValue: $0) != nil }) ?? true,
                style.map({ ThemeFont.TextStyle(rawValue: $0) != nil }) ?? true
            else { return nil }
            self = .font(
                ThemeFont(
                    name: name, size: size, weight: weight.flatMap(ThemeFont.Weight.init),
                    textStyle: style.flatMap(ThemeFont.TextStyle.init)))
        case ("array", .array(let elements)):
            let values = elements.compactMap(ThemeValue.init(tagged:))
            guard values.count == elements.count else { return nil }
            self = .array(values)
        case (_, .array(let elements)):
            let numbers = elements.compactMap(\.number)
            guard numbers.count == elements.count, let geometry = GeometrySyntax(rawValue: tag),
                let value = geometry.value(numbers)
            else { return nil }
            self = value
        default:
            return nil
        }
    }
}
