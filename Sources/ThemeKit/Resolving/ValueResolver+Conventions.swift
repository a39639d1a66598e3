/// How the conventions (``PrefixedSyntax``) read a value's parts through
/// this resolver: constants are looked up in its chain, problems are
/// reported at the value's place.
extension ValueResolver {
    /// The context a convention reads one value in.
    struct ConventionReading: ConventionContext {
        let resolver: ValueResolver
        let site: ValueSite
        /// What reading the value found wrong, in order.
        var diagnostics: [Diagnostic] = []

        mutating func part(_ text: Substring, keepsUndefined: Bool) -> ConventionPart? {
            switch resolver.constant(named: String(text), diagnostics: &diagnostics) {
            case .value(let value): return .value(value)
            case .unresolved: return nil
            case .undefined:
                guard ConstantName.matches(text) else { return .literal(text) }
                diagnostics.append(
                    resolver.undefinedConstant(
                        text, at: site, usage: keepsUndefined ? "it is used as the plain name" : "the value is dropped"))
                return keepsUndefined ? .literal(text) : nil
            }
        }

        var numberLiteralsMayNameConstants: Bool { resolver.constantNamesIncludeNumbers }

        mutating func report(_ code: Diagnostic.Code, _ message: String) {
            diagnostics.append(site.diagnostic(code, message))
        }
    }
}
