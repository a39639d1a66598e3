import ThemeKit

/// What changing a theme changes in the resolved result: constants and the
/// key paths of each style, added, removed or changed (`themecheck diff`).
struct ThemeDiff {
    /// One entry that differs, with its old and new values (nil where absent).
    struct Change {
        var name: String
        var old: ThemeValue?
        var new: ThemeValue?
    }

    /// A style whose key paths differ; `old` or `new` is empty when the whole style was added or removed.
    struct StyleChange {
        var name: String
        var isAdded: Bool
        var isRemoved: Bool
        var keyPaths: [Change]
    }

    var constants: [Change]
    var styles: [StyleChange]

    var isEmpty: Bool { constants.isEmpty && styles.isEmpty }

    init(old: ThemeSnapshot, new: ThemeSnapshot) {
        constants = Self.changes(old.constants, new.constants)
        styles = Set(old.styles.keys).union(new.styles.keys).sorted().compactMap { name in
            let before = old.styles[name].map(Self.values) ?? [:]
            let after = new.styles[name].map(Self.values) ?? [:]
            let keyPaths = Self.changes(before, after)
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

    // MARK: Output

    /// One line a change: `+` added, `-` removed, `~` changed, values tagged as in `resolve`.
    var text: String {
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

    /// `{"constants": {"added", "removed", "changed"}, "styles": {"added", "removed", "changed"}}`:
    /// added and removed map names to values (a style to its key paths), changed
    /// maps a constant to `{"old", "new"}` and a style to its own added, removed and changed key paths.
    var json: String {
        func group(_ changes: [Change]) -> JSONValue {
            .object([
                ("added", .object(changes.compactMap { change in change.old == nil ? change.new.map { (change.name, .raw($0.jsonText)) } : nil })),
                ("removed", .object(changes.compactMap { change in change.new == nil ? change.old.map { (change.name, .raw($0.jsonText)) } : nil })),
                ("changed", .object(changes.compactMap { change in
                    guard let old = change.old, let new = change.new else { return nil }
                    return (change.name, .object([("old", .raw(old.jsonText)), ("new", .raw(new.jsonText))]))
                })),
            ])
        }
        func keyPaths(_ style: StyleChange) -> JSONValue {
            .object(style.keyPaths.compactMap { change in (change.new ?? change.old).map { (change.name, .raw($0.jsonText)) } })
        }
        let styleGroup = JSONValue.object([
            ("added", .object(styles.filter(\.isAdded).map { ($0.name, keyPaths($0)) })),
            ("removed", .object(styles.filter(\.isRemoved).map { ($0.name, keyPaths($0)) })),
            ("changed", .object(styles.filter { !$0.isAdded && !$0.isRemoved }.map { ($0.name, group($0.keyPaths)) })),
        ])
        return JSONValue.object([("constants", group(constants)), ("styles", styleGroup)]).rendered() + "\n"
    }
}
