/// What a chain-wide lint rule can look at.
struct LintContext {
    struct ResolvedConstant: Sendable {
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

/// A rule that looks at each style as the chain resolves it (with the
/// active variants), as the linter resolves them anyway.
protocol ResolvedStyleRule: Sendable {
    /// The code it reports, with its severity, summary, explanation and
    /// examples (as SwiftLint's `RuleDescription`); a rule whose code is off is not run.
    static var code: Diagnostic.Code { get }
    func check(_ style: ResolvedStyle, in context: LintContext) -> [Diagnostic]
    /// The findings of every style, as reported (merged, ordered).
    func finish(_ findings: [Diagnostic]) -> [Diagnostic]
}

/// One lint rule: looks at the chain and returns what it finds wrong.
protocol LintRule: Sendable {
    /// The code it reports, with its severity, summary, explanation and
    /// examples (as SwiftLint's `RuleDescription`); a rule whose code is off is not run.
    static var code: Diagnostic.Code { get }
    func check(_ context: LintContext) -> [Diagnostic]
}

extension LintRule {
    /// The code this rule reports.
    var code: Diagnostic.Code { Self.code }
}

extension ResolvedStyleRule {
    /// The code this rule reports.
    var code: Diagnostic.Code { Self.code }
}
