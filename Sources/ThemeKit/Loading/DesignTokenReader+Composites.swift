extension DesignTokenReader {
    /// The DTCG types whose values are objects of parts, imported as styles
    /// of the `Tokens` group (theme-format §10).
    static var compositeTypes: Set<String> { DesignTokenType.composites }

    /// The style a composite token makes, its keys the ones a view (or its
    /// layer) takes; nil when nothing of it can be held (reported).
    ///
    /// A part that is an alias stays a reference to that token's constant
    /// where the part is used as it is (a colour, a width), so variants of
    /// the constant reach the style; a part that is computed on (a blur
    /// halved into a radius) is the aliased token's value.
    mutating func compositeStyle(of token: DesignTokens.Token, _ node: PlistNode) -> [PlistEntry]? {
        // Text with braces that make no alias was reported when the token's value was read.
        if let text = node.string, BracedText(text) != nil { return nil }
        switch token.type {
        case "gradient": return gradientStyle(token, node)
        case "shadow": return shadowStyle(token, node)
        default: break
        }
        guard node.entries != nil else {
            invalid(token, "a `\(token.type ?? "")` value is an object of its parts", at: node.offset)
            return nil
        }
        switch token.type {
        case "typography": return typographyStyle(token, node)
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
        if let lineHeight = member("lineHeight", of: node), !isAutomatic(lineHeight) {
            let multiple: Double?
            switch lineHeightForm(lineHeight) {
            case .multiple:
                multiple = part(lineHeight, of: token, as: "number").flatMap(numberValue)
            case .fraction(let percent):
                noteLegacy(.percentage, at: lineHeight.offset)
                multiple = percent / 100
            case .points:
                // A dimension (as exporters write it) is divided by the font size.
                multiple = part(lineHeight, of: token, as: "dimension").flatMap(numberValue).flatMap { points in
                    fontSize(of: node, token).map { points / $0 }
                }
            }
            guard let multiple, multiple > 0, multiple.isFinite else {
                invalid(token, "a typography's `lineHeight` is a number above 0 (a multiple of the font size)", at: lineHeight.offset)
                return nil
            }
            entries.append(entry("lineHeight", .number(multiple), at: lineHeight))
        }
        if let spacing = member("letterSpacing", of: node) {
            // A `%` or `em` reached through an alias (Tokens Studio's `{letterSpacing.tight}` of `-1%`) is a fraction too.
            var written = spacing
            if let target = aliasTarget(of: spacing), tokenIndex(at: target) != nil,
                let followed = followedPart(spacing, of: token, as: "dimension")
            {
                written = followed.node
            }
            if let fraction = sizeFraction(written) {
                // `em` and `%` (as exporters write them) are fractions of the font size.
                guard let size = fontSize(of: node, token), (fraction * size).isFinite else { return nil }
                entries.append(entry("letterSpacing", .number(fraction * size), at: spacing))
            } else {
                guard let value = reference(spacing, of: token, as: "dimension") else { return nil }
                entries.append(entry("letterSpacing", value, at: spacing))
            }
        }
        return entries
    }

    /// How a typography's `lineHeight` is written: a multiple (a number, or an
    /// alias of a number), a percentage of the font size, or points (a
    /// dimension, its text, or an alias of one).
    private enum LineHeightForm {
        case multiple
        case fraction(Double)
        case points
    }

    private func lineHeightForm(_ node: PlistNode) -> LineHeightForm {
        if let target = aliasTarget(of: node) {
            return tokenIndex(at: target).map { tokens[$0].type == "dimension" } == true ? .points : .multiple
        }
        if let text = node.string, let (number, unit) = Self.numberAndUnit(text) {
            if unit == "%" { return .fraction(number) }
            return unit.isEmpty ? .multiple : .points
        }
        return node.entries != nil ? .points : .multiple
    }

    /// Whether a line height is `AUTO` or `normal` (Tokens Studio, CSS): the font's own, so no key is written.
    private mutating func isAutomatic(_ node: PlistNode) -> Bool {
        guard let text = node.string?.lowercased(), text == "auto" || text == "normal" else { return false }
        noteLegacy(.lineHeightKeyword, at: node.offset)
        return true
    }

    /// A letter spacing written in `em` or `%` of the font size, as that fraction; nil for points or an alias.
    private mutating func sizeFraction(_ node: PlistNode) -> Double? {
        if member("unit", of: node)?.string == "em", case .number(let ems)? = member("value", of: node)?.kind { return ems }
        guard let text = node.string, let (number, unit) = Self.numberAndUnit(text), unit == "em" || unit == "%" else { return nil }
        noteLegacy(unit == "%" ? .percentage : .dimensionText, at: node.offset)
        return unit == "%" ? number / 100 : number
    }

    /// A typography's font size in points (its alias followed), or nil (reported).
    private mutating func fontSize(of node: PlistNode, _ token: DesignTokens.Token) -> Double? {
        member("fontSize", of: node).flatMap { part($0, of: token, as: "dimension") }.flatMap(numberValue).flatMap { $0 > 0 ? $0 : nil }
    }

    private mutating func borderStyle(_ token: DesignTokens.Token, _ node: PlistNode) -> [PlistEntry]? {
        guard hasShape(node, .border, of: token) else { return nil }
        let (colorNode, widthNode, styleNode) = (member("color", of: node), member("width", of: node), member("style", of: node))
        let color = colorNode.flatMap { reference($0, of: token, as: "color") }
        let width = widthNode.flatMap { reference($0, of: token, as: "dimension") }
        let style = styleNode.map { strokeStyle($0, of: token) }
        guard let colorNode, let color, let widthNode, let width, style != .some(nil) else { return nil }
        if let styleNode, style != "solid" {
            unsupported(
                token.path, "a layer's border is solid, so the stroke style is left out (the colour and width are kept)",
                at: styleNode.offset)
        }
        return [entry("borderColor", color, at: colorNode), entry("borderWidth", width, at: widthNode)]
    }

    private mutating func transitionStyle(_ token: DesignTokens.Token, _ node: PlistNode) -> [PlistEntry]? {
        guard hasShape(node, .transition, of: token) else { return nil }
        let (durationNode, delayNode, timingNode) = (
            member("duration", of: node), member("delay", of: node), member("timingFunction", of: node)
        )
        let duration = durationNode.flatMap { reference($0, of: token, as: "duration") }
        let delay = delayNode.map { reference($0, of: token, as: "duration") }
        let timing = timingNode.flatMap { part($0, of: token, as: "cubicBezier") }
        if case .some(.none) = delay { return nil }
        guard let durationNode, let duration, let timingNode, let timing else { return nil }
        var entries = [entry("duration", duration, at: durationNode), entry("timingFunction", timing, at: timingNode)]
        if let delayNode, let delay = delay ?? nil { entries.append(entry("delay", delay, at: delayNode)) }
        return entries
    }

    /// A gradient layer's `colors` and `locations` (`CAGradientLayer`) from the stops, every stop checked.
    private mutating func gradientStyle(_ token: DesignTokens.Token, _ node: PlistNode) -> [PlistEntry]? {
        guard case .array(let stops) = node.kind, !stops.isEmpty else {
            invalid(token, "a `gradient` is an array of stops, each `{\"color\", \"position\"}`", at: node.offset)
            return nil
        }
        var colors: [PlistNode] = []
        var locations: [PlistNode] = []
        for stop in stops {
            guard hasShape(stop, .gradientStop, of: token) else { continue }
            let (colorNode, positionNode) = (member("color", of: stop), member("position", of: stop))
            let color = colorNode.flatMap { reference($0, of: token, as: "color") }
            let position = positionNode.flatMap { part($0, of: token, as: "number").flatMap(numberValue) }
            guard let colorNode, let color, let positionNode, let position else { continue }
            colors.append(PlistNode(kind: color, offset: colorNode.offset))
            // A position outside 0...1 is clamped, as the format says.
            locations.append(PlistNode(kind: .number(min(max(position, 0), 1)), offset: positionNode.offset))
        }
        guard colors.count == stops.count else { return nil }
        return [entry("colors", .array(colors), at: node), entry("locations", .array(locations), at: node)]
    }

    // MARK: Parts

    /// A part's value as the style holds it: the aliased token's constant
    /// name, or the part converted as a token of `type`.
    mutating func reference(_ node: PlistNode, of token: DesignTokens.Token, as type: String) -> PlistNode.Kind? {
        let partToken = token.part(node, type: type)
        return value(of: partToken, node)?.kind
    }

    /// A part's own value (an alias followed to its token's `$value`), converted as a token of `type`.
    mutating func part(_ node: PlistNode, of token: DesignTokens.Token, as type: String) -> PlistNode.Kind? {
        guard let (node, partToken) = followedPart(node, of: token, as: type) else { return nil }
        // A part that names a token of another file of the set is read, and reported, in that file.
        let composite = currentFile
        currentFile = partToken.file
        defer { currentFile = composite }
        return value(of: partToken, node)?.kind
    }

    /// A part's own node: an alias followed along its chain to the `$value`
    /// of the token at its end (the first alias's type checked), with the part
    /// as a token of `type` that reads it; nil when the chain is broken (reported).
    mutating func followedPart(
        _ node: PlistNode, of token: DesignTokens.Token, as type: String
    ) -> (node: PlistNode, token: DesignTokens.Token)? {
        guard var node = resolvingPointers(in: node, of: token) else { return nil }
        var seen: Set<String> = []
        if let target = aliasTarget(of: node), !agreesInType(token.part(node, type: type), target, at: node.offset) { return nil }
        var partToken = token.part(node, type: type)
        while let target = aliasTarget(of: node) {
            guard seen.insert(target).inserted else {
                invalid(token, "a part refers to `{\(target)}`, whose aliases form a loop", at: node.offset)
                return nil
            }
            guard let index = tokenIndex(at: target) else {
                _ = aliasName(target, of: token, at: node.offset)
                return nil
            }
            // The value is read by its own token's rules (an exporter's `"150%"` line height).
            partToken.exporterType = tokens[index].exporterType
            partToken.file = tokens[index].file
            node = member("$value", of: tokens[index].node) ?? tokens[index].node
        }
        partToken.node = node
        return (node, partToken)
    }

    func numberValue(_ kind: PlistNode.Kind) -> Double? {
        if case .number(let number) = kind { return number }
        return nil
    }

    func entry(_ key: String, _ kind: PlistNode.Kind, at node: PlistNode) -> PlistEntry {
        PlistEntry(key: key, keyOffset: node.offset, value: PlistNode(kind: kind, offset: node.offset))
    }
}
