import Foundation

/// The linter's pass over every style definition: each resolved as if its
/// own layer provided it, its diagnostics kept, and the style rules run on
/// the definitions the chain chooses.
///
/// A large chain is checked in parts side by side, one a core, each on a
/// resolver of its own (a resolver is not thread-safe) that starts from the
/// constants the linter has resolved. The parts' results are joined in
/// order; a diagnostic two parts both meet (an ancestor's, say) is one
/// after the report's deduplication, so the report is the one a single pass makes.
enum StyleDefinitionPass {
    /// A style definition: its name and the layer that defines it.
    struct Definition: Sendable {
        var layer: Int
        var name: String
    }

    /// What a part found: its styles' diagnostics, and each style rule's findings.
    struct Findings: Sendable {
        var diagnostics: [Diagnostic] = []
        var rules: [[Diagnostic]]

        init(ruleCount: Int) {
            rules = Array(repeating: [], count: ruleCount)
        }

        /// Adds what each of `rules` finds in `style`.
        mutating func judge(_ style: ResolvedStyle, by rules: [any ResolvedStyleRule], in context: LintContext) {
            for (index, rule) in rules.enumerated() { self.rules[index] += rule.check(style, in: context) }
        }

        /// Adds what a later part found.
        mutating func add(_ part: Findings) {
            diagnostics += part.diagnostics
            for index in rules.indices { rules[index] += part.rules[index] }
        }
    }

    /// The fewest definitions worth a part of their own: starting a thread,
    /// and resolving again the ancestors two parts share, must pay off.
    static let minimumPart = 2_000

    /// Checks `definitions` with `rules`, in parts of at least `minimumPart`
    /// on up to `cores` threads; the parts' findings in order.
    static func run(
        _ definitions: [Definition], context: LintContext, rules: [any ResolvedStyleRule],
        cores: Int = ProcessInfo.processInfo.activeProcessorCount, minimumPart: Int = minimumPart
    ) -> [Findings] {
        let partCount = max(1, min(cores, definitions.count / max(1, minimumPart)))
        let bounds = (0...partCount).map { definitions.count * $0 / partCount }
        // What a part on another thread starts from: copies, never the linter's resolver.
        let (seed, chain, limits) = (context.resolver.values.seed, context.chain, context.resolver.values.limits)
        let (alternativeLayers, constants) = (context.alternativeLayers, context.constants)
        let (variants, options) = (context.variants, context.options)
        let others = (1..<partCount).map { part in
            let definitions = definitions[bounds[part]..<bounds[part + 1]]
            return InBackground(placeholder: Findings(ruleCount: rules.count)) {
                let resolver = ChainResolver(chain: chain, limits: limits, seed: seed)
                resolver.prepareForEveryStyle()
                let context = LintContext(
                    resolver: resolver, alternativeLayers: alternativeLayers,
                    constants: constants, variants: variants, options: options)
                return check(definitions, context: context, rules: rules)
            }
        }
        // The first part on this thread, with the linter's own resolver, which ends up warm.
        return [check(definitions[bounds[0]..<bounds[1]], context: context, rules: rules)] + others.map { $0.result() }
    }

    private static func check(
        _ definitions: ArraySlice<Definition>, context: LintContext, rules: [any ResolvedStyleRule]
    ) -> Findings {
        var found = Findings(ruleCount: rules.count)
        let chain = context.chain
        for definition in definitions {
            switch context.resolver.resolveDefinition(named: definition.name, inLayer: definition.layer) {
            case .success(let style)?:
                found.diagnostics += style.diagnostics
                // Without variants, the definition the chain chooses resolves to the style itself.
                guard chain.variants.isEmpty, chain.style(named: definition.name)?.layer == definition.layer else { continue }
                found.judge(style, by: rules, in: context)
            case .failure(let error)?: found.diagnostics += error.diagnostics
            case nil: break
            }
        }
        return found
    }
}
