/// The style properties a resolver has resolved, by layer and property id.
///
/// Ids are dense, so slots in arrays beat hashing; the slots come in pages
/// made as ids are first used, so a new resolver over a large theme touches
/// only the pages of what it resolves. A table as long as the theme made a
/// new manager's first resolution cost 2 ms on the 10 MB theme.
///
/// Every page lives in one flat array of slots: a slot written through
/// nested arrays (layer, page, slot) was checked for a unique reference at
/// each level, and keeping a property cost a third more.
struct ResolvedProperties<Entry> {
    /// By layer, then page: where the page starts in `slots`, or -1 for none made.
    private var pageStarts: [[Int32]]
    /// Each slot is 1 + the index of its entry, or 0.
    private var slots: [Int32] = []
    private var entries: [Entry] = []
    private static var pageSize: Int { 256 }

    init(layers: Int) {
        pageStarts = Array(repeating: [], count: layers)
    }

    /// The entry of property `id` of `layer`, if resolved.
    subscript(layer: Int, id: Int) -> Entry? {
        guard let slot = slot(layer: layer, id: id) else { return nil }
        let entry = Int(slots[slot])
        return entry == 0 ? nil : entries[entry - 1]
    }

    /// Where property `id` of `layer` has its slot, if its page is made.
    private func slot(layer: Int, id: Int) -> Int? {
        guard layer >= 0, layer < pageStarts.count, id >= 0 else { return nil }
        let page = id / Self.pageSize
        guard page < pageStarts[layer].count else { return nil }
        let start = Int(pageStarts[layer][page])
        return start < 0 ? nil : start + id % Self.pageSize
    }

    /// Keeps `entry` for property `id` (at least 0) of `layer`.
    mutating func keep(_ entry: Entry, layer: Int, id: Int) {
        let slot = slot(layer: layer, id: id) ?? makePage(layer: layer, id: id)
        let existing = Int(slots[slot])
        if existing != 0 {
            entries[existing - 1] = entry
            return
        }
        if entries.isEmpty { entries.reserveCapacity(32) }
        entries.append(entry)
        slots[slot] = Int32(entries.count)
    }

    /// Makes the page of property `id` of `layer` and returns the property's slot.
    private mutating func makePage(layer: Int, id: Int) -> Int {
        let page = id / Self.pageSize
        if page >= pageStarts[layer].count {
            pageStarts[layer].append(contentsOf: repeatElement(-1, count: page + 1 - pageStarts[layer].count))
        }
        let start = slots.count
        slots.append(contentsOf: repeatElement(0, count: Self.pageSize))
        pageStarts[layer][page] = Int32(start)
        return start + id % Self.pageSize
    }
}
