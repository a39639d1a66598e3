/// What applying a style to an object did: how many assignments succeeded,
/// and each one that did not, with why.
///
/// Nothing aborts an apply: every assignment is tried, and a failure is
/// recorded here rather than thrown.
public struct ApplyReport: Sendable, CustomStringConvertible {
    /// Assignments that succeeded.
    public var applied: Int
    /// Each assignment that did not, with its key path and message; nothing aborts the rest.
    public var failures: [(keyPath: String, message: String)]
    /// The problems found in the theme while resolving the style.
    public var diagnostics: [Diagnostic]
    /// Properties put back to their value from before the theme (reversible
    /// re-styling: the new style no longer assigns them, or a registration was
    /// cancelled with `restoring: true`).
    public var restored = 0
    /// The key paths that were set, in order.
    public var appliedKeyPaths: [String] = []
    /// Where the value of each failed key path was written, by key path: the
    /// file, and the line and column where the theme has lines (a property
    /// that could not be put back has none). The report's `description` prints it.
    public var failureLocations: [String: SourceLocation] = [:]

    /// A report of `applied` successful assignments, the `failures` that were not applied and the diagnostics found on the way.
    public init(applied: Int = 0, failures: [(keyPath: String, message: String)] = [], diagnostics: [Diagnostic] = []) {
        self.applied = applied
        self.failures = failures
        self.diagnostics = diagnostics
    }

    /// Whether every assignment succeeded.
    public var isComplete: Bool { failures.isEmpty }

    public var description: String {
        let head = "\(applied) applied, \(restored > 0 ? "\(restored) restored, " : "")\(failures.count) failed"
        return
            ([head]
            + failures.map { failure in
                let place = failureLocations[failure.keyPath].map { " (written at \($0.written))" } ?? ""
                return "  \(failure.keyPath.isEmpty ? "(style)" : failure.keyPath): \(failure.message)\(place)"
            }).joined(separator: "\n")
    }

    /// Records that `assignment` failed with `message`, with where its value was written.
    mutating func recordFailure(of assignment: ResolvedStyle.Assignment, _ message: String) {
        failures.append((keyPath: assignment.keyPath, message: message))
        if let origin = assignment.origin { failureLocations[assignment.keyPath] = origin }
    }

    /// Puts back each of `keyPaths` on `object`, counting what was restored
    /// and recording what could not be.
    @MainActor
    mutating func restore(_ keyPaths: [String], on object: any Stylable) {
        for keyPath in keyPaths {
            do {
                try object.resetThemeValue(forKeyPath: keyPath)
                restored += 1
            } catch {
                failures.append((keyPath: keyPath, message: "not put back: \(error)"))
            }
        }
    }
}
