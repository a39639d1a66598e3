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
    /// A value from its tagged JSON form (``jsonText``), read by the kind
    /// its tag names; nil for any other shape.
    init?(tagged node: PlistNode) {
        if case .null = node.kind {
            self = .null
            return
        }
        guard let entries = node.entries, entries.count == 1, let entry = entries.first,
            let value = Self.kindsByResolveTag[entry.key]?.value(resolveJSON: entry.value, tag: entry.key)
        else { return nil }
        self = value
    }
}
