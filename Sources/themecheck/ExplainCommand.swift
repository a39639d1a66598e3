import ThemeKit

/// The text of `themecheck explain`: for each key path of a style, where its
/// value came from. The library records the provenance; this only prints it.
enum ExplainCommand {
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
