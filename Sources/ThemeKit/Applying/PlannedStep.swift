/// One step of an apply plan, run on an object of the type the plan was
/// made for (``PlannedWrites`` checks that once per run).
///
/// Steps are objects, each run by one dynamic call: a closure kept in an
/// enum is copied (a retain and a release) every time it is taken out to run.
@MainActor
protocol PlannedStep: AnyObject {
    /// Does the step on `object`, telling `failed` each assignment (by index) that failed.
    func run(on object: any Stylable, failed: (Int, String) -> Void)
}

/// Assignment `index` written by a table row of `Root`, with its value
/// converted when the plan was made.
@MainActor
final class TableWrite<Root: AnyObject>: PlannedStep {
    private let index: Int
    private let write: ThemeProperty<Root>.Write

    init(index: Int, _ write: @escaping ThemeProperty<Root>.Write) {
        self.index = index
        self.write = write
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
        let (keyPath, value) = (assignment.keyPath, assignment.value)
        do {
            try StylableTypeFacts.observe(.apply, of: object) { try object.applyThemeValue(value, forKeyPath: keyPath) }
        } catch {
            failed(index, "\(error)")
        }
    }
}
