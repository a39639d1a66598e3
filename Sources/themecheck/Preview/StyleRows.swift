/// The styles a page draws a row for, and the variant definitions drawn
/// inside their base style's card: `Card_DARK` is how `Card` looks with
/// `DARK` on, not a style of its own.
struct StyleRows {
    /// The styles with a row each, sorted.
    var bases: [String]
    /// The variant definitions of each base style: the variant and the definition's name.
    var definitions: [String: [(variant: String, name: String)]] = [:]

    /// How many splits of one name, those nearest its end, are tried as a
    /// base style and a variant (as the library finds the variants a theme defines).
    static let splitsPerName = 8

    /// `names` with each `S_V` whose base `S` is among them and whose `V`
    /// is one of `variants` set inside `S`'s row.
    init(styleNames names: [String], variants: [String]) {
        guard !variants.isEmpty else {
            bases = names
            return
        }
        let known = Set(names)
        let variantSet = Set(variants)
        var bases: [String] = []
        for name in names {
            if let (base, variant) = Self.split(name, isStyle: known.contains, isVariant: variantSet.contains) {
                definitions[base, default: []].append((variant, name))
            } else {
                bases.append(name)
            }
        }
        self.bases = bases
    }

    /// `name` read as `S_V`, the longest base first: at most ``splitsPerName`` underscores from the end are tried.
    private static func split(
        _ name: String, isStyle: (String) -> Bool, isVariant: (String) -> Bool
    ) -> (base: String, variant: String)? {
        var tries = 0
        var index = name.endIndex
        while tries < splitsPerName, let underscore = name[..<index].lastIndex(of: "_") {
            tries += 1
            let base = String(name[..<underscore])
            let variant = String(name[name.index(after: underscore)...])
            if !base.isEmpty, isVariant(variant), isStyle(base) { return (base, variant) }
            index = underscore
        }
        return nil
    }
}
