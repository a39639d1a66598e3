/// The font, colour and geometry conventions: each either yields its value
/// or reports what would be right and assigns nothing.
extension ValueResolver {
    /// A font or geometry part: a constant's value, or the literal text.
    private enum Part {
        case value(ThemeValue)
        case literal(Substring)
        /// Reported already (an undefined or unresolved constant).
        case failed
    }

    /// Reads a part that may name a constant. An UPPER_SNAKE part that names
    /// none is `undefined-constant`; a font name keeps it as text, a number
    /// cannot, so `keepsUndefined` says which.
    private func part(
        _ text: Substring, keepsUndefined: Bool, at site: ValueSite,
        diagnostics: inout [Diagnostic]
    ) -> Part {
        switch constant(named: String(text), diagnostics: &diagnostics) {
        case .value(let value): return .value(value)
        case .unresolved: return .failed
        case .undefined:
            guard ConstantName.matches(text) else { return .literal(text) }
            diagnostics.append(
                undefinedConstant(
                    text, at: site, usage: keepsUndefined ? "it is used as the plain name" : "the value is dropped"))
            return keepsUndefined ? .literal(text) : .failed
        }
    }

    /// A number from a part: a decimal literal, or a constant holding a number or numeric string.
    private func number(_ text: Substring, at site: ValueSite, diagnostics: inout [Diagnostic]) -> Double?? {
        switch part(text, keepsUndefined: false, at: site, diagnostics: &diagnostics) {
        case .value(let value): return .some(value.numberValue)
        case .literal(let literal): return .some(DecimalNumber.parse(String(literal)))
        case .failed: return .none
        }
    }

    func font(_ text: String, _ parts: [Substring], at site: ValueSite, diagnostics: inout [Diagnostic]) -> ThemeValue? {
        let expected = "expected `font:NAME,SIZE` (for example `f:systemBold,16`)"
        guard parts.count == 2 else {
            diagnostics.append(
                site.diagnostic(.invalidFont, "`\(text)` has \(parts.count) part\(parts.count == 1 ? "" : "s"); \(expected)"))
            return nil
        }
        guard !parts[0].isEmpty, !parts[1].isEmpty else {
            diagnostics.append(site.diagnostic(.invalidFont, "`\(text)` has an empty \(parts[0].isEmpty ? "name" : "size"); \(expected)"))
            return nil
        }
        let name: String
        switch part(parts[0], keepsUndefined: true, at: site, diagnostics: &diagnostics) {
        case .failed: return nil
        case .literal(let literal): name = String(literal)
        case .value(.string(let constantName)): name = constantName
        case .value(.font(let font)): name = font.name
        case .value(let other):
            diagnostics.append(
                site.diagnostic(
                    .invalidFont, "in `\(text)`, constant `\(parts[0])` is \(other.kindDescription), not a font name; \(expected)"))
            return nil
        }
        guard let sizePart = number(parts[1], at: site, diagnostics: &diagnostics) else { return nil }
        guard let size = sizePart, size > 0 else {
            diagnostics.append(
                site.diagnostic(.invalidFont, "in `\(text)`, the size `\(parts[1])` is not a number greater than 0; \(expected)"))
            return nil
        }
        return .font(ThemeFont(name: ThemeFont.systemFontName(name) ?? name, size: size))
    }

    func color(_ text: String, _ body: Substring, at site: ValueSite, diagnostics: inout [Diagnostic]) -> ThemeValue? {
        switch ColorSyntax.parse(body) {
        case .color(let color):
            return .color(color)
        case .invalidHex:
            diagnostics.append(
                site.diagnostic(
                    .invalidColor, "`\(text)` is not a colour: after `#` expected RGB, RGBA, RRGGBB or RRGGBBAA hex digits"))
            return nil
        case .empty:
            diagnostics.append(
                site.diagnostic(
                    .invalidColor, "`\(text)` names no colour: expected hex digits (`c:#FF8800`) or a colour name (`c:brandPrimary`)"))
            return nil
        case .named(let name):
            diagnostics.append(
                site.diagnostic(
                    .namedColor,
                    "`\(text)` is read as the named colour `\(name)`, not hex digits; write hex as RGB, RGBA, RRGGBB or RRGGBBAA if a literal colour was meant"
                ))
            return .namedColor(name)
        }
    }

    func geometry(
        _ text: String, _ kind: GeometrySyntax, _ parts: [Substring],
        at site: ValueSite, diagnostics: inout [Diagnostic]
    ) -> ThemeValue? {
        let names = kind.componentNames
        let expected = "expected `\(kind.rawValue):\(names.joined(separator: ","))` with \(names.count) numbers"
        guard parts.count == names.count else {
            diagnostics.append(
                site.diagnostic(.invalidGeometry, "`\(text)` has \(parts.count) part\(parts.count == 1 ? "" : "s"); \(expected)"))
            return nil
        }
        var numbers: [Double] = []
        for (index, part) in parts.enumerated() {
            guard !part.isEmpty else {
                diagnostics.append(site.diagnostic(.invalidGeometry, "`\(text)` has an empty \(names[index]); \(expected)"))
                return nil
            }
            guard let resolved = number(part, at: site, diagnostics: &diagnostics) else { return nil }
            guard let value = resolved else {
                diagnostics.append(
                    site.diagnostic(.invalidGeometry, "in `\(text)`, \(names[index]) `\(part)` is not a number; \(expected)"))
                return nil
            }
            numbers.append(value)
        }
        return kind.value(numbers)
    }
}
