/// The codes of severity warning, each declared once: its identifier, summary,
/// explanation, and themes that must and must not draw it. `themecheck rules`,
/// the SARIF rule texts, the manual's "Codes" section and CodeExamplesTests
/// are all made from these declarations.
extension Diagnostic.Code {
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

    /// `unknown-image`: An image name no given asset catalogue holds.
    public static let unknownImage = Diagnostic.Code(
        "unknown-image", .warning,
        summary: "An image name no given asset catalogue holds.",
        explanation: """
            Only with asset catalogues to check against (`--assets DIR`, or `assets` in themecheck.json): `i:NAME` names no image \
            set (`*.imageset`, `*.symbolset`) in them, as Xcode names it (folders that provide a namespace with `/`). Fix the \
            name or add the image; at run time the image would not be found and nothing would be assigned.
            """,
        examples: Examples(onlyInFixture: "it takes an asset catalogue on disk"))

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

    /// `convention-mismatch`: A COLOR_, FONT_ or DIMENSION_ constant whose value does not fit its name.
    public static let conventionMismatch = Diagnostic.Code(
        "convention-mismatch", .warning,
        summary: "A COLOR_, FONT_ or DIMENSION_ constant whose value does not fit its name.",
        explanation: """
            COLOR_ constants should be colours, FONT_ constants font names or fonts, DIMENSION_ constants numbers.
            """,
        examples: Examples(
            triggering: [#"{"formatVersion": 2, "Constants": {"COLOR_TEXT": 12}}"#],
            notTriggering: [#"{"formatVersion": 2, "Constants": {"COLOR_TEXT": "c:#000"}}"#]))

    /// `unknown-override`: An alternative theme defines something the default theme does not.
    public static let unknownOverride = Diagnostic.Code(
        "unknown-override", .warning,
        summary: "An alternative theme defines something the default theme does not.",
        explanation: """
            An alternative theme overrides constants and styles of the default theme; one the default lacks is usually a typo.
            """,
        examples: Examples(onlyInFixture: "it takes an overrides file"))

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

    /// `variant-without-base`: A Constants_V group defines a constant that no Constants group defines.
    public static let variantWithoutBase = Diagnostic.Code(
        "variant-without-base", .warning,
        summary: "A Constants_V group defines a constant that no Constants group defines.",
        explanation: """
            A `Constants_V` group defines a constant that no `Constants` of the chain defines, so without the variant it is \
            undefined and every use of it fails. Give it a value in `Constants` too (the light value of a dark-mode colour, say).
            """,
        examples: Examples(
            triggering: [#"{"formatVersion": 2, "Constants_DARK": {"COLOR_TEXT": "c:#FFF"}}"#],
            notTriggering: [#"{"formatVersion": 2, "Constants": {"COLOR_TEXT": "c:#000"}, "Constants_DARK": {"COLOR_TEXT": "c:#FFF"}}"#]))

    /// `unknown-variant`: An active variant that nothing in the chain uses.
    public static let unknownVariant = Diagnostic.Code(
        "unknown-variant", .warning,
        summary: "An active variant that nothing in the chain uses.",
        explanation: """
            No style `S_V` and no `Constants_V` group of the chain uses the active variant (`--variant V`, or the app's variants), \
            so activating it changes nothing: usually a typo. The diagnostic names the theme file, without a line.
            """,
        examples: Examples(onlyInFixture: "it takes an active variant (`--variant`)"))

    /// `low-contrast`: A text colour too close to its background to read.
    public static let lowContrast = Diagnostic.Code(
        "low-contrast", .warning,
        summary: "A text colour too close to its background to read.",
        explanation: """
            In a resolved style, a text colour (`textColor` or `titleColor`, with or without a state) and the `backgroundColor` of \
            the same object (the same key-path prefix: `button.titleColor` goes with `button.backgroundColor`), both opaque, have \
            a WCAG 2.x contrast ratio below the minimum (4.5, or `contrast.minimum` in themecheck.json). A state-qualified text \
            colour is judged against the background of the same state when there is one. It is checked per configuration and \
            variant, since a dark theme changes both colours; a pair that many styles inherit is reported once, at the text \
            colour, with a note at the background. Translucent and named colours are not judged.
            """,
        examples: Examples(
            triggering: [#"{"formatVersion": 2, "Styles": {"Caption": {"textColor": "c:#999", "backgroundColor": "c:#FFF"}}}"#],
            notTriggering: [#"{"formatVersion": 2, "Styles": {"Caption": {"textColor": "c:#222", "backgroundColor": "c:#FFF"}}}"#]))

    /// `unused-constant`: A constant that nothing in the theme uses (off unless enabled).
    public static let unusedConstant = Diagnostic.Code(
        "unused-constant", .warning, isOnByDefault: false,
        summary: "A constant that nothing in the theme uses (off unless enabled).",
        explanation: """
            No style and no constant of any configuration names it. The app's own code may read constants by name \
            (`constant(named:)`), which no theme shows, so the rule is off until themecheck.json turns it on (`\"rules\": \
            {\"unused-constant\": \"warning\"}`); then it finds dead constants.
            """,
        examples: Examples(onlyInFixture: "it reports only when a configuration turns it on"))

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

    /// `deprecated-token`: A theme uses a constant whose design token is deprecated.
    public static let deprecatedToken = Diagnostic.Code(
        "deprecated-token", .warning,
        summary: "A theme uses a constant whose design token is deprecated.",
        explanation: """
            A token (or its group) in a DTCG file says `$deprecated` (`true`, or the reason as a string), and a style or \
            another constant of the chain names its constant. The warning is at the use, with the token file's reason; \
            `themecheck explain` shows it too. The token still resolves: move to its replacement, then drop it.
            """,
        examples: Examples(
            triggering: [
                ##"{"color": {"$type": "color", "old": {"$deprecated": "use color.ink", "$value": {"colorSpace": "srgb", "components": [0, 0, 0]}}, "link": {"$value": "{color.old}"}}}"##
            ],
            notTriggering: [
                ##"{"color": {"old": {"$type": "color", "$deprecated": "use color.ink", "$value": {"colorSpace": "srgb", "components": [0, 0, 0]}}}}"##
            ],
            exampleFile: "example.tokens.json"))

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

    /// `runtime-constant-group`: A top-level group that lists run-time constants but is not declared.
    public static let runtimeConstantGroup = Diagnostic.Code(
        "runtime-constant-group", .warning,
        summary: "A top-level group that lists run-time constants but is not declared.",
        explanation: """
            Every key of the group is a constant name and every value a plain description, the way an app lists the constants \
            it sets at run time with `modifyConstant` (Giotto apps call the group `DynamicConstants`). It is not read as styles, \
            and its names are not reported as `undefined-constant` where the theme uses them; this one warning at the group says \
            how to make that explicit: `"runtimeConstants": ["@GROUP"]` in themecheck.json, or the reserved `_runtimeConstants` \
            group in the theme (theme-format section 11).
            """,
        examples: Examples(
            triggering: [
                #"{"formatVersion": 2, "DynamicConstants": {"COLOR_BANK_BRAND": "the bank's colour"}, "Styles": {"S": {"textColor": "COLOR_BANK_BRAND"}}}"#
            ],
            notTriggering: [
                #"{"formatVersion": 2, "_runtimeConstants": {"COLOR_BANK_BRAND": "the bank's colour"}, "Styles": {"S": {"textColor": "COLOR_BANK_BRAND"}}}"#
            ]))

    /// `property-type`: A value whose kind contradicts the type the bridges' tables give its key path.
    public static let propertyType = Diagnostic.Code(
        "property-type", .warning,
        summary: "A value whose kind contradicts the type the bridges' tables give its key path.",
        explanation: """
            Every bridge table (UIKit, AppKit, QuartzCore's `CALayer`, SwiftUI's `ThemeViewStyle`) that declares the key path, \
            following `layer.`, `titleLabel.` and the other child keys and ignoring a state qualifier, converts it from one kind, \
            and the style's resolved value is another: `layer.borderWidth` a colour, `textColor` a number. Lint would pass it \
            and apply would fail. The message names the tables. Key paths no table declares (an app's own properties) or that \
            tables declare with different kinds are not judged, nor is `null`; a constant counts as what it resolves to, \
            a numeric string is a number, as apply reads it, and what a `style:` reference brings in is judged at its own key \
            paths. A name no theme defines, and text `suspicious-value` reports, are left to those codes. Turn it off, or make \
            it an error, in themecheck.json's `rules` like any other code.
            """,
        examples: Examples(
            triggering: [#"{"formatVersion": 2, "Styles": {"Card": {"layer.borderWidth": "c:#000000"}}}"#],
            notTriggering: [#"{"formatVersion": 2, "Styles": {"Card": {"layer.borderWidth": 1, "layer.borderColor": "c:#000000"}}}"#]))
}
