/// A definition a ``DefinitionTable`` holds, which knows its own name.
protocol NamedDefinition: Sendable {
    var name: String { get }
}

/// Named definitions in document order with lookup by name.
///
/// The index reads each name from its definition rather than keeping a copy
/// (``PositionIndex``). A theme holds a definition per constant and per
/// style: the 10 MB benchmark theme's two tables take 1 MB where
/// dictionaries took 4 (Docs/Performance.md).
struct DefinitionTable<Definition: NamedDefinition>: Sendable {
    private(set) var all: [Definition] = []
    private var index = PositionIndex()

    subscript(name: String) -> Definition? {
        position(of: name, hash: PositionIndex.hash(name)).map { all[$0] }
    }

    func contains(_ name: String) -> Bool { position(of: name, hash: PositionIndex.hash(name)) != nil }

    /// Adds `definition` unless its name is taken; returns the one already there, if any.
    mutating func add(_ definition: Definition) -> Definition? {
        let hash = PositionIndex.hash(definition.name)
        if let position = position(of: definition.name, hash: hash) { return all[position] }
        index.insert(all.count, hash: hash)
        all.append(definition)
        return nil
    }

    /// Makes room for `count` definitions, so a group of known size is added
    /// without growing the table or its list on the way. Growth stays
    /// geometric, so many small groups cost no more than one large one.
    mutating func reserveCapacity(_ count: Int) {
        if count > all.capacity { all.reserveCapacity(max(count, all.capacity * 2)) }
        index.reserveCapacity(count)
    }

    private func position(of name: String, hash: UInt32) -> Int? {
        index.position(hash: hash) { all[$0].name == name }
    }
}
