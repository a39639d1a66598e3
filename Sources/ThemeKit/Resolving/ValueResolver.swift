/// Resolves values through the conventions and the constants of one lookup
/// chain (theme-format §3).
///
/// Each constant is resolved once and remembered with the diagnostics its
/// resolution produced, so a chain of thousands of constants costs one
/// visit each. Not thread-safe: a ``ThemeManager`` uses it under its lock.
final class ValueResolver {
    let chain: LookupChain
    let limits: ThemeLimits

    enum ConstantLookup {
        case undefined
        /// Defined, but its value failed (reported where it is defined).
        case unresolved
        case value(ThemeValue)
    }

    private enum ConstantState {
        case inProgress
        /// The value (nil if it failed), the diagnostics of its resolution, and
        /// how many constant references its longest path follows to reach a value.
        case done(ThemeValue?, [Diagnostic], steps: Int)
    }

    private var constants: [String: ConstantState] = [:]
    /// Constants being resolved, outermost first, to find loops.
    private var resolving: [String] = []
    /// For each constant in `resolving`, the most steps found below it so far.
    private var stepsBelow: [Int] = []
    /// How often a walk has crossed the chain limit; a result reached across
    /// one depends on where the walk started, so it is not remembered.
    private var chainLimitCrossings = 0
    private lazy var constantNames = chain.allConstantNames
    private struct PropertyKey: Hashable {
        var layer: Int
        var id: Int
    }
    /// Resolved style properties, by layer and property id.
    private var properties: [PropertyKey: (value: ThemeValue?, diagnostics: [Diagnostic])] = [:]

    init(chain: LookupChain, limits: ThemeLimits) {
        self.chain = chain
        self.limits = limits
    }

    // MARK: Constants

    /// The resolved value of constant `name`, adding the diagnostics of its
    /// resolution to `diagnostics`.
    ///
    /// A chain is too long when the steps taken to reach `name` plus the steps
    /// `name` itself needs exceed the limit; remembering each constant's steps
    /// keeps that judgement the same whichever constant is resolved first.
    func constant(named name: String, diagnostics: inout [Diagnostic]) -> ConstantLookup {
        switch constants[name] {
        case .done(let value, let found, let steps)?:
            guard resolving.count + steps <= limits.effectiveConstantChain else {
                diagnostics.append(chainTooLong(at: name))
                return .unresolved
            }
            recordStepsBelow(steps)
            diagnostics += found
            return value.map(ConstantLookup.value) ?? .unresolved
        case .inProgress?:
            diagnostics.append(reportCycle(at: name))
            return .unresolved
        case nil:
            break
        }
        guard let found = chain.constant(named: name) else { return .undefined }
        guard resolving.count <= limits.effectiveConstantChain else {
            diagnostics.append(chainTooLong(at: name))
            return .unresolved
        }
        let crossingsBefore = chainLimitCrossings
        constants[name] = .inProgress
        resolving.append(name)
        stepsBelow.append(0)
        var ownDiagnostics: [Diagnostic] = []
        let value = resolveConstantValue(found, diagnostics: &ownDiagnostics)
        resolving.removeLast()
        let steps = stepsBelow.removeLast()
        guard case .inProgress? = constants[name] else {
            // A loop closed through this constant while it was being resolved.
            if case .done(_, let loop, _)? = constants[name] { diagnostics += loop }
            return .unresolved
        }
        if chainLimitCrossings > crossingsBefore {
            // Too long from where this walk started, not necessarily from here: not remembered.
            constants[name] = nil
        } else {
            constants[name] = .done(value, ownDiagnostics, steps: steps)
            recordStepsBelow(steps)
        }
        diagnostics += ownDiagnostics
        return value.map(ConstantLookup.value) ?? .unresolved
    }

    /// A constant's own value through the conventions; a `style:` reference
    /// is refused, since styles alias styles directly (theme-format §3).
    private func resolveConstantValue(_ found: LookupChain.Found<ConstantDefinition>, diagnostics: inout [Diagnostic]) -> ThemeValue? {
        let site = site(of: found)
        if let text = found.definition.value.string, StyleReference.names(in: text) != nil {
            diagnostics.append(site.diagnostic(
                .invalidConstantValue,
                "constant `\(found.definition.name)` holds the style reference `\(text)`; a constant cannot name a style (alias styles with `\"Name\": \"s:Other\"` in a style group), so it is unresolved"))
            return nil
        }
        return resolve(found.definition.value, at: site, diagnostics: &diagnostics)
    }

    /// Tells the constant being resolved that one of its references needs `steps` more.
    private func recordStepsBelow(_ steps: Int) {
        guard let last = stepsBelow.indices.last else { return }
        stepsBelow[last] = max(stepsBelow[last], steps + 1)
    }

    private func chainTooLong(at name: String) -> Diagnostic {
        chainLimitCrossings += 1
        let start = resolving.first ?? name
        let place = chain.constant(named: name).map(site(of:))
            ?? ValueSite(source: chain.layers[0].source, offset: -1, keyPath: "")
        return place.diagnostic(
            .limitExceeded,
            "following constants from `\(start)` takes more than \(limits.effectiveConstantChain) steps to reach a value, so `\(start)` is unresolved (raise `ThemeLimits.maximumConstantChain` if this is intended)")
    }

    /// Marks every constant on the loop that closes at `name` unresolved and
    /// returns the one `constant-cycle` error that names them all.
    private func reportCycle(at name: String) -> Diagnostic {
        let start = resolving.lastIndex(of: name) ?? 0
        let members = Array(resolving[start...])
        let located = members.compactMap { member in chain.constant(named: member).map { (member, site(of: $0)) } }
        let loop = (members + [name]).map { "`\($0)`" }.joined(separator: " -> ")
        let first = located.first?.1 ?? ValueSite(source: chain.layers[0].source, offset: -1, keyPath: "")
        let cycle = first.diagnostic(
            .constantCycle,
            "constants \(loop) form a loop, so none of them resolves; one of them must hold a value",
            notes: located.dropFirst().map { member, site in
                site.source.note("`\(member)` is part of the loop", at: site.offset, keyPath: site.keyPath)
            })
        for member in members { constants[member] = .done(nil, [cycle], steps: 0) }
        return cycle
    }

    private func site(of found: LookupChain.Found<ConstantDefinition>) -> ValueSite {
        ValueSite(source: chain.layers[found.layer].source, offset: found.definition.value.offset,
                  keyPath: found.definition.keyPath)
    }

    // MARK: Values

    /// Style property `id` of layer `layer`, resolved once per chain: a
    /// property's value does not depend on which style reached it, and styles
    /// that inherit from one another visit the same properties again and again.
    func resolveProperty(_ node: PlistNode, id: Int, inLayer layer: Int, at site: ValueSite,
                         diagnostics: inout [Diagnostic]) -> ThemeValue? {
        let key = PropertyKey(layer: layer, id: id)
        if let cached = properties[key] {
            diagnostics += cached.diagnostics
            return cached.value
        }
        var found: [Diagnostic] = []
        let crossingsBefore = chainLimitCrossings
        let value = resolve(node, at: site, diagnostics: &found)
        // A value reached across the chain limit depends on the walk; such are not remembered.
        if chainLimitCrossings == crossingsBefore { properties[key] = (value, found) }
        diagnostics += found
        return value
    }

    /// A value of a style or constant, resolved; nil when it assigns nothing
    /// (its convention failed, with a diagnostic).
    func resolve(_ node: PlistNode, at site: ValueSite, diagnostics: inout [Diagnostic]) -> ThemeValue? {
        switch node.kind {
        case .string(let text): return resolve(text, at: site, diagnostics: &diagnostics)
        case .number(let number): return .number(number)
        case .bool(let flag): return .bool(flag)
        case .null: return .null
        case .array(let elements):
            return .array(elements.compactMap { element in
                let elementSite = ValueSite(source: site.source, offset: element.offset, keyPath: site.keyPath)
                if element.entries != nil {
                    diagnostics.append(elementSite.diagnostic(
                        .invalidStyle, "an array element is a dictionary; array elements must be strings, numbers, booleans or arrays, so it is dropped"))
                    return nil
                }
                return resolve(element, at: elementSite, diagnostics: &diagnostics)
            })
        case .dictionary, .date, .data, .uid:
            diagnostics.append(site.diagnostic(
                .invalidStyle, "\(node.summary) cannot be a value here; expected a string, number, boolean or array, so it is dropped"))
            return nil
        }
    }

    /// A string through the conventions, in the order of theme-format §3.
    func resolve(_ text: String, at site: ValueSite, diagnostics: inout [Diagnostic]) -> ThemeValue? {
        switch ValueConvention.of(text) {
        case .styleReference: return .string(text)
        case .font(let parts): return font(text, parts, at: site, diagnostics: &diagnostics)
        case .color(let body): return color(text, body, at: site, diagnostics: &diagnostics)
        case .null: return .null
        case .geometry(let kind, let parts): return geometry(text, kind, parts, at: site, diagnostics: &diagnostics)
        case .other:
            switch constant(named: text, diagnostics: &diagnostics) {
            case .value(let value): return value
            case .unresolved: return nil
            case .undefined:
                if ValueConvention.looksLikeConstantName(text) {
                    diagnostics.append(undefinedConstant(text, at: site, usage: "it is used as the plain string"))
                } else if let advice = SuspiciousValue.advice(for: text, isConstantName: { chain.constant(named: $0) != nil }) {
                    diagnostics.append(site.diagnostic(.suspiciousValue, advice))
                }
                return .string(text)
            }
        }
    }

    func undefinedConstant(_ name: some StringProtocol, at site: ValueSite, usage: String) -> Diagnostic {
        site.diagnostic(
            .undefinedConstant,
            "`\(name)` looks like a constant, but no theme in the chain defines it; \(usage)"
                + Suggestion.didYouMean(String(name), in: constantNames))
    }
}
