/// The constants an app supplies at run time with `modifyConstant`
/// (theme-format §11), as `themecheck.json`'s `runtimeConstants` declares
/// them: names, globs (`COLOR_BANK_*`) and `@GROUP` (a top-level group of the
/// theme that lists them). A theme's own `_runtimeConstants` adds to these.
package struct RuntimeConstantDeclarations: Hashable, Sendable {
    /// Names declared one by one.
    package var names: Set<String> = []
    /// Globs: `*` stands for any run of characters, `?` for one.
    package var globs: [String] = []
    /// Top-level groups (the name after `@`) whose keys are run-time constants.
    package var groups: Set<String> = []

    /// Nothing declared.
    package init() {}

    /// Reads `"COLOR_X"`, `"COLOR_BANK_*"` and `"@Group"` entries.
    package init(entries: [String]) {
        for entry in entries {
            if entry.hasPrefix("@") {
                groups.insert(String(entry.dropFirst()))
            } else if entry.contains("*") || entry.contains("?") {
                globs.append(entry)
            } else {
                names.insert(entry)
            }
        }
    }

    /// These declarations with the names the groups of `themes` list: their
    /// `_runtimeConstants`, the groups named with `@`, and with
    /// `everyListingGroup` any group shaped like a list of run-time constants
    /// (whose one `runtime-constant-group` warning stands for its uses).
    package func including(_ themes: [Theme], everyListingGroup: Bool = false) -> RuntimeConstantDeclarations {
        var all = self
        for group in themes.flatMap(\.runtimeConstantGroups)
        where everyListingGroup || group.name == RuntimeConstantGroup.reservedKey || groups.contains(group.name) {
            all.names.formUnion(group.names)
        }
        return all
    }

    /// Whether `name` is declared by a name or a glob (see ``including(_:everyListingGroup:)`` for the themes' groups).
    package func declares(_ name: String) -> Bool {
        names.contains(name) || globs.contains { Self.matches(Array(name.unicodeScalars)[...], glob: Array($0.unicodeScalars)[...]) }
    }

    /// The name of the run-time constant `value` stands for while the app has
    /// not supplied it (a string naming a declared constant that `isSupplied`
    /// says has no value), else nil; `resolve` and `explain` print it as
    /// ``runtimeJSON(_:)``.
    package func unsuppliedName(in value: ThemeValue, isSupplied: (String) -> Bool) -> String? {
        guard case .string(let name) = value, declares(name), !isSupplied(name) else { return nil }
        return name
    }

    /// `{"runtime": "NAME"}`, the resolve JSON of a run-time constant not supplied yet.
    package static func runtimeJSON(_ name: String) -> String {
        "{\"runtime\": " + JSONText.string(name) + "}"
    }

    /// Glob matching by Unicode scalars, with a star's backtracking bounded
    /// by the last star seen, so it is linear in practice and never exponential.
    static func matches(_ text: ArraySlice<Unicode.Scalar>, glob: ArraySlice<Unicode.Scalar>) -> Bool {
        var (textIndex, globIndex) = (text.startIndex, glob.startIndex)
        var star: (glob: Int, text: Int)?
        while textIndex < text.endIndex {
            if globIndex < glob.endIndex, glob[globIndex] == "?" || glob[globIndex] == text[textIndex] {
                textIndex += 1
                globIndex += 1
            } else if globIndex < glob.endIndex, glob[globIndex] == "*" {
                star = (globIndex, textIndex)
                globIndex += 1
            } else if let last = star {
                star = (last.glob, last.text + 1)
                (globIndex, textIndex) = (last.glob + 1, last.text + 1)
            } else {
                return false
            }
        }
        while globIndex < glob.endIndex, glob[globIndex] == "*" { globIndex += 1 }
        return globIndex == glob.endIndex
    }
}
