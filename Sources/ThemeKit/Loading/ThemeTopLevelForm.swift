/// Every form an entry at a theme file's top level takes, as ``ThemeBuilder``
/// reads it: the reader dispatches on this, and the growth benchmark has a
/// case for each (`BenchmarkInputs`' `GrowthSurfaces`), which a test holds it
/// to, so a form a reader learns is measured too.
package enum ThemeTopLevelForm: String, CaseIterable, Sendable {
    /// `formatVersion`, read before the rest.
    case formatVersion
    /// `_include`: files whose definitions come below this one's (theme-format §9).
    case include
    /// `$deprecatedConstants`, which token import writes.
    case deprecatedConstants
    /// `_runtimeConstants`: names the app supplies (theme-format §11).
    case runtimeConstants
    /// A group of the app's own name shaped like `_runtimeConstants`.
    case runtimeConstantGroup
    /// `Constants`.
    case constants
    /// `Constants_V`: constants for variant V (theme-format §8).
    case variantConstants
    /// Any other dictionary: a group of styles (a style `S_V` among them is a variant).
    case styleGroup
    /// A key of a flat theme (format 1): a constant.
    case flatConstant
    /// Anything else: ignored, with a diagnostic.
    case notADictionary

    /// The form of `entry` in a file of `formatVersion`.
    init(_ entry: PlistEntry, formatVersion: Int) {
        if entry.key == "formatVersion" {
            self = .formatVersion
        } else if entry.key == PropertyKey.include {
            self = .include
        } else if entry.key == PropertyKey.deprecatedConstants, entry.value.entries != nil {
            self = .deprecatedConstants
        } else if entry.key == RuntimeConstantGroup.reservedKey {
            self = .runtimeConstants
        } else if let group = entry.value.entries, entry.key != "Constants", VariantName.variant(ofConstantsGroup: entry.key) == nil,
            RuntimeConstantGroup.isList(group)
        {
            self = .runtimeConstantGroup
        } else if formatVersion == 1 {
            self = .flatConstant
        } else if entry.value.entries == nil {
            self = .notADictionary
        } else if entry.key == "Constants" {
            self = .constants
        } else if VariantName.variant(ofConstantsGroup: entry.key) != nil {
            self = .variantConstants
        } else {
            self = .styleGroup
        }
    }

    /// The form of every top-level entry of a parsed theme file (a test's look at what a generator wrote).
    package static func forms(ofThemeText text: String) -> Set<ThemeTopLevelForm> {
        guard case .success(let parsed) = Array(text.utf8).withUnsafeBytes({ Theme.parse($0, path: "forms.json", limits: .default) }),
            let entries = parsed.2.entries
        else { return [] }
        let version = (try? ThemeBuilder.formatVersion(of: entries, in: parsed.1, format: parsed.0)) ?? 1
        return Set(entries.map { ThemeTopLevelForm($0, formatVersion: version) })
    }
}
