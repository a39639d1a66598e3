/// `unknown-variant`: an active variant of the app's (`--variant V`) that
/// no style `S_V` and no `Constants_V` group of the chain uses, usually a
/// typo. The environment's names are not judged: themes need not use them.
struct UnknownVariantRule: LintRule {
    var code: Diagnostic.Code { .unknownVariant }

    func check(_ context: LintContext) -> [Diagnostic] {
        guard !context.variants.isEmpty else { return [] }
        let constantVariants = Set(context.chain.layers.flatMap(\.constantVariants))
        let styleNames = context.chain.allStyleNames
        let unused = context.variants.filter { variant in
            !constantVariants.contains(variant) && !styleNames.contains { VariantName.isStyle($0, of: variant) }
        }
        let known =
            Array(constantVariants)
            + styleNames.compactMap(VariantName.lastPart(ofStyle:))
        return unused.map { variant in
            Diagnostic(
                .unknownVariant,
                "no style `…_\(variant)` and no `\(VariantName.constantsGroup(of: variant))` in the chain uses the variant `\(variant)`, so it changes nothing",
                file: context.defaultTheme.path
            ).suggesting(Suggestion.closest(to: variant, in: Array(Set(known)).sorted()))
        }
    }
}
