/// Resolves values through the conventions and the constants of one lookup
/// chain (theme-format §3).
///
/// Constants are resolved as a graph (``ConstantGraph``): the first lookup
/// of a constant finds every constant it depends on, its loops once, and
/// resolves each constant once, after those it names. A constant's result
/// (its value, its diagnostics, and its height: how many constant
/// references its longest path follows to reach a value) depends on that
/// constant alone, never on which was asked for first, so every result is
/// remembered. Not thread-safe: a ``ThemeManager`` uses it under its lock.
final class ValueResolver {
    let chain: LookupChain
    let limits: ThemeLimits

    enum ConstantLookup {
        case undefined
        /// Defined, but its value failed (reported where it is defined).
        case unresolved
        case value(ThemeValue)
    }

    fileprivate struct Resolved: Sendable {
        var value: ThemeValue?
        var diagnostics: [Diagnostic]
        var height: Int
        /// The constants its resolution looked up, in order: the record `explain` follows.
        var named = NamedConstants()
    }

    // The tables below are `@exclusivity(unchecked)`: they are touched only
    // by this resolver's own methods, on one thread at a time (the manager's,
    // under its lock, or a lint part's), never by two accesses at once (each
    // statement reads or writes one entry, its right-hand side evaluated
    // first). Swift's run-time check of every access cost a tenth of
    // resolving a theme's constants.
    @exclusivity(unchecked) private var constants: [String: Resolved] = [:]
    /// The constants of the component being resolved, which must not be looked up yet.
    @exclusivity(unchecked) private var pending: Set<String> = []
    /// The greatest height among the constants the value being resolved has named, plus one.
    @exclusivity(unchecked) private var namedHeight = 0
    /// Set while a constant is resolved on the guess that all it names is
    /// resolved already; `missedGuess` records a lookup that proved it wrong.
    @exclusivity(unchecked) private var isGuessing = false
    @exclusivity(unchecked) private var missedGuess = false
    /// The constants the resolution in progress has looked up, in order.
    @exclusivity(unchecked) private var named = NamedConstants()
    /// Every constant name of the chain, for "did you mean".
    lazy var constantSuggestions: SuggestionIndex = {
        let chain = chain  // the index keeps the chain, not the resolver
        return SuggestionIndex(chain.allConstantNames)
    }()
    /// Every style name of the chain, for "did you mean".
    lazy var styleSuggestions: SuggestionIndex = {
        let chain = chain
        return SuggestionIndex(chain.allStyleNames)
    }()
    /// Whether a theme of the chain names a constant like a number (`"8"`),
    /// in any group: only then is a number in a convention looked up as a
    /// constant first (where an inactive variant's group has one, the
    /// lookup finds nothing and the number is read as written).
    lazy var constantNamesIncludeNumbers: Bool = chain.layers.contains(where: \.hasConstantNamedLikeNumber)
    init(chain: LookupChain, limits: ThemeLimits) {
        self.chain = chain
        self.limits = limits
    }

    /// The constants resolved so far, which a resolver of the same chain
    /// may start from (on another thread: the value is a copy).
    struct Seed: Sendable {
        fileprivate let constants: [String: Resolved]
    }

    var seed: Seed { Seed(constants: constants) }

    /// A resolver of `chain` that knows the constants `seed` resolved.
    convenience init(chain: LookupChain, limits: ThemeLimits, seed: Seed) {
        self.init(chain: chain, limits: limits)
        constants = seed.constants
    }

    /// Makes room for a few constants at the first, so that the table does
    /// not grow (hashing every name again) at each of its first doublings,
    /// and for every constant of the chain once more than a few are resolved.
    private func reserveRoomOnce() {
        if constants.isEmpty { constants.reserveCapacity(min(ResolvedTableRoom.few, chain.constantDefinitionCount)) }
        ResolvedTableRoom.grow(&constants) { chain.constantDefinitionCount }
    }

    // MARK: Constants

    /// The resolved value of constant `name`, adding the diagnostics of its
    /// resolution to `diagnostics`.
    func constant(named name: String, diagnostics: inout [Diagnostic]) -> ConstantLookup {
        // One lookup of the table for a constant resolved before; a first
        // lookup resolves it and keeps what it stored. `pending` holds names
        // only while a loop's members resolve; otherwise the name is not hashed for it.
        var known = constants[name]
        if known == nil, pending.isEmpty || !pending.contains(name) {
            guard let found = chain.constant(named: name) else { return .undefined }
            if isGuessing {
                missedGuess = true
                return .unresolved
            }
            known = resolveGraph(from: name, found)
        }
        guard let resolved = known else {
            // Only a lookup the graph did not foresee gets here; it is treated as the loop it would be.
            return .unresolved
        }
        namedHeight = max(namedHeight, resolved.height + 1)
        named.append(name)
        diagnostics.add(resolved.diagnostics)
        return resolved.value.map(ConstantLookup.value) ?? .unresolved
    }

    /// Resolves `root` and every unresolved constant it depends on, each
    /// component of the graph after those it reaches; returns what it keeps for `root`.
    private func resolveGraph(from root: String, _ found: LookupChain.Found<ConstantDefinition>) -> Resolved? {
        // The common case: everything `root` names is resolved already (or
        // is no constant). Tried first; a lookup of an unresolved constant
        // ends the guess, and the graph is built.
        isGuessing = true
        missedGuess = false
        let guess = resolved(root, found)
        isGuessing = false
        guard missedGuess else {
            reserveRoomOnce()
            constants[root] = guess
            return guess
        }
        // The defined constants a constant names that are not resolved yet.
        let successors: (String) -> [String] = { [self] name in
            guard let found = chain.constant(named: name) else { return [] }
            return ConstantGraph.candidateNames(of: found.definition).filter {
                constants[$0] == nil && chain.constant(named: $0) != nil
            }
        }
        for component in StronglyConnectedComponents.of(from: root, successors: successors) {
            // Earlier components are resolved by now, so a lone constant still naming itself is a loop.
            if component.count == 1, let name = component.first, let found = chain.constant(named: name),
                !successors(name).contains(name)
            {
                resolveConstant(name, found)
            } else {
                reportCycle(ConstantGraph.loop(through: component, successors: successors), members: component)
            }
        }
        return constants[root]
    }

    /// Resolves one constant, every constant it names resolved already, and remembers it.
    private func resolveConstant(_ name: String, _ found: LookupChain.Found<ConstantDefinition>) {
        pending.insert(name)
        reserveRoomOnce()
        constants[name] = resolved(name, found)
        pending.remove(name)
    }

    /// The result of one constant: its value, diagnostics and height.
    private func resolved(_ name: String, _ found: LookupChain.Found<ConstantDefinition>) -> Resolved {
        let outerHeight = namedHeight
        namedHeight = 0
        defer { namedHeight = outerHeight }
        var diagnostics: [Diagnostic] = []
        let (value, named) = recordingNames { resolveConstantValue(found, diagnostics: &diagnostics) }
        let height = namedHeight
        if value != nil, height > limits.effectiveConstantChain {
            // Reported here, at the first constant past the limit; those naming it fail through it.
            diagnostics.append(
                site(of: found).diagnostic(
                    .limitExceeded,
                    "following constants from `\(name)` takes more than \(limits.effectiveConstantChain) steps to reach a value, so `\(name)` is unresolved (raise `ThemeLimits.maximumConstantChain` if this is intended)"
                ))
            return Resolved(value: nil, diagnostics: diagnostics, height: height, named: named)
        }
        return Resolved(value: value, diagnostics: diagnostics, height: height, named: named)
    }

    /// Runs `body` and returns the constants it looked up.
    private func recordingNames<Result>(_ body: () -> Result) -> (Result, NamedConstants) {
        let outer = named
        named = NamedConstants()
        let result = body()
        defer { named = outer }
        return (result, named)
    }

    /// The constants followed from what `named` lists, as resolution followed
    /// them: each, then what its own resolution looked up, each listed once,
    /// at its first use.
    func constantsFollowed(from named: NamedConstants) -> [LookupChain.Found<ConstantDefinition>] {
        var followed: [LookupChain.Found<ConstantDefinition>] = []
        var seen = Set<String>()
        var pendingNames = Array(named.names.reversed())
        while let name = pendingNames.popLast() {
            guard seen.insert(name).inserted, let found = chain.constant(named: name) else { continue }
            followed.append(found)
            pendingNames += (constants[name]?.named.names ?? []).reversed()
        }
        return followed
    }

    /// A constant's own value, by the form loading found it in; a `style:`
    /// reference is refused, since styles alias styles directly (theme-format §3).
    private func resolveConstantValue(_ found: LookupChain.Found<ConstantDefinition>, diagnostics: inout [Diagnostic]) -> ThemeValue? {
        let definition = found.definition
        let site = site(of: found)
        switch (definition.form, definition.text) {
        case (.convention(.styleReference), let text?):
            diagnostics.append(
                site.diagnostic(
                    .invalidConstantValue,
                    "constant `\(definition.name)` holds the style reference `\(text)`; a constant cannot name a style (alias styles with `\"Name\": \"s:Other\"` in a style group), so it is unresolved"
                ))
            return nil
        // A convention newer than its file's format is plain text there (images, theme-format §12).
        case (.text, let text?): return .string(text)
        case (.convention(let convention), let text?): return resolve(text, in: convention, at: site, diagnostics: &diagnostics)
        case (.null, _): return .null
        case (.name, let text?): return resolve(name: text, at: site, diagnostics: &diagnostics)
        default: return resolve(definition.value, at: site, diagnostics: &diagnostics)
        }
    }

    /// Marks every member of a loop unresolved with the one `constant-cycle`
    /// error that names the loop, from its alphabetically first member.
    private func reportCycle(_ loop: [String], members: [String]) {
        let located = loop.compactMap { member in chain.constant(named: member).map { (member, site(of: $0)) } }
        let names = (loop + loop.prefix(1)).map { "`\($0)`" }.joined(separator: " -> ")
        let first = located.first?.1 ?? ValueSite(source: chain.layers[0].source, offset: -1, keyPath: "")
        let cycle = first.diagnostic(
            .constantCycle,
            "constants \(names) form a loop, so none of them resolves; one of them must hold a value",
            notes: located.dropFirst().map { member, site in
                site.source.note("`\(member)` is part of the loop", at: site.offset, keyPath: site.keyPath)
            })
        for member in members { constants[member] = Resolved(value: nil, diagnostics: [cycle], height: 0) }
    }

    private func site(of found: LookupChain.Found<ConstantDefinition>) -> ValueSite {
        ValueSite(
            source: chain.layers[found.layer].source(of: found.definition), offset: found.definition.value.offset,
            keyPath: found.definition.keyPath)
    }

    // MARK: Values

    /// A style property's value, and the constants its resolution looked up
    /// (the record `explain` follows).
    ///
    /// Not remembered: the sub-style cache keeps each style resolved by itself
    /// and each ancestor reached twice, so outside a loop (expanded where it
    /// stands, within the work limit) a property is resolved at most twice
    /// over, and a table of every resolved property cost an app's manager a
    /// sixth of its memory and a lint pass more than it saved.
    func resolveProperty(
        _ node: PlistNode, convention: ValueSyntax.Convention?, at site: ValueSite, diagnostics: inout [Diagnostic]
    ) -> (value: ThemeValue?, named: NamedConstants) {
        recordingNames {
            if case .string(let text) = node.kind { return resolve(text, convention: convention, at: site, diagnostics: &diagnostics) }
            return resolve(node, at: site, diagnostics: &diagnostics)
        }
    }
}
