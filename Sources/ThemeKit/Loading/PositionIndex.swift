/// Finds an element of a list by its key through 8-byte slots that hold
/// the element's position and 32 bits of its key's hash: the key is read
/// from the list, never copied, where a `[String: Int]` keeps a second
/// copy of every key in 24-byte slots.
///
/// Open addressing, at most half full, so an empty slot ends every search.
/// A slot is 0 when empty, else the hash above the position + 1; a key
/// starts looking in the slot its hash picks, so growing hashes nothing
/// again. Callers hash with `String.hashValue`, which is seeded per process,
/// so no file can choose keys that collide.
struct PositionIndex: Sendable {
    private var slots: [UInt64] = []
    private var count = 0

    init(minimumCapacity: Int = 0) {
        if minimumCapacity > 0 { reserveCapacity(minimumCapacity) }
    }

    /// The 32 bits of `key`'s hash the slots keep.
    static func hash(_ key: String) -> UInt32 { UInt32(truncatingIfNeeded: key.hashValue) }

    /// The position of the element whose key has `hash` and for which
    /// `isMatch` holds, if any.
    func position(hash: UInt32, where isMatch: (Int) -> Bool) -> Int? {
        slot(hash: hash, where: isMatch).map { Self.position(in: slots[$0]) }
    }

    /// Records `position` for a key with `hash` that no slot holds yet.
    mutating func insert(_ position: Int, hash: UInt32) {
        if (count + 1) * 2 > slots.count { resize(toHold: count + 1) }
        place(Self.slot(hash: hash, position: position))
        count += 1
    }

    /// Records `position` for the key with `hash` for which `isMatch`
    /// holds, replacing the position there; returns the one replaced, if any.
    mutating func update(_ position: Int, hash: UInt32, where isMatch: (Int) -> Bool) -> Int? {
        guard let index = slot(hash: hash, where: isMatch) else {
            insert(position, hash: hash)
            return nil
        }
        let earlier = Self.position(in: slots[index])
        slots[index] = Self.slot(hash: hash, position: position)
        return earlier
    }

    /// Gives every recorded position the one `renumber` maps it to.
    mutating func renumber(_ renumber: (Int) -> Int) {
        for index in slots.indices where slots[index] != 0 {
            let slot = slots[index]
            slots[index] = Self.slot(hash: UInt32(truncatingIfNeeded: slot >> 32), position: renumber(Self.position(in: slot)))
        }
    }

    /// Makes room for `count` keys in all, so that adding them grows nothing.
    mutating func reserveCapacity(_ count: Int) {
        if count * 2 > slots.count { resize(toHold: count) }
    }

    private static func slot(hash: UInt32, position: Int) -> UInt64 { UInt64(hash) << 32 | UInt64(position + 1) }

    private static func position(in slot: UInt64) -> Int { Int(truncatingIfNeeded: slot & 0xFFFF_FFFF) - 1 }

    /// The slot of the element whose key has `hash` and for which `isMatch` holds, if any.
    private func slot(hash: UInt32, where isMatch: (Int) -> Bool) -> Int? {
        guard !slots.isEmpty else { return nil }
        let mask = slots.count - 1
        var index = Int(truncatingIfNeeded: hash) & mask
        while slots[index] != 0 {
            if UInt32(truncatingIfNeeded: slots[index] >> 32) == hash, isMatch(Self.position(in: slots[index])) { return index }
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

    /// Doubles the slots until `count` keys fill at most half of them.
    private mutating func resize(toHold count: Int) {
        var size = max(slots.count, 8)
        while size < count * 2 { size *= 2 }
        guard size > slots.count else { return }
        let old = slots
        slots = Array(repeating: 0, count: size)
        for slot in old where slot != 0 { place(slot) }
    }
}
