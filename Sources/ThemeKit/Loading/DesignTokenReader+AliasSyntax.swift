/// How a string value with braces reads (DTCG 2025.10, "Aliases /
/// References"): one alias, `{group.token}`; an exporter's expression that
/// holds aliases among other text (Tokens Studio's math, `{space.1} + 4`,
/// `roundTo({a} / 3)`); or braces that make no alias (`{a.b`, `{}`, `{a..b}`).
extension DesignTokenReader {
    enum BracedText: Equatable {
        /// The whole text is `{group.token}`: an alias of that dotted path.
        case alias(String)
        /// Well-formed aliases among other text, or side by side (`{a}{b}`).
        case expression
        /// Braces that make no alias, with what is wrong with them.
        case malformed(String)

        /// How `text` reads; nil when it holds no `{`.
        init?(_ text: String) {
            let bytes = text.utf8
            guard bytes.contains(UInt8(ascii: "{")) else { return nil }
            var paths: [Substring] = []
            var holdsOtherText = false
            var index = bytes.startIndex
            while let open = bytes[index...].firstIndex(where: Self.isBrace) {
                if open != index { holdsOtherText = true }
                guard bytes[open] == UInt8(ascii: "{") else {
                    self = .malformed("it holds a `}` that closes no `{`")
                    return
                }
                let start = bytes.index(after: open)
                guard let close = bytes[start...].firstIndex(where: Self.isBrace) else {
                    self = .malformed("its `{` is never closed")
                    return
                }
                guard bytes[close] == UInt8(ascii: "}") else {
                    self = .malformed("it holds a `{` inside the braces")
                    return
                }
                let path = Substring(text.unicodeScalars[start..<close])
                if let problem = Self.problem(in: path) {
                    self = .malformed(problem)
                    return
                }
                paths.append(path)
                index = bytes.index(after: close)
            }
            if index != bytes.endIndex { holdsOtherText = true }
            self = paths.count == 1 && !holdsOtherText ? .alias(String(paths[0])) : .expression
        }

        private static func isBrace(_ byte: UInt8) -> Bool { byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}") }

        /// What is wrong with the path between an alias's braces, or nil.
        private static func problem(in path: Substring) -> String? {
            if path.isEmpty { return "there is no token path between its braces" }
            if path.split(separator: ".", omittingEmptySubsequences: false).contains(where: \.isEmpty) {
                return "its path `\(path)` has an empty name (two dots together, or a dot at an end)"
            }
            return nil
        }
    }

    /// The dotted path of a well-formed alias `{group.token}`; nil for any other text.
    static func aliasPath(_ text: String) -> String? {
        guard text.utf8.first == UInt8(ascii: "{"), text.utf8.last == UInt8(ascii: "}"), case .alias(let path)? = BracedText(text) else {
            return nil
        }
        return path
    }

    /// Whether a token's string value with braces that are no alias was
    /// reported (and the token left out): an expression as an exporter's,
    /// which is not evaluated (`unsupported-token`); malformed braces as
    /// `invalid-token` in a token whose type no such text can be, or of no
    /// type (an alias that names nothing has no type to take). A `string`
    /// token's braces are its text (an exporter's string type reads them as
    /// an expression, as before); so are those of a type ThemeKit does not know.
    mutating func reportsBracedText(_ node: PlistNode, of token: DesignTokens.Token) -> Bool {
        guard let text = node.string, token.type != "string" || isLegacy(token), let braced = BracedText(text) else { return false }
        switch braced {
        case .alias:
            return false
        case .expression:
            break
        case .malformed(let problem):
            let holdsNoSuchText = token.type.map { $0 != "string" && (DesignTokenType(rawValue: $0) != nil || $0 == Self.linkType) } ?? true
            if holdsNoSuchText {
                invalid(
                    token,
                    "`\(text)` is no alias: \(problem); an alias is a token's path between braces, its names joined by dots (`{color.brand.primary}`)",
                    at: node.offset)
                return true
            }
            guard isLegacy(token) else { return false }
        }
        unsupported(
            token.path,
            "`\(text)` is an exporter's expression (Tokens Studio math or a modifier), which is not evaluated, so it is left out",
            at: node.offset)
        return true
    }

    /// The path of `$colors.red.500`, Tokens Studio's earliest alias form: a
    /// `$` and a dotted path of names, nothing else; nil for any other text.
    static func dollarAliasPath(_ text: String) -> String? {
        guard text.count > 1, text.first == "$", text.contains(".") else { return nil }
        let path = text.dropFirst()
        guard path.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "." || $0 == "-" || $0 == "_" }),
            !path.split(separator: ".", omittingEmptySubsequences: false).contains(where: \.isEmpty)
        else { return nil }
        return String(path)
    }
}
