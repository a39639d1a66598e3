/// The codes of severity warning that loading and resolving report, each declared once: its identifier, summary,
/// explanation, and themes that must and must not draw it. `themecheck rules`,
/// the SARIF rule texts, the manual's "Codes" section and CodeExamplesTests
/// are all made from these declarations.
extension Diagnostic.Code {
    /// The codes declared here, in the manual's order (``all`` lists them).
    static let declaredWarnings: [Diagnostic.Code] = [
        duplicateKey, duplicateStyle, namedColor, unknownState, suspiciousValue, unsupportedToken, gamutMappedColor,
        legacyTokenFormat,
    ]

    /// `duplicate-key`: A key written twice in one dictionary.
    public static let duplicateKey = Diagnostic.Code(
        "duplicate-key", .warning,
        summary: "A key written twice in one dictionary.",
        explanation: """
            The last value is used, at the first one's position. Remove one of them.
            """,
        examples: Examples(
            triggering: [#"{"formatVersion": 2, "Styles": {"Label": {"alpha": 1, "alpha": 0.5}}}"#],
            notTriggering: [#"{"formatVersion": 2, "Styles": {"Label": {"alpha": 1}}}"#]))

    /// `duplicate-style`: A style defined again in a later group of the same file.
    public static let duplicateStyle = Diagnostic.Code(
        "duplicate-style", .warning,
        summary: "A style defined again in a later group of the same file.",
        explanation: """
            The first definition is used and the later one is ignored. Rename or remove one.
            """,
        examples: Examples(
            triggering: [#"{"formatVersion": 2, "Styles": {"Label": {"alpha": 1}}, "More": {"Label": {"alpha": 0.5}}}"#],
            notTriggering: [#"{"formatVersion": 2, "Styles": {"Label": {"alpha": 1}}, "More": {"Caption": {"alpha": 0.5}}}"#]))

    /// `named-color`: A colour given by name rather than hex digits.
    public static let namedColor = Diagnostic.Code(
        "named-color", .warning,
        summary: "A colour given by name rather than hex digits.",
        explanation: """
            `c:NAME` is a named (asset-catalogue) colour. That is fine when intended, but often a typo for hex digits.
            """,
        examples: Examples(
            triggering: [#"{"formatVersion": 2, "Styles": {"Label": {"textColor": "c:brandPrimary"}}}"#],
            notTriggering: [#"{"formatVersion": 2, "Styles": {"Label": {"textColor": "c:#FF8800"}}}"#]))
    /// `unknown-state`: A state qualifier that is not a known state.
    public static let unknownState = Diagnostic.Code(
        "unknown-state", .warning,
        summary: "A state qualifier that is not a known state.",
        explanation: """
            Known states are normal, highlighted, selected, disabled and focused (case-sensitive).
            """,
        examples: Examples(
            triggering: [#"{"formatVersion": 2, "Styles": {"Button": {"pressed:titleColor": "c:#000"}}}"#],
            notTriggering: [#"{"formatVersion": 2, "Styles": {"Button": {"selected:titleColor": "c:#000"}}}"#]))

    /// `suspicious-value`: A string that is almost a convention, so it is used as plain text.
    public static let suspiciousValue = Diagnostic.Code(
        "suspicious-value", .warning,
        summary: "A string that is almost a convention, so it is used as plain text.",
        explanation: """
            It is used as the plain string: hex colour text without `c:` (`#FF0000`), a short prefix in upper case (`C:#FFF`, \
            `F:`, `S:`), a long prefix one letter off or in British spelling (`colour:`, `stlye:`), a constant name with white \
            space around it (`\"COLOR_TEXT \"`), or a top-level group `constants` in lower case (read as a group of styles). The \
            message says the fix: `write c:#FF0000`, `did you mean Constants?`.
            """,
        examples: Examples(
            triggering: [##"{"formatVersion": 2, "Styles": {"Label": {"textColor": "#FF0000"}}}"##],
            notTriggering: [#"{"formatVersion": 2, "Styles": {"Label": {"textColor": "c:#FF0000"}}}"#]))

    /// `unsupported-token`: A design token with no meaning on Apple platforms.
    public static let unsupportedToken = Diagnostic.Code(
        "unsupported-token", .warning,
        summary: "A design token with no meaning on Apple platforms.",
        explanation: """
            A DTCG token file (`.tokens.json`, read as a theme; see DesignTokens.md) holds a valid token ThemeKit cannot give a \
            view: an inset shadow, a shadow's spread or a border's dashes (the rest is kept), the shadows after a layer's first, a \
            composite token's values per mode, a cubic Bézier on its own (a constant holds no array), an exporter's expression \
            (Tokens Studio's math, `{space.1} * 2`), a `link` (Terrazzo's type for an asset's path), a colour in a space the \
            format does not name with no `hex` fallback, or a token with no `$type`. Named, never dropped silently.
            """,
        examples: Examples(
            triggering: [
                ##"{"elevation": {"well": {"$type": "shadow", "$value": {"inset": true, "color": {"colorSpace": "srgb", "components": [0, 0, 0]}, "offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": 1, "unit": "px"}, "blur": {"value": 2, "unit": "px"}, "spread": {"value": 0, "unit": "px"}}}}}"##
            ],
            notTriggering: [
                ##"{"elevation": {"card": {"$type": "shadow", "$value": {"color": {"colorSpace": "srgb", "components": [0, 0, 0]}, "offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": 1, "unit": "px"}, "blur": {"value": 2, "unit": "px"}, "spread": {"value": 0, "unit": "px"}}}}}"##
            ], exampleFile: "example.tokens.json"))

    /// `gamut-mapped-color`: A token's colour lies outside Display P3 and was mapped into it.
    public static let gamutMappedColor = Diagnostic.Code(
        "gamut-mapped-color", .warning,
        summary: "A token's colour lies outside Display P3 and was mapped into it.",
        explanation: """
            A DTCG colour in a space wider than Apple's displays (`rec2020`, `prophoto-rgb`, `oklch` or `lab` beyond P3) is \
            imported as the nearest Display P3 colour by CSS Color 4's gamut mapping (lower chroma at the same lightness and \
            hue). The theme holds a different colour from the token's; bring the token inside P3 to say which one is meant.
            """,
        examples: Examples(
            triggering: [
                ##"{"color": {"laser": {"$type": "color", "$value": {"colorSpace": "rec2020", "components": [0, 1, 0]}}}}"##
            ],
            notTriggering: [
                ##"{"color": {"leaf": {"$type": "color", "$value": {"colorSpace": "display-p3", "components": [0, 1, 0]}}}}"##
            ], exampleFile: "example.tokens.json"))

    /// `legacy-token-format`: A token file writes a form of an earlier DTCG draft or of an exporter.
    public static let legacyTokenFormat = Diagnostic.Code(
        "legacy-token-format", .warning,
        summary: "A token file writes a form of an earlier DTCG draft or of an exporter.",
        explanation: """
            Figma, Tokens Studio and Style Dictionary write forms the DTCG 2025.10 format replaced: `value` and `type` without \
            `$`, a colour as a hex string, a dimension as `"16px"` or a bare number, a duration as `"150ms"`, Tokens Studio's \
            own types (`spacing`, `fontSizes`, `boxShadow`, ...). Each form whose meaning is clear is read exactly (px and bare \
            numbers as points, rem as 16 points); the warning comes once per file, at the first such token, and names the \
            2025.10 form of each one the file uses. Re-export in the 2025.10 format, or turn the rule off for files you do not \
            write yourself.
            """,
        examples: Examples(
            triggering: [##"{"color": {"brand": {"$type": "color", "$value": "#FF8800"}}}"##],
            notTriggering: [
                ##"{"color": {"brand": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 0.5, 0]}}}}"##
            ],
            exampleFile: "example.tokens.json"))
}
