/// The values properties had before a theme first set them, so re-styling
/// can put them back when a new style no longer assigns them.
///
/// Kept by the runs that record originals (a registered object's): a run is
/// told so as it starts, and its table writes keep the originals of the
/// objects that know how (``KeyPathStylable`` rows), once per object and
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

    /// Whether the object code a run is calling (a customisation hook, or the
    /// defaults of a type whose facts ThemeKit has not learnt yet) is called
    /// by a run that records originals.
    ///
    /// A run passes whether it records to each of its steps and to the
    /// tables it writes; only where it hands a value to the object's own
    /// `applyThemeValue`, whose signature has no room for it, does it bind
    /// the value here, for that call. Bound for a call, never set: a value
    /// of the run, not a flag. Read only by the tables' `Stylable` entry
    /// points (`setThemeValue`), which object code calls; never by a first
    /// apply's or a plan's own writes, so no apply of a table type pays for
    /// the lookup.
    @TaskLocal private static var callerRecords = false

    /// Whether a table write reached through object code keeps originals.
    static var recordsInObjectCode: Bool { callerRecords }

    /// Runs `call`, object code a run hands a value to, telling the table
    /// writes it reaches whether that run records originals.
    static func calling<Result>(forRunRecording records: Bool, _ call: () throws -> Result) rethrows -> Result {
        guard records != callerRecords else { return try call() }
        return try $callerRecords.withValue(records, operation: call)
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
