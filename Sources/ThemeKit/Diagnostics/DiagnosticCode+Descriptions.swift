extension Diagnostic.Code {
    /// One line: what the code means.
    public var summary: String { Self.descriptions[rawValue]?.summary ?? rawValue }

    /// What produces the code and how to fix it.
    public var explanation: String { Self.descriptions[rawValue]?.explanation ?? "" }

    /// The code with this name, if there is one.
    public init?(rawValue: String) {
        guard let code = Self.all.first(where: { $0.rawValue == rawValue }) else { return nil }
        self = code
    }

    private static let descriptions: [String: (summary: String, explanation: String)] = [
        "parse-error": (
            "The file is not a well-formed theme file.",
            "The file could not be read as an XML, binary or OpenStep property list or as JSON: a syntax error, bad UTF-8, an empty file, or an XML entity ThemeKit does not expand. Fix the syntax at the position given; the file is not used until then."
        ),
        "top-level-not-dictionary": (
            "The top level of the file is not a dictionary.",
            "A theme is a dictionary of constants and style groups. Wrap the content in a dictionary."
        ),
        "unsupported-format-version": (
            "formatVersion is not 1 or 2.",
            "Write `formatVersion` 2 for the structured form (Constants and style groups), or leave it out for a flat theme of constants. The file is not used."
        ),
        "invalid-top-level-value": (
            "A top-level key holds something other than a dictionary.",
            "In a version-2 theme every top-level key except formatVersion is Constants or a group of styles, so its value must be a dictionary. The key is ignored."
        ),
        "invalid-constant-value": (
            "A constant holds an array or a dictionary.",
            "Constants are strings, numbers or booleans (colours, fonts and geometry are written as strings such as `c:#FF8800`). The constant is skipped."
        ),
        "invalid-style": (
            "A style, or a value inside one, has the wrong type.",
            "A style is a dictionary or a `style:` reference string; `_superstyle` and `_inherit` hold style names; array elements are scalars. The offending item is ignored."
        ),
        "unknown-style": (
            "A style name that no theme in the chain defines.",
            "A `_superstyle`, `_inherit` or `style:` reference names a style that does not exist. Check the spelling (a suggestion is given when one is close) or define the style."
        ),
        "style-cycle": (
            "Styles refer to each other in a loop.",
            "A loop through `_superstyle`, `_inherit` or `style:` references. The style still resolves without the repeated step; break the loop."
        ),
        "constant-cycle": (
            "Constants refer to each other in a loop.",
            "Every constant on the loop, or leading into it, is unresolved. Give one of them a value."
        ),
        "undefined-constant": (
            "An UPPER_SNAKE_CASE name that no constant in the chain has.",
            "The string looks like a constant name but none is defined, so it is used as plain text: almost always a typo or a missing constant."
        ),
        "invalid-color": (
            "A colour value that cannot be read.",
            "Write `c:` followed by RGB, RGBA, RRGGBB or RRGGBBAA hex digits (an optional `#`), or a colour name. Nothing is assigned."
        ),
        "invalid-font": (
            "A font value that cannot be read.",
            "Write `f:NAME,SIZE` with a size above 0; NAME may be system, systemBold, systemItalic or a font name, and either part a constant. Nothing is assigned."
        ),
        "invalid-geometry": (
            "A point, size, rectangle or edge-insets value that cannot be read.",
            "Write `point:X,Y`, `size:W,H`, `rect:X,Y,W,H` or `edge:TOP,LEFT,BOTTOM,RIGHT` with numbers (or constants). Nothing is assigned."
        ),
        "limit-exceeded": (
            "A size, depth or work limit was crossed.",
            "The file is larger than 16 MiB, nested deeper than 64 levels, a constant chain is longer than 64 steps, or a style resolves to more than 100,000 assignments. The limits are settable with ThemeLimits."
        ),
        "duplicate-key": (
            "A key written twice in one dictionary.",
            "The last value is used, at the first one's position. Remove one of them."
        ),
        "duplicate-style": (
            "A style defined again in a later group of the same file.",
            "The first definition is used and the later one is ignored. Rename or remove one."
        ),
        "named-color": (
            "A colour given by name rather than hex digits.",
            "`c:NAME` is a named (asset-catalogue) colour. That is fine when intended, but often a typo for hex digits."
        ),
        "unknown-state": (
            "A state qualifier that is not a known state.",
            "Known states are normal, highlighted, selected, disabled and focused (case-sensitive)."
        ),
        "convention-mismatch": (
            "A COLOR_, FONT_ or DIMENSION_ constant whose value does not fit its name.",
            "COLOR_ constants should be colours, FONT_ constants font names or fonts, DIMENSION_ constants numbers."
        ),
        "unknown-override": (
            "An alternative theme defines something the default theme does not.",
            "An alternative theme overrides constants and styles of the default theme; one the default lacks is usually a typo."
        ),
        "variant-without-base": (
            "A Constants_V group defines a constant that no Constants group defines.",
            "Without the variant the constant is undefined, so every use of it fails unless the variant is active. Give it a value in Constants too (the light value of a dark-mode colour, say)."
        ),
        "unknown-variant": (
            "An active variant that nothing in the chain uses.",
            "No style named S_V and no Constants_V group uses the variant, so activating it changes nothing; usually a typo in --variant or in the app's variants."
        ),
        "suspicious-value": (
            "A string that is almost a convention, so it is used as plain text.",
            "Hex colour text without `c:` (`#FF0000`), a short prefix in upper case (`C:#FFF`), a misspelt prefix (`colour:`), a constant name with white space around it, or a lower-case `constants` group. The message says the fix."
        ),
        "low-contrast": (
            "A text colour too close to its background to read.",
            "In a resolved style, a text colour (`textColor`, `titleColor`, with or without a state) and the `backgroundColor` of the same object, both opaque, have a WCAG 2.x contrast ratio below the minimum (4.5 unless `contrast.minimum` in themecheck.json says otherwise). Darken or lighten one of them; the message gives both colours and the ratio."
        ),
        "unused-constant": (
            "A constant that nothing in the theme uses (off unless enabled).",
            "No style and no constant of any configuration names it. The app's code may still read it with `constant(named:)`, so the rule is off by default; turn it on in themecheck.json (`\"rules\": {\"unused-constant\": \"warning\"}`) to find dead constants."
        ),
        "unsupported-token": (
            "A design token the theme model cannot hold.",
            "A DTCG token file is read as a theme whose constants are its tokens. A token of a type with no constant equivalent (shadow, gradient, border, transition, cubicBezier), a colour outside sRGB without a `hex` fallback, a token without a `$type`, `$extends`, or the parts of a typography value a font cannot hold (weight, line height, letter spacing) is named in this warning; nothing is dropped silently."
        ),
        "include-not-found": (
            "A file that `_include` names cannot be included.",
            "The file does not exist or cannot be read, or the path is absolute or leaves the folder of the top-level theme (a `..` or a symbolic link pointing out), which is never read since themes may come from a server; a theme loaded from data without a folder cannot include at all. Fix the path; the rest of the theme is used."
        ),
        "include-cycle": (
            "A theme file includes itself, directly or through others.",
            "The include that closes the loop is skipped. Remove it, or move what both files need into a third one that both include."
        ),
        "include-not-a-file": (
            "An `_include` names a FIFO, a device, a socket or a folder.",
            "Only regular files are included. Anything else is refused before it is opened, since reading a FIFO or a device could block the load for ever or read without end. Name the file itself; the rest of the theme is used."
        ),
        "name-collision": (
            "Two token paths, two modes or two constants give one name.",
            "Token paths become constant names (`color.brand-primary` and `color.brand.primary` are both `COLOR_BRAND_PRIMARY`), modes become variants (`dark` and `Dark` are both `DARK`), and constants become CSS custom properties; where two give one name, the first is used and the second is left out, never replacing it in silence. The message names both; rename one."
        ),
        "invalid-configuration": (
            "themecheck.json is not a valid configuration.",
            "The configuration file is JSON with comments: `themes` (each with `default`, `alternatives` and `variants`), `exclude` globs, `rules` (a code and `error`, `warning` or `off`) and `contrast.minimum`. The message names the key that is wrong and what it should be."
        ),
    ]
}
