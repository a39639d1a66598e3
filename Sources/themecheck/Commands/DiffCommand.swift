import Foundation
import ThemeKit

/// `themecheck diff OLD NEW`: resolves both chains (each with the same
/// alternatives and variants) and prints what differs. Exit 0 when nothing
/// does, 1 when something does; problems met resolving go to standard error.
struct DiffCommand: Command {
    let name = "diff"
    let flags: [Flag] = [.alternative, .variant, .reporter(["text", "json", "html"]), .output]
    let synopsis = """
          themecheck diff OLD NEW [--alternative ALT]... [--variant V]...
                     [--reporter text|json|html] [--output FILE]
        """
    let help = """
        diff      prints what NEW changes against OLD once resolved: constants and
                  style key paths added (+), removed (-) or changed (~), with their
                  values; exit 0 when nothing changed, 1 when something did. html
                  draws each change before and after, as preview does.
        """

    /// Without `--reporter`, the change as text.
    func prepare(_ invocation: inout Invocation) {
        invocation.reporter = "text"
    }

    /// OLD and NEW, two theme files.
    func accept(_ positional: [String], into invocation: inout Invocation) throws(Invocation.UsageError) {
        guard positional.count == 2 else {
            throw Invocation.UsageError(
                message: positional.count < 2
                    ? "`themecheck diff` needs OLD and NEW, two theme files"
                    : "unexpected argument `\(positional[2])`; `themecheck diff` compares OLD with NEW")
        }
        (invocation.theme, invocation.newTheme) = (positional[0], positional[1])
    }

    func run(
        _ invocation: Invocation, sources _: SourceLines, output: inout some TextOutputStream, errors: inout some TextOutputStream
    ) -> ThemeCheck.ExitStatus {
        let sources = SourceLines()
        var snapshots: [ThemeSnapshot] = []
        var managers: [ThemeManager] = []
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
            managers.append(manager)
        }
        for diagnostic in diagnostics.deduplicatedInReportOrder() { print(diagnostic, to: &errors) }
        guard snapshots.count == 2 else {
            print(
                "themecheck: error: cannot compare: \(snapshots.isEmpty ? "neither theme" : "one of the themes") could be loaded",
                to: &errors)
            return .usage
        }
        let difference = snapshots[0].difference(to: snapshots[1])
        let report: Data
        switch invocation.reporter {
        case "json": report = Data(difference.json.utf8)
        case "html": report = Self.page(of: difference, snapshots: snapshots, managers: managers, invocation: invocation)
        default: report = Data(difference.description.utf8)
        }
        let read = InputFiles(invocation, read: sources)
        if let failed = OutputFile.emit(report, to: invocation.outputPath, inputs: read, output: &output, errors: &errors) { return failed }
        return difference.isEmpty ? .clean : .problems
    }

    /// The preview page of what the change touches: each changed constant
    /// and style before and after, side by side, and the text report's line
    /// for each change as its summary. Told of no variant, each appearance
    /// either theme defines that the change touches is a pair of columns
    /// too (`before · DARK`, `after · DARK`), each after compared with its before.
    private static func page(
        of difference: ThemeSnapshot.Difference, snapshots: [ThemeSnapshot], managers: [ThemeManager], invocation: Invocation
    ) -> Data {
        var styles = difference.styles.map(\.name)
        var constants = difference.constants.map(\.name)
        var summary = difference.description.split(separator: "\n").map(String.init)
        var pairs = [(label: "", snapshots: snapshots, managers: managers)]
        if invocation.variants.isEmpty {
            var seen = Set<String>()
            let defined = managers.flatMap { LintPlan.definedVariants(of: $0).checked }.filter { seen.insert($0).inserted }
            for variant in defined.prefix(LintPlan.definedVariantLimit) {
                let chains = managers.compactMap { manager -> ThemeManager? in
                    let themes = manager.chain.themes
                    guard let last = themes.last else { return nil }
                    let chain = ThemeManager(defaultTheme: last, alternatives: Array(themes.dropLast()))
                    chain.variants = [variant]
                    return chain
                }
                guard chains.count == 2 else { continue }
                let pair = chains.map { ThemeSnapshot(manager: $0) }
                let change = pair[0].difference(to: pair[1])
                // An appearance the change leaves as it was adds nothing to read.
                guard !change.isEmpty else { continue }
                pairs.append((" · \(variant)", pair, chains))
                styles += change.styles.map(\.name)
                constants += change.constants.map(\.name)
                summary += ["in variant \(variant):"] + change.description.split(separator: "\n").map { "  " + $0 }
            }
        }
        let traced = Array(Set(styles)).sorted()
        let columns = pairs.flatMap { suffix, snapshots, managers in
            zip(["before", "after"], zip(snapshots, managers)).map { label, pair in
                PreviewColumn(label: label + suffix, manager: pair.1, snapshot: pair.0, options: .default, traced: traced)
            }
        }
        var configuration = invocation.alternatives.map { "alternative \($0)" } + invocation.variants.map { "variant \($0)" }
        if configuration.isEmpty { configuration = ["the default configuration"] }
        if pairs.count > 1 { configuration.append("and each variant it touches") }
        let changes = difference.constants.count + difference.styles.count
        return PreviewPage(
            title: "\(invocation.theme) → \(invocation.newTheme)",
            subtitle: "\(changes) change\(changes == 1 ? "" : "s"), in \(configuration.joined(separator: ", ")); "
                + "what the change alters is marked in each after column. Hover a value for where it is written.",
            columns: columns, constantNames: Array(Set(constants)).sorted(), styleNames: traced, summary: summary,
            baselineName: "before", comparesInPairs: true
        ).document()
    }
}
