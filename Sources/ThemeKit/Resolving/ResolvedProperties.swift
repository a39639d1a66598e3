/// The style properties a resolver has resolved, by layer and property id.
///
/// Ids are dense, so slots in arrays beat hashing; the slots come in pages
/// made as ids are first used, so a new resolver over a large theme touches
/// only the pages of what it resolves. A table as long as the theme made a
/// new manager's first resolution cost 2 ms on the 10 MB theme.
struct ResolvedProperties<Entry> {
    /// By layer, then page: each slot is 1 + the index of its entry, or 0.
    private var pages: [[[Int32]]]
    private var entries: [Entry] = []
    private static var pageSize: Int { 256 }

    init(layers: Int) {
        pages = Array(repeating: [], count: layers)
    }

    /// The entry of property `id` of `layer`, if resolved.
    subscript(layer: Int, id: Int) -> Entry? {
        guard layer >= 0, layer < pages.count, id >= 0 else { return nil }
        let page = id / Self.pageSize
        guard page < pages[layer].count, !pages[layer][page].isEmpty else { return nil }
        let slot = Int(pages[layer][page][id % Self.pageSize])
        return slot == 0 ? nil : entries[slot - 1]
    }

    /// Keeps `entry` for property `id` (at least 0) of `layer`.
    mutating func keep(_ entry: Entry, layer: Int, id: Int) {
        let page = id / Self.pageSize
        if page >= pages[layer].count { pages[layer] += Array(repeating: [], count: page + 1 - pages[layer].count) }
        if pages[layer][page].isEmpty { pages[layer][page] = Array(repeating: 0, count: Self.pageSize) }
        let slot = Int(pages[layer][page][id % Self.pageSize])
        if slot != 0 {
            entries[slot - 1] = entry
        } else {
            entries.append(entry)
            pages[layer][page][id % Self.pageSize] = Int32(entries.count)
        }
    }
}
