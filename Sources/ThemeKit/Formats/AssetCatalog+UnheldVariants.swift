extension AssetCatalog {
    /// The variants no appearance of a colour set holds (`Constants_IPAD`,
    /// `Constants_LIGHT_HIGH_CONTRAST`), and the warnings for the values lost.
    ///
    /// A constant's value in such a variant is said to be left out in the
    /// words `export css` uses for a mode it has no media query for, but only
    /// when it differs from what the catalogue shows there instead (the set's
    /// "Any" colour): a `Constants_LIGHT` that repeats the default loses nothing.
    struct UnheldVariants {
        /// Which of the variants define each constant, found once: asking every variant about every constant grows with their product.
        private let defining: [String: Set<String>]
        private let resolvers: [String: ChainResolver]

        init(chain: ThemeChain, variants: Set<String>) {
            let lookup = chain.lookup
            var defining: [String: Set<String>] = [:]
            for layer in lookup.layers {
                for variant in layer.constantVariants where variants.contains(variant) {
                    for name in layer.constantNames(forVariant: variant) { defining[name, default: []].insert(variant) }
                }
            }
            self.defining = defining
            var resolvers: [String: ChainResolver] = [:]
            for variant in variants {
                let variantChain = LookupChain(layers: lookup.layers, variants: lookup.variants + [variant])
                resolvers[variant] = ChainResolver(chain: variantChain, limits: chain.limits)
            }
            self.resolvers = resolvers
        }

        /// A warning for each of these variants in which constant `name`, exported as `color`, has another value.
        func leftOut(_ name: String, showing color: ThemeColor, at location: SourceLocation) -> [Diagnostic] {
            let held = AssetCatalog.appearances.map(\.variant)
            let named = held.dropLast().joined(separator: ", ") + " and " + (held.last ?? "")
            let why = "an asset catalogue has no appearance for it (only \(named) have one)"
            return (defining[name] ?? []).sorted().compactMap { variant in
                // The variant's own value, not one a theme higher in the chain hides.
                guard let resolver = resolvers[variant], resolver.chain.constant(named: name)?.definition.variant == variant,
                    resolver.constant(named: name) != .color(color)
                else { return nil }
                return ThemeExport.leftOut(name, at: location, mode: variant, why, format: "asset catalogue")
            }
        }
    }
}
