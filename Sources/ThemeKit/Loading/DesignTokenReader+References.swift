/// What the format asks of references beyond naming a token: a `$ref`
/// pointer into another token's value is that part of it, and an alias
/// names a token of its own `$type` (DTCG 2025.10, "Aliases / References").
extension DesignTokenReader {
    /// The most pointers one value may follow: more is a loop, or a file built to make reading slow.
    static let maximumPointerSteps = 64

    /// `node` with each `{"$ref": "#/…/$value/…"}` inside it replaced by the
    /// part of the token's value it points to (followed when that is a
    /// pointer too); nil, reported, when a pointer leads nowhere or loops.
    mutating func resolvingPointers(in node: PlistNode, of token: DesignTokens.Token) -> PlistNode? {
        guard Self.holdsPointer(node, depth: 0) else { return node }
        var steps = 0
        var failed = false
        func resolve(_ node: PlistNode, depth: Int) -> PlistNode {
            guard !failed, depth < 64 else { return node }
            if let keys = pointerKeys(of: node), aliasTarget(of: node) == nil {
                var current = node
                var pointer = keys
                while true {
                    steps += 1
                    guard steps <= Self.maximumPointerSteps, let target = self.node(at: pointer, from: token.root) else {
                        failed = true
                        invalid(
                            token,
                            "`$ref` `#/\(pointer.joined(separator: "/"))` points to nothing in the file, or through a loop of pointers",
                            at: current.offset)
                        return node
                    }
                    guard let next = pointerKeys(of: target), aliasTarget(of: target) == nil else {
                        return resolve(target, depth: depth + 1)
                    }
                    (current, pointer) = (target, next)
                }
            }
            switch node.kind {
            case .dictionary(let entries):
                let resolved = entries.map { PlistEntry(key: $0.key, keyOffset: $0.keyOffset, value: resolve($0.value, depth: depth + 1)) }
                return PlistNode(kind: .dictionary(resolved), offset: node.offset)
            case .array(let elements):
                return PlistNode(kind: .array(elements.map { resolve($0, depth: depth + 1) }), offset: node.offset)
            default:
                return node
            }
        }
        let resolved = resolve(node, depth: 0)
        return failed ? nil : resolved
    }

    /// Whether a `$ref` is anywhere in `node`, found without copying it (most values hold none).
    private static func holdsPointer(_ node: PlistNode, depth: Int) -> Bool {
        guard depth < 64 else { return false }
        switch node.kind {
        case .dictionary(let entries): return entries.contains { $0.key == "$ref" || holdsPointer($0.value, depth: depth + 1) }
        case .array(let elements): return elements.contains { holdsPointer($0, depth: depth + 1) }
        default: return false
        }
    }

    /// The node at a JSON pointer's keys from the top of tree `root`; array elements by index.
    private func node(at keys: [String], from root: Int) -> PlistNode? {
        guard roots.indices.contains(root) else { return nil }
        var node = roots[root]
        for key in keys {
            if case .array(let elements) = node.kind {
                guard let index = Int(key), elements.indices.contains(index) else { return nil }
                node = elements[index]
            } else {
                guard let child = member(key, of: node) else { return nil }
                node = child
            }
        }
        return node
    }

    /// Whether a token is read by the earlier drafts' and exporters' looser rules (an exporter's type, or `value` without `$`).
    func isLegacy(_ token: DesignTokens.Token) -> Bool {
        token.exporterType != nil || unprefixedFiles.contains(token.file)
    }

    /// Whether the token `target` names has `token`'s `$type` (reported when
    /// not). Exporters' files mix their types freely, so theirs are held only
    /// to a colour naming a colour (and what is no colour naming no colour).
    mutating func agreesInType(_ token: DesignTokens.Token, _ target: String, at offset: Int) -> Bool {
        guard let expected = token.type, let index = tokenIndex(at: target) else { return true }
        let found = tokens[index]
        guard let actual = found.type, actual != expected else { return true }
        // An exporter's types mix freely (a `spacing` naming a `sizing`), but never a colour with what is no colour.
        if isLegacy(token) || isLegacy(found), (actual == "color") == (expected == "color") { return true }
        invalid(token, "it refers to `{\(target)}`, a `\(actual)` token, where a `\(expected)` is needed", at: offset)
        return false
    }
}
