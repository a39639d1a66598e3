/// Resolves constants and styles of one lookup chain and remembers the results.
///
/// A ``ThemeManager`` makes a new one whenever the chain or the active
/// variants change, so a cache can never outlive what it was computed from.
/// Not thread-safe: used under the manager's lock.
final class ChainResolver {
    let values: ValueResolver
    /// Sub-styles resolved as parts of others, shared by every resolution of this chain.
    let substyles: SubstyleCache
    // Unchecked as ``ValueResolver``'s tables are: used by its own methods under the manager's lock, one access at a time.
    @exclusivity(unchecked) private var styles: [String: Result<ResolvedStyle, ThemeError>] = [:]

    /// A resolver of `chain`, whose variants choose both the `S_V` styles
    /// and the `Constants_V` values; a change of variants is a new resolver.
    init(chain: LookupChain, limits: ThemeLimits) {
        self.values = ValueResolver(chain: chain, limits: limits)
        self.substyles = SubstyleCache(chain: chain)
    }

    /// A resolver of `chain` that starts from the constants `seed` resolved.
    init(chain: LookupChain, limits: ThemeLimits, seed: ValueResolver.Seed) {
        self.values = ValueResolver(chain: chain, limits: limits, seed: seed)
        self.substyles = SubstyleCache(chain: chain)
    }

    /// Makes this resolver keep every sub-style the first time it reaches
    /// it, for a pass over every style, which reaches most of them again.
    func prepareForEveryStyle() {
        substyles.keepsAtFirstReach = true
    }

    /// The active variants, in order.
    var variants: [String] { chain.variants }

    var chain: LookupChain { values.chain }

    /// The resolved value of constant `name`; nil when undefined or unresolved.
    func constant(named name: String) -> ThemeValue? {
        var ignored: [Diagnostic] = []
        return constant(named: name, diagnostics: &ignored)
    }

    /// The resolved value of constant `name`, with the diagnostics of its resolution.
    func constant(named name: String, diagnostics: inout [Diagnostic]) -> ThemeValue? {
        if case .value(let value) = values.constant(named: name, diagnostics: &diagnostics) { return value }
        return nil
    }

    /// Style `name` resolved with the active variants, from the cache when possible.
    ///
    /// Fails with `unknown-style` when no theme defines it, and with
    /// `limit-exceeded` when resolving it crossed a work limit.
    func resolvedStyle(named name: String) -> Result<ResolvedStyle, ThemeError> {
        if let cached = styles[name] { return cached }
        let result = resolveUncached(named: name)
        ResolvedTableRoom.grow(&styles) { chain.styleDefinitionCount }
        styles[name] = result
        return result
    }

    /// Style `name` resolved with the active variants, not kept among the
    /// resolved styles: for a pass over every style (lint) that must not
    /// hold them all at once. (The sub-style cache still keeps a style's
    /// assignments, without variants, for the styles that name it.)
    func resolveUncached(named name: String) -> Result<ResolvedStyle, ThemeError> {
        guard let found = chain.style(named: name) else {
            return .failure(
                ThemeError(
                    Diagnostic(.unknownStyle, "no theme in the chain defines a style named `\(name)`")
                        .suggesting(Suggestion.closest(to: name, in: chain.allStyleNames))))
        }
        return resolve(found, name: name, variants: variants.compactMap { chain.style(named: VariantName.style(name, variant: $0)) })
    }

    /// The style that layer `layer` defines as `name`, resolved as if that
    /// layer provided it and without variants: how the linter checks
    /// definitions that a higher layer shadows.
    func resolveDefinition(named name: String, inLayer layer: Int) -> Result<ResolvedStyle, ThemeError>? {
        guard let definition = chain.layers[layer].styles[name] else { return nil }
        return resolve(LookupChain.Found(layer: layer, definition: definition), name: name, variants: [])
    }

    /// `found`, then the styles of the active variants that change it.
    private func resolve(
        _ found: LookupChain.Found<StyleDefinition>, name: String, variants: [LookupChain.Found<StyleDefinition>]
    ) -> Result<ResolvedStyle, ThemeError> {
        var resolver = StyleResolver(values: values, cache: substyles)
        resolver.expand(found)
        for variant in variants { resolver.expand(variant) }
        let result = Self.finish(resolver, name: name)
        // The style alone: the next style that names it merges it.
        if variants.isEmpty, case .success(let style) = result { resolver.keep(style.assignments, of: found) }
        return result
    }

    /// Style `name` resolved with provenance, for `explain` (not cached).
    func explain(named name: String, layerKind: @escaping (Int) -> StyleExplanation.Layer) -> Result<StyleExplanation, ThemeError> {
        StyleExplainer(values: values, cache: substyles, layerKind: layerKind).explain(name, variants: variants)
    }

    private static func finish(_ resolver: StyleResolver, name: String) -> Result<ResolvedStyle, ThemeError> {
        let diagnostics = resolver.diagnostics.deduplicatedInReportOrder()
        if resolver.isOverLimit { return .failure(ThemeError(diagnostics: diagnostics)) }
        return .success(ResolvedStyle(name: name, resolving: resolver.allAssignments, diagnostics: diagnostics))
    }
}
