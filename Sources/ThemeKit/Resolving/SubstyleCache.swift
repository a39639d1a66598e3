/// Styles already resolved as parts of others, per lookup chain.
///
/// Styles that inherit from one another reach the same ancestors again and
/// again; a cached ancestor costs one merge instead of a walk. A style
/// resolved by itself is kept as it is (`StyleResolver.keep(_:of:)`: the
/// resolved style's own list, not a copy), so the next style that names it
/// merges it. For an app's applies an ancestor is cached the second time
/// resolution reaches it: keeping every level of a chain reached once would
/// copy each level's assignments into its entry, a cost that grows with the
/// square of the chain's depth and is never paid back. A pass over every
/// style (lint, a snapshot) reaches most ancestors again, so it keeps each
/// the first time (``keepsAtFirstReach``). Only
/// expansions reached by a reference that leaves its component of the style
/// graph are cached (``StyleComponents``): those depend on the style alone.
/// An entry records its height and its work, so limits are crossed exactly
/// where they would be; an expansion cut short by the depth limit, or over
/// the work limit, is not cached.
final class SubstyleCache {
    struct Key: Hashable {
        var layer: Int
        var name: String
    }

    struct Entry {
        /// Relative key paths, last assignment winning.
        var assignments: [ResolvedStyle.Assignment]
        var diagnostics: [Diagnostic]
        var hops: Int
        /// Levels below the style itself that its resolution reached.
        var depth: Int
    }

    // Unchecked as ``ValueResolver``'s tables are: used by its own methods under the manager's lock, one access at a time.
    @exclusivity(unchecked) private var entries: [Key: Entry] = [:]
    /// The styles resolution has reached (an entry is only ever made for one of these).
    @exclusivity(unchecked) private var reached: Set<Key> = []
    /// Whether a style is kept the first time it is reached: set for a pass
    /// over every style, where most are reached again.
    @exclusivity(unchecked) var keepsAtFirstReach = false
    /// The components of the style graph, found as resolution goes.
    let components: StyleComponents
    /// The key paths resolution makes under a prefix, each text made once.
    let keyPaths = InternedKeyPaths()

    private let chain: LookupChain

    init(chain: LookupChain) {
        self.chain = chain
        components = StyleComponents(chain: chain)
    }

    subscript(key: Key) -> Entry? {
        get { entries[key] }
        set {
            ResolvedTableRoom.grow(&entries) { chain.styleDefinitionCount }
            entries[key] = newValue
        }
    }

    /// The names of the styles kept, sorted (for tests).
    var keptNames: [String] { entries.keys.map(\.name).sorted() }

    /// Notes that resolution reached `key`; true when it may have an entry
    /// and its expansion is worth keeping: when it had been reached before,
    /// or always while keeping at the first reach.
    func isWorthKeeping(_ key: Key) -> Bool {
        // Room for a screen's styles at once, rather than growing (and hashing each again) from one.
        if reached.isEmpty { reached.reserveCapacity(16) }
        ResolvedTableRoom.grow(&reached) { chain.styleDefinitionCount }
        return keepsAtFirstReach || !reached.insert(key).inserted
    }

    /// Most styles hold at most this many assignments: comparing their key
    /// paths (most by their fingerprints alone) beats hashing them. At most
    /// 64: `lastWins(_:)` marks the replaced ones in a 64-bit mask.
    static let comparedUpTo = 32

    /// `assignments` without the earlier assignments to a key path that a
    /// later one replaces. A small list compares each assignment with those
    /// after it, marks the replaced ones, and keeps the rest in an array of
    /// exactly their number (a resolved style keeps it: room for the
    /// replaced ones was a third of an app's resolved styles); it is handed
    /// back as it is when nothing is replaced.
    static func lastWins<Assignments: RandomAccessCollection<ResolvedStyle.Assignment>>(
        _ assignments: Assignments
    ) -> [ResolvedStyle.Assignment] where Assignments.Index == Int {
        guard assignments.count <= comparedUpTo else {
            var kept: [ResolvedStyle.Assignment] = []
            kept.reserveCapacity(assignments.count)
            var seen = Set<StyleKeyPath>(minimumCapacity: assignments.count)
            for assignment in assignments.reversed() where seen.insert(assignment.path).inserted { kept.append(assignment) }
            return kept.reversed()
        }
        let start = assignments.startIndex
        let end = assignments.endIndex
        // Bit `position - start` is set for a replaced assignment.
        var replaced: UInt64 = 0
        for position in start..<end {
            var later = position + 1
            while later < end, assignments[later].path != assignments[position].path { later += 1 }
            if later < end { replaced |= 1 << UInt64(position - start) }
        }
        guard replaced != 0 else { return Array(assignments) }
        var kept: [ResolvedStyle.Assignment] = []
        kept.reserveCapacity(assignments.count - replaced.nonzeroBitCount)
        for position in start..<end where replaced & (1 << UInt64(position - start)) == 0 { kept.append(assignments[position]) }
        return kept
    }
}
