import ThemeKit

/// The text of `themecheck explain`: for each key path of a style, where its
/// value came from. The library records the provenance; this only prints it.
enum ExplainCommand {
    static func render(manager: ThemeManager, style: String, keys: [String]) -> Result<String, ThemeError> {
        let explanation: StyleExplanation
        do {
            explanation = try manager.explain(styleNamed: style)
        } catch let error as ThemeError {
            return .failure(error)
        } catch {
            return .failure(ThemeError(diagnostics: [Diagnostic(.unknownStyle, "\(error)")]))
        }
        var entries = explanation.entries
        if !keys.isEmpty {
            let missing = keys.filter { key in !entries.contains { $0.keyPath == key } }
            guard missing.isEmpty else {
                return .failure(ThemeError(diagnostics: missing.map { key in
                    Diagnostic(.unknownStyle, "style `\(style)` assigns nothing to `\(key)`"
                        + Suggestion.didYouMean(key, in: explanation.entries.map(\.keyPath)))
                }))
            }
            entries = entries.filter { keys.contains($0.keyPath) }
        }
        var text = "\(style)\(manager.variants.isEmpty ? "" : " (variants: \(manager.variants.joined(separator: ", ")))")\n"
        for entry in entries {
            text += "\n\(entry.keyPath) = \(entry.value.jsonText)\n"
            text += describe(entry.origin, indent: "  ")
            for replaced in entry.replaced.reversed() {
                text += "  replaces \(replaced.value.jsonText)\n" + describe(replaced, indent: "    ")
            }
        }
        return .success(text)
    }

    private static func describe(_ origin: StyleExplanation.Origin, indent: String) -> String {
        var text = "\(indent)set at \(origin.place), in style \(origin.style)\n"
        for step in origin.steps {
            text += "\(indent)  via \(step.kind == .variant ? "variant style" : step.kind.rawValue) \(step.style) at \(step.place)\n"
        }
        for constant in origin.constants {
            text += "\(indent)  constant \(constant.name) at \(constant.place)\n"
        }
        return text
    }
}
