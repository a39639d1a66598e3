/// The `Tokens` styles composite tokens give (theme-format §10), one per token, named once.
extension DesignTokenReader {
    /// Adds the `Tokens` style of a composite token to its file's output, or reports why it has none.
    mutating func addStyle(
        of token: DesignTokens.Token, _ valueNode: PlistNode, type: String, to outputs: inout [Int: FileOutput],
        owners: inout [String: DesignTokens.Token]
    ) {
        let modes = modeValues(of: token).map(\.0) + (token.variant.map { [$0] } ?? [])
        if token.variant != nil {
            // A resolver context's composite: the base's style stands.
            if type != "typography" { unsupportedModes(of: token, modes) }
            return
        }
        let body: PlistNode.Kind
        if let target = aliasTarget(of: valueNode) {
            // An alias of a composite token is its style's alias: `"TypeLink": "s:TypeBody"`.
            guard aliasName(target, of: token, at: valueNode.offset) != nil else { return }
            // Left out with its target (a typography's constant, an alias too, says so already).
            if type != "typography" { aliasUses.append((token, target, valueNode.offset)) }
            body = .string(
                StyleReference.format([Self.styleName(path: target.split(separator: ".").map(String.init).filter { $0 != "$root" })]))
        } else {
            guard let style = compositeStyle(of: token, valueNode) else { return }
            body = .dictionary(style)
        }
        let styleName = Self.styleName(path: token.path)
        if let first = owners[styleName] {
            guard first.dottedPath != token.dottedPath else { return }
            reportCollision(of: token, with: first, over: "the style name `Tokens.\(styleName)`")
            return
        }
        owners[styleName] = token
        outputs[token.file, default: FileOutput()].styles.append(
            PlistEntry(key: styleName, keyOffset: token.keyOffset, value: PlistNode(kind: body, offset: valueNode.offset)))
        if type != "typography", !modes.isEmpty { unsupportedModes(of: token, modes) }
    }

    /// `name-collision`: `token` gives `what` (a constant or style name) that `first` gives too, with a note at `first`.
    mutating func reportCollision(of token: DesignTokens.Token, with first: DesignTokens.Token, over what: String) {
        diagnostics.append(
            source.diagnostic(
                .nameCollision,
                "token `\(token.dottedPath)` gives \(what), which token `\(first.dottedPath)` gives too; the first is used and this one is left out",
                at: token.keyOffset, notes: [sources[first.file].note("`\(first.dottedPath)` is here", at: first.keyOffset)]))
    }

    mutating func unsupportedModes(of token: DesignTokens.Token, _ modes: [String]) {
        unsupported(
            token.path,
            "a style does not vary by mode, so its values in \(modes.map { "`\($0)`" }.joined(separator: ", ")) are left out (parts that are aliases follow their tokens' modes)",
            at: token.keyOffset)
    }
}
