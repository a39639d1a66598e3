/// `variant-without-base`: a `Constants_V` group defines a name that no
/// `Constants` in the chain defines, so without V that constant is
/// undefined (theme-format §8). A design system's token document is left
/// alone: a theme (context) of its own that adds tokens is how it is written
/// (a Tokens Studio theme enabling a set of components), and a use of such a
/// token where the variant is not chosen is still reported where it is used.
struct VariantWithoutBaseRule: LintRule {
    /// The code it reports, declared with everything said about it.
    static let code = Diagnostic.Code(
        "variant-without-base", .warning,
        summary: "A Constants_V group defines a constant that no Constants group defines.",
        explanation: """
            A `Constants_V` group defines a constant that no `Constants` of the chain defines, so without the variant it is \
            undefined and every use of it fails. Give it a value in `Constants` too (the light value of a dark-mode colour, say).
            """,
        examples: .init(
            triggering: [#"{"formatVersion": 2, "Constants_DARK": {"COLOR_TEXT": "c:#FFF"}}"#],
            notTriggering: [#"{"formatVersion": 2, "Constants": {"COLOR_TEXT": "c:#000"}, "Constants_DARK": {"COLOR_TEXT": "c:#FFF"}}"#]))

    func check(_ context: LintContext) -> [Diagnostic] {
        let baseNames = Set(context.chain.layers.flatMap(\.constantNames))
        let suggestions = SuggestionIndex(baseNames.sorted())
        return context.chain.layers.flatMap { theme in
            theme.constantVariants.flatMap { variant -> [Diagnostic] in
                (theme.variantConstants[variant]?.all ?? []).filter {
                    !baseNames.contains($0.name) && !theme.source(of: $0).isTokenFile
                }.map { definition in
                    theme.source(of: definition).unknownName(
                        .variantWithoutBase,
                        "`\(definition.name)` is defined in `\(VariantName.constantsGroup(of: variant))` but in no `Constants` of the chain, so without the variant `\(variant)` it is undefined; give it a value in `Constants` too",
                        name: definition.name, suggestions: suggestions, at: definition.keyOffset, keyPath: definition.keyPath)
                }
            }
        }
    }
}

extension Diagnostic.Code {
    /// `variant-without-base`: A Constants_V group defines a constant that no Constants group defines.
    public static let variantWithoutBase = VariantWithoutBaseRule.code
}
