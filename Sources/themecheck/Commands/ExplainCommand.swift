import ThemeKit

/// `themecheck explain THEME --style NAME`: for each key path of a style,
/// where its value came from. The library records the provenance; this only prints it.
struct ExplainCommand: Command {
    let name = "explain"
    let flags: [Flag] = [.alternative, .overrides, .config, .variant, .style, .key]
    let synopsis = """
          themecheck explain THEME [--alternative ALT]... [--overrides FILE] [--config FILE]
                     [--variant V]... --style NAME [--key PATH]...
        """
    let help = """
        explain   prints, for each key path of one style (or the --key paths),
                  where its value came from: file and line, theme, the
                  _superstyle/style:/_inherit steps, the constants followed,
                  and the earlier assignments it replaced.
        """

    func accept(_ positional: [String], into invocation: inout Invocation) throws(Invocation.UsageError) {
        try acceptOneTheme(positional, into: &invocation)
        if invocation.styles.count != 1 {
            throw Invocation.UsageError(message: "`themecheck explain` needs exactly one `--style NAME`")
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
        var diagnostics = chain.activate(invocation.variants)
        if let manager = chain.manager, let style = invocation.styles.first {
            switch Self.render(
                manager: manager, style: style, keys: invocation.keys, themePath: invocation.theme,
                runtimeConstants: chain.options.runtimeConstants)
            {
            case .success(let text): print(text, terminator: "", to: &output)
            case .failure(.theme(let error)): diagnostics += chain.inputs.judged(error.diagnostics)
            case .failure(.unassignedKeys(let message)):
                _ = ThemeCheck.printToStandardError(diagnostics, errors: &errors)
                print("themecheck: error: \(message.escapingControlCharacters)", to: &errors)
                return .usage
            }
        }
        return ThemeCheck.printToStandardError(diagnostics, errors: &errors)
    }

    /// Why nothing was explained.
    enum Failure: Error {
        /// The style is unknown or cannot be resolved: theme diagnostics (exit 1).
        case theme(ThemeError)
        /// A `--key` the style does not assign: the question names nothing (exit 2).
        case unassignedKeys(String)
    }

    static func render(
        manager: ThemeManager, style: String, keys: [String], themePath: String,
        runtimeConstants: RuntimeConstantDeclarations = RuntimeConstantDeclarations()
    ) -> Result<String, Failure> {
        let explanation: StyleExplanation
        do {
            explanation = try manager.explain(styleNamed: style)
        } catch let error as ThemeError {
            // Diagnostics without a place (an unknown style) name the theme asked about.
            return .failure(
                .theme(
                    ThemeError(
                        diagnostics: error.diagnostics.map { diagnostic in
                            var located = diagnostic
                            if located.file == nil { located.file = themePath }
                            return located
                        })))
        } catch {
            return .failure(.theme(ThemeError(diagnostics: [Diagnostic(.unknownStyle, "\(error)", file: themePath)])))
        }
        var entries = explanation.entries
        if !keys.isEmpty {
            let assigned = explanation.entries.map(\.keyPath)
            let missing = keys.filter { !assigned.contains($0) }
            guard missing.isEmpty else {
                return .failure(
                    .unassignedKeys(
                        missing.map { key in
                            "style `\(style)` assigns nothing to `\(key)`" + Suggestion.didYouMean(key, in: assigned)
                        }.joined(separator: "; ")))
            }
            entries = entries.filter { keys.contains($0.keyPath) }
        }
        // Names and paths are theme text: escaped, so each stays on its line.
        let variants = manager.variants.isEmpty ? "" : " (variants: \(manager.variants.joined(separator: ", ")))"
        var text = "\((style + variants).escapingControlCharacters)\n"
        let runtime = runtimeConstants.including(manager.chain.themes)
        for entry in entries {
            // A run-time constant the app has not supplied yet (theme-format §11).
            if let name = runtime.unsuppliedName(in: entry.value, isSupplied: { manager.constant(named: $0) != nil }) {
                text += "\n\(entry.keyPath.escapingControlCharacters) = \(RuntimeConstantDeclarations.runtimeJSON(name))\n"
                text += "  supplied at run time: the app sets `\(name.escapingControlCharacters)` with modifyConstant\n"
            } else {
                text += "\n\(entry.keyPath.escapingControlCharacters) = \(entry.value.jsonText)\n"
            }
            text += describe(entry.origin, indent: "  ")
            for replaced in entry.replaced.reversed() {
                text += "  replaces \(replaced.value.jsonText)\n" + describe(replaced, indent: "    ")
            }
        }
        return .success(text)
    }

    private static func describe(_ origin: StyleExplanation.Origin, indent: String) -> String {
        var text = "\(indent)set at \("\(origin.place)".escapingControlCharacters), in style \(origin.style.escapingControlCharacters)\n"
        for step in origin.steps {
            let kind = step.kind == .variant ? "variant style" : step.kind.rawValue
            text += "\(indent)  via \(kind) \(step.style.escapingControlCharacters) at \("\(step.place)".escapingControlCharacters)\n"
        }
        for constant in origin.constants {
            let group = constant.group == "Constants" ? "" : ", in \(constant.group)"
            let deprecation =
                constant.deprecation.map { $0.isEmpty ? ", deprecated" : ", deprecated: \($0.escapingControlCharacters)" } ?? ""
            text +=
                "\(indent)  constant \(constant.name.escapingControlCharacters) at \("\(constant.place)".escapingControlCharacters)\(group)\(deprecation)\n"
        }
        return text
    }
}
