/// Room in a table of what a resolver has resolved (styles, kept
/// sub-styles, constants): none beyond a few entries at first, so that a
/// new manager's first style does not pay for the theme, then every
/// definition of the chain at once, so that a pass over a large theme does
/// not move every entry to a new table at each doubling (at 100,000 styles
/// those moves missed the processor's caches for a tenth of resolution).
enum ResolvedTableRoom {
    /// The entries a table holds before it makes room for every definition.
    static let few = 64

    /// Makes room in `table` for `total()` entries when it has just reached ``few``.
    static func grow<Key, Value>(_ table: inout [Key: Value], toAll total: () -> Int) {
        if table.count == few { table.reserveCapacity(total()) }
    }

    /// Makes room in `set` for `total()` members when it has just reached ``few``.
    static func grow<Member>(_ set: inout Set<Member>, toAll total: () -> Int) {
        if set.count == few { set.reserveCapacity(total()) }
    }
}
