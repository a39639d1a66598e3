import Foundation

/// The engine: holds the lookup chain (overrides, alternative themes, the
/// default theme), resolves constants and styles through it, and caches
/// what it resolved until the chain or the variants change.
///
/// Safe to use from any thread: all state sits behind one lock, and objects
/// are called outside it (see ``apply(styleNamed:to:)-(String,_)``).
public final class ThemeManager: Sendable {
    struct State {
        var defaultTheme: Theme
        var alternatives: [Theme]
        /// The first layer: the overrides file as loaded, then as modified.
        var overrides: OverridesStore
        var limits: ThemeLimits
        /// The app's own variants, after the environment's.
        var variants: [String] = []
        var environment = ThemeEnvironment()
        /// Run-time constants the app declared itself (``ThemeManager/declareRuntimeConstants(_:)``).
        var runtimeDeclarations = RuntimeConstantDeclarations()
        var resolver: ChainResolver
        /// Counts the resolvers made: an apply plan made from one is current while this is unchanged.
        var generation = 0

        /// The variants in force: the environment's names, then the app's (theme-format §8).
        var activeVariants: [String] { environment.variantNames + variants }

        /// Layers in lookup order: overrides, alternatives, default.
        var layers: [Theme] { (overrides.theme.map { [$0] } ?? []) + alternatives + [defaultTheme] }
        /// The positions of the alternative themes among ``layers``.
        var alternativeLayers: Range<Int> {
            let first = overrides.theme == nil ? 0 : 1
            return first..<first + alternatives.count
        }

        mutating func rebuildResolver() {
            generation += 1
            resolver = ChainResolver(chain: LookupChain(layers: layers, variants: activeVariants), limits: limits)
        }
    }

    let state: Locked<State>
    /// Where modifications are persisted; nil keeps them in memory only.
    public let overridesURL: URL?
    /// Serialises writes of the overrides file, so the file ends as the latest modifications.
    let synchronizing = NSLock()
    /// The objects kept styled and the change observers.
    let subscribers = Subscribers()
    /// Styles compiled for the object types they are applied to.
    let plans = ApplyPlans()
    /// Problems met loading the overrides file given at start, if any.
    public let overridesDiagnostics: [Diagnostic]

    /// A manager over `defaultTheme`, with `alternatives` looked up first, in order.
    ///
    /// `overridesURL` names a persisted overrides file, loaded (when it exists)
    /// as the first layer of the chain.
    public convenience init(defaultTheme: Theme, alternatives: [Theme] = [], overridesURL: URL? = nil) {
        self.init(defaultTheme: defaultTheme, alternatives: alternatives, overridesURL: overridesURL, limits: .default)
    }

    /// A manager whose resolution, and overrides loading, keep within `limits`.
    ///
    /// An overrides file that cannot be used is moved aside (renamed with a
    /// `.corrupt` suffix) and reported in ``overridesDiagnostics``.
    public convenience init(defaultTheme: Theme, alternatives: [Theme], overridesURL: URL?, limits: ThemeLimits) {
        let loaded = overridesURL.map { OverridesFile.load(from: $0, limits: limits) } ?? OverridesFile.Loaded()
        self.init(defaultTheme: defaultTheme, alternatives: alternatives, overrides: loaded, overridesURL: overridesURL, limits: limits)
    }

    /// A manager whose first layer is an overrides theme you loaded yourself,
    /// used as it is (nothing is moved or written): how `themecheck --overrides`
    /// checks a file. Modifications start from its content.
    public convenience init(defaultTheme: Theme, alternatives: [Theme], overrides: Theme, limits: ThemeLimits = .default) {
        var problems: [Diagnostic] = []
        let modifications = Modifications(theme: overrides, problems: &problems)
        let loaded = OverridesFile.Loaded(theme: overrides, modifications: modifications, diagnostics: problems)
        self.init(defaultTheme: defaultTheme, alternatives: alternatives, overrides: loaded, overridesURL: nil, limits: limits)
    }

    private init(
        defaultTheme: Theme, alternatives: [Theme], overrides loaded: OverridesFile.Loaded, overridesURL: URL?, limits: ThemeLimits
    ) {
        let layers = (loaded.theme.map { [$0] } ?? []) + alternatives + [defaultTheme]
        self.overridesURL = overridesURL
        self.overridesDiagnostics = loaded.diagnostics
        self.state = Locked(
            State(
                defaultTheme: defaultTheme, alternatives: alternatives,
                overrides: OverridesStore(loaded: loaded, path: overridesURL?.path ?? loaded.theme?.path ?? "overrides"),
                limits: limits,
                resolver: ChainResolver(chain: LookupChain(layers: layers), limits: limits)))
    }

    /// Replaces the alternative themes (looked up in the order given, before
    /// the default theme) and drops everything resolved so far.
    public func setAlternativeThemes(_ themes: [Theme]) {
        state.withLock { state in
            state.alternatives = themes
            state.rebuildResolver()
        }
        didChange(.alternativeThemes)
    }

    /// The themes of the lookup chain, in lookup order.
    public var themes: [Theme] { state.withLock { $0.layers } }

    /// The resolved value of constant `name`; nil if no theme defines it or its value fails.
    public func constant(named name: String) -> ThemeValue? {
        state.withLock { $0.resolver.constant(named: name) }
    }

    /// Style `name` resolved through the chain with the active variants.
    ///
    /// - Throws: ``ThemeError`` with `unknown-style` when no theme defines it,
    ///   or `limit-exceeded` when resolving it crosses a limit. Other problems
    ///   (a bad colour, a loop) do not throw; they are in the style's `diagnostics`.
    public func resolvedStyle(named name: String) throws -> ResolvedStyle {
        try resolvedStyleResult(named: name).get()
    }

    func resolvedStyleResult(named name: String) -> Result<ResolvedStyle, ThemeError> {
        state.withLock { $0.resolver.resolvedStyle(named: name) }
    }

    /// Where each value of style `name` comes from: the file and line, the
    /// theme, the `_superstyle`/`style:`/`_inherit` steps, the constants
    /// followed, and the earlier assignments it replaced (with the active variants).
    ///
    /// - Throws: ``ThemeError`` as ``resolvedStyle(named:)-(String)`` does.
    public func explain(styleNamed name: String) throws -> StyleExplanation {
        // On a resolver of its own, outside the lock: explaining never holds up styling.
        let chain = chain
        return try chain.resolver().explain(named: name, layerKind: chain.kind(ofLayer:)).get()
    }

    /// ``explain(styleNamed:)`` of many styles on one resolver, so what they
    /// share (a long chain of constants) is resolved once, not once a style:
    /// the preview page traces hundreds. Nil for a style that cannot be explained.
    package func explainer() -> (String) -> StyleExplanation? {
        let chain = chain
        let resolver = chain.resolver()
        return { name in try? resolver.explain(named: name, layerKind: chain.kind(ofLayer:)).get() }
    }

    /// Every constant name and every style name of the chain, each once.
    public var constantNames: [String] { state.withLock { $0.resolver.chain.allConstantNames } }
    /// The names of every style the chain defines, sorted.
    public var styleNames: [String] { state.withLock { $0.resolver.chain.allStyleNames } }

    /// Checks every definition in every theme of the chain, shadowed ones too,
    /// and returns all problems found, in report order, each at its default severity.
    public func lint() -> [Diagnostic] {
        lint(options: .default)
    }

    /// ``lint()`` judged by `options` (severities, rules turned on or off, the
    /// contrast minimum): what `themecheck` reads from its configuration file.
    /// `alongside` (what the caller met loading files) is judged with the rest, once.
    package func lint(options: LintOptions, alongside: [Diagnostic] = []) -> [Diagnostic] {
        // On a resolver of its own, outside the lock, so a long lint never
        // holds up styling; if the chain is still the same afterwards, the
        // warmed resolver becomes the manager's.
        let (chain, generation) = state.withLock { ($0.chain, $0.generation) }
        let (found, resolver) = chain.lint(options: options, alongside: overridesDiagnostics + alongside)
        state.withLock { state in
            if state.generation == generation { state.resolver = resolver }
        }
        return found
    }
}
