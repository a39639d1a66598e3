/// The forms of the earlier DTCG drafts and of exporters (Figma, Tokens
/// Studio, Style Dictionary) that are read exactly, and the one
/// `legacy-token-format` warning per file that names their 2025.10 forms
/// (themecheck.md, third edition; DesignTokens.md, "Exporters' forms").
extension DesignTokenReader {
    /// One form a file writes, and what the 2025.10 format writes instead.
    struct LegacyForm: Hashable {
        var written: String
        var modern: String
        /// Whether this is an exporter's type (the warning lists those together).
        var isExporterType = false

        static let unprefixedKeys = LegacyForm(written: "`value` and `type` without `$`", modern: "`$value` and `$type`")
        static let hexColor = LegacyForm(
            written: "a colour as a hex string (`\"#FF8800\"`)",
            modern: "`{\"colorSpace\": \"srgb\", \"components\": [1, 0.533, 0], \"hex\": \"#ff8800\"}`")
        static let cssColor = LegacyForm(
            written: "a colour as CSS text (`rgb()`, `hsl()`, `white`)",
            modern: "`{\"colorSpace\": \"srgb\", \"components\": [...], \"alpha\": A}`")
        static let dimensionText = LegacyForm(
            written: "a dimension as text (`\"16px\"`, `\"16\"`) or a bare number", modern: "`{\"value\": 16, \"unit\": \"px\"}`")
        static let durationText = LegacyForm(written: "a duration as text (`\"150ms\"`)", modern: "`{\"value\": 150, \"unit\": \"ms\"}`")
        static let unitBesideValue = LegacyForm(
            written: "a duration's unit beside its value (`\"$value\": \"0.2\", \"unit\": \"s\"`)",
            modern: "`{\"value\": 0.2, \"unit\": \"s\"}`")
        static let valueReference = LegacyForm(
            written: "an alias to a token's `value` (`\"{color.red.value}\"`, Style Dictionary's earlier form)",
            modern: "an alias to the token (`\"{color.red}\"`)")
        static let dollarAlias = LegacyForm(
            written: "an alias as `$colors.red` (Tokens Studio's earliest form)", modern: "`\"{colors.red}\"`")
        static let categoryType = LegacyForm(
            written: "a colour's type from its path (`color.…` with no `type`, Style Dictionary's category rule)",
            modern: "`\"$type\": \"color\"` on the token or its group")
        static let numberText = LegacyForm(written: "a number or boolean as text (`\"0.5\"`, `\"true\"`)", modern: "the JSON value")
        static let percentage = LegacyForm(written: "a percentage (`\"50%\"`)", modern: "a number (`0.5`)")
        static let weightName = LegacyForm(
            written: "a font weight as a face name (`\"Semi Bold\"`) or as text",
            modern: "a number from 1 to 1000 or a weight name (`semi-bold`)")
        static let lineHeightKeyword = LegacyForm(written: "a line height of `AUTO`", modern: "no `lineHeight` (the font's own)")
        static let fontFamilyList = LegacyForm(
            written: "a font family as CSS text in one string (`\"\\\"Brand Sans\\\", Arial, sans-serif\"`, read as its first family)",
            modern: "an array of family names, `[\"Brand Sans\", \"Arial\", \"sans-serif\"]`")

        /// An exporter's own `$type`, with the format's type it is read as (listed together in the warning).
        static func exporterType(_ type: String, as modern: String) -> LegacyForm {
            LegacyForm(written: "`\(type)`", modern: "`\(modern)`", isExporterType: true)
        }
    }

    /// Tokens Studio's types, each with the format's type whose reading it
    /// shares (`lineHeights` and `letterSpacing` are read by their own rules:
    /// a percentage, `AUTO`, a unitless multiple).
    static let exporterTypes: [String: String] = [
        "spacing": "dimension", "sizing": "dimension", "borderRadius": "dimension", "borderWidth": "dimension",
        "fontSizes": "dimension", "paragraphSpacing": "dimension", "paragraphIndent": "dimension",
        "fontWeights": "fontWeight", "fontFamilies": "fontFamily", "lineHeights": "number", "letterSpacing": "dimension",
        "opacity": "number", "boxShadow": "shadow", "other": "string", "text": "string", "textCase": "string",
        "textDecoration": "string",
    ]

    /// The format's type for a token's written `$type`, noting an exporter's type as a legacy form.
    mutating func formatType(_ written: String?, at offset: Int) -> String? {
        guard let written, let type = Self.exporterTypes[written] else { return written }
        noteLegacy(.exporterType(written, as: type), at: offset)
        return type
    }

    /// Records that the current file writes `form`, first at `offset`.
    mutating func noteLegacy(_ form: LegacyForm, at offset: Int) {
        var forms = legacyForms[currentFile, default: []]
        guard !forms.contains(where: { $0.form == form }) else { return }
        forms.append((form, offset))
        legacyForms[currentFile] = forms
    }

    /// One `legacy-token-format` warning per file, at its first legacy form, naming every form and its 2025.10 spelling.
    mutating func reportLegacyForms() {
        for (file, forms) in legacyForms.sorted(by: { $0.key < $1.key }) {
            guard let first = forms.min(by: { $0.offset < $1.offset }) else { continue }
            var list = forms.filter { !$0.form.isExporterType }.map { "\($0.form.written) (write \($0.form.modern))" }
            let types = forms.filter(\.form.isExporterType).map(\.form)
            if !types.isEmpty {
                let pairs = types.map { "\($0.written) as \($0.modern)" }.joined(separator: ", ")
                list.append("Tokens Studio's own types, read as the format's: \(pairs) (write the format's `$type`)")
            }
            diagnostics.append(
                sources[file].diagnostic(
                    .legacyTokenFormat,
                    "this file writes tokens in forms of the earlier DTCG drafts or of an exporter, each read exactly: \(list.joined(separator: "; "))",
                    at: first.offset))
        }
    }

    /// Whether a token file marks its tokens with `value` rather than `$value`
    /// (Style Dictionary, Tokens Studio, the drafts before 2022): it has no
    /// `$value` anywhere and some object with `value`.
    static func writesUnprefixedKeys(_ node: PlistNode) -> Bool {
        var stack = [(node, 0)]
        var sawValue = false
        while let (current, depth) = stack.popLast() {
            guard let entries = current.entries, depth < 64 else { continue }
            for entry in entries {
                if entry.key == "$value" { return false }
                if entry.key == "value" { sawValue = true }
                if entry.value.entries != nil { stack.append((entry.value, depth + 1)) }
            }
        }
        return sawValue
    }

    /// A token object of an unprefixed file with its own `value`, `type` and
    /// `description` spelled as 2025.10 spells them (parts inside stay as written).
    static func prefixingKeys(of node: PlistNode) -> PlistNode {
        guard let entries = node.entries else { return node }
        let renamed = entries.map { entry -> PlistEntry in
            guard ["value", "type", "description"].contains(entry.key) else { return entry }
            return PlistEntry(key: "$" + entry.key, keyOffset: entry.keyOffset, value: entry.value)
        }
        return PlistNode(kind: .dictionary(renamed), offset: node.offset)
    }

    // MARK: Reading text

    /// A number written as text, with its unit (`"16px"` is 16 and `px`, `"-0.5%"` is -0.5 and `%`); nil when it is no number.
    static func numberAndUnit(_ text: String) -> (Double, String)? {
        let trimmed = text.trimmingWhitespace()
        let digits = trimmed.prefix { $0.isASCII && ($0.isNumber || $0 == "." || $0 == "-" || $0 == "+") }
        guard !digits.isEmpty, let number = Double(digits), number.isFinite else { return nil }
        return (number, String(trimmed.dropFirst(digits.count)).lowercased())
    }

    /// `rgb(255, 136, 0)` or `rgba(255 136 0 / 50%)` (lower-cased): an sRGB colour; nil when it is neither.
    static func cssRGB(_ lowered: String) -> ThemeColor? {
        guard lowered.hasSuffix(")"), let open = lowered.firstIndex(of: "(") else { return nil }
        let function = lowered[..<open]
        guard function == "rgb" || function == "rgba" else { return nil }
        let body = lowered[lowered.index(after: open)..<lowered.index(before: lowered.endIndex)]
        let parts = body.split { $0 == "," || $0 == " " || $0 == "/" }
        guard parts.count == 3 || parts.count == 4 else { return nil }
        var values: [Double] = []
        for (index, part) in parts.enumerated() {
            guard let (number, unit) = numberAndUnit(String(part)), unit.isEmpty || unit == "%" else { return nil }
            let scale = unit == "%" ? 100 : (index < 3 ? 255 : 1)
            let value = number / Double(scale)
            guard (0...1).contains(value) else { return nil }
            values.append(value)
        }
        return ThemeColor(red: values[0], green: values[1], blue: values[2], alpha: values.count == 4 ? values[3] : 1)
    }

    /// The format's weight names and their numbers, with the spellings exporters use (`SemiBold`, `Semi Bold`).
    static let weightNames: [String: Double] = [
        "thin": 100, "hairline": 100, "extralight": 200, "ultralight": 200, "light": 300, "normal": 400, "regular": 400,
        "book": 400, "medium": 500, "semibold": 600, "demibold": 600, "bold": 700, "extrabold": 800, "ultrabold": 800,
        "black": 900, "heavy": 900, "extrablack": 950, "ultrablack": 950,
    ]

    /// The weight names as the DTCG format spells them; any other spelling is an exporter's.
    static let formatWeightNames: Set<String> = [
        "thin", "hairline", "extra-light", "ultra-light", "light", "normal", "regular", "book", "medium", "semi-bold", "demi-bold",
        "bold", "extra-bold", "ultra-bold", "black", "heavy", "extra-black", "ultra-black",
    ]

    /// A weight name as the format writes it (`semi-bold`), or as a face name
    /// (`Semi Bold Italic`: case, spaces and the slant set aside); nil when it names no weight.
    static func weight(named name: String) -> (weight: Double, isFormatName: Bool)? {
        var key = name.lowercased().filter { $0 != " " && $0 != "-" && $0 != "_" }
        for slant in ["italic", "oblique"] where key.hasSuffix(slant) && key != slant {
            key.removeLast(slant.count)
        }
        guard let weight = weightNames[key] else { return nil }
        return (weight, formatWeightNames.contains(name))
    }
}
