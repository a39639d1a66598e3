/// The stylable properties of a type, by key: the table a ``KeyPathStylable``
/// type declares, one line a property.
public struct ThemeProperties<Root: AnyObject>: Sendable, ExpressibleByDictionaryLiteral {
    private let properties: [String: ThemeProperty<Root>]
    /// The rows again for the two calls every apply through an object makes,
    /// and the subclasses that extended the table.
    private let erased: ErasedRows

    private var subclasses: Set<ObjectIdentifier> { erased.subclasses }

    /// A table of these rows, by key.
    public init(_ properties: [String: ThemeProperty<Root>]) {
        self.init(properties, subclasses: [])
    }

    private init(_ properties: [String: ThemeProperty<Root>], subclasses: Set<ObjectIdentifier>) {
        self.properties = properties
        self.erased = ErasedRows(properties, subclasses: subclasses)
    }

    /// A table from a literal; a key written twice keeps its last property.
    public init(dictionaryLiteral elements: (String, ThemeProperty<Root>)...) {
        self.init(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }

    /// The keys, sorted.
    public var keys: [String] { properties.keys.sorted() }

    /// This table with `other`'s properties added (replacing any of the same key).
    public func merging(_ other: ThemeProperties<Root>) -> ThemeProperties<Root> {
        ThemeProperties(properties.merging(other.properties) { _, new in new }, subclasses: subclasses.union(other.subclasses))
    }

    /// This table with rows of a subclass added, their key paths rooted at the
    /// subclass; a row of the same key replaces the superclass's.
    ///
    /// ```swift
    /// class Button: View {
    ///     var titleColors: [ThemeState: ThemeColor] = [:]
    ///     override class var themeProperties: ThemeProperties<View> { buttonProperties }
    ///     private static let buttonProperties = View.themeProperties.extended(by: Button.self, [
    ///         "titleColor": .perState(\.titleColors),
    ///     ])
    /// }
    /// ```
    public func extended<Subclass: AnyObject>(by _: Subclass.Type, _ rows: ThemeProperties<Subclass>) -> ThemeProperties<Root> {
        ThemeProperties(
            properties.merging(rows.properties.mapValues { $0.lifted(to: Root.self) }) { _, new in new },
            subclasses: subclasses.union([ObjectIdentifier(Subclass.self)]))
    }

    /// Sets the property `key` names (exact keys first, then `state:name` for
    /// a property that varies by state), keeping its original value first
    /// when `recordsOriginals` (the run is a registered object's).
    @MainActor
    func set(_ value: ThemeValue, forKey key: String, on root: Root, recordsOriginals: Bool) throws {
        // The common case first: an exact key, originals not being recorded.
        if !recordsOriginals, let setter = erased.setters[key] {
            return try setter.set(root, value)
        }
        let row = try setter(forKey: key, of: type(of: root))
        if recordsOriginals, let keep = row.keep, !OriginalValues.hasOriginal(of: root, key: key) {
            return OriginalValues.keep(try keep(root, value, row.state), for: root, key: key)
        }
        try row.set(root, value, row.state)
    }

    /// Sets the property `key` names for the object's own `Stylable`
    /// methods, which a run calls for a hook or a type it does not know yet:
    /// whether the run records originals comes through
    /// ``OriginalValues/recordsInObjectCode``.
    @MainActor
    func set(_ value: ThemeValue, forKey key: String, on root: Root) throws {
        try set(value, forKey: key, on: root, recordsOriginals: OriginalValues.recordsInObjectCode)
    }

    /// The step that sets `key` to `value` (assignment `index`) on objects of
    /// `type`, the value converted once, for an apply plan to repeat; throws
    /// where ``set(_:forKey:on:)`` would.
    @MainActor
    func plannedWrite(_ value: ThemeValue, forKey key: String, index: Int, of type: Root.Type) throws -> TableWrite<Root> {
        let row = try setter(forKey: key, of: type)
        let write = try row.prepare(value, row.state, type)
        return TableWrite(index: index, write, original: row.keep.map { .init(key: key, keep: $0, value: value, state: row.state) })
    }

    /// Puts back the value `key` had before a theme first set it.
    @MainActor
    func reset(forKey key: String, on root: Root) throws {
        if OriginalValues.restore(root, key: key) { return }
        // Nothing kept: an unknown key throws, a row that cannot read its value says so,
        // and a key no registered style has set has nothing to put back.
        guard try setter(forKey: key, of: type(of: root)).keep != nil else {
            throw StylingError(
                "`\(key)` on `\(type(of: root))` is set by custom code without `read:`, so its value before the theme cannot be put back")
        }
    }

    private typealias Setter = (
        set: @MainActor @Sendable (Root, ThemeValue, ThemeState?) throws -> Void,
        keep: (@MainActor @Sendable (Root, ThemeValue, ThemeState?) throws -> ThemeProperty<Root>.Restore)?,
        prepare: @Sendable (ThemeValue, ThemeState?, AnyObject.Type) throws -> ThemeProperty<Root>.Write, state: ThemeState?
    )

    /// The setter row for `key` on an object of `type`: the exact key, else
    /// `state:name` of a row that varies by state.
    private func setter(forKey key: String, of type: Root.Type) throws -> Setter {
        if let property = properties[key] {
            switch property.kind {
            case .setter(_, let set, let keep, let prepare): return (set, keep, prepare, nil)
            case .children:
                throw StylingError("`\(key)` on `\(type)` is a child object; set one of its properties, as in `\(key).<property>`")
            }
        }
        guard let (state, name) = StyleKeyPath.qualified(key) else {
            throw unknownKey(key, of: type)
        }
        guard let property = properties[name], case .setter(let acceptsStates, let set, let keep, let prepare) = property.kind else {
            throw unknownKey(name, of: type)
        }
        guard acceptsStates else {
            throw StylingError("`\(name)` on `\(type)` does not vary by state, so `\(key)` cannot be set; declare it with `.perState`")
        }
        return (set, keep, prepare, state)
    }

    /// `key` is no row of this table. When the object is a subclass of the
    /// table's root that added no rows, the likely mistake is a subclass that
    /// declared its table as a `static let` instead of overriding the
    /// superclass's `class var` (only that is read), so the message says the fix.
    private func unknownKey(_ key: String, of type: Root.Type) -> StylingError {
        let error = StylingError.unknownKey(key, on: type, known: keys)
        guard type != Root.self, !subclasses.contains(ObjectIdentifier(type)) else { return error }
        return StylingError(
            error.message
                + "; `\(type)` adds no rows to the table of `\(Root.self)`, so a table it declares as a `static let` is never read: override `class var themeProperties` and return `\(Root.self).themeProperties.extended(by: \(type).self, [...])`"
        )
    }

    /// Whether this table has a row for `key`: the key itself (a setter or
    /// children), or the name after a state qualifier.
    func handles(_ key: String) -> Bool {
        if properties[key] != nil { return true }
        return StyleKeyPath.qualified(key).map { properties[$0.name] != nil } ?? false
    }

    /// The children `key` names, or none.
    @MainActor
    func children(forKey key: String, of root: Root) -> [any Stylable] {
        childFinder(forKey: key)?.find(root) ?? []
    }

    /// The children row for `key` taking any object of the root type; nil when `key` names none.
    func childFinder(forKey key: String) -> ErasedRows.Finder? {
        erased.children[key]
    }

    /// The row that finds the children `key` names; nil when `key` names none.
    func childrenRow(forKey key: String) -> (@MainActor @Sendable (Root) -> FoundChildren)? {
        guard case .children(let children)? = properties[key]?.kind else { return nil }
        return children
    }
}

/// A ``Stylable`` type that declares its properties in a ``ThemeProperties``
/// table instead of writing `setThemeValue` by hand.
///
/// ```swift
/// @MainActor final class Label: KeyPathStylable {
///     var textColor: ThemeColor?
///     var font: ThemeFont?
///     let layer = Layer()
///     static let themeProperties: ThemeProperties<Label> = [
///         "textColor": .value(\.textColor),
///         "font": .value(\.font),
///         "layer": .child(\.layer),
///     ]
/// }
/// ```
///
/// A class meant to be subclassed declares `class var themeProperties`, and a
/// subclass overrides it with ``ThemeProperties/extended(by:_:)``. Re-styling
/// a registered object puts back a property the new style no longer sets,
/// with no code of yours.
public protocol KeyPathStylable: Stylable {
    /// The class the table is written for; `Self` unless a superclass declares it.
    associatedtype ThemeRoot: AnyObject = Self
    /// The rows of this type: one line a stylable property, keyed by its theme key.
    static var themeProperties: ThemeProperties<ThemeRoot> { get }
}

extension KeyPathStylable {
    /// Sets the property the row for `key` names, converting the value as the row says.
    public func setThemeValue(_ value: ThemeValue, forKey key: String) throws {
        StylableTypeFacts.mark(.set, self)
        try setThemeValueInOwnTable(value, forKey: key)
    }

    /// The object(s) the `.child` or `.children` row for `key` names.
    public func themeChildren(forKey key: String) -> [any Stylable] {
        StylableTypeFacts.mark(.children, self)
        return themeChildrenInOwnTable(forKey: key)
    }

    /// Puts back the value the property had before ThemeKit first set it.
    public func resetThemeValue(forKey key: String) throws {
        try resetThemeValueInOwnTable(forKey: key)
    }

    /// This object as the type its table is written for.
    func themeRoot() throws -> ThemeRoot {
        guard let root = self as? ThemeRoot else {
            throw StylingError("`\(type(of: self))` is not a `\(ThemeRoot.self)`, the type of its property table")
        }
        return root
    }
}
