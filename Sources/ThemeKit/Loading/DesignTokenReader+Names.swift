/// How tokens are named as constants and their modes as variants (DesignTokens.md, "Names").
extension DesignTokenReader {
    /// `COLOR_BRAND_PRIMARY` for a colour at `brand.primary` (or at `color.brand.primary`);
    /// the name in `$extensions["org.themekit"].constant` where there is one (ThemeKit's own export).
    mutating func constantName(of token: DesignTokens.Token) -> String {
        if let name = member("$extensions", of: token.node).flatMap({ member("org.themekit", of: $0) }).flatMap({
            member("constant", of: $0)
        })?.string,
            !name.isEmpty
        {
            return name
        }
        return literalFreeName(Self.constantName(path: token.path, type: token.type), of: token)
    }

    /// `name`, or, when it does not begin with a letter (a top-level token
    /// `80` of `opacity.json`), the name after the file (`OPACITY_80`): a
    /// constant named `80` would turn every `"80"` of a theme into its value.
    mutating func literalFreeName(_ name: String, of token: DesignTokens.Token) -> String {
        guard name.unicodeScalars.first?.properties.isAlphabetic != true else { return name }
        var stem = Substring(sources[token.file].path.split(separator: "/").last ?? "")
        for suffix in [".json", ".tokens"] where stem.lowercased().hasSuffix(suffix) { stem = stem.dropLast(suffix.count) }
        let prefix = Self.upperSnake(String(stem))
        let renamed = (prefix.unicodeScalars.first?.properties.isAlphabetic == true ? prefix : "TOKEN") + "_" + name
        let first = renamings[token.file]
        renamings[token.file] = (first?.token ?? token, first?.name ?? renamed, (first?.count ?? 0) + 1)
        return renamed
    }

    /// One warning per file whose tokens were renamed, at the first of them.
    mutating func reportRenamings() {
        for (file, renaming) in renamings.sorted(by: { $0.key < $1.key }) {
            let others = renaming.count > 1 ? " (and \(renaming.count - 1) more token\(renaming.count == 2 ? "" : "s") so named)" : ""
            diagnostics.append(
                sources[file].diagnostic(
                    .suspiciousValue,
                    "token `\(renaming.token.dottedPath)` is the constant `\(renaming.name)`\(others): a constant name that does not begin with a letter would be read as a literal (`\"\(renaming.token.dottedPath)\"` in a theme would become the token's value), so it begins with the file's name",
                    at: renaming.token.keyOffset))
        }
    }

    /// The constant name of a token at `path` of `type`, by the rule above.
    static func constantName(path: [String], type: String?) -> String {
        let base = path.map(upperSnake).joined(separator: "_")
        guard let prefix = type.flatMap({ prefixes[$0] }), !base.hasPrefix(prefix) else { return base }
        return prefix + base
    }

    /// The constant-name prefix of each type, where the theme format has one (`COLOR_`, `FONT_`, `DIMENSION_`).
    static let prefixes = ["color": "COLOR_", "dimension": "DIMENSION_", "fontFamily": "FONT_", "typography": "FONT_"]

    /// `spacing-stack 0` as `SPACING_STACK_0`: letters and digits upper-cased, anything else `_`.
    /// Upper-cased as strings, since one letter may become several (`ß` is `SS`).
    static func upperSnake(_ text: String) -> String {
        text.unicodeScalars.map { scalar in
            scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) ? String(scalar).uppercased() : "_"
        }.joined()
    }

    /// The variant a mode or context name gives: upper snake case, `MODE_` before a leading digit.
    static func variantName(_ mode: String) -> String {
        let name = upperSnake(mode)
        return name.unicodeScalars.first?.properties.isAlphabetic == true ? name : "MODE_" + name
    }

    func variantName(_ mode: String) -> String { Self.variantName(mode) }
}
