/// `unknown-variant`: an active variant of the app's (`--variant V`) that
/// no style `S_V` and no `Constants_V` group of the chain uses, usually a
/// typo. The environment's names are not judged: themes need not use them.
struct UnknownVariantRule: LintRule {
    /// The code it reports, declared with everything said about it.
    static let code = Diagnostic.Code(
        "unknown-variant", .warning,
        summary: "An active variant that nothing in the chain uses.",
        explanation: """
            No style `S_V` and no `Constants_V` group of the chain uses the active variant (`--variant V`, or the app's variants), \
            so activating it changes nothing: usually a typo. The diagnostic names the theme file, without a line.
            """,
        examples: .init(onlyInFixture: "it takes an active variant (`--variant`)"))

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

extension Diagnostic.Code {
    /// `unknown-variant`: An active variant that nothing in the chain uses.
    public static let unknownVariant = UnknownVariantRule.code
}
