/// Stroke styles (DTCG 2025.10 "Stroke style"): a keyword of the format, or
/// `{"dashArray": [dimensions], "lineCap": …}`; a border's `style` is one
/// or an alias of a `strokeStyle` token.
extension DesignTokenReader {
    /// Whether a `strokeStyle` is a keyword of the format, or `{"dashArray": [dimensions], "lineCap": …}` (else reported).
    mutating func isStrokeStyle(_ node: PlistNode, of token: DesignTokens.Token) -> Bool {
        let keywords = ["solid", "dashed", "dotted", "double", "groove", "ridge", "outset", "inset"]
        if let keyword = node.string {
            if keywords.contains(keyword) { return true }
            invalid(
                token, "`\(keyword)` is no stroke style; expected one of \(keywords.map { "`\($0)`" }.joined(separator: ", "))",
                at: node.offset)
            return false
        }
        guard let entries = node.entries else {
            invalid(token, "a `strokeStyle` is a keyword or `{\"dashArray\", \"lineCap\"}`", at: node.offset)
            return false
        }
        guard hasOnlyKnownKeys(entries, ["dashArray", "lineCap"], of: token, what: "a stroke style") else { return false }
        guard let dashArray = member("dashArray", of: node), let lineCap = member("lineCap", of: node) else {
            invalid(
                token, "a stroke style object is `{\"dashArray\": [dimensions], \"lineCap\": \"round\", \"butt\" or \"square\"}`",
                at: node.offset)
            return false
        }
        var isValid = true
        let lineCaps = ["round", "butt", "square"]
        if !lineCaps.contains(lineCap.string ?? "") {
            invalid(token, "a stroke style's `lineCap` is `round`, `butt` or `square`, not \(lineCap.summary)", at: lineCap.offset)
            isValid = false
        }
        guard case .array(let dashes) = dashArray.kind, !dashes.isEmpty else {
            var found = "not \(dashArray.summary)"
            if case .array = dashArray.kind { found = "and this one is empty" }
            invalid(token, "a stroke style's `dashArray` is an array of one or more dimensions, \(found)", at: dashArray.offset)
            return false
        }
        for dash in dashes {
            if let text = dash.string, BracedText(text) == nil {
                // 2025.10's dashes are dimension objects or aliases; the drafts' `"0.5rem"` is not read here.
                invalid(
                    token,
                    "`\(text)` in `dashArray` is text; each dash is a dimension (`{\"value\": 2, \"unit\": \"px\"}`) or an alias of a dimension token",
                    at: dash.offset)
                isValid = false
            } else if part(dash, of: token, as: "dimension") == nil {
                isValid = false
            }
        }
        return isValid
    }

    /// A border's `style`: its keyword, "" for a dash pattern; nil when it is
    /// no stroke style or alias of a `strokeStyle` token (reported).
    mutating func strokeStyle(_ node: PlistNode, of token: DesignTokens.Token) -> String? {
        guard let (followed, _) = followedPart(node, of: token, as: "strokeStyle"), isStrokeStyle(followed, of: token) else { return nil }
        return followed.string ?? ""
    }
}
