/// Shadow tokens as a layer's shadow (DTCG 2025.10 "Shadow"): one shadow or
/// a list of them, each checked, the first one drawn.
extension DesignTokenReader {
    /// The style of a shadow, or of the first of a list (a layer casts one);
    /// every shadow of a list is checked.
    mutating func shadowStyle(_ token: DesignTokens.Token, _ node: PlistNode) -> [PlistEntry]? {
        var layers = [node]
        if case .array(let elements) = node.kind {
            guard !elements.isEmpty else {
                invalid(token, "a `shadow` list holds at least one shadow", at: node.offset)
                return nil
            }
            layers = elements
        }
        let shadows = layers.map { shadowLayer($0, of: token) }
        guard let shadow = shadows[0], !shadows.contains(where: { $0 == nil }) else { return nil }
        if shadow.isInset {
            unsupported(
                token.path, "an inset shadow has no equivalent on a view's layer (it casts its shadow outside), so it is left out",
                at: layers[0].offset)
            return nil
        }
        if layers.count > 1 {
            unsupported(
                token.path,
                "a view's layer casts one shadow, so the first of its \(layers.count) shadows is used and the rest are left out",
                at: node.offset)
        }
        if let (spread, spreadNode) = shadow.spread, spread != 0 {
            unsupported(
                token.path,
                "a layer's shadow has no spread, so the spread of \(JSONText.number(spread)) points is left out (the rest is kept)",
                at: spreadNode.offset)
        }
        return [
            entry("shadowColor", shadow.color, at: shadow.colorNode),
            entry("shadowOffset", Self.treeKind(of: .size(ThemeSize(width: shadow.x, height: shadow.y))), at: shadow.xNode),
            // CSS's blur is twice the standard deviation Core Animation's radius gives.
            entry("shadowRadius", .number(shadow.blur / 2), at: shadow.blurNode),
            entry("shadowOpacity", .number(1), at: layers[0]),
        ]
    }

    /// One shadow of a shadow token, its parts read (each problem reported).
    private struct ShadowLayer {
        var color: PlistNode.Kind
        var colorNode: PlistNode
        var x, y, blur: Double
        var xNode, blurNode: PlistNode
        var isInset: Bool
        var spread: (Double, PlistNode)?
    }

    /// A shadow object, or an alias of a shadow token (an element of a list
    /// may be one, 2025.10), read; nil when it is not a valid shadow (reported).
    private mutating func shadowLayer(_ written: PlistNode, of token: DesignTokens.Token) -> ShadowLayer? {
        var node = written
        var exporterType = token.exporterType
        if aliasTarget(of: node) != nil {
            guard let (followed, target) = followedPart(node, of: token, as: "shadow") else { return nil }
            guard followed.entries != nil else {
                invalid(
                    token, "an element of a shadow list is one shadow, and `\(written.string ?? "")` names no single shadow",
                    at: written.offset)
                return nil
            }
            (node, exporterType) = (followed, target.exporterType)
        }
        if exporterType == "boxShadow" { node = Self.formatShadow(node) }
        // A shadow whose properties are not the format's is reported as that alone; its parts are read once they are.
        guard hasShape(node, .shadow, of: token) else { return nil }
        var isValid = true
        var isInset = false
        if let insetNode = member("inset", of: node) {
            if case .bool(let flag) = insetNode.kind {
                isInset = flag
            } else {
                invalid(token, "a shadow's `inset` is `true` or `false`, not \(insetNode.summary)", at: insetNode.offset)
                isValid = false
            }
        }
        // Every part is read, so that each problem is named.
        let (colorNode, xNode, yNode) = (member("color", of: node), member("offsetX", of: node), member("offsetY", of: node))
        let (blurNode, spreadNode) = (member("blur", of: node), member("spread", of: node))
        let color = colorNode.flatMap { reference($0, of: token, as: "color") }
        let x = xNode.flatMap { part($0, of: token, as: "dimension").flatMap(numberValue) }
        let y = yNode.flatMap { part($0, of: token, as: "dimension").flatMap(numberValue) }
        let blur = blurNode.flatMap { part($0, of: token, as: "dimension").flatMap(numberValue) }
        let spread = spreadNode.map { part($0, of: token, as: "dimension").flatMap(numberValue) }
        guard isValid, let colorNode, let color, let xNode, let x, let y, let blurNode, let blur, spread != .some(nil) else { return nil }
        var layer = ShadowLayer(
            color: color, colorNode: colorNode, x: x, y: y, blur: blur, xNode: xNode, blurNode: blurNode, isInset: isInset)
        if let spreadNode, let spread = spread ?? nil { layer.spread = (spread, spreadNode) }
        return layer
    }

    /// A Tokens Studio shadow (`x`, `y`, `"type": "innerShadow"`) with the format's property names.
    static func formatShadow(_ node: PlistNode) -> PlistNode {
        guard let entries = node.entries else { return node }
        let renamed = entries.map { entry -> PlistEntry in
            switch entry.key {
            case "x": return PlistEntry(key: "offsetX", keyOffset: entry.keyOffset, value: entry.value)
            case "y": return PlistEntry(key: "offsetY", keyOffset: entry.keyOffset, value: entry.value)
            case "type":
                let isInner = entry.value.string == "innerShadow"
                return PlistEntry(
                    key: "inset", keyOffset: entry.keyOffset, value: PlistNode(kind: .bool(isInner), offset: entry.value.offset))
            default: return entry
            }
        }
        return PlistNode(kind: .dictionary(renamed), offset: node.offset)
    }
}
