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
        resolve(text, as: ValueConvention.of(text), at: site, diagnostics: &diagnostics)
    }

    /// A style property's string, whose convention prefix loading recognised already.
    func resolve(_ text: String, convention: ValueSyntax.Kind?, at site: ValueSite, diagnostics: inout [Diagnostic]) -> ThemeValue? {
        resolve(text, as: ValueConvention.of(text, kind: convention), at: site, diagnostics: &diagnostics)
    }

    private func resolve(_ text: String, as convention: ValueConvention, at site: ValueSite, diagnostics: inout [Diagnostic]) -> ThemeValue?
    {
        switch convention {
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
    }

    func undefinedConstant(_ name: some StringProtocol, at site: ValueSite, usage: String) -> Diagnostic {
        site.unknownName(
            .undefinedConstant, "`\(name)` looks like a constant, but no theme in the chain defines it; \(usage)",
            name: String(name), suggestions: constantSuggestions)
    }
}
