extension LintConfiguration {
    /// The keys of `themecheck.json`, which its reader dispatches on, in the
    /// order its messages list them; the growth benchmark has a case for each.
    package enum Key: String, CaseIterable, Sendable {
        case themes, exclude, rules, contrast, runtimeConstants, generate, assets
    }

    /// The keys of one theme set of `themes`.
    package enum ThemeSetKey: String, CaseIterable, Sendable {
        case `default`, alternatives, variants
    }
}
