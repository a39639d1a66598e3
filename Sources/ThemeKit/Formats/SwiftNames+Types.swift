/// The types `themecheck generate swift` gives constant keys, and the names
/// it gives styles, decided from a chain as it resolves.
extension SwiftNames {
    /// What a generated constant key is typed as.
    package enum ConstantType: Hashable, Sendable {
        /// `ThemeConstantKey<Type>`, the Swift type named.
        case typed(String)
        /// `ThemeConstantKey<ThemeValue>`, and the comment says why.
        case untyped(reason: String)
    }

    /// How many of the variants a chain defines are resolved to type its
    /// constants, each once: as many as `themecheck lint` checks alone.
    static let variantLimit = 16

    /// Every constant of `chain` (those that only a `Constants_V` group
    /// defines too) with the type of its resolved value.
    ///
    /// Each constant is resolved with the chain's variants, and again with
    /// each variant the chain defines added: a value of one kind throughout
    /// is typed; one that is null in some is optional; one whose kind
    /// differs, that is null throughout, or that does not resolve is
    /// untyped, with the reason.
    package static func constantTypes(of chain: ThemeChain) -> [String: ConstantType] {
        let base = chain.lookup.variants
        var sets = [base]
        for variant in chain.definedVariants.prefix(variantLimit) where !base.contains(variant) { sets.append(base + [variant]) }
        var outcomes: [String: [(variants: [String], value: ThemeValue?)]] = [:]
        for variants in sets {
            let lookup = LookupChain(layers: chain.lookup.layers, variants: variants)
            let resolver = ChainResolver(chain: lookup, limits: chain.limits)
            for name in lookup.allConstantNames {
                outcomes[name, default: []].append((variants, resolver.constant(named: name)))
            }
        }
        return outcomes.mapValues { constantType(of: $0) }
    }

    /// The names of `chain`'s styles but the variant definitions (`Card_DARK`
    /// where there is a `Card`): a variant changes its base, it is not a style of its own.
    package static func styleNames(of chain: ThemeChain) -> [String] {
        let names = chain.lookup.allStyleNames
        let styles = Set(names.map { Substring($0) })
        return names.filter { VariantName.variants(splitting: $0, where: styles.contains).isEmpty }
    }

    /// The types of two configurations' constants as one: a constant typed
    /// differently in each is untyped.
    package static func merging(_ types: [String: ConstantType], _ more: [String: ConstantType]) -> [String: ConstantType] {
        types.merging(more) { first, second in
            first == second ? first : .untyped(reason: "its kind differs between the configurations of themecheck.json")
        }
    }

    private static func constantType(of outcomes: [(variants: [String], value: ThemeValue?)]) -> ConstantType {
        var types: [(variants: [String], type: String)] = []
        var isOptional = false
        for outcome in outcomes {
            switch outcome.value {
            case nil:
                return .untyped(reason: "it does not resolve \(label(outcome.variants)) (see `themecheck lint`)")
            case .null?:
                isOptional = true
            case let value?:
                guard let type = swiftType(of: value) else { return .untyped(reason: "it holds \(value.kindDescription)") }
                types.append((outcome.variants, type))
            }
        }
        guard !types.isEmpty else { return .untyped(reason: "it is null") }
        var distinct = Set(types.map(\.type))
        if distinct == ["ThemeColor", "ThemeColorSource"] { distinct = ["ThemeColorSource"] }
        guard distinct.count == 1, let type = distinct.first else {
            let kinds = types.map { "`\($0.type)` \(label($0.variants))" }
            return .untyped(reason: "its kind differs between variants: " + kinds.joined(separator: ", "))
        }
        return .typed(isOptional ? type + "?" : type)
    }

    /// The ThemeKit type that reads `value`; nil for null and an array.
    private static func swiftType(of value: ThemeValue) -> String? {
        value.kind.swiftType
    }

    private static func label(_ variants: [String]) -> String {
        variants.isEmpty ? "without variants" : "with " + variants.map { "`\($0)`" }.joined(separator: " and ")
    }
}
