import ThemeKit

/// `themecheck diff`'s two forms of a ``ThemeSnapshot/Difference``.
extension ThemeSnapshot.Difference {
    /// `{"constants": {"added", "removed", "changed"}, "styles": {"added", "removed", "changed"}}`:
    /// added and removed map names to values (a style to its key paths), changed
    /// maps a constant to `{"old", "new"}` and a style to its own added, removed and changed key paths.
    var json: String {
        func group(_ changes: [Change]) -> JSONValue {
            .object([
                (
                    "added",
                    .object(changes.compactMap { change in change.old == nil ? change.new.map { (change.name, .raw($0.jsonText)) } : nil })
                ),
                (
                    "removed",
                    .object(changes.compactMap { change in change.new == nil ? change.old.map { (change.name, .raw($0.jsonText)) } : nil })
                ),
                (
                    "changed",
                    .object(
                        changes.compactMap { change in
                            guard let old = change.old, let new = change.new else { return nil }
                            return (change.name, .object([("old", .raw(old.jsonText)), ("new", .raw(new.jsonText))]))
                        })
                ),
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
