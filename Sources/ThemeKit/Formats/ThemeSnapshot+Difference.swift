extension ThemeSnapshot {
    /// What changing a theme changes once resolved: constants and the key
    /// paths of each style, added, removed or changed, each sorted by name
    /// (`themecheck diff`, and reviewing a theme change in a test).
    public func difference(to new: ThemeSnapshot) -> Difference {
        Difference(old: self, new: new)
    }

    /// The resolved differences between two snapshots (``difference(to:)``).
    public struct Difference: Sendable, CustomStringConvertible {
        /// One entry that differs, with its old and new values (nil where absent).
        public struct Change: Sendable {
            /// The constant's or key path's name.
            public var name: String
            /// The value before; nil when it was added.
            public var old: ThemeValue?
            /// The value after; nil when it was removed.
            public var new: ThemeValue?
        }

        /// A style whose key paths differ, or that was added or removed as a whole.
        public struct StyleChange: Sendable {
            /// The style's name.
            public var name: String
            /// Whether only the new snapshot has the style.
            public var isAdded: Bool
            /// Whether only the old snapshot has the style.
            public var isRemoved: Bool
            /// The key paths that changed, by name.
            public var keyPaths: [Change]
        }

        /// The constants that changed, by name.
        public var constants: [Change]
        /// The styles that changed, by name.
        public var styles: [StyleChange]

        /// Whether nothing differs.
        public var isEmpty: Bool { constants.isEmpty && styles.isEmpty }

        init(old: ThemeSnapshot, new: ThemeSnapshot) {
            constants = Self.changes(old.constants, new.constants)
            styles = Set(old.styles.keys).union(new.styles.keys).sorted().compactMap { name in
                let keyPaths = Self.changes(old.styles[name].map(Self.values) ?? [:], new.styles[name].map(Self.values) ?? [:])
                let isAdded = old.styles[name] == nil
                let isRemoved = new.styles[name] == nil
                guard !keyPaths.isEmpty || isAdded || isRemoved else { return nil }
                return StyleChange(name: name, isAdded: isAdded, isRemoved: isRemoved, keyPaths: keyPaths)
            }
        }

        private static func values(of style: ResolvedStyle) -> [String: ThemeValue] {
            Dictionary(style.assignments.map { ($0.keyPath, $0.value) }) { _, last in last }
        }

        /// The entries of two maps that differ, sorted by name.
        private static func changes(_ old: [String: ThemeValue], _ new: [String: ThemeValue]) -> [Change] {
            Set(old.keys).union(new.keys).sorted().compactMap { name in
                old[name] == new[name] ? nil : Change(name: name, old: old[name], new: new[name])
            }
        }

        /// One line a change: `+` added, `-` removed, `~` changed, values tagged as in `resolve`.
        public var description: String {
            var lines: [String] = []
            for change in constants { lines.append(Self.line(change, prefix: "constant ")) }
            for style in styles {
                if style.isAdded { lines.append("+ style \(style.name)") }
                if style.isRemoved { lines.append("- style \(style.name)") }
                for change in style.keyPaths { lines.append(Self.line(change, prefix: "style \(style.name) ")) }
            }
            return lines.map { $0.escapingControlCharacters + "\n" }.joined()
        }

        private static func line(_ change: Change, prefix: String) -> String {
            switch (change.old, change.new) {
            case (nil, let new?): return "+ \(prefix)\(change.name) \(new.jsonText)"
            case (let old?, nil): return "- \(prefix)\(change.name) \(old.jsonText)"
            case (let old?, let new?): return "~ \(prefix)\(change.name) \(old.jsonText) -> \(new.jsonText)"
            case (nil, nil): return ""
            }
        }
    }
}
