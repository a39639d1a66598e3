/// What one run of apply carries down to the setters it reaches.
///
/// The setters are reached through `Stylable.setThemeValue(_:forKey:)`,
/// whose signature is fixed, so a run's parameters travel as task-local
/// values: bound for the call that makes the run, seen by that call alone,
/// never a global that one run sets and another sees.
enum ApplyRun {
    /// Whether the run records the values properties had before (a registered object's re-styling).
    @TaskLocal static var recordsOriginals = false
}
