/// Everything a lookup chain resolves to: every constant and the chosen
/// styles, as `themecheck resolve` prints them.
///
/// The JSON form has sorted keys and tagged values, so it diffs well in
/// snapshot tests of an app's resolved styles.
public struct ThemeSnapshot: Sendable {
    /// Every constant of the chain that resolved (failed ones are left out).
    public internal(set) var constants: [String: ThemeValue] = [:]
    /// Each chosen style that resolved, by name.
    public internal(set) var styles: [String: ResolvedStyle] = [:]
    /// Why chosen styles are missing: `unknown-style` or `limit-exceeded`.
    public private(set) var diagnostics: [Diagnostic] = []
    /// The constants the app supplies at run time (the themes' `_runtimeConstants`,
    /// and what a configuration adds): a value naming one that is not
    /// supplied prints as `{"runtime": "NAME"}`.
    package var runtimeConstants = RuntimeConstantDeclarations()
    /// How a recorded reference was made: the `--style` names (nil: every
    /// style) and the `--variant`s, so `resolve --check` resolves the same way.
    package var invocation: Invocation?

    /// The `--style` and `--variant` flags a reference was recorded with.
    package struct Invocation: Hashable, Sendable {
        package var styles: [String]?
        package var variants: [String]

        package init(styles: [String]?, variants: [String]) {
            self.styles = styles
            self.variants = variants
        }
    }

    /// Resolves every constant and the styles `styleNames` (every style of
    /// the chain when nil) with `variants` instead of the app's variants (the
    /// environment's still apply), leaving the manager as it is: nothing is
    /// re-styled, and other threads see no change.
    public init(manager: ThemeManager, styleNames: [String]? = nil, variants: [String]) {
        self.init(chain: manager.chain.withAppVariants(variants), styleNames: styleNames)
    }

    /// Resolves every constant and the styles `styleNames` (every style of
    /// the chain when nil), with the manager's active variants.
    public init(manager: ThemeManager, styleNames: [String]? = nil) {
        self.init(chain: manager.chain, styleNames: styleNames)
    }

    /// Resolves on a resolver of its own, outside the manager's lock, that
    /// keeps each style for the next that names it, as one pass over every
    /// style should (the manager's resolver keeps one only when reached twice).
    private init(chain: ThemeChain, styleNames: [String]?) {
        let resolver = chain.resolver()
        resolver.prepareForEveryStyle()
        for name in resolver.chain.allConstantNames {
            if let value = resolver.constant(named: name) { constants[name] = value }
        }
        for name in styleNames ?? resolver.chain.allStyleNames {
            switch resolver.resolvedStyle(named: name) {
            case .success(let style): styles[name] = style
            case .failure(let error): diagnostics += error.diagnostics
            }
        }
        runtimeConstants = RuntimeConstantDeclarations().including(resolver.chain.layers)
    }

    /// `{"constants": {...}, "styles": {...}}` with sorted keys, two-space indentation.
    public func jsonString() -> String {
        let constantMembers = constants.map { (key: $0.key, json: json(of: $0.value)) }
        let styleMembers = styles.map { name, style in
            (key: name, json: JSONText.object(style.assignments.map { (key: $0.keyPath, json: json(of: $0.value)) }, indent: "    "))
        }
        var members = [
            (key: "constants", json: JSONText.object(constantMembers, indent: "  ")),
            (key: "styles", json: JSONText.object(styleMembers, indent: "  ")),
        ]
        if let invocation {
            // Only in a recorded reference: what `themecheck resolve` prints has `constants` and `styles` alone.
            var flags = [(key: "variants", json: "[" + invocation.variants.map(JSONText.string).joined(separator: ", ") + "]")]
            if let styles = invocation.styles {
                flags.append((key: "styles", json: "[" + styles.map(JSONText.string).joined(separator: ", ") + "]"))
            }
            members.append((key: "invocation", json: JSONText.object(flags, indent: "  ")))
        }
        return JSONText.object(members, indent: "") + "\n"
    }

    /// A value's tagged JSON; `{"runtime": "NAME"}` for the name of a run-time constant the app has not supplied.
    private func json(of value: ThemeValue) -> String {
        runtimeConstants.unsuppliedName(in: value) { constants[$0] != nil }.map(RuntimeConstantDeclarations.runtimeJSON) ?? value.jsonText
    }
}
