/// The properties each composite type has (DTCG 2025.10, "Composite
/// types"), checked before any is read, so that a misspelt, unknown or
/// missing property is named where it is written: "Adding additional
/// sub-values or setting values that don't have the correct type make the
/// composite token invalid."
extension DesignTokenReader {
    /// The properties of one composite object: a border, a shadow (each of a
    /// list), a transition, a gradient's stop.
    struct CompositeShape {
        /// The object as a message names it.
        var name: String
        var required: [String]
        var optional: [String] = []
        /// What a token read by the exporters' rules (Tokens Studio's types,
        /// `value` without `$`) must have, as ThemeKit has always read them; its
        /// other properties are not judged (Tokens Studio leaves parts out and
        /// adds its own).
        var requiredOfExporters: [String]

        static let border = CompositeShape(
            name: "a `border`", required: ["color", "width", "style"], requiredOfExporters: ["color", "width"])
        static let shadow = CompositeShape(
            name: "a `shadow`", required: ["color", "offsetX", "offsetY", "blur", "spread"], optional: ["inset"],
            requiredOfExporters: ["color", "offsetX", "offsetY", "blur"])
        static let transition = CompositeShape(
            name: "a `transition`", required: ["duration", "delay", "timingFunction"], requiredOfExporters: ["duration", "timingFunction"])
        static let gradientStop = CompositeShape(
            name: "a gradient stop", required: ["color", "position"], requiredOfExporters: ["color", "position"])

        /// "`color`, `width` and `style`", the optional ones after.
        var properties: String {
            let list = DesignTokenReader.list(required)
            return optional.isEmpty ? list : list + ", and optionally " + DesignTokenReader.list(optional)
        }
    }

    /// Whether `node` is an object with the properties of `shape`; each
    /// unknown property is reported at its key (with "did you mean"), the
    /// missing ones together at the object.
    mutating func hasShape(_ node: PlistNode, _ shape: CompositeShape, of token: DesignTokens.Token) -> Bool {
        guard let entries = node.entries else {
            invalid(token, "\(shape.name) is an object of \(shape.properties), not \(node.summary)", at: node.offset)
            return false
        }
        var isWellFormed = true
        let readsAsExporters = isLegacy(token)
        if !readsAsExporters {
            let known = shape.required + shape.optional
            for entry in entries where !known.contains(entry.key) {
                invalid(
                    token, "\(shape.name) has no property `\(entry.key)`; its properties are \(shape.properties)", at: entry.keyOffset,
                    suggesting: Suggestion.closest(to: entry.key, in: known))
                isWellFormed = false
            }
        }
        let missing = (readsAsExporters ? shape.requiredOfExporters : shape.required).filter { key in !entries.contains { $0.key == key } }
        if !missing.isEmpty {
            invalid(token, "\(shape.name) needs \(Self.list(missing)) (its properties are \(shape.properties))", at: node.offset)
            isWellFormed = false
        }
        return isWellFormed
    }

    /// `invalid-token` with a "did you mean" (nil: none).
    mutating func invalid(_ token: DesignTokens.Token, _ why: String, at offset: Int, suggesting suggestion: String?) {
        invalid(token, why, at: offset)
        if let suggestion, let last = diagnostics.popLast() { diagnostics.append(last.suggesting(suggestion)) }
    }

    /// "`a`", "`a` and `b`", "`a`, `b` and `c`".
    static func list(_ names: [String]) -> String {
        let quoted = names.map { "`\($0)`" }
        guard let last = quoted.last, quoted.count > 1 else { return quoted.first ?? "" }
        return quoted.dropLast().joined(separator: ", ") + " and " + last
    }
}
