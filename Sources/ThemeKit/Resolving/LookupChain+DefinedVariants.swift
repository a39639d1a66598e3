/// The variants a chain's themes define themselves (theme-format §5 and §8):
/// what `themecheck` lints and previews when it is told of none.
extension LookupChain {
    /// Every variant the chain's themes (their includes too) define, each
    /// once: the V of every `Constants_V` group, in layer and document order,
    /// then the V of every style `S_V` whose base style `S` the chain has, in
    /// the order of the style names.
    ///
    /// A variant is a plain name: `Constants_DARK_HIGH_CONTRAST` defines
    /// `DARK_HIGH_CONTRAST`, which is its own variant. A style
    /// `Button_DARK_HIGH_CONTRAST` defines `DARK_HIGH_CONTRAST` when there
    /// is a `Button`, and `HIGH_CONTRAST` when there is a `Button_DARK`:
    /// resolving `Button_DARK` by name with that variant active appends it.
    var definedVariants: [String] {
        var seen = Set<String>()
        var variants: [String] = []
        for layer in layers {
            for variant in layer.constantVariants where seen.insert(variant).inserted { variants.append(variant) }
        }
        let names = allStyleNames
        let styles = Set(names.map { Substring($0) })
        for name in names {
            for variant in VariantName.variants(splitting: name, where: styles.contains) where seen.insert(variant).inserted {
                variants.append(variant)
            }
        }
        return variants
    }
}

extension ThemeChain {
    /// Every variant the chain's themes define themselves (``LookupChain/definedVariants``).
    package var definedVariants: [String] { lookup.definedVariants }
}
