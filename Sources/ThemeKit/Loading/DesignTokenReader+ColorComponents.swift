/// The components of each colour space of DTCG 2025.10 (Color Module,
/// "Supported color spaces"): three in every one of them, named here for
/// the messages that say which are missing or too many.
extension DesignTokenReader {
    static let colorComponentNames: [String: String] = [
        "srgb": "red, green, blue", "srgb-linear": "red, green, blue", "display-p3": "red, green, blue",
        "a98-rgb": "red, green, blue", "prophoto-rgb": "red, green, blue", "rec2020": "red, green, blue",
        "hsl": "hue, saturation, lightness", "hwb": "hue, whiteness, blackness",
        "lab": "lightness, a, b", "oklab": "lightness, a, b", "lch": "lightness, chroma, hue", "oklch": "lightness, chroma, hue",
        "xyz-d65": "x, y, z", "xyz-d50": "x, y, z",
    ]

    /// Whether `components` are as many as `space` has (else reported at the colour).
    mutating func hasComponentCount(_ components: [Double], space: String, of token: DesignTokens.Token, at offset: Int) -> Bool {
        guard components.count != 3 else { return true }
        let names = Self.colorComponentNames[space].map { " (\($0))" } ?? ""
        invalid(
            token, "a colour in `\(space)` has three `components`\(names), and this one has \(components.count)",
            at: offset)
        return false
    }
}
