/// How tokens are named as constants and their modes as variants (DesignTokens.md, "Names").
extension DesignTokenReader {
    /// `COLOR_BRAND_PRIMARY` for a colour at `brand.primary` (or at `color.brand.primary`);
    /// the name in `$extensions["org.themekit"].constant` where there is one (ThemeKit's own export).
    func constantName(of token: DesignTokens.Token) -> String {
        if let name = member("$extensions", of: token.node).flatMap({ member("org.themekit", of: $0) }).flatMap({
            member("constant", of: $0)
        })?.string,
            !name.isEmpty
        {
            return name
        }
        return Self.constantName(path: token.path, type: token.type)
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
