/// The codes of severity error that loading and resolving report, each declared once: its identifier, summary,
/// explanation, and themes that must and must not draw it. `themecheck rules`,
/// the SARIF rule texts, the manual's "Codes" section and CodeExamplesTests
/// are all made from these declarations.
extension Diagnostic.Code {
    /// The codes declared here, in the manual's order (``all`` lists them).
    static let declaredErrors: [Diagnostic.Code] = [
        parseError, topLevelNotDictionary, unsupportedFormatVersion, invalidTopLevelValue, invalidConstantValue, invalidStyle,
        unknownStyle, styleCycle, constantCycle, undefinedConstant, invalidColor, invalidFont, invalidGeometry, limitExceeded,
        invalidConfiguration, includeNotFound, includeCycle, includeNotAFile, nameCollision, invalidToken, invalidImage,
    ]

    /// `parse-error`: The file is not a well-formed theme file.
    public static let parseError = Diagnostic.Code(
        "parse-error", .error,
        summary: "The file is not a well-formed theme file.",
        explanation: """
            The file could not be read as an XML, binary or OpenStep property list or as JSON: a syntax error, bad UTF-8, an empty \
            file, or an XML entity ThemeKit does not expand. Fix the syntax at the position given; the file is not used until \
            then.
            """,
        examples: Examples(
            triggering: [#"{"a": "#],
            notTriggering: [#"{"formatVersion": 2}"#]))

    /// `top-level-not-dictionary`: The top level of the file is not a dictionary.
    public static let topLevelNotDictionary = Diagnostic.Code(
        "top-level-not-dictionary", .error,
        summary: "The top level of the file is not a dictionary.",
        explanation: """
            A theme is a dictionary of constants and style groups. Wrap the content in a dictionary.
            """,
        examples: Examples(
            triggering: ["[1, 2]"],
            notTriggering: ["{}"]))

    /// `unsupported-format-version`: formatVersion is not 1 or 2.
    public static let unsupportedFormatVersion = Diagnostic.Code(
        "unsupported-format-version", .error,
        summary: "formatVersion is not 1 or 2.",
        explanation: """
            Write `formatVersion` 2 for the structured form (Constants and style groups), or leave it out for a flat theme of \
            constants. The file is not used.
            """,
        examples: Examples(
            triggering: [#"{"formatVersion": 3}"#],
            notTriggering: [#"{"formatVersion": 2}"#]))

    /// `invalid-top-level-value`: A top-level key holds something other than a dictionary.
    public static let invalidTopLevelValue = Diagnostic.Code(
        "invalid-top-level-value", .error,
        summary: "A top-level key holds something other than a dictionary.",
        explanation: """
            In a version-2 theme every top-level key except formatVersion is Constants or a group of styles, so its value must be \
            a dictionary. The key is ignored.
            """,
        examples: Examples(
            triggering: [#"{"formatVersion": 2, "Styles": "Label"}"#],
            notTriggering: [#"{"formatVersion": 2, "Styles": {"Label": {"alpha": 1}}}"#]))

    /// `invalid-constant-value`: A constant holds an array or a dictionary.
    public static let invalidConstantValue = Diagnostic.Code(
        "invalid-constant-value", .error,
        summary: "A constant holds an array or a dictionary.",
        explanation: """
            Constants are strings, numbers or booleans (colours, fonts and geometry are written as strings such as `c:#FF8800`). \
            The constant is skipped.
            """,
        examples: Examples(
            triggering: [#"{"formatVersion": 2, "Constants": {"COLOR_LIST": [1, 2]}}"#],
            notTriggering: [#"{"formatVersion": 2, "Constants": {"COLOR_TEXT": "c:#333"}}"#]))

    /// `invalid-style`: A style, or a value inside one, has the wrong type.
    public static let invalidStyle = Diagnostic.Code(
        "invalid-style", .error,
        summary: "A style, or a value inside one, has the wrong type.",
        explanation: """
            A style is a dictionary or a `style:` reference string; `_superstyle` and `_inherit` hold style names; array elements \
            are scalars. The offending item is ignored.
            """,
        examples: Examples(
            triggering: [#"{"formatVersion": 2, "Styles": {"Label": 5}}"#],
            notTriggering: [#"{"formatVersion": 2, "Styles": {"Label": {"alpha": 1}}}"#]))

    /// `unknown-style`: A style name that no theme in the chain defines.
    public static let unknownStyle = Diagnostic.Code(
        "unknown-style", .error,
        summary: "A style name that no theme in the chain defines.",
        explanation: """
            A `_superstyle`, `_inherit` or `style:` reference names a style that does not exist. Check the spelling (a suggestion \
            is given when one is close) or define the style.
            """,
        examples: Examples(
            triggering: [#"{"formatVersion": 2, "Styles": {"Title": {"_superstyle": "Missing"}}}"#],
            notTriggering: [#"{"formatVersion": 2, "Styles": {"Base": {"alpha": 1}, "Title": {"_superstyle": "Base"}}}"#]))

    /// `style-cycle`: Styles refer to each other in a loop.
    public static let styleCycle = Diagnostic.Code(
        "style-cycle", .error,
        summary: "Styles refer to each other in a loop.",
        explanation: """
            A loop through `_superstyle`, `_inherit` or `style:` references. The style still resolves without the repeated step; \
            break the loop.
            """,
        examples: Examples(
            triggering: [#"{"formatVersion": 2, "Styles": {"A": {"_superstyle": "B"}, "B": {"_superstyle": "A"}}}"#],
            notTriggering: [#"{"formatVersion": 2, "Styles": {"A": {"_superstyle": "B"}, "B": {"alpha": 1}}}"#]))

    /// `constant-cycle`: Constants refer to each other in a loop.
    public static let constantCycle = Diagnostic.Code(
        "constant-cycle", .error,
        summary: "Constants refer to each other in a loop.",
        explanation: """
            Every constant on the loop, or leading into it, is unresolved. Give one of them a value.
            """,
        examples: Examples(
            triggering: [#"{"formatVersion": 2, "Constants": {"COLOR_A": "COLOR_B", "COLOR_B": "COLOR_A"}}"#],
            notTriggering: [#"{"formatVersion": 2, "Constants": {"COLOR_A": "COLOR_B", "COLOR_B": "c:#000"}}"#]))

    /// `undefined-constant`: An UPPER_SNAKE_CASE name that no constant in the chain has.
    public static let undefinedConstant = Diagnostic.Code(
        "undefined-constant", .error,
        summary: "An UPPER_SNAKE_CASE name that no constant in the chain has.",
        explanation: """
            The string looks like a constant name but none is defined, so it is used as plain text: almost always a typo or a \
            missing constant.
            """,
        examples: Examples(
            triggering: [#"{"formatVersion": 2, "Styles": {"Label": {"textColor": "COLOR_MISSING"}}}"#],
            notTriggering: [
                #"{"formatVersion": 2, "Constants": {"COLOR_TEXT": "c:#000"}, "Styles": {"Label": {"textColor": "COLOR_TEXT"}}}"#
            ]))

    /// `invalid-color`: A colour value that cannot be read.
    public static let invalidColor = Diagnostic.Code(
        "invalid-color", .error,
        summary: "A colour value that cannot be read.",
        explanation: """
            Write `c:` followed by RGB, RGBA, RRGGBB or RRGGBBAA hex digits (an optional `#`), or a colour name. Nothing is \
            assigned.
            """,
        examples: Examples(
            triggering: [#"{"formatVersion": 2, "Styles": {"Label": {"textColor": "c:#12"}}}"#],
            notTriggering: [#"{"formatVersion": 2, "Styles": {"Label": {"textColor": "c:#123"}}}"#]))

    /// `invalid-font`: A font value that cannot be read.
    public static let invalidFont = Diagnostic.Code(
        "invalid-font", .error,
        summary: "A font value that cannot be read.",
        explanation: """
            Write `f:NAME,SIZE` with a size above 0; NAME may be system, systemBold, systemItalic or a font name, and either part \
            a constant. Nothing is assigned.
            """,
        examples: Examples(
            triggering: [#"{"formatVersion": 2, "Styles": {"Label": {"font": "f:system"}}}"#],
            notTriggering: [#"{"formatVersion": 2, "Styles": {"Label": {"font": "f:system,12"}}}"#]))

    /// `invalid-image`: An image value that cannot be read.
    public static let invalidImage = Diagnostic.Code(
        "invalid-image", .error,
        summary: "An image value that cannot be read.",
        explanation: """
            Write `i:NAME` for an image of the asset catalogue, or `i:sf:SYMBOL` for an SF Symbol, optionally with a size above 0 \
            and a weight (`i:sf:star.fill,17,semibold`); the size and weight may be constants. An empty name, a bad size or a bad \
            weight assigns nothing.
            """,
        examples: Examples(
            triggering: [
                #"{"formatVersion": 2, "Styles": {"Icon": {"image": "i:"}}}"#,
                #"{"formatVersion": 2, "Styles": {"Icon": {"image": "i:sf:star.fill,0"}}}"#,
                #"{"formatVersion": 2, "Styles": {"Icon": {"image": "i:sf:star.fill,17,heavyish"}}}"#,
            ],
            notTriggering: [
                #"{"formatVersion": 2, "Styles": {"Icon": {"image": "i:sf:star.fill,17,semibold"}}}"#,
                #"{"IMAGE_EMPTY": "i:"}"#,
            ]))

    /// `invalid-geometry`: A point, size, rectangle or edge-insets value that cannot be read.
    public static let invalidGeometry = Diagnostic.Code(
        "invalid-geometry", .error,
        summary: "A point, size, rectangle or edge-insets value that cannot be read.",
        explanation: """
            Write `point:X,Y`, `size:W,H`, `rect:X,Y,W,H` or `edge:TOP,LEFT,BOTTOM,RIGHT` with numbers (or constants). Nothing is \
            assigned.
            """,
        examples: Examples(
            triggering: [#"{"formatVersion": 2, "Styles": {"View": {"frame": "rect:0,0,10"}}}"#],
            notTriggering: [#"{"formatVersion": 2, "Styles": {"View": {"frame": "rect:0,0,10,20"}}}"#]))

    /// `limit-exceeded`: A size, depth or work limit was crossed.
    public static let limitExceeded = Diagnostic.Code(
        "limit-exceeded", .error,
        summary: "A size, depth or work limit was crossed.",
        explanation: """
            The file is larger than 16 MiB, nested deeper than 64 levels, a constant chain is longer than 64 steps, or a style \
            resolves to more than 100,000 assignments. The limits are settable with ThemeLimits.
            """,
        examples: Examples(onlyInFixture: "it takes input past a limit, which the fixture sets low"))

    /// `invalid-configuration`: themecheck.json is not a valid configuration.
    public static let invalidConfiguration = Diagnostic.Code(
        "invalid-configuration", .error,
        summary: "themecheck.json is not a valid configuration.",
        explanation: """
            An entry is not what the configuration format allows: an unknown key (with \"did you mean\"), a rule that is not a \
            code or a severity that is not `error`, `warning` or `off`, a theme set without `default`, a list of the wrong shape, \
            a contrast minimum outside 1 to 21. The entry is left out and the rest of the configuration is used. A file that is \
            not JSON at all is a `parse-error`.
            """,
        examples: Examples(onlyInFixture: "it is found in a configuration file, not a theme"))

    /// `include-not-found`: A file that `_include` names cannot be included.
    public static let includeNotFound = Diagnostic.Code(
        "include-not-found", .error,
        summary: "A file that `_include` names cannot be included.",
        explanation: """
            The file does not exist or cannot be read, or the path is absolute, or it leaves the folder of the top-level theme (by \
            `..` or through a symbolic link pointing out), which is never read since themes may come from a server; or the theme \
            was loaded from data without a folder. The include is skipped; the rest of the theme is used.
            """,
        examples: Examples(
            triggering: [#"{"formatVersion": 2, "_include": ["parts/colors.json"]}"#],
            notTriggering: [#"{"formatVersion": 2}"#]))

    /// `include-cycle`: A theme file includes itself, directly or through others.
    public static let includeCycle = Diagnostic.Code(
        "include-cycle", .error,
        summary: "A theme file includes itself, directly or through others.",
        explanation: """
            Reported at the include that closes the loop, which is skipped. Remove it, or move what both files need into a third \
            one that both include.
            """,
        examples: Examples(onlyInFixture: "it takes files that include each other"))

    /// `include-not-a-file`: An `_include` names a FIFO, a device, a socket or a folder.
    public static let includeNotAFile = Diagnostic.Code(
        "include-not-a-file", .error,
        summary: "An `_include` names a FIFO, a device, a socket or a folder.",
        explanation: """
            Only regular files are included; anything else is refused before it is opened, since reading a FIFO or a device could \
            block the load for ever or never end. The include is skipped; the rest of the theme is used.
            """,
        examples: Examples(onlyInFixture: "it takes a FIFO or a folder on disk"))

    /// `name-collision`: Two token paths, two modes or two constants give one name.
    public static let nameCollision = Diagnostic.Code(
        "name-collision", .error,
        summary: "Two token paths, two modes or two constants give one name.",
        explanation: """
            Token paths become constant names (`color.brand-primary`, `color.brand.primary` and `color.brand_primary` are all \
            `COLOR_BRAND_PRIMARY`), modes become variants (`dark` and `Dark` are both `DARK`), and constants become CSS custom \
            properties in `export css`. The first is used and the other is left out, never replacing it in silence; an alias to a \
            token left out is left out too. The message names both; rename one.
            """,
        examples: Examples(
            triggering: [
                ##"{"color": {"brand-primary": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 0, 0]}}, "brand": {"primary": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 1, 0]}}}}}"##
            ],
            notTriggering: [
                ##"{"color": {"brand-primary": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 0, 0]}}, "link": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 1, 0]}}}}"##
            ], exampleFile: "example.tokens.json"))

    /// `invalid-token`: A design token's value breaks a rule of the DTCG format.
    public static let invalidToken = Diagnostic.Code(
        "invalid-token", .error,
        summary: "A design token's value breaks a rule of the DTCG format.",
        explanation: """
            A DTCG token file (read as a theme; see DesignTokens.md) holds a value the format calls invalid: a colour with the \
            wrong number of components, an `alpha` that is no number from 0 to 1, a `hex` fallback that is not `#RRGGBB`, a \
            property a colour, dimension or duration object does not have, `$extends` on a token, an empty font family, a \
            stroke style that is no keyword of the format, a composite with an unknown property or without one the format \
            requires (a border's `style`, a shadow's `spread`, a transition's `delay`), a malformed alias (`{a..b}`), a `link` \
            that is no string, an alias to a token of another `$type`, or a `$ref` that is not a \
            token's value. The message names the rule; the token is left out (and every alias of it, with a word). Valid tokens \
            with no Apple meaning are `unsupported-token` instead.
            """,
        examples: Examples(
            triggering: [
                ##"{"color": {"brand": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 0.5]}}}}"##
            ],
            notTriggering: [
                ##"{"color": {"brand": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 0.5, 0]}}}}"##
            ], exampleFile: "example.tokens.json"))
}
