/// `unknown-override`: an alternative theme defines a constant or style that
/// the default theme does not, which is usually a typo.
struct UnknownOverrideRule: LintRule {
    func check(_ context: LintContext) -> [Diagnostic] {
        let defaultTheme = context.defaultTheme
        var diagnostics: [Diagnostic] = []
        for layer in context.alternativeLayers {
            let theme = context.chain.layers[layer]
            for constant in theme.constants.all where !defaultTheme.constants.contains(constant.name) {
                diagnostics.append(theme.source.diagnostic(
                    .unknownOverride,
                    "alternative theme `\(theme.name)` defines constant `\(constant.name)`, which the default theme `\(defaultTheme.name)` does not"
                        + Suggestion.didYouMean(constant.name, in: defaultTheme.constantNames),
                    at: constant.keyOffset, keyPath: constant.keyPath))
            }
            for style in theme.styles.all where !defaultTheme.styles.contains(style.name) {
                diagnostics.append(theme.source.diagnostic(
                    .unknownOverride,
                    "alternative theme `\(theme.name)` defines style `\(style.name)`, which the default theme `\(defaultTheme.name)` does not"
                        + Suggestion.didYouMean(style.name, in: defaultTheme.styleNames),
                    at: style.keyOffset, keyPath: style.keyPath))
            }
        }
        return diagnostics
    }
}
