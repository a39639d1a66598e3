/// One step of an apply plan, run on an object of the type the plan was
/// made for (``PlannedWrites`` checks that once per run).
///
/// Steps are objects, each run by one dynamic call: a closure kept in an
/// enum is copied (a retain and a release) every time it is taken out to run.
@MainActor
protocol PlannedStep: AnyObject {
    /// Does the step on `object`, telling `failed` each assignment (by index) that failed.
    func run(on object: any Stylable, failed: (Int, String) -> Void)

    /// Does the step as a run that records originals (a registered object's)
    /// does: the original of what it sets is kept first.
    ///
    /// A second entry rather than a parameter: the run chooses once which
    /// its steps get, and the step every cached apply runs tests nothing more.
    func runRecordingOriginals(on object: any Stylable, failed: (Int, String) -> Void)
}

/// Assignment `index` written by a table row of `Root`, with its value
/// converted when the plan was made.
@MainActor
final class TableWrite<Root: AnyObject>: PlannedStep {
    /// What a run that records originals needs: the key the row is set by on
    /// the object, and the row's write that returns the way back, with its
    /// value and state. An object of its own, so that the step every apply
    /// runs stays small.
    final class Original {
        let key: String
        let keep: @MainActor @Sendable (Root, ThemeValue, ThemeState?) throws -> ThemeProperty<Root>.Restore
        let value: ThemeValue
        let state: ThemeState?

        init(
            key: String, keep: @escaping @MainActor @Sendable (Root, ThemeValue, ThemeState?) throws -> ThemeProperty<Root>.Restore,
            value: ThemeValue, state: ThemeState?
        ) {
            self.key = key
            self.keep = keep
            self.value = value
            self.state = state
        }
    }

    private let index: Int
    private let write: ThemeProperty<Root>.Write
    /// Nil for a row that cannot read the value it replaces.
    private let original: Original?

    init(index: Int, _ write: @escaping ThemeProperty<Root>.Write, original: Original?) {
        self.index = index
        self.write = write
        self.original = original
    }

    func run(on object: any Stylable, failed: (Int, String) -> Void) {
        // The plan's type, a subclass of the row's `Root` (checked where the
        // row was found), was checked as the run began: no test per write.
        do {
            try write(unsafeDowncast(object, to: Root.self))
        } catch {
            failed(index, "\(error)")
        }
    }

    func runRecordingOriginals(on object: any Stylable, failed: (Int, String) -> Void) {
        let root = unsafeDowncast(object, to: Root.self)
        guard let original, !OriginalValues.hasOriginal(of: root, key: original.key) else { return run(on: object, failed: failed) }
        do {
            OriginalValues.keep(try original.keep(root, original.value, original.state), for: root, key: original.key)
        } catch {
            failed(index, "\(error)")
        }
    }
}

/// Assignment `index` given to the object (`applyThemeValue`): for a type
/// that styles by code of its own, or one ThemeKit has not seen style yet.
@MainActor
final class ObjectCall: PlannedStep {
    private let index: Int
    private let assignment: ResolvedStyle.Assignment

    init(index: Int, _ assignment: ResolvedStyle.Assignment) {
        self.index = index
        self.assignment = assignment
    }

    func run(on object: any Stylable, failed: (Int, String) -> Void) {
        Self.call(assignment, index: index, on: object, recordsOriginals: false, failed: failed)
    }

    func runRecordingOriginals(on object: any Stylable, failed: (Int, String) -> Void) {
        Self.call(assignment, index: index, on: object, recordsOriginals: true, failed: failed)
    }

    /// Gives `assignment` (number `index`) to `object`'s `applyThemeValue`,
    /// telling the table writes that reaches whether the run records originals.
    static func call(
        _ assignment: ResolvedStyle.Assignment, index: Int, on object: any Stylable, recordsOriginals: Bool,
        failed: (Int, String) -> Void
    ) {
        let (keyPath, value) = (assignment.keyPath, assignment.value)
        do {
            try OriginalValues.calling(forRunRecording: recordsOriginals) {
                try StylableTypeFacts.observe(.apply, of: object) { try object.applyThemeValue(value, forKeyPath: keyPath) }
            }
        } catch {
            failed(index, "\(error)")
        }
    }
}
