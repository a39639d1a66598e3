/// Decodes a resolved style into a `Decodable` type, for code that cannot be
/// styled through key paths (SwiftUI views read a struct instead).
///
/// The style's key paths become nested containers (`layer.cornerRadius` is
/// `layer` then `cornerRadius`); a state-qualified key (`selected:titleColor`)
/// adds a per-state entry beside the plain value, which is the `normal` one.
/// A type that is ``ThemeValueConvertible`` is converted as apply converts
/// it (numeric strings to numbers, `.null` to nil). Unknown keys are ignored.
struct StyleDecoder: Decoder {
    /// The values under one key-path prefix.
    final class Node {
        var value: ThemeValue?
        /// Per-state values of this key (`selected:titleColor`), by state name.
        var states: [String: ThemeValue] = [:]
        var children: [String: Node] = [:]

        static func tree(_ style: ResolvedStyle) -> Node {
            let root = Node()
            for assignment in style.assignments {
                var node = root
                let components = assignment.path.components
                for component in components.dropLast() {
                    node = node.child(component)
                }
                let leaf = node.child(components.last ?? "")
                if let state = assignment.path.state {
                    leaf.states[state.rawValue] = assignment.value
                } else {
                    leaf.value = assignment.value
                }
            }
            return root
        }

        private func child(_ key: String) -> Node {
            if let existing = children[key] { return existing }
            let created = Node()
            children[key] = created
            return created
        }

        /// The keys a keyed container sees: children, or for a per-state value its states.
        var keyedEntries: [String: Node] {
            guard !states.isEmpty else { return children }
            var entries = states.mapValues { value -> Node in
                let node = Node()
                node.value = value
                return node
            }
            if let value, entries[ThemeState.normal.rawValue] == nil {
                let normal = Node()
                normal.value = value
                entries[ThemeState.normal.rawValue] = normal
            }
            return entries.merging(children) { state, _ in state }
        }
    }

    let node: Node
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    /// The key path of this decoder's place, as the style writes it.
    var keyPath: String { codingPath.map(\.stringValue).joined(separator: ".") }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard node.value == nil || !node.states.isEmpty || !node.children.isEmpty else {
            throw DecodingError.typeMismatch(
                [String: Any].self,
                .init(
                    codingPath: codingPath, debugDescription: "expected nested key paths, found \(describe(node.value))"))
        }
        return KeyedDecodingContainer(KeyedContainer<Key>(decoder: self, entries: node.keyedEntries))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .array(let elements)? = node.value else {
            throw DecodingError.typeMismatch(
                [Any].self, .init(codingPath: codingPath, debugDescription: "expected an array, found \(describe(node.value))"))
        }
        return UnkeyedContainer(decoder: self, elements: elements)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        SingleValueContainer(decoder: self)
    }

    /// Decodes `type` here: a ``ThemeValueConvertible`` type by conversion, any other by its own `init(from:)`.
    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        guard let convertible = type as? any ThemeValueConvertible.Type else { return try T(from: self) }
        guard let value = node.value else {
            throw DecodingError.valueNotFound(type, .init(codingPath: codingPath, debugDescription: "the style assigns nothing here"))
        }
        do {
            guard let converted = try convertible.init(themeValue: value) as? T else {
                throw DecodingError.typeMismatch(type, .init(codingPath: codingPath, debugDescription: "cannot convert to \(type)"))
            }
            return converted
        } catch let error as StylingError {
            throw DecodingError.typeMismatch(type, .init(codingPath: codingPath, debugDescription: error.message))
        }
    }

    func describe(_ value: ThemeValue?) -> String {
        value.map(\.messageDescription) ?? "nothing"
    }

    func child(_ node: Node, key: any CodingKey) -> StyleDecoder {
        StyleDecoder(node: node, codingPath: codingPath + [key])
    }
}

extension StyleDecoder {
    struct KeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
        let decoder: StyleDecoder
        let entries: [String: Node]

        var codingPath: [any CodingKey] { decoder.codingPath }
        var allKeys: [Key] { entries.keys.compactMap { Key(stringValue: $0) } }

        func contains(_ key: Key) -> Bool { entries[key.stringValue] != nil }

        private func entry(_ key: Key) throws -> StyleDecoder {
            guard let node = entries[key.stringValue] else {
                throw DecodingError.keyNotFound(
                    key, .init(codingPath: codingPath, debugDescription: "the style assigns nothing to this key path"))
            }
            return decoder.child(node, key: key)
        }

        func decodeNil(forKey key: Key) throws -> Bool {
            guard let node = entries[key.stringValue] else { return true }
            return node.value == .null && node.children.isEmpty && node.states.isEmpty
        }

        func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
            try entry(key).decode(type)
        }

        func nestedContainer<NestedKey: CodingKey>(
            keyedBy type: NestedKey.Type, forKey key: Key
        ) throws -> KeyedDecodingContainer<NestedKey> {
            try entry(key).container(keyedBy: type)
        }

        func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
            try entry(key).unkeyedContainer()
        }

        func superDecoder() throws -> any Decoder { decoder }
        func superDecoder(forKey key: Key) throws -> any Decoder { try entry(key) }
    }

    struct UnkeyedContainer: UnkeyedDecodingContainer {
        let decoder: StyleDecoder
        let elements: [ThemeValue]
        var currentIndex = 0

        var codingPath: [any CodingKey] { decoder.codingPath }
        var count: Int? { elements.count }
        var isAtEnd: Bool { currentIndex >= elements.count }

        private mutating func next() throws -> StyleDecoder {
            guard !isAtEnd else {
                throw DecodingError.valueNotFound(
                    Any.self, .init(codingPath: codingPath, debugDescription: "the array has only \(elements.count) elements"))
            }
            let node = Node()
            node.value = elements[currentIndex]
            defer { currentIndex += 1 }
            return decoder.child(node, key: IndexKey(intValue: currentIndex))
        }

        mutating func decodeNil() throws -> Bool {
            guard !isAtEnd, elements[currentIndex] == .null else { return false }
            currentIndex += 1
            return true
        }

        mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try next().decode(type) }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
            try next().container(keyedBy: type)
        }

        mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer { try next().unkeyedContainer() }
        mutating func superDecoder() throws -> any Decoder { try next() }
    }

    struct SingleValueContainer: SingleValueDecodingContainer {
        let decoder: StyleDecoder
        var codingPath: [any CodingKey] { decoder.codingPath }

        func decodeNil() -> Bool { decoder.node.value == nil || decoder.node.value == .null }
        func decode<T: Decodable>(_ type: T.Type) throws -> T { try decoder.decode(type) }
    }

    struct IndexKey: CodingKey {
        var stringValue: String { String(intValue ?? 0) }
        var intValue: Int?

        init(intValue: Int) { self.intValue = intValue }
        init?(stringValue: String) { self.intValue = Int(stringValue) }
    }
}
