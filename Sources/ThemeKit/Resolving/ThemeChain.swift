/// A manager's lookup chain at one moment, as a value: the themes in lookup
/// order, where the overrides and the alternatives stand among them, the
/// variants and the limits.
///
/// Snapshots, exports, lint and explain take one of these and work on it
/// with resolvers of their own, outside the manager's lock: a long lint or
/// export never holds up styling, and the manager changing meanwhile does
/// not change what they see.
package struct ThemeChain: Sendable {
    /// The themes and the active variants (the environment's, then the app's).
    let lookup: LookupChain
    /// Whether the first layer is the overrides theme.
    let hasOverrides: Bool
    /// The positions of the alternative themes among the layers.
    let alternativeLayers: Range<Int>
    /// The environment's variants, which come first.
    let environmentVariants: [String]
    /// The app's own variants, after the environment's (lint checks each is used).
    let appVariants: [String]
    let limits: ThemeLimits

    /// A resolver of this chain with nothing resolved yet.
    func resolver() -> ChainResolver {
        ChainResolver(chain: lookup, limits: limits)
    }

    /// The same themes with `variants` as the app's variants (the environment's still apply).
    func withAppVariants(_ variants: [String]) -> ThemeChain {
        ThemeChain(
            lookup: LookupChain(layers: lookup.layers, variants: environmentVariants + variants), hasOverrides: hasOverrides,
            alternativeLayers: alternativeLayers, environmentVariants: environmentVariants, appVariants: variants, limits: limits)
    }

    /// The chain's themes in lookup order (overrides, alternatives, default).
    package var themes: [Theme] { lookup.layers }

    /// Which kind of theme layer `layer` is, as explanations name it.
    func kind(ofLayer layer: Int) -> StyleExplanation.Layer {
        if hasOverrides && layer == 0 { return .overrides }
        if alternativeLayers.contains(layer) { return .alternative(layer - alternativeLayers.lowerBound) }
        return .defaultTheme
    }

    /// Every diagnostic of the chain, with `alongside`, judged by `options`, on a resolver of its own.
    func lint(options: LintOptions = .default, alongside: [Diagnostic] = []) -> (found: [Diagnostic], resolver: ChainResolver) {
        let resolver = resolver()
        let found = ThemeLinter(resolver: resolver, alternativeLayers: alternativeLayers, variants: appVariants, options: options)
            .run(alongside: alongside)
        return (found, resolver)
    }
}

extension ThemeManager.State {
    /// The chain as it stands, to be worked on outside the lock.
    var chain: ThemeChain {
        ThemeChain(
            lookup: resolver.chain, hasOverrides: overrides.theme != nil, alternativeLayers: alternativeLayers,
            environmentVariants: environment.variantNames, appVariants: variants, limits: limits)
    }
}

extension ThemeManager {
    /// The lookup chain as it stands now, for work done outside the manager's lock.
    package var chain: ThemeChain { state.withLock(\.chain) }
}
