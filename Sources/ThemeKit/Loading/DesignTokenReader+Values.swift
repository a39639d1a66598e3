import Foundation

extension DesignTokenReader {
    /// The pixels in one `rem`: the web's default font size, as the DTCG format suggests for platforms without rem.
    static let pointsPerRem = 16.0

    /// The constant value of `token`'s `$value` (or a mode's value): a
    /// reference for an alias, else the type's conversion; nil when it cannot
    /// be held (reported).
    mutating func value(of token: DesignTokens.Token, _ node: PlistNode) -> PlistNode? {
        guard let node = resolvingPointers(in: node, of: token), !reportsBracedText(node, of: token) else { return nil }
        if let target = aliasTarget(of: node) {
            // An alias of a shadow, border, transition or gradient is a style aliasing its style (below), not a constant.
            if let type = token.type, type != "typography", Self.compositeTypes.contains(type), !token.isPart { return nil }
            guard agreesInType(token, target, at: node.offset), let name = aliasName(target, of: token, at: node.offset) else {
                return nil
            }
            if node.string?.first == "$" { noteLegacy(.dollarAlias, at: node.offset) }
            aliasUses.append((token, target, node.offset))
            return PlistNode(kind: .string(name), offset: node.offset)
        }
        func scalar(_ kind: PlistNode.Kind) -> PlistNode { PlistNode(kind: kind, offset: node.offset) }
        guard let written = token.type else {
            unsupported(
                token.path, "it has no `$type` (its own or its group's), and the format forbids guessing one, so it is left out",
                at: token.keyOffset)
            return nil
        }
        guard let type = DesignTokenType(rawValue: written) else {
            if written == Self.linkType {
                reportLink(node, of: token)
                return nil
            }
            unsupported(
                token.path,
                "a `\(written)` token has no equivalent among theme constants (strings, numbers, colours, fonts), so it is left out",
                at: node.offset)
            return nil
        }
        switch type {
        case .color:
            return color(node, of: token).map(scalar)
        case .dimension:
            return points(node, of: token).map { scalar(.number($0)) }
        case .number:
            return number(node, of: token).map { scalar(.number($0)) }
        case .fontFamily:
            return fontFamily(node, of: token).map { scalar(.string($0)) }
        case .fontWeight:
            return fontWeight(node, of: token).map { scalar(.number($0)) }
        case .duration:
            return seconds(node, of: token).map { scalar(.number($0)) }
        case .typography:
            return font(node, of: token).map { scalar(.string($0)) }
        case .strokeStyle:
            guard isStrokeStyle(node, of: token) else { return nil }
            if node.string != nil { return node }
            unsupported(
                token.path, "a dash pattern has no equivalent among theme constants (a layer's border is solid), so it is left out",
                at: node.offset)
            return nil
        case .boolean:
            if let text = node.string, text == "true" || text == "false" {
                noteLegacy(.numberText, at: node.offset)
                return scalar(.bool(text == "true"))
            }
            guard case .bool = node.kind else {
                invalid(token, "a `boolean` token's value must be `true` or `false`", at: node.offset)
                return nil
            }
            return node
        case .string:
            guard node.string != nil else {
                invalid(token, "a `string` token's value must be a string", at: node.offset)
                return nil
            }
            return node
        case .cubicBezier where token.isPart:
            // A transition's part: the array, inline in the style.
            return cubicBezier(node, of: token)
        case .cubicBezier:
            guard cubicBezier(node, of: token) != nil else { return nil }
            unsupported(
                token.path,
                "a constant holds no array (theme-format 2.2), so this curve is no constant; a transition that names it gets its four numbers",
                at: token.keyOffset)
            return nil
        case .shadow, .border, .transition, .gradient:
            // Imported as a `Tokens` style (theme-format §10); a constant cannot hold it.
            return nil
        }
    }

    /// A colour from a hex string or a colour object, as the tree holds it:
    /// sRGB and Display P3 as they are, every other space of the format
    /// converted (``ColorConversion/place(xyz:alpha:)``), a space the format
    /// does not name by its `hex` fallback.
    private mutating func color(_ node: PlistNode, of token: DesignTokens.Token) -> PlistNode.Kind? {
        if let text = node.string {
            if ColorSyntax.hex(text[...]) != nil {
                noteLegacy(.hexColor, at: node.offset)
                // An earlier draft's hex text, kept in the author's digits (`#F80`), as a theme file keeps them.
                return .string(ColorSyntax.format(hexText: text))
            }
            // A colour keyword (`white`) only where a file already writes colours as text (an earlier draft's, an exporter's):
            // in a 2025.10 file `"red"` stays the mistake it is.
            let writesColorText = isLegacy(token) || legacyForms[currentFile, default: []].contains { $0.form == .hexColor }
            if let color = Self.cssFunctionColor(text) ?? (writesColorText ? Self.cssNamedColor(text) : nil) {
                noteLegacy(.cssColor, at: node.offset)
                return Self.treeKind(of: .color(color))
            }
            if Self.dollarAliasPath(text) == nil, text.contains("$") || text.contains("{") {
                unsupported(
                    token.path,
                    "`\(text)` is an exporter's colour modifier (an alias inside a function, as Tokens Studio's `rgba($colors.red, 0.5)`), which is not evaluated, so it is left out",
                    at: node.offset)
                return nil
            }
            if Self.isWebOnlyColor(text) {
                unsupported(
                    token.path,
                    "`\(text)` is a web page's colour (a CSS variable or keyword), with no value outside a page, so it is left out",
                    at: node.offset)
                return nil
            }
            invalid(token, "`\(text)` is no colour: a colour is an object with `colorSpace` and `components`", at: node.offset)
            return nil
        }
        guard let entries = node.entries, let space = member("colorSpace", of: node)?.string else {
            invalid(token, "a colour is an object with `colorSpace` (a string) and `components`", at: node.offset)
            return nil
        }
        guard hasOnlyKnownKeys(entries, ["colorSpace", "components", "alpha", "hex"], of: token, what: "a colour") else { return nil }
        if let hexNode = member("hex", of: node), !Self.isSixDigitHex(hexNode.string) {
            invalid(token, "a colour's `hex` fallback is `#` and six hex digits (`#ff8800`)", at: hexNode.offset)
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
        if let alphaNode = member("alpha", of: node) {
            guard case .number(let number) = alphaNode.kind else {
                invalid(token, "a colour's `alpha` is a number from 0 to 1, not \(alphaNode.summary)", at: alphaNode.offset)
                return nil
            }
            guard (0...1).contains(number) else {
                invalid(token, "a colour's `alpha` is from 0 to 1, and `\(JSONText.number(number))` is not", at: alphaNode.offset)
                return nil
            }
            alpha = number
        }
        guard ColorConversion.spaceNames.contains(space) else {
            if let hex = member("hex", of: node)?.string, var color = ColorSyntax.hex(hex[...]) {
                color.alpha = alpha
                return Self.treeKind(of: .color(color))
            }
            invalid(
                token, "`\(space)` is not a colour space of the format (\(ColorConversion.spaceNames.joined(separator: ", ")))",
                at: node.offset)
            return nil
        }
        if let components, !hasComponentCount(components, space: space, of: token, at: node.offset) { return nil }
        guard let components, components.allSatisfy(\.isFinite) else {
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
            return Self.treeKind(of: .color(ThemeColor(red: components[0], green: components[1], blue: components[2], alpha: alpha)))
        }
        if space == "display-p3", components.allSatisfy({ (0...1).contains($0) }) {
            // A P3 colour stays P3, as a theme's `c:p3(...)` does (theme-format §10): no silent conversion.
            return Self.treeKind(
                of: .color(ThemeColor(space: .displayP3, red: components[0], green: components[1], blue: components[2], alpha: alpha)))
        }
        guard let xyz = ColorConversion.xyz(space: space, components) else { return nil }
        let placed = ColorConversion.place(xyz: xyz, alpha: alpha)
        if placed.wasGamutMapped {
            outOfGamut(token, space: space, at: node.offset)
        }
        return Self.treeKind(of: .color(placed.color))
    }

    /// Points from `{"value", "unit"}`: `px` one for one, `rem` at 16 each;
    /// an exporter's `"16px"`, `"1rem"`, `"16"` or `16` the same way.
    private mutating func points(_ node: PlistNode, of token: DesignTokens.Token) -> Double? {
        let number: Double
        let unit: String
        if let entries = node.entries {
            guard hasOnlyKnownKeys(entries, ["value", "unit"], of: token, what: "a dimension") else { return nil }
            guard case .number(let value)? = member("value", of: node)?.kind, let written = member("unit", of: node)?.string else {
                invalid(token, "a `dimension` is `{\"value\": NUMBER, \"unit\": \"px\" or \"rem\"}`", at: node.offset)
                return nil
            }
            (number, unit) = (value, written)
        } else if let text = node.string {
            if isLegacy(token), ["auto", "none", "inherit"].contains(text.lowercased()) {
                // An exporter's keyword for "as the layout decides" (Tokens Studio's spacing `auto`): no number to hold.
                unsupported(token.path, "`\(text)` is a layout keyword, no number of points, so it is left out", at: node.offset)
                return nil
            }
            guard let (value, written) = Self.numberAndUnit(text) else {
                invalid(
                    token, "`\(text)` is no dimension: a dimension is `{\"value\": NUMBER, \"unit\": \"px\" or \"rem\"}`", at: node.offset)
                return nil
            }
            (number, unit) = (value, written.isEmpty ? "px" : written)
        } else if case .number(let value) = node.kind {
            // A bare number, as exporters write it: points.
            (number, unit) = (value, "px")
        } else {
            invalid(token, "a `dimension` is `{\"value\": NUMBER, \"unit\": \"px\" or \"rem\"}`, not \(node.summary)", at: node.offset)
            return nil
        }
        let points: Double
        switch unit {
        case "px", "pt": points = number
        case "rem": points = number * Self.pointsPerRem
        case "em" where isLegacy(token), "%" where isLegacy(token):
            unsupported(
                token.path, "a dimension in `\(unit)` is a fraction of a font size this token does not have, so it is left out",
                at: node.offset)
            return nil
        default:
            invalid(token, "`\(unit)` is not a dimension unit; expected `px` or `rem`", at: node.offset)
            return nil
        }
        // Judged in points, so a `px` dimension as large as any number is read as it was written.
        guard points.isFinite else {
            invalid(token, "a `dimension` of `\(number)` is beyond the largest number a dimension can hold", at: node.offset)
            return nil
        }
        if node.entries == nil { noteLegacy(.dimensionText, at: node.offset) }
        return points
    }

    /// A number; an exporter's `"0.5"`, or a percentage (`"50%"`) for its opacity and line heights.
    private mutating func number(_ node: PlistNode, of token: DesignTokens.Token) -> Double? {
        if case .number(let number) = node.kind { return number }
        if let text = node.string, let (number, unit) = Self.numberAndUnit(text) {
            switch (unit, token.exporterType) {
            case ("", _):
                noteLegacy(.numberText, at: node.offset)
                return number
            case ("%", "opacity"?), ("%", "lineHeights"?):
                noteLegacy(.percentage, at: node.offset)
                return number / 100
            case ("px", "lineHeights"?):
                unsupported(
                    token.path,
                    "a line height in points is a multiple only of a font size, which this token does not have, so it is left out",
                    at: node.offset)
                return nil
            default: break
            }
        }
        if token.exporterType == "lineHeights", node.string?.lowercased() == "auto" {
            unsupported(token.path, "`AUTO` is the font's own line height, no number, so it is left out", at: node.offset)
            return nil
        }
        invalid(token, "a `number` token's value must be a number", at: node.offset)
        return nil
    }

    /// A font name: the first (most preferred) of a list, or of a CSS-style
    /// list in one string (`"\"Arial Black\", sans-serif"`), quotes taken off.
    private mutating func fontFamily(_ node: PlistNode, of token: DesignTokens.Token) -> String? {
        var first: String?
        if let text = node.string {
            let families = Self.cssFamilies(text)
            // 2025.10 writes a list as an array; a CSS list (or a quoted name) in one string is an exporter's form.
            if !families.isEmpty, families != [String(text.trimmingWhitespace())] { noteLegacy(.fontFamilyList, at: node.offset) }
            first = families.first
        } else if case .array(let names) = node.kind, !names.isEmpty, names.allSatisfy({ !($0.string ?? "").trimmingWhitespace().isEmpty })
        {
            first = names[0].string
        } else if case .array = node.kind {
            invalid(token, "a `fontFamily` list holds one or more names, none of them empty", at: node.offset)
            return nil
        }
        guard let first, !first.isEmpty else {
            invalid(token, "a `fontFamily` is a font name that is not empty, or a list of them", at: node.offset)
            return nil
        }
        return first
    }

    /// The names of a CSS font-family list (`"Foo, Inc", serif`), unquoted; empty names kept out.
    static func cssFamilies(_ text: String) -> [String] {
        var names: [String] = []
        var current = ""
        var quote: Character?
        for character in text {
            if let open = quote {
                if character == open { quote = nil } else { current.append(character) }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == "," {
                names.append(String(current.trimmingWhitespace()))
                current = ""
            } else {
                current.append(character)
            }
        }
        names.append(String(current.trimmingWhitespace()))
        return names.filter { !$0.isEmpty }
    }

    /// A weight from 1 to 1000, or its name (`bold` is 700); an exporter's
    /// `"700"` or face name (`"Semi Bold"`) too.
    private mutating func fontWeight(_ node: PlistNode, of token: DesignTokens.Token) -> Double? {
        if case .number(let weight) = node.kind, (1...1000).contains(weight) { return weight }
        if let text = node.string {
            if let (weight, unit) = Self.numberAndUnit(text), unit.isEmpty, (1...1000).contains(weight) {
                noteLegacy(.weightName, at: node.offset)
                return weight
            }
            if let (weight, isFormatName) = Self.weight(named: text) {
                if !isFormatName { noteLegacy(.weightName, at: node.offset) }
                let lowered = text.lowercased()
                if lowered != "italic", lowered != "oblique", lowered.hasSuffix("italic") || lowered.hasSuffix("oblique") {
                    unsupported(
                        token.path, "a weight holds no slant, so the slant of `\(text)` is left out (its weight is kept)", at: node.offset)
                }
                return weight
            }
        }
        invalid(token, "a `fontWeight` is a number from 1 to 1000 or a weight name such as `bold`", at: node.offset)
        return nil
    }

    /// Seconds from `{"value", "unit": "ms" or "s"}`, or an exporter's `"150ms"`.
    private mutating func seconds(_ node: PlistNode, of token: DesignTokens.Token) -> Double? {
        var value: Double?
        var unit: String?
        if let entries = node.entries {
            guard hasOnlyKnownKeys(entries, ["value", "unit"], of: token, what: "a duration") else { return nil }
            if case .number(let number)? = member("value", of: node)?.kind { value = number }
            unit = member("unit", of: node)?.string
        } else if let text = node.string, let (number, written) = Self.numberAndUnit(text) {
            (value, unit) = (number, written)
            // HashiCorp's Helios writes the unit beside the value: `"$value": "0.2", "unit": "s"`.
            if written.isEmpty, let beside = member("unit", of: token.node)?.string {
                unit = beside
                noteLegacy(.unitBesideValue, at: node.offset)
            }
        }
        guard let value, let unit, unit == "ms" || unit == "s" else {
            invalid(token, "a `duration` is `{\"value\": NUMBER, \"unit\": \"ms\" or \"s\"}`", at: node.offset)
            return nil
        }
        if node.entries == nil { noteLegacy(.durationText, at: node.offset) }
        return unit == "ms" ? value / 1000 : value
    }

    /// Whether an object holds only the properties the format gives it (else reported).
    mutating func hasOnlyKnownKeys(
        _ entries: [PlistEntry], _ known: Set<String>, of token: DesignTokens.Token, what: String
    ) -> Bool {
        guard let unknown = entries.first(where: { !known.contains($0.key) }) else { return true }
        invalid(
            token,
            "\(what) has no property `\(unknown.key)`; its properties are \(known.sorted().map { "`\($0)`" }.joined(separator: ", "))",
            at: unknown.keyOffset, suggesting: Suggestion.closest(to: unknown.key, in: known.sorted()))
        return false
    }

    /// `#` and six hex digits, as a colour's `hex` fallback is written.
    static func isSixDigitHex(_ text: String?) -> Bool {
        guard let text, text.count == 7, text.hasPrefix("#") else { return false }
        return text.dropFirst().allSatisfy(\.isHexDigit)
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
