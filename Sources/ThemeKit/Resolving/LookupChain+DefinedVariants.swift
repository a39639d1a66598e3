/// The variants a chain's themes define themselves (theme-format §5 and §8):
/// what `themecheck` lints and previews when it is told of none.
extension LookupChain {
    /// How many splits of one style name, those nearest its end, are tried
    /// as a base style and a variant.
    ///
    /// Each try looks the head of the name up among the styles, which costs
    /// the head's length; a bounded number of tries keeps the search linear
    /// in the names, however many underscores one holds. A real variant
    /// name has a few parts (`DARK_HIGH_CONTRAST`), never nine.
    static let variantSplitsPerStyleName = 8

    /// Every variant the chain's themes (their includes too) define, each
    /// once: the V of every `Constants_V` group, in layer and document order,
    /// then the V of every style `S_V` whose base style `S` the chain has, in
    /// the order of the style names.
    ///
    /// A variant is a plain name: `Constants_DARK_HIGH_CONTRAST` defines
    /// `DARK_HIGH_CONTRAST`, which is its own variant. A style
    /// `Button_DARK_HIGH_CONTRAST` defines `DARK_HIGH_CONTRAST` when there
    /// is a `Button`, and `HIGH_CONTRAST` when there is a `Button_DARK`:
    /// resolving `Button_DARK` by name with that variant active appends it.
    var definedVariants: [String] {
        var seen = Set<String>()
        var variants: [String] = []
        for layer in layers {
            for variant in layer.constantVariants where seen.insert(variant).inserted { variants.append(variant) }
        }
        let names = allStyleNames
        let styles = Set(names.map { Substring($0) })
        for name in names {
            for variant in Self.variants(splitting: name, where: styles.contains) where seen.insert(variant).inserted {
                variants.append(variant)
            }
        }
        return variants
    }

    /// Each V of `name` read as `S_V` where `isStyle(S)`, the shortest V
    /// first: V is `[A-Z][A-Z0-9_]*` and S is not empty. At most
    /// ``variantSplitsPerStyleName`` splits are tried.
    static func variants(splitting name: String, where isStyle: (Substring) -> Bool) -> [String] {
        let utf8 = name.utf8
        var found: [String] = []
        var tries = 0
        var index = utf8.endIndex
        // The byte after `index`: a variant begins with a capital letter.
        var following: UInt8?
        while index > utf8.startIndex, tries < variantSplitsPerStyleName {
            let before = utf8.index(before: index)
            let byte = utf8[before]
            // Past the trailing run of `[A-Z0-9_]`, no split leaves a variant name after it.
            guard isVariantByte(byte) else { break }
            if byte == UInt8(ascii: "_"), before > utf8.startIndex, let following,
                (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(following)
            {
                tries += 1
                if isStyle(name[..<before]) { found.append(String(name[utf8.index(after: before)...])) }
            }
            following = byte
            index = before
        }
        return found
    }

    /// Whether `byte` may stand in a variant name: `A`-`Z`, `0`-`9` or `_` (theme-format §8).
    private static func isVariantByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            || byte == UInt8(ascii: "_")
    }
}

extension ThemeChain {
    /// Every variant the chain's themes define themselves (``LookupChain/definedVariants``).
    package var definedVariants: [String] { lookup.definedVariants }

    /// Each V of `name` read as `S_V` where `isStyle(S)`, the shortest V
    /// first (``LookupChain/variants(splitting:where:)``): the one reading of
    /// a variant definition's name, for the preview as for lint and resolve.
    package static func variants(splitting name: String, where isStyle: (Substring) -> Bool) -> [String] {
        LookupChain.variants(splitting: name, where: isStyle)
    }
}
