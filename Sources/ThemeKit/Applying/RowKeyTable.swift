/// A table's rows by key, for the lookups every apply through an object
/// makes (each step of a walk finds a row by its key): an ASCII key is found
/// by a hash of its bytes in open addressing, without `Hasher`'s rounds,
/// a quarter of the cost. The keys are the app's table's, so no theme can
/// crowd a slot; a theme chooses only what is looked up. Text that is not
/// ASCII is found as `String` finds it, by canonical equivalence. A class,
/// so that a table of rows stays a few words and copies as it did.
final class RowKeyTable<Value: Sendable>: Sendable {
    /// For each slot, 1 + the index of its key in `slotKeys`, or 0 for none.
    private let slots: [Int32]
    private let slotKeys: [String]
    private let slotValues: [Value]
    /// Every row, for a key that is not ASCII, and for an ASCII key that may
    /// equal a row key that is not (the Kelvin sign is the letter K).
    private let all: [String: Value]
    private let hasKeysBeyondASCII: Bool

    init(_ rows: [String: Value]) {
        all = rows
        let ascii = rows.filter { Self.hash($0.key).isASCII }
        hasKeysBeyondASCII = ascii.count < rows.count
        var capacity = 8
        while capacity < ascii.count * 2 { capacity *= 2 }
        var slots = [Int32](repeating: 0, count: capacity)
        var keys: [String] = []
        var values: [Value] = []
        keys.reserveCapacity(ascii.count)
        values.reserveCapacity(ascii.count)
        for (key, value) in ascii {
            var slot = Self.hash(key).value & (capacity - 1)
            while slots[slot] != 0 { slot = (slot + 1) & (capacity - 1) }
            keys.append(key)
            values.append(value)
            slots[slot] = Int32(keys.count)
        }
        self.slots = slots
        slotKeys = keys
        slotValues = values
    }

    /// Every key with a row.
    var keys: Dictionary<String, Value>.Keys { all.keys }

    subscript(key: String) -> Value? {
        let (hash, isASCII) = Self.hash(key)
        guard isASCII else { return all[key] }
        let mask = slots.count - 1
        var slot = hash & mask
        while slots[slot] != 0 {
            let index = Int(slots[slot]) - 1
            if slotKeys[index] == key { return slotValues[index] }
            slot = (slot + 1) & mask
        }
        return hasKeysBeyondASCII ? all[key] : nil
    }

    /// FNV-1a over the key's UTF-8 bytes, and whether every byte is ASCII.
    private static func hash(_ key: String) -> (value: Int, isASCII: Bool) {
        let hash = { (bytes: UnsafeBufferPointer<UInt8>) -> (value: Int, isASCII: Bool) in
            var hash: UInt64 = 14_695_981_039_346_656_037
            var bits: UInt8 = 0
            for byte in bytes {
                hash = (hash ^ UInt64(byte)) &* 1_099_511_628_211
                bits |= byte
            }
            return (Int(truncatingIfNeeded: hash ^ hash >> 32), bits < 0x80)
        }
        return key.utf8.withContiguousStorageIfAvailable(hash) ?? Array(key.utf8).withUnsafeBufferPointer(hash)
    }
}
