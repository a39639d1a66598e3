extension DesignTokenReader {
    /// What the tokens of one file give: its constants, its `Constants_V`
    /// groups (modes, or a resolver document's contexts), its `Tokens` styles
    /// and the constants it deprecates.
    struct FileOutput {
        var constants: [PlistEntry] = []
        /// Each mode's constants, the modes in the order first met; changed only
        /// here, so that ``modeIndex`` always tells where a mode is.
        private(set) var modes: [(mode: String, entries: [PlistEntry])] = []
        var styles: [PlistEntry] = []
        var deprecated: [PlistEntry] = []
        /// Each mode's place in `modes`, so adding to one of many modes is not a walk over them all.
        private var modeIndex: [String: Int] = [:]

        mutating func add(_ entry: PlistEntry, variant: String?) {
            guard let variant else {
                constants.append(entry)
                return
            }
            if let index = modeIndex[variant] {
                modes[index].entries.append(entry)
            } else {
                modeIndex[variant] = modes.count
                modes.append((variant, [entry]))
            }
        }

        /// Removes the constants named `isRemoved` from every mode; each mode
        /// keeps its place (an emptied one too).
        mutating func removeModeEntries(where isRemoved: (String) -> Bool) {
            for index in modes.indices { modes[index].entries.removeAll { isRemoved($0.key) } }
        }

        /// The theme tree: `formatVersion` 2, `Constants`, the deprecations, `Tokens`, each `Constants_V`.
        func tree(at offset: Int) -> PlistNode {
            func group(_ key: String, _ entries: [PlistEntry]) -> PlistEntry {
                PlistEntry(key: key, keyOffset: offset, value: PlistNode(kind: .dictionary(entries), offset: offset))
            }
            var top = [
                PlistEntry(key: "formatVersion", keyOffset: offset, value: PlistNode(kind: .number(2), offset: offset)),
                group("Constants", constants),
            ]
            if !deprecated.isEmpty { top.append(group(PropertyKey.deprecatedConstants, deprecated)) }
            if !styles.isEmpty { top.append(group("Tokens", styles)) }
            for (mode, entries) in modes { top.append(group(VariantName.constantsGroup(of: mode), entries)) }
            return PlistNode(kind: .dictionary(top), offset: offset)
        }
    }
}
