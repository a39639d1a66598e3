/// `"$type": "link"`: no type of DTCG 2025.10 (whose `$type` is one of its
/// own), but Terrazzo's extension type (formerly Cobalt's) for the path or
/// URL of an asset, such as an icon's SVG file. Terrazzo calls a link that
/// is no string, or an empty one, invalid; ThemeKit reads the type as
/// Terrazzo defines it, as it reads Terrazzo's `boolean` and `string`. A
/// valid link has no theme constant (an image is named by its asset
/// catalogue, `i:NAME`, not by a path), so it is left out with a warning.
extension DesignTokenReader {
    static let linkType = "link"

    /// Reports a `link` token's value: `invalid-token` for one that is no
    /// string or is empty, else `unsupported-token`; there is never a constant.
    mutating func reportLink(_ node: PlistNode, of token: DesignTokens.Token) {
        guard let text = node.string else {
            invalid(
                token,
                "a `link` (Terrazzo's type for the path or URL of an asset; DTCG 2025.10 has none) is a string, not \(node.summary)",
                at: node.offset)
            return
        }
        guard !text.trimmingWhitespace().isEmpty else {
            invalid(
                token,
                "a `link` (Terrazzo's type for the path or URL of an asset; DTCG 2025.10 has none) is the path or URL, and an empty string names nothing",
                at: node.offset)
            return
        }
        unsupported(
            token.path,
            "a `link` (`\(text)`) is the path or URL of an asset, which no theme constant holds (an image is named by its asset catalogue, `i:NAME`), so it is left out",
            at: node.offset)
    }
}
