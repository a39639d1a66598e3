import ThemeKit

/// `themecheck resolve THEME`: every constant and style (or the `--style`
/// names), resolved, as one JSON object; `--output` records a reference,
/// `--check` compares with one.
struct ResolveCommand: Command {
    let name = "resolve"
    let flags: [Flag] = Flag.watchedChain + [.overrides, .style, .output, .check]
    let synopsis = """
          themecheck resolve THEME [--alternative ALT]... [--overrides FILE] [--config FILE]
                     [--variant V]... [--style NAME]... [--watch] [--check REFERENCE | --output REFERENCE]
        """
    let help = """
        resolve   prints every constant and style (or the --style names), resolved,
                  as one JSON object; problems go to standard error. --output
                  records a reference (with its --style and --variant flags);
                  --check compares with one, resolving as it was recorded.
        """

    func accept(_ positional: [String], into invocation: inout Invocation) throws(Invocation.UsageError) {
        try acceptOneTheme(positional, into: &invocation)
        if invocation.outputPath != nil, invocation.checkPath != nil {
            throw Invocation.UsageError(message: "`--output` records a reference and `--check` compares with one; give one of them")
        }
    }

    func run(
        _ invocation: Invocation, sources: SourceLines, output: inout some TextOutputStream, errors: inout some TextOutputStream
    ) -> ThemeCheck.ExitStatus {
        let chain: ConfiguredChain
        do {
            chain = try ConfiguredChain.load(invocation, sources: sources, errors: &errors)
        } catch {
            return ThemeCheck.cannotOpen(error, errors: &errors)
        }
        // `--check` resolves as the reference was recorded: its `--style` and `--variant`, unless given (then the same).
        var (styles, variants) = (invocation.styles, invocation.variants)
        if let path = invocation.checkPath, let recorded = ResolveCheck.recordedInvocation(at: path) {
            if styles.isEmpty && variants.isEmpty {
                (styles, variants) = (recorded.styles ?? [], recorded.variants)
            } else if styles != (recorded.styles ?? []) || variants != recorded.variants {
                let flags = ResolveCheck.flags(styles: recorded.styles ?? [], variants: recorded.variants)
                print(
                    "themecheck: error: `\(path.escapingControlCharacters)` was recorded with \(flags.escapingControlCharacters); give the same flags, or none to use those",
                    to: &errors)
                return .usage
            }
        }
        var diagnostics = chain.activate(variants)
        var snapshot = chain.manager.map { ThemeSnapshot(manager: $0, styleNames: styles.isEmpty ? nil : styles) }
        if let manager = chain.manager {
            snapshot?.runtimeConstants = chain.options.runtimeConstants.including(manager.chain.themes)
        }
        diagnostics += chain.inputs.judged(snapshot?.diagnostics ?? [])
        if let reference = invocation.checkPath {
            return ResolveCheck.run(
                snapshot ?? ThemeSnapshot(), against: reference, diagnostics: diagnostics, output: &output, errors: &errors)
        }
        if let path = invocation.outputPath {
            // A reference for `--check`: the document, and the flags it was made with.
            var reference = snapshot ?? ThemeSnapshot()
            reference.invocation = ThemeSnapshot.Invocation(styles: styles.isEmpty ? nil : styles, variants: variants)
            let read = InputFiles(invocation, read: sources)
            if let failed = OutputFile.emit(reference.jsonString(), to: path, inputs: read, output: &output, errors: &errors) {
                return failed
            }
            return ThemeCheck.printToStandardError(diagnostics, errors: &errors)
        }
        print(snapshot?.jsonString() ?? "{\"constants\": {}, \"styles\": {}}\n", terminator: "", to: &output)
        return ThemeCheck.printToStandardError(diagnostics, errors: &errors)
    }
}
