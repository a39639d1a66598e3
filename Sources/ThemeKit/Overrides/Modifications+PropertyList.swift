/// Modifications as a theme: the property-list tree the overrides file holds
/// (`formatVersion` 2, `Constants`, `Styles` with nested dictionaries), and
/// back from a loaded overrides theme.
extension Modifications {
    /// The tree written to the overrides file and used as the first layer of the chain.
    var propertyList: PlistNode {
        let constantEntries = constantNames.compactMap { name in
            constants[name].map { entry(name, node($0)) }
        }
        let styleEntries = styleNames.map { style in
            var tree = KeyTree()
            for keyPath in keyPaths[style, default: []] {
                if let value = styles[style]?[keyPath] { tree.insert(node(value), at: StyleKeyPath.writtenComponents(of: keyPath)) }
            }
            return entry(style, tree.node)
        }
        return dictionary([
            entry("formatVersion", PlistNode(kind: .number(2), offset: -1)),
            entry("Constants", dictionary(constantEntries)),
            entry("Styles", dictionary(styleEntries)),
        ])
    }

    /// How deep the overrides file's containers nest, the top-level dictionary
    /// being 1, as the parsers count against ``ThemeLimits/maximumDepth``.
    var writtenDepth: Int {
        func depth(_ node: PlistNode) -> Int {
            switch node.kind {
            case .dictionary(let entries): 1 + (entries.map { depth($0.value) }.max() ?? 0)
            case .array(let elements): 1 + (elements.map(depth).max() ?? 0)
            default: 0
            }
        }
        return depth(propertyList)
    }

    /// How deep the file nests where `value` is set at `keyPath` of a style: the
    /// top level, `Styles` and the style, a dictionary for each component but
    /// the last, and the value's own arrays. Counted without building the tree,
    /// so one modification costs the size of its own value, not of them all.
    static func writtenDepth(ofKeyPath keyPath: String, value: ThemeValue?) -> Int {
        guard let value else { return 0 }
        return 3 + StyleKeyPath.writtenComponents(of: keyPath).count - 1 + arrayDepth(of: value)
    }

    /// How deep the file nests where constant `value` is set: the top level, `Constants`, and the value's arrays.
    static func writtenDepth(ofConstant value: ThemeValue) -> Int {
        2 + arrayDepth(of: value)
    }

    private static func arrayDepth(of value: ThemeValue) -> Int {
        guard case .array(let elements) = value else { return 0 }
        return 1 + (elements.map(arrayDepth).max() ?? 0)
    }

    /// The modifications a loaded overrides theme holds: nested dictionaries
    /// become key paths, an alias style becomes its `_superstyle`.
    ///
    /// An entry that cannot be read back is left out and named in `problems`
    /// (so is a style that nests the file past `maximumDepth`); every other
    /// entry is kept.
    init(theme: Theme, maximumDepth: Int = .max, problems: inout [Diagnostic]) {
        self.init()
        for definition in theme.constants.all {
            do {
                try setConstant(definition.name, to: Self.value(of: definition.value))
            } catch {
                problems.append(Self.unreadable("constant `\(definition.name)`", error, theme: theme))
            }
        }
        for definition in theme.styles.all {
            // A style is kept whole or not at all, so no half of one changes the look: it is
            // read on its own first (copying everything read so far for each style would be quadratic),
            // its values set in one batch (one at a time, each would search those before it).
            var alone = Modifications()
            do {
                var values: [(keyPath: String, value: ThemeValue)] = []
                switch definition.body {
                case .alias(let references):
                    values = [(PropertyKey.superstyle, .string(references.names.joined(separator: ", ")))]
                case .dictionary(let body):
                    try Self.collect(body, prefix: "", into: &values)
                }
                try alone.setValues(values, inStyle: definition.name)
                let depth = alone.writtenDepth
                guard depth <= maximumDepth else {
                    throw ModificationError("it nests the file \(depth) levels deep, past the limit of \(maximumDepth)")
                }
                let read = (alone.keyPaths[definition.name] ?? []).compactMap { keyPath in
                    alone.styles[definition.name]?[keyPath].map { (keyPath: keyPath, value: $0) }
                }
                try setValues(read, inStyle: definition.name)
            } catch {
                problems.append(Self.unreadable("style `\(definition.name)`", error, theme: theme))
            }
        }
    }

    private static func unreadable(_ what: String, _ error: any Error, theme: Theme) -> Diagnostic {
        Diagnostic(.invalidStyle, "the overrides' \(what) cannot be read back, so it is left out: \(error)", file: theme.source.path)
    }

    /// The key paths and values of a style's body, in the order it writes them.
    private static func collect(_ body: StyleBody, prefix: String, into values: inout [(keyPath: String, value: ThemeValue)]) throws {
        if let inherit = body.inherit?.names.first {
            values.append((prefix + PropertyKey.inherit, .string(inherit)))
        }
        if let superstyles = body.superstyles {
            values.append((prefix + PropertyKey.superstyle, .string(superstyles.names.joined(separator: ", "))))
        }
        for property in body.properties {
            switch property.value {
            case .nested(let nested, _): try collect(nested, prefix: prefix + property.key + ".", into: &values)
            case .styles(let references):
                values.append((prefix + property.key, .string("s:" + references.names.joined(separator: ","))))
            case .value(let kind, _, let offset):
                values.append((prefix + property.key, try value(of: PlistNode(kind: kind, offset: Int(offset)))))
            }
        }
    }

    /// A written scalar (or array) node as a value.
    private static func value(of node: PlistNode) throws -> ThemeValue {
        switch node.kind {
        case .string(let text): return .string(text)
        case .number(let number): return .number(number)
        case .bool(let flag): return .bool(flag)
        case .null: return .string("null")
        case .array(let elements): return .array(try elements.map(value(of:)))
        case .dictionary, .date, .data, .uid: throw ModificationError("\(node.summary) cannot be an override value")
        }
    }

    private func node(_ value: ThemeValue) -> PlistNode {
        switch value {
        case .number(let number): return PlistNode(kind: .number(number), offset: -1)
        case .bool(let flag): return PlistNode(kind: .bool(flag), offset: -1)
        case .array(let elements): return PlistNode(kind: .array(elements.map(node)), offset: -1)
        case .string(let text): return PlistNode(kind: .string(text), offset: -1)
        default:
            // Values are stored in written form already; convert anything else the one way there is.
            return node((try? WrittenValue.property(value)) ?? .string("null"))
        }
    }
}

private func entry(_ key: String, _ value: PlistNode) -> PlistEntry {
    PlistEntry(key: key, keyOffset: -1, value: value)
}

private func dictionary(_ entries: [PlistEntry]) -> PlistNode {
    PlistNode(kind: .dictionary(entries), offset: -1)
}

/// Nested dictionaries built from dotted key paths, in the order first seen.
private struct KeyTree {
    private var order: [String] = []
    private var leaves: [String: PlistNode] = [:]
    private var branches: [String: KeyTree] = [:]

    mutating func insert(_ value: PlistNode, at components: [String]) {
        guard let first = components.first else { return }
        if leaves[first] == nil && branches[first] == nil { order.append(first) }
        if components.count == 1 {
            leaves[first] = value
        } else {
            branches[first, default: KeyTree()].insert(value, at: Array(components.dropFirst()))
        }
    }

    var node: PlistNode {
        dictionary(order.compactMap { key in (leaves[key] ?? branches[key]?.node).map { entry(key, $0) } })
    }
}
