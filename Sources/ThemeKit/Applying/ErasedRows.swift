/// A table's setter and children rows with their root type erased, for the
/// calls every apply through an object makes: a generic row looked up in
/// code not specialised for its root (ThemeKit's, for an app's type) asks the
/// Swift runtime for the row type's metadata each time, a tenth of a first
/// apply. These dictionaries' types are fixed, so a lookup is a plain one.
///
/// With them, the subclasses whose rows the table was extended by. One
/// object, so that a copy of a table (every `Self.themeProperties` is one)
/// counts one reference for all of it, not one for each part.
final class ErasedRows: Sendable {
    // Each closure is kept in a struct of its own: a function kept in a
    // generic table is stored in its most general form, and reading it out
    // as its own type wrapped it anew, an allocation for every child found.
    struct Setter: Sendable {
        let set: @MainActor @Sendable (AnyObject, ThemeValue) throws -> Void
    }

    struct Finder: Sendable {
        let find: @MainActor @Sendable (AnyObject) -> [any Stylable]
    }

    /// Each setter row, for a key without a state qualifier.
    let setters: RowKeyTable<Setter>
    /// Each children row.
    let children: RowKeyTable<Finder>
    /// The subclasses whose rows ``ThemeProperties/extended(by:_:)`` added, to
    /// tell a subclass that declared none (its `static let` table never read) when a key misses.
    let subclasses: Set<ObjectIdentifier>

    init<Root: AnyObject>(_ properties: [String: ThemeProperty<Root>], subclasses: Set<ObjectIdentifier>) {
        self.subclasses = subclasses
        var setters: [String: Setter] = [:]
        var children: [String: Finder] = [:]
        for (key, property) in properties {
            // Only a table's own calls pass an object, always one of its root type.
            switch property.kind {
            case .setter(_, let set, _, _):
                setters[key] = Setter { object, value in try set(unsafeDowncast(object, to: Root.self), value, nil) }
            case .children(let find):
                children[key] = Finder { object in find(unsafeDowncast(object, to: Root.self)).array }
            }
        }
        self.setters = RowKeyTable(setters)
        self.children = RowKeyTable(children)
    }
}
