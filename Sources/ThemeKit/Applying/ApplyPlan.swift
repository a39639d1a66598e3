/// A resolved style compiled for one object type: the list of writes to do,
/// values already converted and table rows already found, so that applying
/// it again is a loop of property writes.
///
/// A step falls back to calling the object (`applyThemeValue`) wherever the
/// type styles itself by its own code (a hook), where the write fails (so
/// the failure and its message are the ones the object gives), and where
/// ThemeKit has not yet seen how the type styles (``StylableTypeFacts``).
/// Children are found afresh on every apply, since they may change; their
/// writes are compiled per child type. A plan is valid for the one
/// resolution it was made from, so a change of chain, variants or
/// overrides (a new resolution) makes a new plan.
@MainActor
final class ApplyPlan {
    typealias Write = @MainActor (any Stylable) throws -> Void
    typealias Children = @MainActor (any Stylable) -> [any Stylable]

    /// One assignment, compiled.
    enum Step {
        /// A table row's write with its converted value.
        case write(Write)
        /// The first component names children that take the rest of the key path.
        case children(ChildrenStep)
        /// Through the object's own `applyThemeValue`.
        case call(keyPath: String, value: ThemeValue)
    }

    let style: ResolvedStyle
    /// The manager's resolver generation the style came from, if known.
    let generation: Int?
    /// Each step as one closure, so the loop only calls.
    private let writes: [Write]
    private let keyPaths: [String]
    /// Whether a step is a call only because ThemeKit had not yet seen how a
    /// type styles; such a plan is compiled again on its next use.
    let isProvisional: Bool

    init(_ style: ResolvedStyle, for object: any Stylable, generation: Int?) {
        var isProvisional = false
        writes = style.assignments.map { assignment in
            let (step, isFinal) = Self.compile(assignment.value, at: assignment.keyPath, for: object)
            isProvisional = isProvisional || !isFinal
            switch step {
            case .write(let write): return write
            case .children(let children): return { try children.run(on: $0) }
            case .call: return { try Self.run(step, on: $0) }
            }
        }
        self.style = style
        self.generation = generation
        self.keyPaths = style.keyPaths
        self.isProvisional = isProvisional
    }

    /// Does every write, trying each; a failure is recorded and the rest go on.
    func run(on object: any Stylable) -> ApplyReport {
        var report = ApplyReport(diagnostics: style.diagnostics)
        for index in writes.indices {
            do {
                try writes[index](object)
            } catch {
                report.failures.append((keyPath: keyPaths[index], message: "\(error)"))
            }
        }
        report.applied = writes.count - report.failures.count
        report.appliedKeyPaths = report.failures.isEmpty
            ? keyPaths
            : keyPaths.filter { keyPath in !report.failures.contains { $0.keyPath == keyPath } }
        return report
    }

    static func run(_ step: Step, on object: any Stylable) throws {
        switch step {
        case .write(let write): try write(object)
        case .children(let children): try children.run(on: object)
        case .call(let keyPath, let value):
            try StylableTypeFacts.observe(.apply, of: object) { try object.applyThemeValue(value, forKeyPath: keyPath) }
        }
    }

    /// The step that sets `keyPath` to `value` on `object`'s type, and
    /// whether it is final (false: a fact it needs is not known yet).
    static func compile(_ value: ThemeValue, at keyPath: String, for object: any Stylable) -> (Step, isFinal: Bool) {
        let call = Step.call(keyPath: keyPath, value: value)
        let facts = StylableTypeFacts[type(of: object)]
        guard let appliesByDefault = facts.appliesByDefault else { return (call, false) }
        guard appliesByDefault, let planning = object as? any KeyPathStylable else { return (call, true) }
        guard let dot = keyPath.utf8.firstIndex(of: UInt8(ascii: ".")) else {
            guard let setsByTable = facts.setsByTable else { return (call, false) }
            guard setsByTable, let write = try? planning.plannedWrite(value, forKey: keyPath) else { return (call, true) }
            return (.write(write), true)
        }
        guard let findsChildrenByTable = facts.findsChildrenByTable else { return (call, false) }
        let key = String(keyPath[..<dot])
        guard findsChildrenByTable, let children = planning.plannedChildren(forKey: key) else { return (call, true) }
        let rest = String(keyPath[keyPath.utf8.index(after: dot)...])
        return (.children(ChildrenStep(key: key, keyPath: keyPath, rest: rest, value: value, children: children)), true)
    }
}

/// A step into children: finds them on every apply, and keeps the rest of
/// the key path compiled for each child type it meets.
@MainActor
final class ChildrenStep {
    private let key: String
    private let keyPath: String
    private let rest: String
    private let value: ThemeValue
    private let children: ApplyPlan.Children
    private var stepByType: [ObjectIdentifier: ApplyPlan.Step] = [:]

    init(key: String, keyPath: String, rest: String, value: ThemeValue, children: @escaping ApplyPlan.Children) {
        self.key = key
        self.keyPath = keyPath
        self.rest = rest
        self.value = value
        self.children = children
    }

    func run(on owner: any Stylable) throws {
        try forEachChild(children(owner), of: owner, key: key, keyPath: keyPath) { child in
            try ApplyPlan.run(step(for: child), on: child)
        }
    }

    private func step(for child: any Stylable) -> ApplyPlan.Step {
        let type = ObjectIdentifier(Swift.type(of: child))
        if let step = stepByType[type] { return step }
        let (step, isFinal) = ApplyPlan.compile(value, at: rest, for: child)
        if isFinal { stepByType[type] = step }
        return step
    }
}
