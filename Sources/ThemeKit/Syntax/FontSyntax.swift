/// The font convention, `font:`/`f:NAME,SIZE` (theme-format §3); read and written here.
///
/// Either part may name a constant, so reading stops at the parts: the
/// resolver looks them up (`ValueResolver+Conventions`).
enum FontSyntax: PrefixedSyntax {
    static let longPrefix = "font"
    static let shortPrefix: String? = "f"

    /// A font of a name (a constant holding a name or a font, or the text)
    /// and a size above 0 (a number, or a constant holding one).
    static func resolve<Context: ConventionContext>(_ text: String, body: Substring, in context: inout Context) -> ThemeValue? {
        let parts = parse(body)
        let expected = "expected `font:NAME,SIZE` (for example `f:systemBold,16`)"
        guard parts.count == 2 else {
            context.report(.invalidFont, "`\(text)` has \(parts.count) part\(parts.count == 1 ? "" : "s"); \(expected)")
            return nil
        }
        guard !parts[0].isEmpty, !parts[1].isEmpty else {
            context.report(.invalidFont, "`\(text)` has an empty \(parts[0].isEmpty ? "name" : "size"); \(expected)")
            return nil
        }
        let name: String
        switch context.part(parts[0], keepsUndefined: true) {
        case nil: return nil
        case .literal(let literal)?: name = String(literal)
        case .value(.string(let constantName))?: name = constantName
        case .value(.font(let font))?: name = font.name
        case .value(let other)?:
            context.report(.invalidFont, "in `\(text)`, constant `\(parts[0])` is \(other.kindDescription), not a font name; \(expected)")
            return nil
        }
        guard let sizePart = context.number(parts[1]) else { return nil }
        guard let size = sizePart, size > 0 else {
            context.report(.invalidFont, "in `\(text)`, the size `\(parts[1])` is not a number greater than 0; \(expected)")
            return nil
        }
        return .font(ThemeFont(name: ThemeFont.systemFontName(name) ?? name, size: size))
    }

    /// The name and the size, either of which may be a constant.
    static func constantNames(in body: Substring) -> [String] {
        let parts = parse(body)
        return parts.count == 2 ? parts.map(String.init) : []
    }

    /// `f:NAME,SIZE` for a font.
    static func format(_ value: ThemeValue) -> String? {
        guard case .font(let font) = value else { return nil }
        return format(font)
    }

    /// The comma-separated parts after the prefix, each trimmed; empty parts are kept (they are errors).
    static func parse(_ body: Substring) -> [Substring] {
        ValueSyntax.parts(body)
    }

    /// A font's convention text, `f:NAME,SIZE`.
    static func format(_ font: ThemeFont) -> String {
        format(name: font.name, size: DecimalNumber.format(font.size))
    }

    /// The convention text of a font given as its parts, either of which may be a constant name.
    static func format(name: String, size: String) -> String {
        "f:\(name),\(size)"
    }

    /// Whether `font` reads back as itself: a name without commas or white
    /// space around it (parts are trimmed), a finite size above 0.
    static func isWritable(_ font: ThemeFont) -> Bool {
        !font.name.isEmpty && !font.name.contains(",") && font.name == String(font.name.trimmingWhitespace())
            && font.size.isFinite && font.size > 0
    }
}
