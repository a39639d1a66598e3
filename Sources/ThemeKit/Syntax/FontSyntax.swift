/// The font convention (theme-format §3 and §10), read and written here:
/// `font:`/`f:NAME,SIZE`, `font:NAME,SIZE,WEIGHT`, `font:NAME,SIZE,WEIGHT,STYLE`
/// and `font:STYLE`.
///
/// The name, size and weight may name constants, so reading stops at the
/// parts: the resolver looks them up (`ValueResolver+Conventions`).
enum FontSyntax: PrefixedSyntax {
    static let longPrefix = "font"
    static let shortPrefix: String? = "f"
    static let forms = "`f:NAME,SIZE`, `f:NAME,SIZE,WEIGHT[,TEXTSTYLE]`, `f:TEXTSTYLE` (`f:body`)"

    /// The forms, for messages: the one a text of `count` parts was meant as, or all of them.
    private static func expected(_ count: Int) -> String {
        switch count {
        case 2: "expected `font:NAME,SIZE` (for example `f:systemBold,16`)"
        case 3: "expected `font:NAME,SIZE,WEIGHT` (for example `f:system,16,semibold`)"
        case 4: "expected `font:NAME,SIZE,WEIGHT,STYLE` (for example `f:Inter,16,medium,body`)"
        default:
            "expected `font:NAME,SIZE` (`f:systemBold,16`), `font:NAME,SIZE,WEIGHT` (`f:system,16,semibold`), `font:NAME,SIZE,WEIGHT,STYLE` or `font:STYLE` (`f:body`)"
        }
    }

    /// A text style's system font, or a font of a name (a constant holding a
    /// name or a font, or the text), a size above 0 (a number, or a constant
    /// holding one), and optionally a weight and a text style.
    static func resolve<Context: ConventionContext>(_ text: String, body: Substring, in context: inout Context) -> ThemeValue? {
        let parts = parse(body)
        if parts.count == 1, !parts[0].isEmpty {
            guard let style = textStyle(parts[0], in: text, expected: expected(1), context: &context) else { return nil }
            return .font(ThemeFont(textStyle: style))
        }
        guard (2...4).contains(parts.count) else {
            context.report(.invalidFont, "`\(text)` has \(parts.count) part\(parts.count == 1 ? "" : "s"); \(expected(parts.count))")
            return nil
        }
        if let empty = parts.firstIndex(where: \.isEmpty) {
            context.report(
                .invalidFont, "`\(text)` has an empty \(["name", "size", "weight", "text style"][empty]); \(expected(parts.count))")
            return nil
        }
        guard let name = name(parts[0], in: text, expected: expected(parts.count), context: &context) else { return nil }
        guard let sizePart = context.number(parts[1]) else { return nil }
        guard let size = sizePart, size > 0 else {
            context.report(.invalidFont, "in `\(text)`, the size `\(parts[1])` is not a number greater than 0; \(expected(parts.count))")
            return nil
        }
        var weight: ThemeFont.Weight?
        if parts.count >= 3 {
            guard let named = self.weight(parts[2], in: text, context: &context) else { return nil }
            if name == "systemBold" {
                context.report(
                    .invalidFont,
                    "in `\(text)`, `systemBold` already has a weight; write `f:system,\(parts[1]),\(parts[2])` for the system font in that weight"
                )
                return nil
            }
            weight = named
        }
        var style: ThemeFont.TextStyle?
        if parts.count == 4 {
            guard let named = textStyle(parts[3], in: text, expected: expected(4), context: &context) else { return nil }
            style = named
        }
        return .font(ThemeFont(name: name, size: size, weight: weight, textStyle: style))
    }

    /// The font name a part gives: a constant's text or font name, or the text; system names canonical.
    private static func name<Context: ConventionContext>(
        _ part: Substring, in text: String, expected: String, context: inout Context
    ) -> String? {
        let name: String
        switch context.part(part, keepsUndefined: true) {
        case nil: return nil
        case .literal(let literal)?: name = String(literal)
        case .value(.string(let constantName))?: name = constantName
        case .value(.font(let font))?: name = font.name
        case .value(let other)?:
            context.report(.invalidFont, "in `\(text)`, constant `\(part)` is \(other.kindDescription), not a font name; \(expected)")
            return nil
        }
        return ThemeFont.systemFontName(name) ?? name
    }

    /// The weight a part names (any case) or numbers (1 to 1000), itself or
    /// through a constant; reported under `code` when it is neither (images
    /// take the same weights, theme-format §12).
    static func weight<Context: ConventionContext>(
        _ part: Substring, in text: String, code: Diagnostic.Code = .invalidFont, context: inout Context
    ) -> ThemeFont.Weight? {
        let written: ThemeValue
        switch context.part(part, keepsUndefined: false) {
        case nil: return nil
        case .literal(let literal)?: written = DecimalNumber.parse(String(literal)).map(ThemeValue.number) ?? .string(String(literal))
        case .value(let value)?: written = value
        }
        if case .string(let name) = written, let weight = ThemeFont.Weight(named: name[...]) { return weight }
        if let number = written.numberValue, (1...1000).contains(number) { return ThemeFont.Weight(numericValue: number) }
        let names = ThemeFont.Weight.allCases.map(\.rawValue)
        context.report(
            code,
            "in `\(text)`, the weight `\(part)` is neither a weight (\(names.joined(separator: ", "))) nor a number from 1 to 1000\(Suggestion.didYouMean(String(part), in: names))"
        )
        return nil
    }

    /// The text style a part names, in exact case.
    private static func textStyle<Context: ConventionContext>(
        _ part: Substring, in text: String, expected: String, context: inout Context
    ) -> ThemeFont.TextStyle? {
        if let style = ThemeFont.TextStyle(rawValue: String(part)) { return style }
        let names = ThemeFont.TextStyle.allCases.map(\.rawValue)
        context.report(
            .invalidFont,
            "in `\(text)`, `\(part)` is not a text style (\(names.joined(separator: ", ")))\(Suggestion.didYouMean(String(part), in: names)); \(expected)"
        )
        return nil
    }

    /// The name, the size and the weight, any of which may be a constant.
    static func constantNames(in body: Substring) -> [String] {
        let parts = parse(body)
        return (2...4).contains(parts.count) ? parts.prefix(3).map(String.init) : []
    }

    /// The font's text (see ``format(_:)-(ThemeFont)``).
    static func format(_ value: ThemeValue) -> String? {
        guard case .font(let font) = value else { return nil }
        return format(font)
    }

    /// The comma-separated parts after the prefix, each trimmed; empty parts are kept (they are errors).
    static func parse(_ body: Substring) -> [Substring] {
        ValueSyntax.parts(body)
    }

    /// A font's convention text: `f:STYLE` for a text style's own font,
    /// else `f:NAME,SIZE`, with `,WEIGHT` and `,STYLE` when it has them.
    static func format(_ font: ThemeFont) -> String {
        if font.isTextStyleFont, let style = font.textStyle { return "f:" + style.rawValue }
        var text = format(name: font.name, size: DecimalNumber.format(font.size))
        if let weight = font.weight { text += "," + weight.rawValue }
        if let style = font.textStyle { text += "," + style.rawValue }
        return text
    }

    /// The convention text of a font given as its parts, either of which may be a constant name.
    static func format(name: String, size: String) -> String {
        "f:\(name),\(size)"
    }

    /// Whether `font` reads back as itself: a name without commas or white
    /// space around it (parts are trimmed), a finite size above 0, a text
    /// style only with a weight (or as the style's own font), and no weight on `systemBold`.
    static func isWritable(_ font: ThemeFont) -> Bool {
        if font.isTextStyleFont { return true }
        guard !font.name.isEmpty, !font.name.contains(","), font.name == String(font.name.trimmingWhitespace()),
            font.size.isFinite, font.size > 0
        else { return false }
        if font.textStyle != nil, font.weight == nil { return false }
        if font.weight != nil, font.name == "systemBold" { return false }
        return ThemeFont.systemFontName(font.name).map { $0 == font.name } ?? true
    }
}

/// A font's other forms: `resolve` writes `{"name", "size", "textStyle", "weight"}`.
extension FontSyntax: ValueKind {
    static let resolveTags = ["font"]
    static let typeName = "a font"
    static let swiftType: String? = "ThemeFont"

    static func resolveJSON(_ value: ThemeValue) -> String {
        guard case .font(let font) = value else { return "null" }
        var members = "\"name\": \(JSONText.string(font.name)), \"size\": \(JSONText.number(font.size))"
        if let style = font.textStyle { members += ", \"textStyle\": \(JSONText.string(style.rawValue))" }
        if let weight = font.weight { members += ", \"weight\": \(JSONText.string(weight.rawValue))" }
        return "{" + members + "}"
    }

    static func value(resolveJSON body: PlistNode, tag: String) -> ThemeValue? {
        guard let name = body.lastMember("name")?.string, let size = body.lastMember("size")?.number else { return nil }
        let weight = body.lastMember("weight")?.string
        let style = body.lastMember("textStyle")?.string
        guard weight.map({ ThemeFont.Weight(rawValue: $0) != nil }) ?? true,
            style.map({ ThemeFont.TextStyle(rawValue: $0) != nil }) ?? true
        else { return nil }
        return .font(
            ThemeFont(
                name: name, size: size, weight: weight.flatMap(ThemeFont.Weight.init), textStyle: style.flatMap(ThemeFont.TextStyle.init)))
    }

    static func messageDescription(_ value: ThemeValue) -> String {
        guard case .font(let font) = value else { return typeName }
        return "the font \(format(font).dropFirst(2))"
    }

    static func checkWritable(_ value: ThemeValue) throws {
        guard case .font(let font) = value else { return }
        guard isWritable(font) else {
            throw ModificationError(
                "the font `\(font.name)` of size \(font.size) cannot be written: a font needs a name without commas or white space around it, a size above 0, a weight wherever it has a text style, and no weight on `systemBold`"
            )
        }
        try WrittenValue.checkText(font.name, what: "the font name")
    }

    /// The CSS `font` shorthand: the system fonts are the web's system-ui, in their style.
    static func cssText(_ value: ThemeValue) -> String? {
        guard case .font(let font) = value else { return nil }
        let size = JSONText.number(font.size) + "px"
        let weight = font.weight.map { "\($0.numericValue) " } ?? ""
        switch font.name {
        case "system": return "\(weight)\(size) system-ui"
        case "systemBold": return "bold \(size) system-ui"
        case "systemItalic": return "italic \(weight)\(size) system-ui"
        default: return "\(weight)\(size) \(ThemeExport.cssString(font.name))"
        }
    }

    /// DTCG's typography: family, size in px, and the weight as a number.
    static func designToken(_ value: ThemeValue) -> (type: String, value: String)? {
        guard case .font(let font) = value else { return nil }
        return (
            "typography",
            "{\"fontFamily\": \(JSONText.string(font.name)), \"fontSize\": {\"value\": \(JSONText.number(font.size)), \"unit\": \"px\"}"
                + (font.weight.map { ", \"fontWeight\": \($0.numericValue)" } ?? "") + "}"
        )
    }
}
