/// The values properties had before a theme first set them, so re-styling
/// can put them back when a new style no longer assigns them.
///
/// Recorded only while a registered object is styled (``record(_:)``), by
/// the objects that know how (``KeyPathStylable`` rows), once per object and
/// key: the first value is the one that existed before any theme. Entries
/// hold their objects weakly and are swept as objects go away. Main actor
/// only, as is all styling.
@MainActor
enum OriginalValues {
    private struct Entry {
        weak var object: AnyObject?
        var restorers: [String: () -> Void]
    }

    private static var entries: [ObjectIdentifier: Entry] = [:]
    private static var countAtLastSweep = 64
    /// How many runs that record originals are in progress, one inside another.
    private static var recordingRuns = 0

    /// Whether the apply in progress records originals (a registered object's).
    ///
    /// A main-actor count, not a task-local value: a run is synchronous on
    /// the main actor, so it is seen by exactly the calls made inside it, and
    /// reading it is a load, where a task-local lookup cost every apply a
    /// tenth of a cached apply's time.
    static var isRecording: Bool { recordingRuns > 0 }

    /// Runs `body` as a run that records originals.
    static func record<Result>(_ body: () throws -> Result) rethrows -> Result {
        recordingRuns += 1
        defer { recordingRuns -= 1 }
        return try body()
    }

    /// Whether `key` of `object` has an original kept.
    static func hasOriginal(of object: AnyObject, key: String) -> Bool {
        guard let entry = entries[ObjectIdentifier(object)], entry.object === object else { return false }
        return entry.restorers[key] != nil
    }

    /// Keeps `restore` as the way back for `key` of `object`, unless one is kept already.
    static func keep(_ restore: @escaping () -> Void, for object: AnyObject, key: String) {
        let id = ObjectIdentifier(object)
        if entries[id]?.object !== object {
            // A new object, or a freed one whose identifier was reused.
            entries[id] = Entry(object: object, restorers: [:])
            sweepIfGrown()
        }
        if entries[id]?.restorers[key] == nil { entries[id]?.restorers[key] = restore }
    }

    /// Puts `key` of `object` back and forgets it; false when nothing was kept.
    static func restore(_ object: AnyObject, key: String) -> Bool {
        let id = ObjectIdentifier(object)
        guard entries[id]?.object === object, let restore = entries[id]?.restorers.removeValue(forKey: key) else { return false }
        restore()
        return true
    }

    /// Drops the entries of freed objects once the table has doubled since the last sweep.
    private static func sweepIfGrown() {
        guard entries.count > countAtLastSweep * 2 else { return }
        entries = entries.filter { $0.value.object != nil }
        countAtLastSweep = max(64, entries.count)
    }
}
