import ThemeKit

/// The styles a page draws a row for, and the variant definitions drawn
/// inside their base style's card: `Card_DARK` is how `Card` looks with
/// `DARK` on, not a style of its own.
struct StyleRows {
    /// The styles with a row each, sorted.
    var bases: [String]
    /// The variant definitions of each base style: the variant and the definition's name.
    var definitions: [String: [(variant: String, name: String)]] = [:]

    /// `names` with each `S_V` whose base `S` is among them and whose `V`
    /// is one of `variants` set inside `S`'s row.
    init(styleNames names: [String], variants: [String]) {
        guard !variants.isEmpty else {
            bases = names
            return
        }
        let known = Set(names.map { Substring($0) })
        let variantSet = Set(variants)
        var bases: [String] = []
        for name in names {
            // The library's reading of `S_V` (the longest base first), as lint and resolve read it.
            if let variant = VariantName.variants(splitting: name, where: known.contains).first(where: variantSet.contains) {
                definitions[String(name.dropLast(variant.count + 1)), default: []].append((variant, name))
            } else {
                bases.append(name)
            }
        }
        self.bases = bases
    }
}
