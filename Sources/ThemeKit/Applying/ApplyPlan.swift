/// A resolved style compiled for one object type: the list of writes to do,
/// values already converted and table rows already found, so that applying
/// it again is a loop of property writes.
///
/// A write falls back to calling the object (`applyThemeValue`) wherever the
/// type styles itself by its own code (a hook), where the write fails (so
/// the failure and its message are the ones the object gives), and where
/// ThemeKit has not yet seen how the type styles (``StylableTypeFacts``).
/// A plan is valid for the one resolution it was made from, so a change of
/// chain, variants or overrides (a new resolution) makes a new plan.
@MainActor
final class ApplyPlan {
    typealias Children = @MainActor (any Stylable) -> FoundChildren

    let style: ResolvedStyle
    /// The manager's resolver generation the style came from, if known.
    let generation: Int?
    private let writes: PlannedWrites
    private let keyPaths: [String]

    init(_ style: ResolvedStyle, for object: any Stylable, generation: Int?) {
        self.style = style
        self.generation = generation
        self.keyPaths = style.keyPaths
        self.writes = PlannedWrites(style.assignments, for: object)
    }

    /// Whether a write is a call only because ThemeKit had not yet seen how a
    /// type styles; such a plan is compiled again on its next use.
    var isProvisional: Bool { !writes.isFinal }

    /// Applies `style` without a plan, each assignment through the object
    /// (`applyThemeValue`): what a plan's writes do, found anew. For a style's
    /// first apply to a type, which a plan would not repay, and for runs that
    /// record originals.
    static func applyThroughObject(_ style: ResolvedStyle, to object: any Stylable) -> ApplyReport {
        var report = ApplyReport(diagnostics: style.diagnostics)
        report.appliedKeyPaths.reserveCapacity(style.assignments.count)
        var items: [ObjectWalk.Item] = []
        items.reserveCapacity(style.assignments.count)
        for assignment in style.assignments { items.append(ObjectWalk.Item(keyPath: assignment.keyPath, value: assignment.value)) }
        // Failures come in order; every other assignment applied. Gathered
        // first and reported after: a nested function updating the report
        // from the walk's callback made Swift check each access at run time.
        var failures: [(index: Int, message: String)] = []
        ObjectWalk.apply(items, to: object) { index, failure in failures.append((index, "\(failure)")) }
        var nextFailure = 0
        for (index, assignment) in style.assignments.enumerated() {
            let firstFailure = nextFailure
            while nextFailure < failures.count, failures[nextFailure].index == index {
                report.recordFailure(of: assignment, failures[nextFailure].message)
                nextFailure += 1
            }
            if nextFailure == firstFailure {
                report.applied += 1
                report.appliedKeyPaths.append(assignment.keyPath)
            }
        }
        return report
    }

    /// Does every write, trying each; a failure is recorded and the rest go on.
    func run(on object: any Stylable) -> ApplyReport {
        var report = ApplyReport(diagnostics: style.diagnostics)
        let assignments = style.assignments
        writes.run(on: object) { index, message in report.recordFailure(of: assignments[index], message) }
        report.applied = keyPaths.count - report.failures.count
        report.appliedKeyPaths =
            report.failures.isEmpty
            ? keyPaths
            : keyPaths.filter { keyPath in !report.failures.contains { $0.keyPath == keyPath } }
        return report
    }
}
