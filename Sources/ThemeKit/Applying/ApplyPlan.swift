/// A resolved style compiled for one object type: the list of writes to do,
/// values already converted and table rows already found, so that applying
/// it again is a loop of property writes. A style's first apply to a type
/// makes the same decisions and carries them out at once; whether a run
/// records originals is told to the run.
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
        Self.report(style, keyPaths) { failed in writes.run(on: object, recordsOriginals: recordsOriginals, failed: failed) }
    }

    /// Applies `style` to `object` as its plan would, without keeping one:
    /// each decision a plan would keep is carried out at once. For a style's
    /// first apply to a type, which a plan would not repay.
    static func applyOnce(_ style: ResolvedStyle, to object: any Stylable, recordsOriginals: Bool) -> ApplyReport {
        report(style, style.keyPaths) { failed in
            PlannedWrites.applyOnce(style.assignments, to: object, recordsOriginals: recordsOriginals, failed: failed)
        }
    }

    /// The report of applying `style` (whose key paths are `keyPaths`) by
    /// `apply`, which tells the failures it meets, by assignment, in order.
    @inline(__always)
    private static func report(
        _ style: ResolvedStyle, _ keyPaths: [String], _ apply: (_ failed: (Int, String) -> Void) -> Void
    ) -> ApplyReport {
        var report = ApplyReport(diagnostics: style.diagnostics)
        let assignments = style.assignments
        apply { index, message in report.recordFailure(of: assignments[index], message) }
        report.applied = keyPaths.count - report.failures.count
        report.appliedKeyPaths =
            report.failures.isEmpty
            ? keyPaths
            : keyPaths.filter { keyPath in !report.failures.contains { $0.keyPath == keyPath } }
        return report
    }
}
