/// A definition a ``DefinitionTable`` holds, which knows its own name.
protocol NamedDefinition: Sendable {
    var name: String { get }
}

/// Named definitions in document order with lookup by name.
///
/// The index reads each name from its definition rather than keeping a copy:
/// a slot holds a position and 32 bits of the name's hash, 8 bytes where a
/// `[String: Int]` holds 24, and it grows without hashing a name again. A
/// theme holds a definition per constant and per style: the 10 MB benchmark
/// theme's two tables take 1 MB where dictionaries took 4 (Docs/Performance.md).
struct DefinitionTable<Definition: NamedDefinition>: Sendable {
    private(set) var all: [Definition] = []
    /// Open addressing, at most half full: 0 is empty, else the hash's low 32
    /// bits above the position + 1. A name starts looking in the slot its hash
    /// picks, so growing needs no hashing.
    private var slots: [UInt64] = []

    subscript(name: String) -> Definition? {
        position(of: name, hash: Self.hash(name)).map { all[$0] }
    }

    func contains(_ name: String) -> Bool { position(of: name, hash: Self.hash(name)) != nil }

    /// Adds `definition` unless its name is taken; returns the one already there, if any.
    mutating func add(_ definition: Definition) -> Definition? {
        let hash = Self.hash(definition.name)
        if let position = position(of: definition.name, hash: hash) { return all[position] }
        if (all.count + 1) * 2 > slots.count { resize(toHold: all.count + 1) }
        place(UInt64(hash) << 32 | UInt64(all.count + 1))
        all.append(definition)
        return nil
    }

    /// Makes room for `count` definitions, so a group of known size is added
    /// without growing the table or its list on the way. Growth stays
    /// geometric, so many small groups cost no more than one large one.
    mutating func reserveCapacity(_ count: Int) {
        if count > all.capacity { all.reserveCapacity(max(count, all.capacity * 2)) }
        if count * 2 > slots.count { resize(toHold: count) }
    }

    private static func hash(_ name: String) -> UInt32 { UInt32(truncatingIfNeeded: name.hashValue) }

    private func position(of name: String, hash: UInt32) -> Int? {
        guard !slots.isEmpty else { return nil }
        let mask = slots.count - 1
        var index = Int(truncatingIfNeeded: hash) & mask
        // At most half the slots are full, so an empty one ends every search.
        while slots[index] != 0 {
            let slot = slots[index]
            let position = Int(truncatingIfNeeded: slot & 0xFFFF_FFFF) - 1
            if UInt32(truncatingIfNeeded: slot >> 32) == hash, all[position].name == name { return position }
            index = (index + 1) & mask
        }
        return nil
    }

    private mutating func place(_ slot: UInt64) {
        let mask = slots.count - 1
        var index = Int(truncatingIfNeeded: slot >> 32) & mask
        while slots[index] != 0 { index = (index + 1) & mask }
        slots[index] = slot
    }

    /// Doubles the slots until `count` definitions fill at most half of them.
    private mutating func resize(toHold count: Int) {
        var size = max(slots.count, 8)
        while size < count * 2 { size *= 2 }
        guard size > slots.count else { return }
        let old = slots
        slots = Array(repeating: 0, count: size)
        for slot in old where slot != 0 { place(slot) }
    }
}
