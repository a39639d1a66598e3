/// `unknown-override`: an alternative theme defines a constant or style that
/// the default theme does not, which is usually a typo.
struct UnknownOverrideRule: LintRule {
    var code: Diagnostic.Code { .unknownOverride }

    func check(_ context: LintContext) -> [Diagnostic] {
        let defaultTheme = context.defaultTheme
        let constantSuggestions = SuggestionIndex(defaultTheme.constantNames)
        let styleSuggestions = SuggestionIndex(defaultTheme.styleNames)
        return context.alternativeLayers.flatMap { layer -> [Diagnostic] in
            let theme = context.chain.layers[layer]
            let constants = theme.constants.all
                .filter { !defaultTheme.constants.contains($0.name) }
                .map {
                    (
                        kind: "constant", name: $0.name, source: theme.source(of: $0), offset: $0.keyOffset, keyPath: $0.keyPath,
                        known: constantSuggestions
                    )
                }
            let styles = theme.styles.all
                .filter { !defaultTheme.styles.contains($0.name) }
                .map {
                    (
                        kind: "style", name: $0.name, source: theme.source(of: $0), offset: $0.keyOffset, keyPath: $0.keyPath,
                        known: styleSuggestions
                    )
                }
            return (constants + styles).map { unknown in
                unknown.source.unknownName(
                    .unknownOverride,
                    "alternative theme `\(theme.name)` defines \(unknown.kind) `\(unknown.name)`, which the default theme `\(defaultTheme.name)` does not",
                    name: unknown.name, suggestions: unknown.known, at: unknown.offset, keyPath: unknown.keyPath)
            }
        }
    }
}
