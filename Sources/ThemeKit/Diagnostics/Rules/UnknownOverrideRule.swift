/// `unknown-override`: an alternative theme defines a constant or style that
/// the default theme does not, which is usually a typo.
struct UnknownOverrideRule: LintRule {
    /// The code it reports, declared with everything said about it.
    static let code = Diagnostic.Code(
        "unknown-override", .warning,
        summary: "An alternative theme defines something the default theme does not.",
        explanation: """
            An alternative theme overrides constants and styles of the default theme; one the default lacks is usually a typo.
            """,
        examples: .init(onlyInFixture: "it takes an overrides file"))

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

extension Diagnostic.Code {
    /// `unknown-override`: An alternative theme defines something the default theme does not.
    public static let unknownOverride = UnknownOverrideRule.code
}
