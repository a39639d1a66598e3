/// Collects a dictionary's entries in document order, handling repeated keys
/// the way theme-format §1 says.
///
/// A repeated key is a `duplicate-key` warning; its last value wins (as in
/// Foundation's parsers) while the entry keeps the first one's position.
/// Small dictionaries are searched linearly; larger ones get an index that
/// reads each key from the entries (``PositionIndex``).
struct DictionaryBuilder {
    private(set) var entries: [PlistEntry] = []
    private var index: PositionIndex?
    private static let indexThreshold = 12

    /// Adds an entry; returns the earlier entry with the same key, if any,
    /// whose value the new one has replaced. The entry is moved in, not
    /// copied: a parser adds every key and value of the file once.
    mutating func add(_ entry: consuming PlistEntry) -> PlistEntry? {
        let hash = index == nil ? 0 : PositionIndex.hash(entry.key)
        if let position = position(of: entry.key, hash: hash) {
            let first = entries[position]
            entries[position].value = entry.value
            return first
        }
        index?.insert(entries.count, hash: hash)
        entries.append(entry)
        if index == nil, entries.count > Self.indexThreshold {
            var built = PositionIndex(minimumCapacity: entries.count * 2)
            for position in entries.indices { built.insert(position, hash: PositionIndex.hash(entries[position].key)) }
            index = built
        }
        return nil
    }

    /// The entries, in an array no larger than they need. Grown by
    /// appending, a dictionary's array holds up to twice its entries, and the
    /// parsed tree lives until the model is built: a style of 9 keys would
    /// carry 7 empty slots (336 bytes) through the loading peak.
    mutating func takeEntries() -> [PlistEntry] {
        guard entries.capacity - entries.count > entries.count / 8 else { return entries }
        var exact: [PlistEntry] = []
        exact.reserveCapacity(entries.count)
        for index in entries.indices {
            // Swapped out, not copied, as ``Array/takeEach(_:)`` does.
            var entry = PlistEntry.taken
            swap(&entry, &entries[index])
            exact.append(entry)
        }
        return exact
    }

    /// Where `key` is; `hash` is its ``PositionIndex/hash(_:)`` once the index is built.
    private func position(of key: String, hash: UInt32) -> Int? {
        if let index { return index.position(hash: hash) { entries[$0].key == key } }
        return entries.firstIndex { $0.key == key }
    }

    /// The `duplicate-key` warning for the key written again at `offset`, pointing back at `first`.
    static func duplicateWarning(
        at offset: Int, first: PlistEntry, in source: SourceFile,
        keyPath: @autoclosure () -> String = ""
    ) -> Diagnostic {
        source.diagnostic(
            .duplicateKey,
            "key `\(first.key)` appears twice in one dictionary; the last value is used",
            at: offset, keyPath: keyPath(),
            notes: [source.note("first written here", at: first.keyOffset, keyPath: keyPath())])
    }
}
