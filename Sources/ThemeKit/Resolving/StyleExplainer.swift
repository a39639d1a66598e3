/// Resolves one style with provenance recorded and turns the record into a
/// ``StyleExplanation``.
///
/// Only `explain` pays for this: ordinary resolution records nothing.
struct StyleExplainer {
    let values: ValueResolver
    let cache: SubstyleCache
    /// Which kind of layer each chain position is.
    let layerKind: (Int) -> StyleExplanation.Layer

    private var chain: LookupChain { values.chain }

    func explain(_ name: String, variants: [String]) -> Result<StyleExplanation, ThemeError> {
        guard let found = chain.style(named: name) else {
            return .failure(ThemeError(Diagnostic(
                .unknownStyle, "no theme in the chain defines a style named `\(name)`" + Suggestion.didYouMean(name, in: chain.allStyleNames))))
        }
        var resolver = StyleResolver(values: values, cache: cache, recordsProvenance: true)
        resolver.expand(found)
        for variant in variants {
            if let variantStyle = chain.style(named: "\(name)_\(variant)") { resolver.expand(variantStyle, asVariant: true) }
        }
        let diagnostics = resolver.diagnostics.deduplicatedInReportOrder()
        if resolver.isOverLimit { return .failure(ThemeError(diagnostics: diagnostics)) }
        let byKeyPath = Dictionary(grouping: resolver.provenance, by: \.keyPath)
        let entries = resolver.finalAssignments.compactMap { assignment -> StyleExplanation.Entry? in
            guard let history = byKeyPath[assignment.keyPath], let last = history.last else { return nil }
            return StyleExplanation.Entry(keyPath: assignment.keyPath, origin: origin(last), replaced: history.dropLast().map(origin))
        }
        return .success(StyleExplanation(style: name, entries: entries, diagnostics: diagnostics))
    }

    private func origin(_ recorded: StyleResolver.RecordedOrigin) -> StyleExplanation.Origin {
        StyleExplanation.Origin(
            value: recorded.value, place: place(recorded.site, layer: recorded.layer), style: recorded.style,
            steps: recorded.steps.map { step in
                StyleExplanation.Step(kind: step.kind, style: step.style, place: place(step.site, layer: step.layer))
            },
            constants: constantsFollowed(from: recorded.node))
    }

    private func place(_ site: ValueSite, layer: Int) -> StyleExplanation.Place {
        let location = site.source.location(ofOffset: site.offset)
        return StyleExplanation.Place(file: site.source.path, line: location?.line, column: location?.column, layer: layerKind(layer))
    }

    /// The constants a value names (whole, or as font and geometry parts),
    /// each followed as resolution follows it: along chains of constants
    /// naming constants, and into the parts of a constant that is itself a
    /// font or geometry (`FONT_BODY` holding `f:FONT_NAME,DIMENSION_SIZE`).
    /// Each constant is listed once, at its first use, in resolution order.
    private func constantsFollowed(from node: PlistNode) -> [StyleExplanation.ConstantStep] {
        var steps: [StyleExplanation.ConstantStep] = []
        var seen = Set<String>()
        func follow(_ value: PlistNode, depth: Int) {
            guard case .string(let text) = value.kind, depth <= values.limits.effectiveConstantChain else { return }
            for name in Self.constantCandidates(in: text) {
                guard let found = chain.constant(named: name), seen.insert(name).inserted else { continue }
                let site = ValueSite(source: chain.layers[found.layer].source, offset: found.definition.value.offset, keyPath: found.definition.keyPath)
                steps.append(StyleExplanation.ConstantStep(name: name, place: place(site, layer: found.layer), group: found.definition.group))
                follow(found.definition.value, depth: depth + 1)
            }
        }
        follow(node, depth: 0)
        return steps
    }

    /// The texts of a value that may name constants: the whole string, or a font's or geometry's parts.
    private static func constantCandidates(in text: String) -> [String] {
        switch ValueConvention.of(text) {
        case .other: return [text]
        case .font(let parts), .geometry(_, let parts): return parts.map(String.init)
        default: return []
        }
    }
}
