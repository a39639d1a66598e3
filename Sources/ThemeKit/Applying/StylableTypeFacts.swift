/// What the apply engine has seen each stylable type do: whether it takes
/// values through ThemeKit's own defaults, which an apply plan may replace
/// with direct writes, or through code of its own, which a plan must call.
///
/// Nothing can ask Swift whether a type implements a protocol requirement
/// itself, so the defaults say when they run: each marks the object it runs
/// for, and ThemeKit's call sites, which know the object they called, read
/// the mark back. A fact is learnt the first time a type is styled and
/// never changes (a type's methods do not). Main actor only, as is all styling.
@MainActor
enum StylableTypeFacts {
    /// One type's facts; nil where ThemeKit has not yet called that requirement.
    struct Facts {
        /// Whether `applyThemeValue(_:forKeyPath:)` is the default walk.
        var appliesByDefault: Bool?
        /// Whether `setThemeValue(_:forKey:)` is a ``KeyPathStylable`` table's.
        var setsByTable: Bool?
        /// Where `setsByTable`: what that `setThemeValue` does, with whether the
        /// run records originals told rather than bound, for objects of the type.
        var tableSet: TableSet?
        /// Whether `themeChildren(forKey:)` is a ``KeyPathStylable`` table's.
        var findsChildrenByTable: Bool?
    }

    /// Sets a key through an object's table, keeping the original first when told to.
    typealias TableSet = @MainActor (_ object: any Stylable, ThemeValue, _ key: String, _ recordsOriginals: Bool) throws -> Void

    enum Requirement {
        case apply, set, children
    }

    // Unchecked: main-actor state whose every access is a single read or
    // write, never held across a call, so no two can overlap; the run-time
    // check cost a tenth of a first apply, which observes every call.
    @exclusivity(unchecked) private static var facts: [ObjectIdentifier: Facts] = [:]
    /// A type learnt from lately, with a bit for each requirement whose fact is known.
    private struct RecentType {
        var type: ObjectIdentifier
        var known: UInt8
    }
    /// The last eight types learnt from.
    @exclusivity(unchecked) private static var recent: [RecentType] = []
    /// The object whose default implementation of each requirement ran last.
    @exclusivity(unchecked) private static var marks: (apply: ObjectIdentifier?, set: ObjectIdentifier?, children: ObjectIdentifier?)

    static subscript(type: any Stylable.Type) -> Facts {
        facts[ObjectIdentifier(type)] ?? Facts()
    }

    /// Called by a default implementation as it starts, for `object`.
    static func mark(_ requirement: Requirement, _ object: any Stylable) {
        switch requirement {
        case .apply: marks.apply = ObjectIdentifier(object)
        case .set: marks.set = ObjectIdentifier(object)
        case .children: marks.children = ObjectIdentifier(object)
        }
    }

    /// Runs `call` (which calls `requirement` of `object`) and learns whether
    /// the default ran. Marks made by calls nested inside belong to them, so
    /// they are put back afterwards.
    static func observe<Result>(_ requirement: Requirement, of object: any Stylable, _ call: () throws -> Result) rethrows -> Result {
        let outer = marks
        marks = (nil, nil, nil)
        defer {
            learn(requirement, of: object)
            marks = outer
        }
        return try call()
    }

    private static func learn(_ requirement: Requirement, of object: any Stylable) {
        let id = ObjectIdentifier(type(of: object))
        let bit: UInt8 =
            switch requirement {
            case .apply: 1
            case .set: 2
            case .children: 4
            }
        // A walk's calls alternate among a few types whose facts are known:
        // those are answered here, without hashing the type.
        var slot = 0
        while slot < recent.count, recent[slot].type != id { slot += 1 }
        if slot == recent.count {
            if recent.count == 8 { recent.removeFirst() }
            recent.append(RecentType(type: id, known: 0))
            slot = recent.count - 1
        }
        if recent[slot].known & bit != 0 { return }
        recent[slot].known |= bit
        let ran = ObjectIdentifier(object)
        switch requirement {
        case .apply where facts[id]?.appliesByDefault == nil:
            facts[id, default: Facts()].appliesByDefault = marks.apply == ran
        case .set where facts[id]?.setsByTable == nil:
            let setsByTable = marks.set == ran
            facts[id, default: Facts()].setsByTable = setsByTable
            if setsByTable { facts[id]?.tableSet = tableSet(of: object) }
        case .children where facts[id]?.findsChildrenByTable == nil:
            facts[id, default: Facts()].findsChildrenByTable = marks.children == ran
        default:
            break
        }
    }

    /// How objects of `object`'s type are set through their tables: the
    /// object is cast once, here, for its type, instead of once an apply.
    private static func tableSet(of object: any Stylable) -> TableSet? {
        if let tables = object as? any ClassTableStylable { return classTableSet(tables) }
        if let table = object as? any KeyPathStylable { return ownTableSet(table) }
        return nil
    }

    private static func classTableSet<Object: ClassTableStylable>(_: Object) -> TableSet {
        // Facts are found by an object's type, so the object is an `Object`.
        { object, value, key, records in
            try unsafeDowncast(object, to: Object.self).setInTables(value, forKey: key, recordsOriginals: records)
        }
    }

    private static func ownTableSet<Object: KeyPathStylable>(_: Object) -> TableSet {
        { object, value, key, records in
            try unsafeDowncast(object, to: Object.self).setThemeValueInOwnTable(value, forKey: key, recordsOriginals: records)
        }
    }
}
