/// The colour convention, `color:`/`c:` (theme-format §3 and §10): hex
/// digits with or without `#`, a colour function (`srgb(...)`, `p3(...)`),
/// or a colour name; read and written here and nowhere else.
enum ColorSyntax: PrefixedSyntax {
    static let longPrefix = "color"
    static let shortPrefix: String? = "c"
    static let forms = "`c:#RRGGBB`, `c:p3(R, G, B)` or `c:srgb(R, G, B)` (components 0 to 1), `c:NAME` (a named colour)"

    /// A literal or named colour; hex text or a function that is not a
    /// colour, and an empty body, assign nothing. A name is reported
    /// (`named-color`), since it is kept only where the platform knows it.
    static func resolve<Context: ConventionContext>(_ text: String, body: Substring, in context: inout Context) -> ThemeValue? {
        switch parse(body.trimmingWhitespace()) {
        case .color(let color):
            return .color(color)
        case .invalidHex:
            context.report(.invalidColor, "`\(text)` is not a colour: after `#` expected RGB, RGBA, RRGGBB or RRGGBBAA hex digits")
            return nil
        case .invalidFunction(let problem):
            context.report(.invalidColor, "`\(text)` is not a colour: \(problem)")
            return nil
        case .empty:
            context.report(
                .invalidColor, "`\(text)` names no colour: expected hex digits (`c:#FF8800`) or a colour name (`c:brandPrimary`)")
            return nil
        case .named(let name):
            context.report(
                .namedColor,
                "`\(text)` is read as the named colour `\(name)`, not hex digits; write hex as RGB, RGBA, RRGGBB or RRGGBBAA if a literal colour was meant"
            )
            return .namedColor(name)
        }
    }

    /// `c:#RRGGBBAA` or a colour function for a colour, `c:NAME` for a named one.
    static func format(_ value: ThemeValue) -> String? {
        switch value {
        case .color(let color): return format(color)
        case .namedColor(let name): return format(named: name)
        default: return nil
        }
    }

    /// What the text after the prefix holds.
    enum Reading: Equatable {
        /// Hex digits or a colour function: a literal colour.
        case color(ThemeColor)
        /// Anything else that is not empty: the name of a colour the platform knows.
        case named(String)
        /// `#` followed by something that is not RGB, RGBA, RRGGBB or RRGGBBAA hex digits.
        case invalidHex
        /// A colour function that is not one: what is wrong with it.
        case invalidFunction(String)
        /// Nothing after the prefix.
        case empty
    }

    /// Reads the text after `c:`, trimmed.
    static func parse(_ body: Substring) -> Reading {
        if body.first == "#" { return hex(body).map(Reading.color) ?? .invalidHex }
        if let color = ThemeColor(hexDigits: body) { return .color(color) }
        if let function = ColorFunction(body) { return function.reading }
        return body.isEmpty ? .empty : .named(String(body))
    }

    /// A colour's convention text: `c:#RRGGBBAA` when hex holds it exactly,
    /// else `c:srgb(R, G, B[, A])` or `c:p3(R, G, B[, A])`, so it reads back as itself.
    static func format(_ color: ThemeColor) -> String {
        if color.space == .sRGB, isEightBit(color) { return "c:" + hex(color) }
        return "c:" + ColorFunction.format(color)
    }

    /// Hex text kept as written (`#F80` is `c:#F80`), for a reader that checked it with ``hex(_:)-(Substring)``.
    static func format(hexText: String) -> String { "c:" + hexText }

    /// A named colour's convention text, `c:NAME`.
    static func format(named name: String) -> String { "c:" + name }

    /// Whether a name reads back as the same name: not empty, no white space
    /// around it (the body is trimmed), and neither hex digits nor a colour function.
    static func isWritableName(_ name: String) -> Bool {
        parse(name[...]) == .named(name) && name == String(name.trimmingWhitespace())
    }

    /// `#` and hex digits (`#RGB`, `#RGBA`, `#RRGGBB`, `#RRGGBBAA`), as
    /// themes, token files and snapshots write a literal colour; nil for anything else.
    static func hex(_ text: Substring) -> ThemeColor? {
        guard text.first == "#" else { return nil }
        return ThemeColor(hexDigits: text.dropFirst())
    }

    /// Upper-case `#RRGGBBAA` of the components as they are, 8 bits a component.
    static func hex(_ color: ThemeColor) -> String {
        "#" + [color.red, color.green, color.blue, color.alpha].map(hexByte).joined()
    }

    /// Lower-case `#rrggbb`, alpha left out: the `hex` fallback of a DTCG colour.
    static func opaqueHex(_ color: ThemeColor) -> String {
        "#" + [color.red, color.green, color.blue].map(hexByte).joined().lowercased()
    }

    /// Lower-case `#rrggbb` for an opaque colour, `#rrggbbaa` otherwise, as CSS writes it.
    static func cssHex(_ color: ThemeColor) -> String {
        let hex = hex(color).lowercased()
        return hex.hasSuffix("ff") ? String(hex.prefix(7)) : hex
    }

    /// Whether every component is a whole number of 255ths, so hex holds it exactly.
    static func isEightBit(_ color: ThemeColor) -> Bool {
        [color.red, color.green, color.blue, color.alpha].allSatisfy { component in
            (0...1).contains(component) && (component * 255).rounded() / 255 == component
        }
    }

    /// A component from 0 to 1 as two upper-case hex digits, rounded, clamped.
    private static func hexByte(_ component: Double) -> String {
        let byte = Int((min(max(component, 0), 1) * 255).rounded())
        let digits = String(byte, radix: 16, uppercase: true)
        return digits.count == 1 ? "0" + digits : digits
    }
}

/// A literal colour's other forms: `resolve` writes `"#RRGGBBAA"` for an
/// sRGB colour and `{"alpha", "components", "space"}` for any other.
extension ColorSyntax: ValueKind {
    static let resolveTags = ["color"]
    static let typeName = "a colour"
    static let swiftType: String? = "ThemeColor"

    static func resolveJSON(_ value: ThemeValue) -> String {
        guard case .color(let color) = value else { return "null" }
        guard color.space != .sRGB else { return JSONText.string(hex(color)) }
        let components = [color.red, color.green, color.blue].map(JSONText.number).joined(separator: ", ")
        return
            "{\"alpha\": \(JSONText.number(color.alpha)), \"components\": [\(components)], \"space\": \(JSONText.string(color.space.rawValue))}"
    }

    static func value(resolveJSON body: PlistNode, tag: String) -> ThemeValue? {
        if let text = body.string { return hex(text[...]).map(ThemeValue.color) }
        guard let space = body.lastMember("space")?.string.flatMap(ThemeColor.Space.init),
            case .array(let elements)? = body.lastMember("components")?.kind,
            case let components = elements.compactMap(\.number), components.count == 3, elements.count == 3,
            let alpha = body.lastMember("alpha")?.number
        else { return nil }
        return .color(ThemeColor(space: space, red: components[0], green: components[1], blue: components[2], alpha: alpha))
    }

    static func messageDescription(_ value: ThemeValue) -> String {
        guard case .color(let color) = value else { return typeName }
        return "the colour \(format(color).dropFirst(2))"
    }

    static func checkWritable(_ value: ThemeValue) throws {
        guard case .color(let color) = value, ![color.red, color.green, color.blue, color.alpha].allSatisfy(\.isFinite) else { return }
        throw ModificationError("a colour component is not a finite number")
    }

    static func cssText(_ value: ThemeValue) -> String? {
        guard case .color(let color) = value else { return nil }
        return css(color)
    }

    /// A colour as CSS: `#rrggbb` (`#rrggbbaa` when not opaque) in sRGB,
    /// `color(display-p3 r g b / a)` in Display P3. The preview page draws
    /// with it too, so a colour looks the same in both.
    static func css(_ color: ThemeColor) -> String {
        guard color.space == .displayP3 else { return cssHex(color) }
        let components = [color.red, color.green, color.blue].map(JSONText.number).joined(separator: " ")
        return "color(display-p3 \(components)" + (color.alpha == 1 ? ")" : " / \(JSONText.number(color.alpha)))")
    }

    /// DTCG's colour: its space and components, with the sRGB hex as the fallback DTCG names.
    static func designToken(_ value: ThemeValue) -> (type: String, value: String)? {
        guard case .color(let color) = value else { return nil }
        let components = [color.red, color.green, color.blue].map(JSONText.number).joined(separator: ", ")
        let hex = opaqueHex(color.converted(to: .sRGB))
        return (
            "color",
            "{\"colorSpace\": \"\(color.space.rawValue)\", \"components\": [\(components)], \"alpha\": \(JSONText.number(color.alpha)), \"hex\": \"\(hex)\"}"
        )
    }
}

/// A colour named for the platform to look up (`c:brandPrimary`), the
/// other kind the colour convention reads.
enum NamedColorKind: ValueKind {
    static let resolveTags = ["namedColor"]
    static let typeName = "a named colour"
    static let swiftType: String? = "ThemeColorSource"

    static func resolveJSON(_ value: ThemeValue) -> String {
        guard case .namedColor(let name) = value else { return "null" }
        return JSONText.string(name)
    }

    static func value(resolveJSON body: PlistNode, tag: String) -> ThemeValue? {
        body.string.map(ThemeValue.namedColor)
    }

    static func messageDescription(_ value: ThemeValue) -> String {
        guard case .namedColor(let name) = value else { return typeName }
        return "the named colour `\(name)`"
    }

    static func checkWritable(_ value: ThemeValue) throws {
        guard case .namedColor(let name) = value else { return }
        guard ColorSyntax.isWritableName(name) else {
            throw ModificationError(
                "`\(name)` cannot be written as a named colour: it is empty, has white space around it, or would read back as hex digits")
        }
        try WrittenValue.checkText(name, what: "the colour name")
    }
}
