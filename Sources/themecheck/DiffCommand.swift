import ThemeKit

/// `themecheck diff OLD NEW`: resolves both chains (each with the same
/// alternatives and variants) and prints what differs. Exit 0 when nothing
/// does, 1 when something does; problems met resolving go to standard error.
enum DiffCommand {
    static func run(
        _ invocation: Invocation, output: inout some TextOutputStream, errors: inout some TextOutputStream
    ) -> ThemeCheck.ExitStatus {
        let sources = SourceLines()
        var snapshots: [ThemeSnapshot] = []
        var diagnostics: [Diagnostic] = []
        for theme in [invocation.theme, invocation.newTheme] {
            let inputs: ChainInputs
            do {
                inputs = try ChainInputs.load(theme: theme, alternatives: invocation.alternatives, overrides: nil, sources: sources)
            } catch {
                return ThemeCheck.cannotOpen(error, errors: &errors)
            }
            diagnostics += inputs.diagnostics
            guard let manager = inputs.manager else { continue }
            manager.variants = invocation.variants
            let snapshot = ThemeSnapshot(manager: manager)
            diagnostics += inputs.judged(snapshot.diagnostics)
            snapshots.append(snapshot)
        }
        for diagnostic in diagnostics.deduplicatedInReportOrder() { print(diagnostic, to: &errors) }
        guard snapshots.count == 2 else {
            print(
                "themecheck: error: cannot compare: \(snapshots.isEmpty ? "neither theme" : "one of the themes") could be loaded",
                to: &errors)
            return .usage
        }
        let difference = snapshots[0].difference(to: snapshots[1])
        print(invocation.reporter == "json" ? difference.json : difference.description, terminator: "", to: &output)
        return difference.isEmpty ? .clean : .problems
    }
}
