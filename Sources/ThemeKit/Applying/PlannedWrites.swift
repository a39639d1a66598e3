/// Assignments compiled for one object type: each a write, or, for a run of
/// consecutive key paths into the same child key, one group that finds the
/// children once and applies their writes, compiled per child type.
///
/// The one place a style's assignments are decided (``decide(_:facts:)``:
/// a table write, a call to the object, or a run into children) and grouped
/// into children (``rests(_:from:into:)``). A plan keeps the decisions as
/// steps; a style's first apply to a type makes the same decisions and
/// carries each out at once (``applyOnce(_:to:recordsOriginals:failed:)``),
/// which a style applied once does not repay keeping.
@MainActor
struct PlannedWrites {
    private let steps: ContiguousArray<any PlannedStep>
    /// The type the steps were compiled for: they cast objects to it unchecked.
    private let type: ObjectIdentifier
    private let count: Int
    /// False when a write is a call only because a type's facts were not known yet.
    let isFinal: Bool

    init(_ assignments: [ResolvedStyle.Assignment], for object: any Stylable) {
        var steps: ContiguousArray<any PlannedStep> = []
        steps.reserveCapacity(assignments.count)
        var isFinal = true
        var index = 0
        // What is known of the object's type, found once for the whole style.
        let planning = Planning(object)
        let facts = StylableTypeFacts[Swift.type(of: object)]
        while index < assignments.count {
            let assignment = assignments[index]
            switch (Self.decide(assignment, facts: facts), planning) {
            case (.write, let planning?):
                // A write that fails as it is compiled is given to the object, so the failure is the object's.
                if let write = try? planning.write(assignment.value, assignment.keyPath, index: index) {
                    steps.append(write)
                } else {
                    steps.append(ObjectCall(index: index, assignment))
                }
                index += 1
            case (.children(let key), let planning?):
                guard let children = planning.children(key) else {
                    steps.append(ObjectCall(index: index, assignment))
                    index += 1
                    continue
                }
                let rests = Self.rests(assignments, from: index, into: key)
                let entries = rests.indices.map { offset in
                    ChildGroup.Entry(index: index + offset, keyPath: assignments[index + offset].keyPath, assignment: rests[offset])
                }
                steps.append(ChildGroup(key: key, children: children, entries: entries, owner: object))
                index += entries.count
            case (.call(let final), _):
                steps.append(ObjectCall(index: index, assignment))
                isFinal = isFinal && final
                index += 1
            default:
                // Written or found by a table the object does not have: given to the object.
                steps.append(ObjectCall(index: index, assignment))
                index += 1
            }
        }
        self.steps = steps
        self.type = ObjectIdentifier(Swift.type(of: object))
        self.count = assignments.count
        self.isFinal = isFinal
    }

    /// Applies `assignments` to `object` as a plan compiled for it would,
    /// each decision carried out at once rather than kept: a table write
    /// sets the row now, a run into children finds them once and applies
    /// its entries to each the same way. Tells `failed` each assignment (by
    /// index) that failed, with the message the plan would give.
    static func applyOnce(
        _ assignments: [ResolvedStyle.Assignment], to object: any Stylable, recordsOriginals: Bool, failed: (Int, String) -> Void
    ) {
        let facts = StylableTypeFacts[Swift.type(of: object)]
        var index = 0
        while index < assignments.count {
            let assignment = assignments[index]
            switch decide(assignment, facts: facts) {
            case .write:
                do {
                    // What the table's own `setThemeValue` (the facts say so) does, told whether the run records.
                    if let tableSet = facts.tableSet {
                        try tableSet(object, assignment.value, assignment.keyPath, recordsOriginals)
                    } else {
                        try OriginalValues.calling(forRunRecording: recordsOriginals) {
                            try object.setThemeValue(assignment.value, forKey: assignment.keyPath)
                        }
                    }
                } catch {
                    failed(index, "\(error)")
                }
                index += 1
            case .call:
                ObjectCall.call(assignment, index: index, on: object, recordsOriginals: recordsOriginals, failed: failed)
                index += 1
            case .children(let key):
                // The children the table's row finds, as the type's own `themeChildren` (the table's, the facts say) gives them.
                let rests = rests(assignments, from: index, into: key)
                ChildGroup.applyOnce(
                    rests, from: index, of: assignments, into: object.themeChildren(forKey: key), key: key, of: object,
                    recordsOriginals: recordsOriginals, failed: failed)
                index += rests.count
            }
        }
    }

    /// Does every write on `object`, keeping originals first when
    /// `recordsOriginals`, and telling `failed` each assignment (by index) that failed.
    func run(on object: any Stylable, recordsOriginals: Bool, failed: (Int, String) -> Void) {
        guard ObjectIdentifier(Swift.type(of: object)) == type else {
            // Plans are found by the object's type, so this would be ThemeKit's
            // own mistake: every write fails rather than cast the object wrongly.
            let message = StylingError("`\(Swift.type(of: object))` is not the type this style was planned for").description
            for index in 0..<count { failed(index, message) }
            return
        }
        if recordsOriginals {
            for position in steps.indices { steps[position].runRecordingOriginals(on: object, failed: failed) }
        } else {
            for position in steps.indices { steps[position].run(on: object, failed: failed) }
        }
    }

    /// The run of assignments from `start` whose paths go into `key`, each
    /// with its path cut after it at the byte (a mark after the dot belongs
    /// to the rest, as in the default walk), the rest keeping its parsed parts.
    private static func rests(_ assignments: [ResolvedStyle.Assignment], from start: Int, into key: String) -> [ResolvedStyle.Assignment] {
        // Room for a usual run at once (grown from one, a run's array was
        // made three times); bounded, so a long style's runs stay linear.
        var rests: [ResolvedStyle.Assignment] = []
        rests.reserveCapacity(min(assignments.count - start, 8))
        var index = start
        while index < assignments.count, let rest = assignments[index].path.rest(after: key) {
            // Without its origin: a failure is reported with the owner's assignment.
            rests.append(ResolvedStyle.Assignment(path: rest, value: assignments[index].value))
            index += 1
        }
        return rests
    }

    private enum Decision {
        /// A one-component key written by the type's table.
        case write
        /// Given to the object; not final when it is so only because the type's facts are not known yet.
        case call(isFinal: Bool)
        /// The first component names children the type's table finds.
        case children(key: String)
    }

    /// How `assignment` is set on objects of a type with these facts: what
    /// the type's `Stylable` requirements are known to be decides it.
    private static func decide(_ assignment: ResolvedStyle.Assignment, facts: StylableTypeFacts.Facts) -> Decision {
        guard let appliesByDefault = facts.appliesByDefault else { return .call(isFinal: false) }
        guard appliesByDefault else { return .call(isFinal: true) }
        guard let key = assignment.path.firstComponent() else {
            guard let setsByTable = facts.setsByTable else { return .call(isFinal: false) }
            return setsByTable ? .write : .call(isFinal: true)
        }
        guard let findsChildrenByTable = facts.findsChildrenByTable else { return .call(isFinal: false) }
        return findsChildrenByTable ? .children(key: key) : .call(isFinal: true)
    }

    /// How a type's table rows are found for a plan: the class tables of a
    /// framework hierarchy (which ask an object's own table first), or a
    /// ``KeyPathStylable`` table; nil for a type styled by code of its own.
    @MainActor
    private enum Planning {
        case classTables(any ClassTableStylable)
        case table(any KeyPathStylable)

        init?(_ object: any Stylable) {
            if let tables = object as? any ClassTableStylable {
                self = .classTables(tables)
            } else if let table = object as? any KeyPathStylable {
                self = .table(table)
            } else {
                return nil
            }
        }

        func write(_ value: ThemeValue, _ key: String, index: Int) throws -> any PlannedStep {
            switch self {
            case .classTables(let tables): return try tables.plannedWrite(value, forKey: key, index: index)
            case .table(let table): return try table.plannedWrite(value, forKey: key, index: index)
            }
        }

        func children(_ key: String) -> ApplyPlan.Children? {
            switch self {
            case .classTables(let tables): return tables.plannedChildren(forKey: key)
            case .table(let table): return table.plannedChildren(forKey: key)
            }
        }
    }
}

/// Consecutive assignments into the children one key names: the children
/// are found once per apply (they may change between applies), and each is
/// given the rest of the key paths through writes compiled for its type.
@MainActor
final class ChildGroup: PlannedStep {
    struct Entry {
        var index: Int
        /// The key path from the owner, for messages.
        var keyPath: String
        /// The assignment with its path from the child.
        var assignment: ResolvedStyle.Assignment
    }

    private let key: String
    private let children: ApplyPlan.Children
    private let entries: [Entry]
    /// The writes for the type of the children found when the plan was
    /// made, the type nearly every apply finds: a constant, so running them
    /// takes no retain and release of their steps, as a copy out of the table does.
    private let usual: (type: ObjectIdentifier, writes: PlannedWrites)?
    /// The writes for other types, compiled as they are met. Read and set one
    /// statement at a time, on the main actor: without Swift's run-time
    /// exclusivity check (76 instructions an access).
    @exclusivity(unchecked) private var writesByType: [ObjectIdentifier: PlannedWrites] = [:]

    /// The group for `entries`, into the children `children` finds, compiling
    /// now the writes for the type of those `owner` has.
    init(key: String, children: @escaping ApplyPlan.Children, entries: [Entry], owner: any Stylable) {
        self.key = key
        self.children = children
        self.entries = entries
        usual = children(owner).first.flatMap { child in
            let writes = PlannedWrites(entries.map(\.assignment), for: child)
            return writes.isFinal ? (ObjectIdentifier(type(of: child)), writes) : nil
        }
    }

    /// Applies the entries to each child, object by object, and reports each
    /// entry's failures as one message, as the default walk does.
    func run(on owner: any Stylable, failed: (Int, String) -> Void) {
        run(on: owner, recordsOriginals: false, failed: failed)
    }

    func runRecordingOriginals(on owner: any Stylable, failed: (Int, String) -> Void) {
        run(on: owner, recordsOriginals: true, failed: failed)
    }

    @inline(__always)
    private func run(on owner: any Stylable, recordsOriginals: Bool, failed: (Int, String) -> Void) {
        // Made only when something fails: the common apply allocates nothing here.
        var failures: [[String]] = []
        // Taken apart here rather than iterated: an iterator's copy of a
        // single child costs a retain and two releases on every apply.
        let childCount: Int
        switch children(owner) {
        case .none:
            childCount = 0
        case .one(let child):
            childCount = 1
            apply(to: child, recordsOriginals: recordsOriginals, failures: &failures)
        case .many(let found):
            childCount = found.count
            for child in found { apply(to: child, recordsOriginals: recordsOriginals, failures: &failures) }
        }
        guard childCount == 0 || !failures.isEmpty else { return }
        Self.report(failures, count: entries.count, childCount: childCount, key: key, of: owner) { [entries] position in
            (entries[position].index, entries[position].keyPath)
        } failed: { index, message in
            failed(index, message)
        }
    }

    /// Applies `rests` (assignments `start...` of `assignments`, with their
    /// paths from the child) to each of `children`, as a first apply does:
    /// the decisions a group's compiled writes keep, carried out at once.
    static func applyOnce(
        _ rests: [ResolvedStyle.Assignment], from start: Int, of assignments: [ResolvedStyle.Assignment],
        into children: [any Stylable], key: String, of owner: any Stylable, recordsOriginals: Bool, failed: (Int, String) -> Void
    ) {
        var failures: [[String]] = []
        for child in children {
            PlannedWrites.applyOnce(rests, to: child, recordsOriginals: recordsOriginals) { entry, message in
                if failures.isEmpty { failures = Array(repeating: [], count: rests.count) }
                failures[entry].append(message)
            }
        }
        guard children.isEmpty || !failures.isEmpty else { return }
        report(failures, count: rests.count, childCount: children.count, key: key, of: owner) { entry in
            (start + entry, assignments[start + entry].keyPath)
        } failed: { index, message in
            failed(index, message)
        }
    }

    /// Tells `failed` each entry's failures (`failures`, by entry) as one
    /// message, or that there was no child, as the default walk throws
    /// them; called only when there is something to tell. `entry` gives an
    /// entry's assignment number and key path from the owner.
    private static func report(
        _ failures: [[String]], count: Int, childCount: Int, key: String, of owner: any Stylable,
        entry: (Int) -> (index: Int, keyPath: String), failed: (Int, String) -> Void
    ) {
        for position in 0..<count {
            let (index, keyPath) = entry(position)
            if childCount == 0 {
                failed(index, StylingError.noChild(key, of: type(of: owner), keyPath: keyPath).description)
            } else if !failures[position].isEmpty {
                failed(index, StylingError.childFailures(failures[position], childCount: childCount, key: key).description)
            }
        }
    }

    /// Runs the writes for `child`'s type on it, adding each entry's failures
    /// to `failures` (made at the first): a method, since a nested function
    /// capturing `failures` made Swift check its accesses at run time.
    private func apply(to child: any Stylable, recordsOriginals: Bool, failures: inout [[String]]) {
        let type = ObjectIdentifier(Swift.type(of: child))
        if let usual, usual.type == type {
            run(usual.writes, on: child, recordsOriginals: recordsOriginals, failures: &failures)
        } else {
            run(writes(for: type, of: child), on: child, recordsOriginals: recordsOriginals, failures: &failures)
        }
    }

    private func run(_ writes: PlannedWrites, on child: any Stylable, recordsOriginals: Bool, failures: inout [[String]]) {
        writes.run(on: child, recordsOriginals: recordsOriginals) { entry, message in
            if failures.isEmpty { failures = Array(repeating: [], count: entries.count) }
            failures[entry].append(message)
        }
    }

    /// The writes for a child of another type than the usual one.
    private func writes(for type: ObjectIdentifier, of child: any Stylable) -> PlannedWrites {
        if let writes = writesByType[type] { return writes }
        let writes = PlannedWrites(entries.map(\.assignment), for: child)
        if writes.isFinal { writesByType[type] = writes }
        return writes
    }
}
