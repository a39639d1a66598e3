/// Values through the conventions (theme-format §3): plain scalars, arrays,
/// and strings read by ``ValueSyntax``, with constants looked up by name.
extension ValueResolver {
    /// A value of a style or constant, resolved; nil when it assigns nothing
    /// (its convention failed, with a diagnostic).
    func resolve(_ node: PlistNode, at site: ValueSite, diagnostics: inout [Diagnostic]) -> ThemeValue? {
        switch node.kind {
        case .string(let text): return resolve(text, at: site, diagnostics: &diagnostics)
        case .number(let number): return .number(number)
        case .bool(let flag): return .bool(flag)
        case .null: return .null
        case .array(let elements):
            return .array(
                elements.compactMap { element in
                    let elementSite = ValueSite(source: site.source, offset: element.offset, keyPath: site.keyPath)
                    if element.entries != nil {
                        diagnostics.append(
                            elementSite.diagnostic(
                                .invalidStyle,
                                "an array element is a dictionary; array elements must be strings, numbers, booleans or arrays, so it is dropped"
                            ))
                        return nil
                    }
                    return resolve(element, at: elementSite, diagnostics: &diagnostics)
                })
        case .dictionary, .date, .data, .uid:
            diagnostics.append(
                site.diagnostic(
                    .invalidStyle, "\(node.summary) cannot be a value here; expected a string, number, boolean or array, so it is dropped"))
            return nil
        }
    }

    /// A string through the conventions, in the order of theme-format §3.
    func resolve(_ text: String, at site: ValueSite, diagnostics: inout [Diagnostic]) -> ThemeValue? {
        resolve(text, convention: ValueSyntax.split(text)?.convention, at: site, diagnostics: &diagnostics)
    }

    /// A string whose convention prefix is known (loading recognised a style
    /// property's already); nil: it has none, so it is null, a constant or plain text.
    func resolve(
        _ text: String, convention: ValueSyntax.Convention?, at site: ValueSite, diagnostics: inout [Diagnostic]
    ) -> ThemeValue? {
        if let convention { return resolve(text, in: convention, at: site, diagnostics: &diagnostics) }
        if NullSyntax.parse(text) { return .null }
        return resolve(name: text, at: site, diagnostics: &diagnostics)
    }

    /// Text read by `convention`, whose prefix it starts with.
    func resolve(_ text: String, in convention: ValueSyntax.Convention, at site: ValueSite, diagnostics: inout [Diagnostic]) -> ThemeValue?
    {
        var reading = ConventionReading(resolver: self, site: site)
        let value = convention.syntax.resolve(text, body: ValueSyntax.body(of: text), in: &reading)
        diagnostics.add(reading.diagnostics)
        return value
    }

    /// Text that is neither a convention nor null: the constant it names,
    /// else the plain string (with a warning where it looks like a mistake).
    func resolve(name text: String, at site: ValueSite, diagnostics: inout [Diagnostic]) -> ThemeValue? {
        switch constant(named: text, diagnostics: &diagnostics) {
        case .value(let value): return value
        case .unresolved: return nil
        case .undefined:
            if ConstantName.matches(text) {
                diagnostics.append(undefinedConstant(text, at: site, usage: "it is used as the plain string"))
            } else if let advice = SuspiciousValue.advice(for: text, isConstantName: { chain.constant(named: $0) != nil }) {
                diagnostics.append(
                    site.diagnostic(
                        .suspiciousValue, advice.message,
                        fix: site.source.fix(replacing: text, with: advice.replacement, inValueAt: site.offset)))
            }
            return .string(text)
        }
    }

    func undefinedConstant(_ name: some StringProtocol, at site: ValueSite, usage: String) -> Diagnostic {
        var diagnostic = site.unknownName(
            .undefinedConstant, "`\(name)` looks like a constant, but no theme in the chain defines it; \(usage)",
            name: String(name), suggestions: constantSuggestions)
        diagnostic.undefinedName = String(name)
        return diagnostic
    }
}
