import Foundation

extension DesignTokenReader {
    /// The pixels in one `rem`: the web's default font size, as the DTCG format suggests for platforms without rem.
    static let pointsPerRem = 16.0

    /// The constant value of `token`'s `$value` (or a mode's value): a
    /// reference for an alias, else the type's conversion; nil when it cannot
    /// be held (reported).
    mutating func value(of token: DesignTokens.Token, _ node: PlistNode) -> PlistNode? {
        if let target = aliasTarget(of: node) {
            // An alias of a shadow, border, transition or gradient is a style aliasing its style (below), not a constant.
            if let type = token.type, type != "typography", Self.compositeTypes.contains(type), !token.isPart { return nil }
            guard let name = aliasName(target, of: token, at: node.offset) else { return nil }
            aliasUses.append((token, target, node.offset))
            return PlistNode(kind: .string(name), offset: node.offset)
        }
        func scalar(_ kind: PlistNode.Kind) -> PlistNode { PlistNode(kind: kind, offset: node.offset) }
        switch token.type {
        case "color":
            return color(node, of: token).map { scalar(.string($0)) }
        case "dimension":
            return points(node, of: token).map { scalar(.number($0)) }
        case "number":
            guard case .number = node.kind else {
                invalid(token, "a `number` token's value must be a number", at: node.offset)
                return nil
            }
            return node
        case "fontFamily":
            return fontFamily(node, of: token).map { scalar(.string($0)) }
        case "fontWeight":
            return fontWeight(node, of: token).map { scalar(.number($0)) }
        case "duration":
            return seconds(node, of: token).map { scalar(.number($0)) }
        case "typography":
            return font(node, of: token).map { scalar(.string($0)) }
        case "strokeStyle" where node.string != nil:
            return node
        case "boolean":
            guard case .bool = node.kind else {
                invalid(token, "a `boolean` token's value must be `true` or `false`", at: node.offset)
                return nil
            }
            return node
        case "string":
            guard node.string != nil else {
                invalid(token, "a `string` token's value must be a string", at: node.offset)
                return nil
            }
            return node
        case "cubicBezier" where token.isPart:
            // A transition's part: the array, inline in the style.
            return cubicBezier(node, of: token)
        case "cubicBezier":
            guard cubicBezier(node, of: token) != nil else { return nil }
            unsupported(
                token.path,
                "a constant holds no array (theme-format 2.2), so this curve is no constant; a transition that names it gets its four numbers",
                at: token.keyOffset)
            return nil
        case let type? where Self.compositeTypes.contains(type):
            // Imported as a `Tokens` style (theme-format §10); a constant cannot hold it.
            return nil
        case let type?:
            unsupported(
                token.path,
                "a `\(type)` token has no equivalent among theme constants (strings, numbers, colours, fonts), so it is left out",
                at: node.offset)
            return nil
        case nil:
            unsupported(
                token.path, "it has no `$type` (its own or its group's), and the format forbids guessing one, so it is left out",
                at: token.keyOffset)
            return nil
        }
    }

    /// A colour's convention text from a hex string or a colour object: sRGB
    /// and Display P3 as they are, every other space of the format converted
    /// (``ColorConversion/place(xyz:alpha:)``), a space the format does not
    /// name by its `hex` fallback.
    private mutating func color(_ node: PlistNode, of token: DesignTokens.Token) -> String? {
        if let text = node.string {
            guard ColorSyntax.hex(text[...]) != nil else {
                invalid(token, "`\(text)` is not a hex colour", at: node.offset)
                return nil
            }
            return ColorSyntax.format(hexText: text)
        }
        guard node.entries != nil, let space = member("colorSpace", of: node)?.string else {
            invalid(token, "a colour is a hex string or an object with `colorSpace` and `components`", at: node.offset)
            return nil
        }
        let components = member("components", of: node).flatMap { node -> [Double]? in
            guard case .array(let elements) = node.kind else { return nil }
            let numbers = elements.map { element -> Double? in
                if case .number(let number) = element.kind { return number }
                return element.string == "none" ? 0 : nil
            }
            return numbers.contains(nil) ? nil : numbers.compactMap { $0 }
        }
        var alpha = 1.0
        if let alphaNode = member("alpha", of: node), case .number(let number) = alphaNode.kind {
            guard (0...1).contains(number) else {
                invalid(token, "a colour's `alpha` is from 0 to 1, and `\(JSONText.number(number))` is not", at: alphaNode.offset)
                return nil
            }
            alpha = number
        }
        guard ColorConversion.spaceNames.contains(space) else {
            if let hex = member("hex", of: node)?.string, var color = ColorSyntax.hex(hex[...]) {
                color.alpha = alpha
                return ColorSyntax.format(color)
            }
            invalid(
                token, "`\(space)` is not a colour space of the format (\(ColorConversion.spaceNames.joined(separator: ", ")))",
                at: node.offset)
            return nil
        }
        guard let components, components.count == 3, components.allSatisfy(\.isFinite) else {
            let range = space == "srgb" ? " from 0 to 1" : ""
            invalid(
                token, "\(space == "srgb" ? "an sRGB colour's" : "a colour's") `components` are three numbers\(range) (or `none`)",
                at: node.offset)
            return nil
        }
        if space == "srgb" {
            if let outside = components.first(where: { !(0...1).contains($0) }) {
                invalid(
                    token, "an sRGB colour's `components` are from 0 to 1, and `\(JSONText.number(outside))` is not (it would be clipped)",
                    at: node.offset)
                return nil
            }
            return ColorSyntax.format(ThemeColor(red: components[0], green: components[1], blue: components[2], alpha: alpha))
        }
        if space == "display-p3", components.allSatisfy({ (0...1).contains($0) }) {
            // A P3 colour stays P3, as a theme's `c:p3(...)` does (theme-format §10): no silent conversion.
            return ColorSyntax.format(
                ThemeColor(space: .displayP3, red: components[0], green: components[1], blue: components[2], alpha: alpha))
        }
        guard let xyz = ColorConversion.xyz(space: space, components) else { return nil }
        let placed = ColorConversion.place(xyz: xyz, alpha: alpha)
        if placed.wasGamutMapped {
            outOfGamut(token, space: space, at: node.offset)
        }
        return ColorSyntax.format(placed.color)
    }

    /// Points from `{"value", "unit"}` (or `"16px"`): `px` one for one, `rem` at 16 each.
    private mutating func points(_ node: PlistNode, of token: DesignTokens.Token) -> Double? {
        var number: Double?
        var unit: String?
        if let valueNode = member("value", of: node), case .number(let value) = valueNode.kind {
            number = value
            unit = member("unit", of: node)?.string
        } else if let text = node.string {
            let digits = text.prefix { $0.isNumber || $0 == "." || $0 == "-" }
            number = Double(digits)
            unit = String(text.dropFirst(digits.count))
        } else if case .number(let value) = node.kind, value == 0 {
            number = 0
            unit = "px"
        }
        guard let number, let unit else {
            invalid(token, "a `dimension` is `{\"value\": NUMBER, \"unit\": \"px\" or \"rem\"}`", at: node.offset)
            return nil
        }
        guard number.isFinite, (number * Self.pointsPerRem).isFinite else {
            invalid(token, "a `dimension` of `\(number)` is beyond the largest number a dimension can hold", at: node.offset)
            return nil
        }
        switch unit {
        case "px", "pt": return number
        case "rem": return number * Self.pointsPerRem
        default:
            invalid(token, "`\(unit)` is not a dimension unit; expected `px` or `rem`", at: node.offset)
            return nil
        }
    }

    /// A font name: the string, or the first (most preferred) of a list.
    private mutating func fontFamily(_ node: PlistNode, of token: DesignTokens.Token) -> String? {
        // A CSS-style list in one string (`"Inter, sans-serif"`) names its first family.
        if let name = node.string { return name.split(separator: ",").first.map { String($0.trimmingWhitespace()) } ?? name }
        if case .array(let names) = node.kind, let first = names.first?.string { return first }
        invalid(token, "a `fontFamily` is a font name or a list of them", at: node.offset)
        return nil
    }

    private static let weights: [String: Double] = [
        "thin": 100, "hairline": 100, "extra-light": 200, "ultra-light": 200, "light": 300, "normal": 400, "regular": 400,
        "book": 400, "medium": 500, "semi-bold": 600, "demi-bold": 600, "bold": 700, "extra-bold": 800, "ultra-bold": 800,
        "black": 900, "heavy": 900, "extra-black": 950, "ultra-black": 950,
    ]

    /// A weight from 1 to 1000, or its name (`bold` is 700).
    private mutating func fontWeight(_ node: PlistNode, of token: DesignTokens.Token) -> Double? {
        if case .number(let weight) = node.kind, (1...1000).contains(weight) { return weight }
        if let name = node.string, let weight = Self.weights[name] { return weight }
        invalid(token, "a `fontWeight` is a number from 1 to 1000 or a weight name such as `bold`", at: node.offset)
        return nil
    }

    /// Seconds from `{"value", "unit": "ms" or "s"}`.
    private mutating func seconds(_ node: PlistNode, of token: DesignTokens.Token) -> Double? {
        guard let valueNode = member("value", of: node), case .number(let value) = valueNode.kind,
            let unit = member("unit", of: node)?.string, unit == "ms" || unit == "s"
        else {
            invalid(token, "a `duration` is `{\"value\": NUMBER, \"unit\": \"ms\" or \"s\"}`", at: node.offset)
            return nil
        }
        return unit == "ms" ? value / 1000 : value
    }

    /// Four numbers `[x1, y1, x2, y2]`, the x values from 0 to 1, as an array constant.
    private mutating func cubicBezier(_ node: PlistNode, of token: DesignTokens.Token) -> PlistNode? {
        guard case .array(let elements) = node.kind, elements.count == 4 else {
            invalid(token, "a `cubicBezier` is an array of four numbers", at: node.offset)
            return nil
        }
        let numbers = elements.compactMap(\.number)
        guard numbers.count == 4, (0...1).contains(numbers[0]), (0...1).contains(numbers[2]) else {
            invalid(token, "a `cubicBezier` is four numbers, the first and third from 0 to 1", at: node.offset)
            return nil
        }
        return node
    }

    /// `f:FAMILY,SIZE` or `f:FAMILY,SIZE,WEIGHT` from a `typography` composite,
    /// its parts values or aliases (line height and letter spacing go into its `Tokens` style).
    mutating func font(_ node: PlistNode, of token: DesignTokens.Token) -> String? {
        guard let familyNode = member("fontFamily", of: node), let sizeNode = member("fontSize", of: node) else {
            invalid(token, "a `typography` value needs `fontFamily` and `fontSize`", at: node.offset)
            return nil
        }
        var familyToken = token.part(familyNode, type: "fontFamily")
        var sizeToken = token.part(sizeNode, type: "dimension")
        (familyToken.isPart, sizeToken.isPart) = (false, false)
        func part(_ token: DesignTokens.Token) -> String? {
            guard let value = value(of: token, token.node) else { return nil }
            switch value.kind {
            case .string(let text): return text
            case .number(let number): return DecimalNumber.format(number)
            default: return nil
            }
        }
        guard let family = part(familyToken), let size = part(sizeToken) else { return nil }
        guard let weightNode = member("fontWeight", of: node) else { return FontSyntax.format(name: family, size: size) }
        var weightToken = token.part(weightNode, type: "fontWeight")
        weightToken.isPart = false
        guard let weight = part(weightToken) else { return nil }
        return FontSyntax.format(name: family, size: size) + "," + weight
    }
}
