/// Named definitions in document order with lookup by name.
struct DefinitionTable<Definition: Sendable>: Sendable {
    private(set) var all: [Definition] = []
    private var positions: [String: Int] = [:]

    subscript(name: String) -> Definition? {
        positions[name].map { all[$0] }
    }

    /// Adds `definition` unless `name` is taken; returns the one already there, if any.
    mutating func add(_ definition: Definition, named name: String) -> Definition? {
        if let position = positions[name] { return all[position] }
        positions[name] = all.count
        all.append(definition)
        return nil
    }

    func contains(_ name: String) -> Bool { positions[name] != nil }
}
