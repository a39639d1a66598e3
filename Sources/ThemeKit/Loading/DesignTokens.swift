/// Design tokens in the W3C Design Tokens Community Group format (DTCG,
/// 2025.10), read as a theme whose Constants are the tokens.
///
/// A token is an object with `$value` (or, as exporters and the earlier
/// drafts write it, `value`; see `DesignTokenReader+Legacy`); the objects around it are groups,
/// whose `$type` its tokens inherit. A token's constant name is its group
/// path joined with `_` and upper-cased, prefixed by its type where the path
/// lacks it (`color.brand.primary` is `COLOR_BRAND_PRIMARY`, a `dimension`
/// `space.s` is `DIMENSION_SPACE_S`). An alias (`"{color.brand.primary}"`,
/// or `{"$ref": "#/color/brand/primary"}`) becomes a reference to that
/// token's constant. `$extensions.mode` (`{"dark": …}`) gives a token's
/// value in a mode, read as `Constants_DARK` (theme-format §8). A token the
/// theme model cannot hold is a warning naming it, never dropped silently.
enum DesignTokens {
    /// Whether a parsed JSON file is a token file: named `*.tokens.json` or
    /// `*.tokens`, or with no theme structure at its top and a `$value` (or
    /// a Style Dictionary token, `value` without `$`, in a group) in it.
    static func isTokenFile(name: String, top: PlistNode) -> Bool {
        let lowered = name.lowercased()
        if lowered.hasSuffix(".tokens.json") || lowered.hasSuffix(".tokens") { return true }
        guard let entries = top.entries,
            !entries.contains(where: { $0.key == "formatVersion" || $0.key == "Constants" || $0.key == PropertyKey.include })
        else { return false }
        return containsValue(top, depth: 0)
    }

    private static func containsValue(_ node: PlistNode, depth: Int) -> Bool {
        guard depth < 32, let entries = node.entries else { return false }
        if depth >= 2, isStyleDictionaryToken(entries) { return true }
        return entries.contains { $0.key == "$value" || containsValue($0.value, depth: depth + 1) }
    }

    /// The keys a Style Dictionary token object holds beside `value` (its
    /// own and those its build adds); a theme's style never holds only these.
    private static let styleDictionaryKeys: Set<String> = [
        "value", "type", "description", "comment", "attributes", "themeable", "deprecated", "private", "filePath", "isSource",
        "original", "name", "path",
    ]

    /// Whether an object two levels down or deeper is a token written as
    /// Style Dictionary writes one, `value` without `$` (`{"value": "#f00"}`),
    /// with nothing but its keys beside it.
    private static func isStyleDictionaryToken(_ entries: [PlistEntry]) -> Bool {
        entries.contains { $0.key == "value" } && entries.allSatisfy { styleDictionaryKeys.contains($0.key) || $0.key.hasPrefix("$") }
    }

    /// One token, found in the walk: where it is, its own node, its type (inherited or its own).
    struct Token {
        var path: [String]
        var node: PlistNode
        var type: String?
        var keyOffset: Int
        /// Whether this is a part of a composite token's value, read as a token of the part's type.
        var isPart = false
        /// The file it is in (a resolver document reads several).
        var file = 0
        /// The context of a resolver document's modifier it is the value in; nil for the base sets.
        var variant: String?
        /// `$deprecated` of the token or its group: the reason, "" for `true`; nil when it is not deprecated.
        var deprecation: String?
        /// The tree it was read from (``DesignTokenReader/roots``), where its `$ref` pointers start.
        var root = 0
        /// The exporter's own `$type` it was written with (`spacing`, `lineHeights`), read as ``type``; nil for the format's types.
        var exporterType: String?

        /// This token's part `node`, read as a token of `type` (a composite's colour, a typography's size).
        func part(_ node: PlistNode, type: String?) -> Token {
            var part = self
            part.node = node
            part.type = type
            part.isPart = true
            return part
        }

        /// `color.brand.primary` as the alias syntax writes it.
        var dottedPath: String { path.joined(separator: ".") }
    }

    /// Replaces a parsed token file's tree with the theme tree its tokens
    /// make; returns the problems met. Any other file is left as it is. The
    /// files a group's `$extends` names are read by `includes`, their trees
    /// queued on it.
    static func readAsTheme(
        _ top: inout PlistNode, name: String, format: ThemeFileFormat, source: SourceFile, includes: IncludeLoader
    ) -> [Diagnostic] {
        // A token file's top is a group; anything else is the theme's `top-level-not-dictionary`.
        guard format == .json, top.entries != nil, isTokenFile(name: name, top: top) else { return [] }
        var reader = DesignTokenReader(source: source)
        reader.includes = includes
        reader.collectTree(top)
        let (outputs, problems) = reader.themes(carrying: [0: carriedConstants(in: top)])
        top = (outputs[0] ?? DesignTokenReader.FileOutput()).tree(at: top.offset)
        for (file, output) in outputs.sorted(by: { $0.key < $1.key }) where file != 0 {
            includes.pendingTrees.append((file, output.tree(at: 0)))
        }
        return problems
    }

    /// The constants no token type holds that ThemeKit's own export carries at
    /// the top, in `$extensions["org.themekit"].constants`, by group.
    static func carriedConstants(in top: PlistNode) -> [PlistEntry] {
        let groups =
            top.entries?.first { $0.key == "$extensions" }?.value.entries?.first { $0.key == "org.themekit" }?
            .value.entries?.first { $0.key == "constants" }?.value.entries ?? []
        return groups.filter { $0.key == "Constants" || VariantName.variant(ofConstantsGroup: $0.key) != nil }
    }
}
