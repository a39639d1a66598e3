/// Assignments compiled for one object type: each a write, or, for a run of
/// consecutive key paths into the same child key, one group that finds the
/// children once and applies their writes, compiled per child type. The one
/// place a style's key paths are grouped into children.
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
        var isFinal = true
        var index = 0
        // What is known of the object's type, found once for the whole style.
        let planning = Planning(object)
        let facts = StylableTypeFacts[Swift.type(of: object)]
        while index < assignments.count {
            let assignment = assignments[index]
            switch Self.compile(assignment, index: index, facts: facts, planning: planning) {
            case .write(let write):
                steps.append(write)
                index += 1
            case .call(let final):
                steps.append(ObjectCall(index: index, assignment))
                isFinal = isFinal && final
                index += 1
            case .children(let key, let children):
                // The run of paths into `key`, each cut after it at the byte
                // (a mark after the dot belongs to the rest, as in the
                // default walk), the rest keeping its parsed parts.
                var entries: [ChildGroup.Entry] = []
                while index < assignments.count, let rest = assignments[index].path.rest(after: key) {
                    var inChild = assignments[index]
                    inChild.path = rest
                    entries.append(ChildGroup.Entry(index: index, keyPath: assignments[index].keyPath, assignment: inChild))
                    index += 1
                }
                steps.append(ChildGroup(key: key, children: children, entries: entries, owner: object))
            }
        }
        self.steps = steps
        self.type = ObjectIdentifier(Swift.type(of: object))
        self.count = assignments.count
        self.isFinal = isFinal
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
        for position in steps.indices {
            steps[position].run(on: object, recordsOriginals: recordsOriginals, failed: failed)
        }
    }

    private enum Compiled {
        case write(any PlannedStep)
        /// Given to the object; not final when it is so only because the type's facts are not known yet.
        case call(isFinal: Bool)
        /// The key path's first component names children found by a table row.
        case children(key: String, ApplyPlan.Children)
    }

    /// How `assignment` (number `index`) is set on objects of a type with these facts and planning.
    private static func compile(
        _ assignment: ResolvedStyle.Assignment, index: Int, facts: StylableTypeFacts.Facts, planning: Planning?
    ) -> Compiled {
        guard let appliesByDefault = facts.appliesByDefault else { return .call(isFinal: false) }
        guard appliesByDefault, let planning else { return .call(isFinal: true) }
        guard let (key, _) = assignment.path.cutAtFirstComponent() else {
            guard let setsByTable = facts.setsByTable else { return .call(isFinal: false) }
            guard setsByTable, let write = try? planning.write(assignment.value, assignment.keyPath, index: index) else {
                return .call(isFinal: true)
            }
            return .write(write)
        }
        guard let findsChildrenByTable = facts.findsChildrenByTable else { return .call(isFinal: false) }
        guard findsChildrenByTable, let children = planning.children(key) else { return .call(isFinal: true) }
        return .children(key: key, children)
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
    /// The children found on the owner the group was compiled for, taken by
    /// the run that follows the compiling at once, so a first apply finds
    /// them once, as every later apply does.
    @exclusivity(unchecked) private var foundWhenCompiled: (owner: ObjectIdentifier, children: FoundChildren)?

    /// The group for `entries`, into the children `children` finds, compiling
    /// now the writes for the type of those `owner` has.
    init(key: String, children: @escaping ApplyPlan.Children, entries: [Entry], owner: any Stylable) {
        self.key = key
        self.children = children
        self.entries = entries
        let found = children(owner)
        foundWhenCompiled = (ObjectIdentifier(owner), found)
        usual = found.first.flatMap { child in
            let writes = PlannedWrites(entries.map(\.assignment), for: child)
            return writes.isFinal ? (ObjectIdentifier(type(of: child)), writes) : nil
        }
    }

    /// The children of `owner`: those found as the group was compiled, the first time, else found now.
    private func children(of owner: any Stylable) -> FoundChildren {
        guard let found = foundWhenCompiled else { return children(owner) }
        foundWhenCompiled = nil
        return found.owner == ObjectIdentifier(owner) ? found.children : children(owner)
    }

    /// Applies the entries to each child, object by object, and reports each
    /// entry's failures as one message, as the default walk does.
    func run(on owner: any Stylable, recordsOriginals: Bool, failed: (Int, String) -> Void) {
        // Made only when something fails: the common apply allocates nothing here.
        var failures: [[String]] = []
        // Taken apart here rather than iterated: an iterator's copy of a
        // single child costs a retain and two releases on every apply.
        let childCount: Int
        switch children(of: owner) {
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
        for (index, entry) in entries.enumerated() {
            if childCount == 0 {
                failed(entry.index, StylingError.noChild(key, of: type(of: owner), keyPath: entry.keyPath).description)
            } else if !failures[index].isEmpty {
                failed(entry.index, StylingError.childFailures(failures[index], childCount: childCount, key: key).description)
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
