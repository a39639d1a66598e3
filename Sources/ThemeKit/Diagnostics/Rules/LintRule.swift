/// What a chain-wide lint rule can look at.
struct LintContext {
    struct ResolvedConstant {
        var layer: Int
        var definition: ConstantDefinition
        /// nil when the value failed (already reported).
        var value: ThemeValue?
    }

    let chain: LookupChain
    let alternativeLayers: Range<Int>
    let constants: [ResolvedConstant]
    /// The app's own active variants (the environment's are not judged).
    let variants: [String]

    var defaultTheme: Theme { chain.layers[chain.layers.count - 1] }
}

/// One lint rule: looks at the chain and returns what it finds wrong.
protocol LintRule: Sendable {
    func check(_ context: LintContext) -> [Diagnostic]
}
