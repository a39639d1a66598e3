/// `variant-without-base`: a `Constants_V` group defines a name that no
/// `Constants` in the chain defines, so without V that constant is
/// undefined (theme-format §8).
struct VariantWithoutBaseRule: LintRule {
    var code: Diagnostic.Code { .variantWithoutBase }

    func check(_ context: LintContext) -> [Diagnostic] {
        let baseNames = Set(context.chain.layers.flatMap(\.constantNames))
        let suggestions = SuggestionIndex(baseNames.sorted())
        return context.chain.layers.flatMap { theme in
            theme.constantVariants.flatMap { variant -> [Diagnostic] in
                (theme.variantConstants[variant]?.all ?? []).filter { !baseNames.contains($0.name) }.map { definition in
                    theme.source(of: definition).unknownName(
                        .variantWithoutBase,
                        "`\(definition.name)` is defined in `Constants_\(variant)` but in no `Constants` of the chain, so without the variant `\(variant)` it is undefined; give it a value in `Constants` too",
                        name: definition.name, suggestions: suggestions, at: definition.keyOffset, keyPath: definition.keyPath)
                }
            }
        }
    }
}
