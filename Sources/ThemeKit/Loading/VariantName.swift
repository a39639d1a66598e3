/// The `_V` naming rule of theme-format §8, in one place: a group
/// `Constants_V` holds the constants of variant V, a style `S_V` changes
/// style `S` while V is active, and V is `[A-Z][A-Z0-9_]*`, so a
/// combination (`DARK_HIGH_CONTRAST`) is a variant name of its own.
///
/// Loading reads group names with it, resolution makes `S_V` names with it,
/// lint, the exports and `themecheck` ask it; nobody splits at `_` or
/// writes `Constants_` themselves.
package enum VariantName {
    /// The group of the constants no variant changes; a variant's group is
    /// this name, `_` and the variant.
    static let baseConstantsGroup = "Constants"

    /// What every variant's group name begins with: `Constants_`.
    private static let constantsGroupPrefix = baseConstantsGroup + "_"

    /// How many splits of one style name, those nearest its end, are tried
    /// as a base style and a variant.
    ///
    /// Each try looks the head of the name up among the styles, which costs
    /// the head's length; a bounded number of tries keeps the search linear
    /// in the names, however many underscores one holds. A real variant
    /// name has a few parts (`DARK_HIGH_CONTRAST`), never nine.
    static let splitsPerStyleName = 8

    /// The group the constants of `variant` are written in: `Constants_V`,
    /// or `Constants` for none.
    package static func constantsGroup(of variant: String?) -> String {
        variant.map { constantsGroupPrefix + $0 } ?? baseConstantsGroup
    }

    /// V of a `Constants_V` group name, or nil when `name` is no such group
    /// (`Constants` itself is none).
    static func variant(ofConstantsGroup name: String) -> Substring? {
        guard name.hasPrefix(constantsGroupPrefix) else { return nil }
        let variant = name.dropFirst(constantsGroupPrefix.count)
        guard let first = variant.utf8.first, isCapital(first), variant.utf8.allSatisfy(isVariantByte) else { return nil }
        return variant
    }

    /// `S_V`: the name of the style that changes `base` while `variant` is active.
    static func style(_ base: String, variant: String) -> String {
        "\(base)_\(variant)"
    }

    /// Each V of `name` read as `S_V` where `isStyle(S)`, the shortest V
    /// first: V is `[A-Z][A-Z0-9_]*` and S is not empty. At most
    /// ``splitsPerStyleName`` splits are tried. The one reading of a variant
    /// style's name, for lint, resolve, the exports and the preview alike.
    package static func variants(splitting name: String, where isStyle: (Substring) -> Bool) -> [String] {
        let utf8 = name.utf8
        var found: [String] = []
        var tries = 0
        var index = utf8.endIndex
        // The byte after `index`: a variant begins with a capital letter.
        var following: UInt8?
        while index > utf8.startIndex, tries < splitsPerStyleName {
            let before = utf8.index(before: index)
            let byte = utf8[before]
            // Past the trailing run of `[A-Z0-9_]`, no split leaves a variant name after it.
            guard isVariantByte(byte) else { break }
            if byte == UInt8(ascii: "_"), before > utf8.startIndex, let following, isCapital(following) {
                tries += 1
                if isStyle(name[..<before]) { found.append(String(name[utf8.index(after: before)...])) }
            }
            following = byte
            index = before
        }
        return found
    }

    /// Whether `name` reads as `S_V` for `variant` with some S, whether or
    /// not a style S exists: what a chain's style names must show for the
    /// variant to be used.
    static func isStyle(_ name: String, of variant: String) -> Bool {
        name.hasSuffix("_" + variant) && name.count > variant.count + 1
    }

    /// The text after the last `_` of a style name: the shortest variant it
    /// may carry, offered as "did you mean" for an unused variant; nil
    /// without `_`.
    static func lastPart(ofStyle name: String) -> String? {
        name.lastIndex(of: "_").map { String(name[name.index(after: $0)...]) }
    }

    /// The names a combined variant joins (`DARK_HIGH_CONTRAST`: `DARK`,
    /// `HIGH`, `CONTRAST`), to ask whether it includes one (`DARK`).
    package static func parts(of variant: String) -> [Substring] {
        variant.split(separator: "_")
    }

    /// Whether `byte` may stand in a variant name: `A`-`Z`, `0`-`9` or `_`.
    private static func isVariantByte(_ byte: UInt8) -> Bool {
        isCapital(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
    }

    /// Whether `byte` is `A`-`Z`, with which a variant name begins.
    private static func isCapital(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }
}
