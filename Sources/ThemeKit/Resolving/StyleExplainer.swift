/// Resolves one style with provenance recorded and turns the record into a
/// ``StyleExplanation``: the hops resolution took, and the constants each
/// value's resolution looked up (the resolver's own record, so `explain`
/// cannot disagree with resolution).
///
/// Only `explain` pays for the hops: ordinary resolution records none.
struct StyleExplainer {
    let values: ValueResolver
    let cache: SubstyleCache
    /// Which kind of layer each chain position is.
    let layerKind: (Int) -> StyleExplanation.Layer

    private var chain: LookupChain { values.chain }

    func explain(_ name: String, variants: [String]) -> Result<StyleExplanation, ThemeError> {
        guard let found = chain.style(named: name) else {
            return .failure(
                ThemeError(
                    Diagnostic(.unknownStyle, "no theme in the chain defines a style named `\(name)`")
                        .suggesting(Suggestion.closest(to: name, in: chain.allStyleNames))))
        }
        var resolver = StyleResolver(values: values, cache: cache, recordsProvenance: true)
        resolver.expand(found)
        for variant in variants {
            if let variantStyle = chain.style(named: VariantName.style(name, variant: variant)) {
                resolver.expand(variantStyle, asVariant: true)
            }
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
            constants: values.constantsFollowed(from: recorded.constants).map { found in
                let site = ValueSite(
                    source: chain.layers[found.layer].source(of: found.definition), offset: found.definition.value.offset,
                    keyPath: found.definition.keyPath)
                return StyleExplanation.ConstantStep(
                    name: found.definition.name, place: place(site, layer: found.layer),
                    group: found.definition.group, deprecation: chain.layers[found.layer].deprecations[found.definition.name])
            })
    }

    private func place(_ site: ValueSite, layer: Int) -> StyleExplanation.Place {
        StyleExplanation.Place(location: site.source.location(ofOffset: site.offset), layer: layerKind(layer))
    }
}
