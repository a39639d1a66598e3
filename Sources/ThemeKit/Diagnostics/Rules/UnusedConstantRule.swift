/// `unused-constant` (off unless a configuration turns it on): a constant
/// that no style and no constant of the chain names. The app's code may
/// read constants by name, which no theme shows, hence off by default.
struct UnusedConstantRule: LintRule {
    /// The code it reports, declared with everything said about it.
    static let code = Diagnostic.Code(
        "unused-constant", .warning, isOnByDefault: false,
        summary: "A constant that nothing in the theme uses (off unless enabled).",
        explanation: """
            No style and no constant of any configuration names it. The app's own code may read constants by name \
            (`constant(named:)`), which no theme shows, so the rule is off until themecheck.json turns it on (`\"rules\": \
            {\"unused-constant\": \"warning\"}`); then it finds dead constants.
            """,
        examples: .init(onlyInFixture: "it reports only when a configuration turns it on"))

    func check(_ context: LintContext) -> [Diagnostic] {
        let used = Self.namesUsed(in: context.chain)
        return context.constants.compactMap { constant in
            let definition = constant.definition
            guard !used.contains(definition.name) else { return nil }
            return context.chain.layers[constant.layer].source(of: definition).diagnostic(
                .unusedConstant, "constant `\(definition.name)` is not used by any style or constant",
                at: definition.keyOffset, keyPath: definition.keyPath)
        }
    }

    /// Every name that a value of the chain may refer to (as resolution looks names up).
    static func namesUsed(in chain: LookupChain) -> Set<String> {
        var used = Set<String>()
        func add(_ body: StyleBody) {
            for property in body.properties {
                switch property.value {
                case .nested(let nested, _): add(nested)
                case .value(let kind, _, let offset):
                    used.formUnion(ConstantGraph.candidateNames(in: PlistNode(kind: kind, offset: Int(offset))))
                case .styles: break
                }
            }
        }
        for theme in chain.layers {
            let constants = theme.constants.all + theme.constantVariants.flatMap { theme.variantConstants[$0]?.all ?? [] }
            for definition in constants { used.formUnion(ConstantGraph.candidateNames(in: definition.value)) }
            for definition in theme.styles.all {
                if case .dictionary(let body) = definition.body { add(body) }
            }
        }
        return used
    }
}

extension Diagnostic.Code {
    /// `unused-constant`: A constant that nothing in the theme uses (off unless enabled).
    public static let unusedConstant = UnusedConstantRule.code
}
