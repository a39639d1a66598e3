extension DesignTokenReader {
    /// The DTCG types whose values are objects of parts, imported as styles
    /// of the `Tokens` group (theme-format §10).
    static let compositeTypes: Set<String> = ["typography", "shadow", "border", "transition", "gradient"]

    /// The style a composite token makes, its keys the ones a view (or its
    /// layer) takes; nil when nothing of it can be held (reported).
    ///
    /// A part that is an alias stays a reference to that token's constant
    /// where the part is used as it is (a colour, a width), so variants of
    /// the constant reach the style; a part that is computed on (a blur
    /// halved into a radius) is the aliased token's value.
    mutating func compositeStyle(of token: DesignTokens.Token, _ node: PlistNode) -> [PlistEntry]? {
        var node = node
        if token.type == "gradient" { return gradientStyle(token, node) }
        if case .array(let layers) = node.kind, token.type == "shadow" {
            guard let first = layers.first else {
                invalid(token, "a `shadow` list holds at least one shadow", at: node.offset)
                return nil
            }
            if layers.count > 1 {
                unsupported(
                    token.path,
                    "a view's layer casts one shadow, so the first of its \(layers.count) shadows is used and the rest are left out",
                    at: node.offset)
            }
            node = first
        }
        guard node.entries != nil else {
            invalid(token, "a `\(token.type ?? "")` value is an object of its parts", at: node.offset)
            return nil
        }
        switch token.type {
        case "typography": return typographyStyle(token, node)
        case "shadow": return shadowStyle(token, node)
        case "border": return borderStyle(token, node)
        case "transition": return transitionStyle(token, node)
        default: return nil
        }
    }

    /// `Tokens` style name of a token: its path in UpperCamelCase (`shadow.card` is `ShadowCard`).
    static func styleName(path: [String]) -> String {
        let words = path.flatMap { $0.split { !($0.isLetter || $0.isNumber) } }
        // `FONT_BODY`'s words are `Font` and `Body`; `primaryButton` keeps its own capitals.
        let name = words.map { word in
            let rest = word.dropFirst()
            return word.prefix(1).uppercased() + (rest.contains(where: \.isLowercase) ? String(rest) : rest.lowercased())
        }.joined()
        return name.first?.isLetter == true ? name : "Token" + name
    }

    // MARK: The types

    private mutating func typographyStyle(_ token: DesignTokens.Token, _ node: PlistNode) -> [PlistEntry]? {
        guard let font = font(node, of: token) else { return nil }
        var entries = [entry("font", .string(font), at: node)]
        if let lineHeight = member("lineHeight", of: node) {
            // A number is the multiple; a dimension (as exporters write it) is divided by the font size.
            let multiple: Double?
            if lineHeight.entries != nil || (lineHeight.string.map { !$0.hasPrefix("{") } ?? false) {
                multiple = part(lineHeight, of: token, as: "dimension").flatMap(numberValue).flatMap { points in
                    fontSize(of: node, token).map { points / $0 }
                }
            } else {
                multiple = part(lineHeight, of: token, as: "number").flatMap(numberValue)
            }
            guard let multiple, multiple > 0, multiple.isFinite else {
                invalid(token, "a typography's `lineHeight` is a number above 0 (a multiple of the font size)", at: lineHeight.offset)
                return nil
            }
            entries.append(entry("lineHeight", .number(multiple), at: lineHeight))
        }
        if let spacing = member("letterSpacing", of: node) {
            if member("unit", of: spacing)?.string == "em", case .number(let ems)? = member("value", of: spacing)?.kind {
                // `em` (as exporters write it) is a fraction of the font size.
                guard let size = fontSize(of: node, token), (ems * size).isFinite else { return nil }
                entries.append(entry("letterSpacing", .number(ems * size), at: spacing))
            } else {
                guard let value = reference(spacing, of: token, as: "dimension") else { return nil }
                entries.append(entry("letterSpacing", value, at: spacing))
            }
        }
        return entries
    }

    /// A typography's font size in points (its alias followed), or nil (reported).
    private mutating func fontSize(of node: PlistNode, _ token: DesignTokens.Token) -> Double? {
        member("fontSize", of: node).flatMap { part($0, of: token, as: "dimension") }.flatMap(numberValue).flatMap { $0 > 0 ? $0 : nil }
    }

    private mutating func shadowStyle(_ token: DesignTokens.Token, _ node: PlistNode) -> [PlistEntry]? {
        if case .bool(true)? = member("inset", of: node)?.kind {
            unsupported(
                token.path, "an inset shadow has no equivalent on a view's layer (it casts its shadow outside), so it is left out",
                at: node.offset)
            return nil
        }
        guard let colorNode = member("color", of: node), let xNode = member("offsetX", of: node), let yNode = member("offsetY", of: node),
            let blurNode = member("blur", of: node)
        else {
            invalid(token, "a `shadow` needs `color`, `offsetX`, `offsetY` and `blur`", at: node.offset)
            return nil
        }
        guard let color = reference(colorNode, of: token, as: "color"),
            let x = part(xNode, of: token, as: "dimension").flatMap(numberValue),
            let y = part(yNode, of: token, as: "dimension").flatMap(numberValue),
            let blur = part(blurNode, of: token, as: "dimension").flatMap(numberValue)
        else { return nil }
        if let spreadNode = member("spread", of: node), let spread = part(spreadNode, of: token, as: "dimension").flatMap(numberValue),
            spread != 0
        {
            unsupported(
                token.path,
                "a layer's shadow has no spread, so the spread of \(JSONText.number(spread)) points is left out (the rest is kept)",
                at: spreadNode.offset)
        }
        return [
            entry("shadowColor", color, at: colorNode),
            entry("shadowOffset", .string("size:\(DecimalNumber.format(x)),\(DecimalNumber.format(y))"), at: xNode),
            // CSS's blur is twice the standard deviation Core Animation's radius gives.
            entry("shadowRadius", .number(blur / 2), at: blurNode),
            entry("shadowOpacity", .number(1), at: node),
        ]
    }

    private mutating func borderStyle(_ token: DesignTokens.Token, _ node: PlistNode) -> [PlistEntry]? {
        guard let colorNode = member("color", of: node), let widthNode = member("width", of: node) else {
            invalid(token, "a `border` needs `color` and `width`", at: node.offset)
            return nil
        }
        guard let color = reference(colorNode, of: token, as: "color"), let width = reference(widthNode, of: token, as: "dimension") else {
            return nil
        }
        if let style = member("style", of: node), style.string != "solid" {
            unsupported(
                token.path, "a layer's border is solid, so the stroke style is left out (the colour and width are kept)", at: style.offset)
        }
        return [entry("borderColor", color, at: colorNode), entry("borderWidth", width, at: widthNode)]
    }

    private mutating func transitionStyle(_ token: DesignTokens.Token, _ node: PlistNode) -> [PlistEntry]? {
        guard let durationNode = member("duration", of: node), let timingNode = member("timingFunction", of: node) else {
            invalid(token, "a `transition` needs `duration` and `timingFunction`", at: node.offset)
            return nil
        }
        guard let duration = reference(durationNode, of: token, as: "duration"),
            let timing = part(timingNode, of: token, as: "cubicBezier")
        else { return nil }
        var entries = [entry("duration", duration, at: durationNode), entry("timingFunction", timing, at: timingNode)]
        if let delayNode = member("delay", of: node) {
            guard let delay = reference(delayNode, of: token, as: "duration") else { return nil }
            entries.append(entry("delay", delay, at: delayNode))
        }
        return entries
    }

    /// A gradient layer's `colors` and `locations` (`CAGradientLayer`) from the stops.
    private mutating func gradientStyle(_ token: DesignTokens.Token, _ node: PlistNode) -> [PlistEntry]? {
        guard case .array(let stops) = node.kind, !stops.isEmpty else {
            invalid(token, "a `gradient` is an array of stops, each `{\"color\", \"position\"}`", at: node.offset)
            return nil
        }
        var colors: [PlistNode] = []
        var locations: [PlistNode] = []
        for stop in stops {
            guard let colorNode = member("color", of: stop), let positionNode = member("position", of: stop) else {
                invalid(token, "a gradient stop is `{\"color\", \"position\"}`", at: stop.offset)
                return nil
            }
            guard let color = reference(colorNode, of: token, as: "color"),
                let position = part(positionNode, of: token, as: "number").flatMap(numberValue)
            else { return nil }
            colors.append(PlistNode(kind: color, offset: colorNode.offset))
            // A position outside 0...1 is clamped, as the format says.
            locations.append(PlistNode(kind: .number(min(max(position, 0), 1)), offset: positionNode.offset))
        }
        return [entry("colors", .array(colors), at: node), entry("locations", .array(locations), at: node)]
    }

    // MARK: Parts

    /// A part's value as the style holds it: the aliased token's constant
    /// name, or the part converted as a token of `type`.
    private mutating func reference(_ node: PlistNode, of token: DesignTokens.Token, as type: String) -> PlistNode.Kind? {
        let partToken = token.part(node, type: type)
        return value(of: partToken, node)?.kind
    }

    /// A part's own value (an alias followed to its token's `$value`), converted as a token of `type`.
    private mutating func part(_ node: PlistNode, of token: DesignTokens.Token, as type: String) -> PlistNode.Kind? {
        var node = node
        var seen: Set<String> = []
        while let target = aliasTarget(of: node) {
            guard seen.insert(target).inserted else {
                invalid(token, "a part refers to `{\(target)}`, whose aliases form a loop", at: node.offset)
                return nil
            }
            guard let next = tokenNode(at: target) else {
                _ = aliasName(target, of: token, at: node.offset)
                return nil
            }
            node = member("$value", of: next) ?? next
        }
        let partToken = token.part(node, type: type)
        return value(of: partToken, node)?.kind
    }

    private func numberValue(_ kind: PlistNode.Kind) -> Double? {
        if case .number(let number) = kind { return number }
        return nil
    }

    private func entry(_ key: String, _ kind: PlistNode.Kind, at node: PlistNode) -> PlistEntry {
        PlistEntry(key: key, keyOffset: node.offset, value: PlistNode(kind: kind, offset: node.offset))
    }
}
