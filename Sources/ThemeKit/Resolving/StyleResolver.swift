/// Resolves one style into its ordered assignments (theme-format §5).
///
/// `_inherit` first, then each `_superstyle`, then the style's own keys;
/// nested dictionaries and `style:` values contribute their assignments
/// under their key. Every nested dictionary and every hop counts a level;
/// a loop is reported with every member and skipped; the number of
/// assignments and of hops is bounded, so a fan-out that would expand to
/// billions stops at the limit instead of hanging.
struct StyleResolver {
    private let values: ValueResolver
    private var chain: LookupChain { values.chain }
    private let limits: ThemeLimits

    private var assignments: [ResolvedStyle.Assignment] = []
    private(set) var diagnostics: [Diagnostic] = []
    private var hops = 0
    /// Set once a work limit is crossed; everything after it is skipped.
    private(set) var isOverLimit = false
    /// The styles being expanded, outermost first, to find loops.
    private var expanding: [StyleKey] = []
    /// The style-graph component of each style in `expanding`, nil until a
    /// step needs it (empty while recording provenance).
    private var expandingComponents: [Int?] = []
    /// The hops taken to the dictionary being read; nil unless provenance is recorded.
    private var trail: [RecordedStep]?
    /// Each assignment's provenance, parallel to `assignments`, when recorded.
    private(set) var provenance: [RecordedOrigin] = []

    private typealias StyleKey = SubstyleCache.Key
    private let cache: SubstyleCache
    /// The deepest level reached so far (a cached expansion's height), and
    /// the branches the depth limit cut off (an expansion with any is not cached).
    private var deepest = 0
    private var branchesCut = 0
    /// Each loop's report, by its members as met: a fan-out inside a loop
    /// closes it at every leaf, up to the work limit, and building the report
    /// (a note a member) each time made a 3 KB theme take 20 seconds to lint.
    private var cycleReports: [[StyleKey]: Diagnostic] = [:]

    /// The style whose dictionary is being read: its layer (where `_inherit`
    /// starts below), its name, and the file it is written in.
    private struct Origin {
        var layer: Int
        var name: String
        var source: SourceFile
    }

    /// A resolver; with `recordsProvenance` it also notes where every
    /// assignment came from (for `explain`), which plain resolution skips.
    init(values: ValueResolver, cache: SubstyleCache, recordsProvenance: Bool = false) {
        self.values = values
        self.cache = cache
        self.limits = values.limits
        self.trail = recordsProvenance ? [] : nil
    }

    /// Adds the assignments of `found` (a style definition and its layer);
    /// `variant` marks the style of an active variant.
    mutating func expand(_ found: LookupChain.Found<StyleDefinition>, asVariant variant: Bool = false) {
        if variant {
            let definition = found.definition
            let site = ValueSite(
                source: chain.layers[found.layer].source(of: definition), offset: definition.keyOffset, keyPath: definition.keyPath)
            trail?.append(RecordedStep(kind: .variant, style: definition.name, layer: found.layer, site: site))
        }
        let key = StyleKey(layer: found.layer, name: found.definition.name)
        // A style resolved by itself counts as reached: the next style to reach it keeps it.
        _ = cache.isWorthKeeping(key)
        // Kept already as part of another style: that entry is this expansion, replaced assignments left out.
        if trail == nil, reuseCached(key, prefix: "", depth: 1) { return }
        expand(found, prefix: "", depth: 1)
        if variant { trail?.removeLast() }
    }

    /// Keeps `final` (the assignments of the one style this resolver
    /// expanded, last winning) as that style's entry, so the style that
    /// names it next merges them instead of walking it again: the list the
    /// resolved style holds, shared, so keeping it costs one table entry.
    /// Kept as a reference would keep it: not when the depth limit cut a
    /// branch or the work limit was crossed.
    func keep(_ final: [ResolvedStyle.Assignment], of found: LookupChain.Found<StyleDefinition>) {
        let key = StyleKey(layer: found.layer, name: found.definition.name)
        guard trail == nil, branchesCut == 0, !isOverLimit, cache[key] == nil else { return }
        cache[key] = SubstyleCache.Entry(assignments: final, diagnostics: diagnostics, hops: hops, depth: deepest - 1)
    }

    /// The assignments so far, the last assignment to each key path winning.
    var finalAssignments: [ResolvedStyle.Assignment] {
        SubstyleCache.lastWins(assignments)
    }

    /// The assignments so far, in order, replaced ones included.
    var allAssignments: [ResolvedStyle.Assignment] { assignments }

    // MARK: Walking

    private mutating func expand(_ found: LookupChain.Found<StyleDefinition>, prefix: String, depth: Int, component: Int? = nil) {
        let definition = found.definition
        let source = chain.layers[found.layer].source(of: definition)
        let key = StyleKey(layer: found.layer, name: definition.name)
        expanding.append(key)
        if trail == nil { expandingComponents.append(component) }
        defer {
            expanding.removeLast()
            if trail == nil { expandingComponents.removeLast() }
        }
        deepest = max(deepest, depth)
        switch definition.body {
        case .alias(let references):
            let site = ValueSite(source: source, offset: references.offset, keyPath: definition.keyPath)
            for name in references.names { hop(to: name, kind: .alias, from: 0, at: site, prefix: prefix, depth: depth + 1) }
        case .dictionary(let body):
            let origin = Origin(layer: found.layer, name: definition.name, source: source)
            // Built only where it locates diagnostics: a style's key path is
            // an allocation of its own once it is longer than 15 bytes.
            expand(body, origin: origin, keyPath: source.hasLines ? "" : definition.keyPath, prefix: prefix, depth: depth)
        }
    }

    /// A style dictionary (top-level or nested): `_inherit`, `_superstyle`, then its keys.
    /// `keyPath` locates it in files without lines.
    private mutating func expand(_ body: StyleBody, origin: Origin, keyPath: String, prefix: String, depth: Int) {
        if let inherit = body.inherit {
            inheritStyle(inherit, origin: origin, keyPath: keyPath, prefix: prefix, depth: depth)
        }
        if let superstyles = body.superstyles {
            let site = ValueSite(source: origin.source, offset: superstyles.offset, keyPath: "\(keyPath).\(PropertyKey.superstyle)")
            for name in superstyles.names { hop(to: name, kind: .superstyle, from: 0, at: site, prefix: prefix, depth: depth + 1) }
        }
        for property in body.properties {
            guard !isOverLimit else { return }
            let propertyKeyPath = origin.source.hasLines ? "" : "\(keyPath).\(property.key)"
            let site = ValueSite(source: origin.source, offset: property.valueOffset, keyPath: propertyKeyPath)
            switch property.value {
            case .nested(let nested, _):
                guard checkDepth(depth + 1, at: site) else { continue }
                deepest = max(deepest, depth + 1)
                for path in property.keyPaths {
                    expand(nested, origin: origin, keyPath: propertyKeyPath, prefix: prefix + path.description + ".", depth: depth + 1)
                }
            case .styles(let references):
                for path in property.keyPaths {
                    for name in references.names {
                        hop(to: name, kind: .styleReference, from: 0, at: site, prefix: prefix + path.description + ".", depth: depth + 1)
                    }
                }
            case .value(let kind, let convention, let offset):
                let node = PlistNode(kind: kind, offset: Int(offset))
                let (resolved, constants) = values.resolveProperty(node, convention: convention, at: site, diagnostics: &diagnostics)
                guard let value = resolved else { continue }
                let written = site.location
                for path in property.keyPaths {
                    assign(cache.keyPaths.path(path, under: prefix), value, at: site, written: written, constants: constants)
                }
            }
        }
    }

    /// `_inherit: NAME`: NAME from the themes after the one that provided this style.
    private mutating func inheritStyle(_ inherit: StyleBody.References, origin: Origin, keyPath: String, prefix: String, depth: Int) {
        let site = ValueSite(source: origin.source, offset: inherit.offset, keyPath: "\(keyPath).\(PropertyKey.inherit)")
        guard let name = inherit.names.first else { return }
        guard chain.style(named: name, from: origin.layer + 1) != nil else {
            if name != origin.name {
                diagnostics.append(
                    site.unknownName(
                        .unknownStyle, "`_inherit` names `\(name)`, which no theme after the one defining `\(origin.name)` has",
                        name: name, suggestions: values.styleSuggestions))
            }
            return
        }
        hop(to: name, kind: .inherit, from: origin.layer + 1, at: site, prefix: prefix, depth: depth + 1)
    }

    /// Follows a reference to style `name`, looked up from layer `firstLayer`.
    private mutating func hop(
        to name: String, kind: StyleExplanation.Step.Kind, from firstLayer: Int, at site: ValueSite,
        prefix: String, depth: Int
    ) {
        guard !isOverLimit, checkDepth(depth, at: site) else { return }
        // The level counts even if the style is unknown: a cached expansion's
        // height must cross the depth limit where this check would.
        deepest = max(deepest, depth)
        hops += 1
        guard hops <= limits.maximumAssignments else {
            overLimit(
                "resolving `\(expanding.first?.name ?? name)` follows more than \(limits.maximumAssignments) style references", at: site)
            return
        }
        guard let found = chain.style(named: name, from: firstLayer) else {
            diagnostics.append(
                site.unknownName(
                    .unknownStyle, "no theme in the chain defines a style named `\(name)`", name: name, suggestions: values.styleSuggestions
                ))
            return
        }
        let key = StyleKey(layer: found.layer, name: name)
        if let start = expanding.firstIndex(of: key) {
            reportCycle(Array(expanding[start...]), closingAt: site)
            return
        }
        if trail != nil {
            trail?.append(RecordedStep(kind: kind, style: name, layer: expanding.last?.layer ?? 0, site: site))
            expand(found, prefix: prefix, depth: depth)
            trail?.removeLast()
        } else if !cache.isWorthKeeping(key) {
            // Reached for the first time: there is nothing to reuse or keep,
            // so which component it is in does not matter yet.
            expand(found, prefix: prefix, depth: depth)
        } else {
            let component = cache.components.component(of: key)
            if component == currentComponent() {
                // Inside a loop's component: expanded where it stands, never cached.
                expand(found, prefix: prefix, depth: depth, component: component)
            } else if !reuseCached(key, prefix: prefix, depth: depth) {
                expandAndCache(found, key: key, component: component, prefix: prefix, depth: depth)
            }
        }
    }

    /// The component of the style being expanded, if it is known; asked
    /// right after the component of a style it reaches was found. A style
    /// whose component is still unknown then cannot be reached from that
    /// one (finding a component finds every component it reaches), so the
    /// two differ, and the search for it is never needed.
    private mutating func currentComponent() -> Int? {
        guard let key = expanding.last, let last = expandingComponents.indices.last else { return nil }
        if let known = expandingComponents[last] { return known }
        expandingComponents[last] = cache.components.knownComponent(of: key)
        return expandingComponents[last]
    }

    /// Appends the cached resolution of `key`, if it fits within the limits
    /// here; false when it must be resolved afresh.
    private mutating func reuseCached(_ key: StyleKey, prefix: String, depth: Int) -> Bool {
        guard let entry = cache[key], depth + entry.depth <= limits.effectiveDepth,
            hops + entry.hops <= limits.maximumAssignments,
            assignments.count + entry.assignments.count <= limits.maximumAssignments
        else { return false }
        hops += entry.hops
        deepest = max(deepest, depth + entry.depth)
        if prefix.isEmpty, assignments.isEmpty {
            // A style's first superstyle, or the style itself: its entry's list is shared, not copied.
            assignments = entry.assignments
        } else {
            for assignment in entry.assignments {
                assignments.append(ResolvedStyle.Assignment(assignment, at: cache.keyPaths.path(assignment.path, under: prefix)))
            }
        }
        diagnostics.add(entry.diagnostics)
        return true
    }

    /// Resolves `found` (reached from outside its component) and caches the
    /// result unless the depth limit cut a branch or the work limit was crossed.
    private mutating func expandAndCache(
        _ found: LookupChain.Found<StyleDefinition>, key: StyleKey, component: Int,
        prefix: String, depth: Int
    ) {
        let start = (assignments.count, diagnostics.count, hops, branchesCut)
        let outerDeepest = deepest
        deepest = depth
        expand(found, prefix: prefix, depth: depth, component: component)
        if branchesCut == start.3, !isOverLimit {
            // A superstyle chain expands with no prefix: its assignments are relative already.
            let expanded = assignments[start.0...]
            let relative =
                prefix.isEmpty
                ? SubstyleCache.lastWins(expanded)
                : SubstyleCache.lastWins(
                    expanded.map { assignment in
                        var relative = assignment
                        relative.path = cache.keyPaths.path(assignment.path, droppingPrefixOfLength: prefix.utf8.count)
                        return relative
                    })
            cache[key] = SubstyleCache.Entry(
                assignments: relative, diagnostics: Array(diagnostics[start.1...]),
                hops: hops - start.2, depth: deepest - depth)
        }
        deepest = max(outerDeepest, deepest)
    }

    private mutating func assign(
        _ path: StyleKeyPath, _ value: ThemeValue, at site: ValueSite, written: SourceLocation, constants: NamedConstants
    ) {
        guard assignments.count < limits.maximumAssignments else {
            overLimit("style `\(expanding.first?.name ?? "")` resolves to more than \(limits.maximumAssignments) assignments", at: site)
            return
        }
        assignments.append(ResolvedStyle.Assignment(path: path, value: value, origin: written))
        if let trail, let current = expanding.last {
            provenance.append(
                RecordedOrigin(
                    keyPath: path.description, value: value, constants: constants, site: site,
                    layer: current.layer, style: current.name, steps: trail))
        }
    }

    // MARK: Problems

    private mutating func checkDepth(_ depth: Int, at site: ValueSite) -> Bool {
        guard depth > limits.effectiveDepth else { return true }
        branchesCut += 1
        diagnostics.append(
            site.diagnostic(
                .limitExceeded,
                "resolving `\(expanding.first?.name ?? "")` nests deeper than \(limits.effectiveDepth) levels here (nested dictionaries and style references); this branch is skipped"
            ))
        return false
    }

    private mutating func overLimit(_ message: String, at site: ValueSite) {
        isOverLimit = true
        diagnostics.append(
            site.diagnostic(
                .limitExceeded, message + "; the style is not resolved (raise `ThemeLimits.maximumAssignments` if this is intended)"))
    }

    /// Reports a loop, starting at its alphabetically first member and
    /// located at that member's definition, so the same loop found from any
    /// style reads the same (and is deduplicated in reports).
    private mutating func reportCycle(_ members: [StyleKey], closingAt site: ValueSite) {
        // Reported every time it is met (a cached expansion must carry it);
        // the finished style lists it once.
        if let report = cycleReports[members] {
            diagnostics.append(report)
            return
        }
        let first = members.indices.min { (members[$0].name, members[$0].layer) < (members[$1].name, members[$1].layer) } ?? 0
        let loop = Array(members[first...] + members[..<first])
        let names = (loop + [loop[0]]).map { "`\($0.name)`" }.joined(separator: " -> ")
        let places = loop.compactMap { member -> (SourceFile, StyleDefinition)? in
            chain.layers[member.layer].styles[member.name].map { (chain.layers[member.layer].source(of: $0), $0) }
        }
        let notes = places.dropFirst().map { source, definition in
            source.note("`\(definition.name)` is part of the loop", at: definition.keyOffset, keyPath: definition.keyPath)
        }
        let message = "styles \(names) form a loop through `_superstyle`, `_inherit` or `style:`; the repeated step is skipped"
        let report =
            places.first.map { source, definition in
                source.diagnostic(.styleCycle, message, at: definition.keyOffset, keyPath: definition.keyPath, notes: notes)
            } ?? site.diagnostic(.styleCycle, message, notes: notes)
        // Located at a member, not at `site`: the same wherever the loop closes.
        if !places.isEmpty { cycleReports[members] = report }
        diagnostics.append(report)
    }
}
