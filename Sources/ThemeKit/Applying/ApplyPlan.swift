/// A resolved style compiled for one object type: the list of writes to do,
/// values already converted and table rows already found, so that applying
/// it again is a loop of property writes. Every apply runs one, the first
/// included, and whether the run records originals is told to the run.
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

    /// Does every write, trying each, keeping the originals of what it sets
    /// first when `recordsOriginals` (a registered object's run); a failure is
    /// recorded and the rest go on.
    func run(on object: any Stylable, recordsOriginals: Bool) -> ApplyReport {
        var report = ApplyReport(diagnostics: style.diagnostics)
        let assignments = style.assignments
        writes.run(on: object, recordsOriginals: recordsOriginals) { index, message in
            report.recordFailure(of: assignments[index], message)
        }
        report.applied = keyPaths.count - report.failures.count
        report.appliedKeyPaths =
            report.failures.isEmpty
            ? keyPaths
            : keyPaths.filter { keyPath in !report.failures.contains { $0.keyPath == keyPath } }
        return report
    }
}
