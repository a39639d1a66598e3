/// A table's setter and children rows with their root type erased, for the
/// calls every apply through an object makes: a generic row looked up in
/// code not specialised for its root (ThemeKit's, for an app's type) asks the
/// Swift runtime for the row type's metadata each time, a tenth of a first
/// apply. These dictionaries' types are fixed, so a lookup is a plain one.
struct ErasedRows: Sendable {
    typealias Setter = @MainActor @Sendable (AnyObject, ThemeValue) throws -> Void
    typealias Finder = @MainActor @Sendable (AnyObject) -> [any Stylable]

    /// Each setter row, for a key without a state qualifier.
    let setters: RowKeyTable<Setter>
    /// Each children row.
    let children: RowKeyTable<Finder>

    init<Root: AnyObject>(_ properties: [String: ThemeProperty<Root>]) {
        var setters: [String: Setter] = [:]
        var children: [String: Finder] = [:]
        for (key, property) in properties {
            // Only a table's own calls pass an object, always one of its root type.
            switch property.kind {
            case .setter(_, let set, _, _): setters[key] = { object, value in try set(unsafeDowncast(object, to: Root.self), value, nil) }
            case .children(let find): children[key] = { object in find(unsafeDowncast(object, to: Root.self)).array }
            }
        }
        self.setters = RowKeyTable(setters)
        self.children = RowKeyTable(children)
    }
}
