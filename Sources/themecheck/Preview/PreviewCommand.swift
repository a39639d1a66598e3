import Foundation
import ThemeKit

/// `themecheck preview THEME [--alternative ALT]... [--variant V]...
/// [--config FILE] --output FILE.html`: one self-contained page of every
/// constant and style, one column per configuration: the default, each
/// `--variant` (without any, and without a configuration, each variant the
/// themes define, up to a limit), each `--alternative`, and each
/// configuration of the `--config` theme set whose default theme is THEME.
/// Written only when it changes. Exit 0, or 1 when lint finds errors in a
/// configuration (the page shows them); problems loading go to standard error.
struct PreviewCommand: Command {
    let name = "preview"
    let flags: [Flag] = Flag.watchedChain + [.output]
    let synopsis = """
          themecheck preview THEME [--alternative ALT]... [--variant V]... [--config FILE]
                     --output FILE.html [--watch]
        """
    let help = """
        preview   writes one HTML page (no script, no network) of every constant (colour
                  swatches, font specimens, dimensions to scale) and every style as a card
                  of what it sets, a column per configuration (the default, each --variant,
                  each --alternative, and the --config set's configurations of THEME), what
                  differs from the default marked; only when it changes.
        """

    /// THEME, and the page to write.
    func accept(_ positional: [String], into invocation: inout Invocation) throws(Invocation.UsageError) {
        try acceptOneTheme(positional, into: &invocation)
        guard invocation.outputPath != nil else {
            throw Invocation.UsageError(message: "`themecheck preview` needs `--output FILE.html`, the page to write")
        }
    }

    func run(
        _ invocation: Invocation, sources: SourceLines, output: inout some TextOutputStream, errors: inout some TextOutputStream
    ) -> ThemeCheck.ExitStatus {
        var configuration: (LintConfiguration?, [Diagnostic]) = (nil, [])
        var plans = Self.configurations(of: invocation)
        let inputs: ChainInputs
        do {
            try AssetCatalogues.checkGiven(invocation)
            if let path = invocation.configurationPath { configuration = try LintPlan.readConfiguration(path, sources: sources) }
            let fromConfiguration = configuration.0.map { Self.configurations(in: $0, for: invocation) } ?? []
            let alternatives = Set((plans + fromConfiguration).flatMap(\.alternatives))
            inputs = try ChainInputs.load(
                theme: invocation.theme, alternatives: alternatives.sorted(), overrides: nil, sources: sources)
            // Told no variants, by flags or a configuration: a column for each the themes define, as lint checks them.
            if invocation.variants.isEmpty, invocation.configurationPath == nil, let manager = inputs.manager {
                let (shown, leftOut) = LintPlan.definedVariants(of: manager)
                plans.insert(contentsOf: shown.map { Plan(label: "variant \($0)", variants: [$0]) }, at: 1)
                if !leftOut.isEmpty {
                    let note = LintPlan.leftOutNote(theme: invocation.theme, checked: shown, leftOut: leftOut, what: "the page shows")
                    print(note.escapingControlCharacters, to: &errors)
                }
            }
            let (options, catalogueProblems) = AssetCatalogues.adding(
                to: configuration.0?.options ?? .default, invocation: invocation, configuration: configuration.0,
                at: invocation.configurationPath, sources: sources)
            configuration.1 += catalogueProblems
            return Self.render(
                plans + fromConfiguration, inputs: inputs, read: InputFiles(invocation, read: sources), configuration: configuration,
                options: options, invocation: invocation, output: &output, errors: &errors)
        } catch {
            return ThemeCheck.cannotOpen(error, errors: &errors)
        }
    }

    /// One column to show: alternatives looked up before THEME, active variants.
    struct Plan: Equatable {
        var label: String
        var alternatives: [String] = []
        var variants: [String] = []
    }

    /// The default, then each `--variant` and each `--alternative` alone.
    static func configurations(of invocation: Invocation) -> [Plan] {
        [Plan(label: "default")]
            + invocation.variants.map { Plan(label: "variant \($0)", variants: [$0]) }
            + invocation.alternatives.map { Plan(label: "alternative \(($0 as NSString).lastPathComponent)", alternatives: [$0]) }
    }

    /// The configurations (other than the plain default) of the theme set whose default theme is THEME.
    static func configurations(in configuration: LintConfiguration, for invocation: Invocation) -> [Plan] {
        guard let configPath = invocation.configurationPath else { return [] }
        let folder = (configPath as NSString).deletingLastPathComponent
        let path = { ProjectFiles.joined(folder, $0) }
        // Compared by what the files are, not how they are spelt.
        guard let theme = FileIdentity.of(path: invocation.theme),
            let set = configuration.themes.first(where: { FileIdentity.of(path: path($0.defaultTheme)) == theme })
        else { return [] }
        return set.configurations.dropFirst().map { chain in
            Plan(
                label: chain.alternatives.isEmpty
                    ? "variants \(chain.variants.joined(separator: " + "))"
                    : LintPlan.label(alternatives: chain.alternatives, variants: chain.variants),
                alternatives: chain.alternatives.map(path), variants: chain.variants)
        }
    }

    private static func render(
        _ plans: [Plan], inputs: ChainInputs, read: InputFiles, configuration: (LintConfiguration?, [Diagnostic]),
        options: LintOptions, invocation: Invocation, output: inout some TextOutputStream, errors: inout some TextOutputStream
    ) -> ThemeCheck.ExitStatus {
        var seen: [Plan] = []
        let unique = plans.filter { plan in
            let key = Plan(label: "", alternatives: plan.alternatives, variants: plan.variants)
            guard !seen.contains(key) else { return false }
            seen.append(key)
            return true
        }
        let loading = ThemeCheck.printToStandardError(inputs.diagnostics + configuration.1, errors: &errors)
        guard let manager = inputs.manager, !inputs.isDefaultThemeMissing else {
            print("themecheck: error: no preview: `\(invocation.theme.escapingControlCharacters)` could not be loaded", to: &errors)
            return .problems
        }
        let themes = manager.themes
        // The chain lists the alternatives first; THEME is the last layer.
        guard let defaultTheme = themes.last else { return .problems }
        let byPath = Dictionary(themes.dropLast().map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        var chains: [(Plan, ThemeManager)] = []
        for plan in unique {
            let alternatives = plan.alternatives.compactMap { byPath[$0] }
            guard alternatives.count == plan.alternatives.count else { continue }
            let chain = ThemeManager(defaultTheme: defaultTheme, alternatives: alternatives)
            chain.variants = plan.variants
            chains.append((plan, chain))
        }
        // `Card_DARK` is drawn inside `Card`'s card: each row is a base style, and only those are traced.
        let rows = StyleRows(
            styleNames: Set(chains.flatMap { $0.1.styleNames }).sorted(),
            variants: manager.chain.definedVariants + unique.flatMap(\.variants))
        let columns = chains.map { plan, chain in
            PreviewColumn(label: plan.label, manager: chain, options: options, traced: rows.bases)
        }
        let snapshots = columns.map(\.snapshot)
        let page = PreviewPage(
            title: invocation.theme,
            subtitle: "\(columns.count) configuration\(columns.count == 1 ? "" : "s") side by side; "
                + "what differs from the default is marked. Hover a value for where it is written.",
            columns: columns,
            constantNames: Set(snapshots.flatMap(\.constants.keys)).sorted(),
            styleNames: Set(snapshots.flatMap(\.styles.keys)).sorted(),
            sourceFolder: Self.folder(of: invocation.theme), rows: rows)
        if let failed = OutputFile.emit(page.document(), to: invocation.outputPath, inputs: read, output: &output, errors: &errors) {
            return failed
        }
        return loading == .problems || columns.flatMap(\.findings).containsError ? .problems : .clean
    }

    /// `Themes/` of `Themes/theme.json`: tooltips name files below it relative to it.
    static func folder(of theme: String) -> String {
        guard let slash = theme.lastIndex(of: "/") else { return "" }
        return String(theme[...slash])
    }
}
