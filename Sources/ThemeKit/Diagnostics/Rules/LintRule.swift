/// What a chain-wide lint rule can look at.
struct LintContext {
    struct ResolvedConstant {
        var layer: Int
        var definition: ConstantDefinition
        /// nil when the value failed (already reported).
        var value: ThemeValue?
    }

    let resolver: ChainResolver
    var chain: LookupChain { resolver.chain }
    let alternativeLayers: Range<Int>
    let constants: [ResolvedConstant]
    /// The app's own active variants (the environment's are not judged).
    let variants: [String]
    let options: LintOptions

    var defaultTheme: Theme { chain.layers[chain.layers.count - 1] }
}

/// One lint rule: looks at the chain and returns what it finds wrong.
protocol LintRule: Sendable {
    /// The code it reports; a rule whose code is off is not run.
    var code: Diagnostic.Code { get }
    func check(_ context: LintContext) -> [Diagnostic]
}
