/// Checks a whole lookup chain: every theme's loading diagnostics, every
/// constant and style definition resolved (shadowed ones too, each as if
/// its own layer provided it), and the chain-wide rules.
///
/// It collects every problem; it never stops at the first.
struct ThemeLinter {
    let resolver: ChainResolver
    let alternativeLayers: Range<Int>
    /// The app's own variants (not the environment's), checked for use.
    var variants: [String] = []
    var options = LintOptions.default

    /// The rules that look at the chain as a whole, one type per rule
    /// (Rules/), each declaring its code: with ``styleRules``, the one list
    /// of rules, from which ``Diagnostic/Code/all`` takes their codes.
    static let rules: [any LintRule] = [
        UnknownOverrideRule(), ConventionMismatchRule(), VariantWithoutBaseRule(), UnknownVariantRule(), UnusedConstantRule(),
        DeprecatedTokenRule(), RuntimeConstantGroupRule(), UnknownImageRule(),
    ]
    /// The rules that look at each style as the chain resolves it.
    static let styleRules: [any ResolvedStyleRule] = [LowContrastRule(), PropertyTypeRule()]
    /// The codes the rules report, in the order of the lists.
    static var ruleCodes: [Diagnostic.Code] { rules.map(\.code) + styleRules.map(\.code) }

    /// Every problem of the chain, with `alongside` (problems met loading
    /// files that are not in the chain, such as an overrides file), judged
    /// once by ``options``.
    func run(alongside: [Diagnostic] = []) -> [Diagnostic] {
        resolver.prepareForEveryStyle()
        var diagnostics = alongside
        var constants: [LintContext.ResolvedConstant] = []
        let chain = resolver.chain
        var variantResolvers: [String: ChainResolver] = [:]
        for (layer, theme) in chain.layers.enumerated() {
            diagnostics += theme.diagnostics
            // Every definition, in Constants and in each Constants_V group, active or not.
            let definitions = theme.constants.all + theme.constantVariants.flatMap { theme.variantConstants[$0]?.all ?? [] }
            for definition in definitions {
                let value = resolvedValue(of: definition, inLayer: layer, diagnostics: &diagnostics, variantResolvers: &variantResolvers)
                constants.append(.init(layer: layer, definition: definition, value: value))
            }
        }
        let context = LintContext(
            resolver: resolver, alternativeLayers: alternativeLayers, constants: constants,
            variants: variants, options: options)
        let styleRules = Self.styleRules.filter { options.isEnabled($0.code) }
        let definitions = chain.layers.indices.flatMap { layer in
            chain.layers[layer].styleNames.map { StyleDefinitionPass.Definition(layer: layer, name: $0) }
        }
        var found = StyleDefinitionPass.Findings(ruleCount: styleRules.count)
        for part in StyleDefinitionPass.run(definitions, context: context, rules: styleRules) { found.add(part) }
        if !styleRules.isEmpty, !chain.variants.isEmpty {
            // With variants, each style is judged as they change it (`S_V` appended).
            for name in chain.allStyleNames {
                if case .success(let style) = resolver.resolveUncached(named: name) { found.judge(style, by: styleRules, in: context) }
            }
        }
        diagnostics += found.diagnostics
        for (index, rule) in styleRules.enumerated() { diagnostics += rule.finish(found.rules[index]) }
        for rule in Self.rules where options.isEnabled(rule.code) { diagnostics += rule.check(context) }
        return options.judged(withoutRuntimeConstants(diagnostics))
    }

    /// `diagnostics` but the `undefined-constant` of constants the app
    /// supplies at run time (theme-format §11): resolution still reports
    /// them until the app does, the linter does not.
    private func withoutRuntimeConstants(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        let runtime = options.runtimeConstants.including(resolver.chain.layers, everyListingGroup: true)
        guard !runtime.names.isEmpty || !runtime.globs.isEmpty else { return diagnostics }
        return diagnostics.filter { diagnostic in
            guard diagnostic.code == Diagnostic.Code.undefinedConstant.rawValue, let name = diagnostic.undefinedName else { return true }
            return !runtime.declares(name)
        }
    }

    /// The value of one constant definition: through the shared cache when it
    /// is the one the chain uses, resolved on its own when it is shadowed.
    /// A definition's value as its own place resolves it: a shadowed one as
    /// if its layer provided it. A name only its own `Constants_V` group (or
    /// another the chain does not choose) defines is no undefined constant
    /// there: what the value names is looked up again with its variant `V`
    /// chosen too, by one resolver per such variant.
    private func resolvedValue(
        of definition: ConstantDefinition, inLayer layer: Int,
        diagnostics: inout [Diagnostic], variantResolvers: inout [String: ChainResolver]
    ) -> ThemeValue? {
        if let found = resolver.chain.constant(named: definition.name), found.layer == layer, found.definition.variant == definition.variant
        {
            return resolver.constant(named: definition.name, diagnostics: &diagnostics)
        }
        let site = ValueSite(
            source: resolver.chain.layers[layer].source(of: definition), offset: definition.value.offset,
            keyPath: definition.keyPath)
        var found: [Diagnostic] = []
        let value = resolver.values.resolve(definition.value, at: site, diagnostics: &found)
        guard let variant = definition.variant, !resolver.variants.contains(variant),
            found.contains(where: { $0.code == Diagnostic.Code.undefinedConstant.rawValue })
        else {
            diagnostics += found
            return value
        }
        let chain = resolver.chain
        let own =
            variantResolvers[variant]
            ?? ChainResolver(chain: LookupChain(layers: chain.layers, variants: chain.variants + [variant]), limits: resolver.values.limits)
        variantResolvers[variant] = own
        var inVariant: [Diagnostic] = []
        let variantValue = own.values.resolve(definition.value, at: site, diagnostics: &inVariant)
        diagnostics +=
            found.filter { $0.code != Diagnostic.Code.undefinedConstant.rawValue }
            + inVariant.filter { $0.code == Diagnostic.Code.undefinedConstant.rawValue }
        return variantValue
    }
}
