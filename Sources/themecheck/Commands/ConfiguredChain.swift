import ThemeKit

/// The chain `resolve` and `explain` work on: THEME, its alternatives and
/// overrides loaded, with the configuration (`--config`, else the folder's)
/// whose rules, contrast and run-time constants judge it, as they judge it linted.
struct ConfiguredChain {
    var inputs: ChainInputs
    var options: LintOptions
    /// Problems of the configuration itself.
    var configurationDiagnostics: [Diagnostic]

    /// Reads every input before any is judged; what was read besides the
    /// files named is said on `errors`, so a reader knows where values can come from.
    static func load(
        _ invocation: Invocation, sources: SourceLines, errors: inout some TextOutputStream
    ) throws(ChainInputs.OpenFailure) -> ConfiguredChain {
        try AssetCatalogues.checkGiven(invocation)
        let inputs = try ChainInputs.load(invocation, sources: sources)
        var configuration: (LintConfiguration?, [Diagnostic]) = (nil, [])
        if let path = invocation.configurationPath { configuration = try LintPlan.readConfiguration(path, sources: sources) }
        for (theme, files) in inputs.includes {
            print(
                "themecheck: `\(theme)` includes \(files.map { "`\($0)`" }.joined(separator: ", "))".escapingControlCharacters, to: &errors)
        }
        let (options, catalogueProblems) = AssetCatalogues.adding(
            to: configuration.0?.options ?? .default, invocation: invocation, configuration: configuration.0,
            at: invocation.configurationPath, sources: sources)
        return ConfiguredChain(inputs: inputs, options: options, configurationDiagnostics: configuration.1 + catalogueProblems)
    }

    var manager: ThemeManager? { inputs.manager }

    /// Activates `variants` (they choose constants and styles) and returns every
    /// problem so far: the configuration's, loading's, and lint's (`unknown-variant` among them).
    func activate(_ variants: [String]) -> [Diagnostic] {
        manager?.variants = variants
        return configurationDiagnostics + inputs.diagnostics + inputs.judged(manager?.lint(options: options) ?? [])
    }
}
