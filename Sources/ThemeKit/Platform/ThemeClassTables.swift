/// Property tables for a class hierarchy you do not own, such as UIKit's:
/// one table per class, looked up by what the object is.
///
/// A framework class cannot declare ``KeyPathStylable`` tables that its
/// subclasses override, so a bridge conforms the root class (`UIView`) to
/// ``ClassTableStylable``, which hands each call to this: the newest table added for a
/// class the object is an instance of, and that has the key, takes it. An
/// object whose own class conforms to ``KeyPathStylable`` is asked first, so
/// an app styles its subclass's properties with the table it already knows:
///
/// ```swift
/// final class GradientView: UIView, KeyPathStylable {
///     var startColor: UIColor?
///     static let themeProperties: ThemeProperties<GradientView> = [
///         "startColor": .value(\.startColor, converting: UIColor.themed),
///     ]
/// }
/// ```
///
/// A key no table has fails naming the object's class, with a did-you-mean
/// from every key its tables know.
public struct ThemeClassTables<Base: AnyObject>: Sendable {
    private struct Entry: Sendable {
        let matches: @Sendable (Base) -> Bool
        let properties: ThemeProperties<Base>
    }

    /// Newest first: the order in which tables are asked.
    private var entries: [Entry] = []

    /// No tables yet; add them with ``adding(_:_:)``.
    public init() {}

    /// These tables and `rows` for objects of `type` (a subclass of `Base`, or
    /// `Base`), asked before every table added earlier.
    public func adding<Class: AnyObject>(_ type: Class.Type, _ rows: ThemeProperties<Class>) -> Self {
        var tables = self
        let entry = Entry(matches: { $0 is Class }, properties: ThemeProperties<Base>([:]).extended(by: type, rows))
        tables.entries.insert(entry, at: 0)
        return tables
    }

    /// The keys the tables for `object` know, sorted.
    @MainActor
    public func keys(for object: Base) -> [String] {
        var keys = Set(entries.filter { $0.matches(object) }.flatMap(\.properties.keys))
        if let own = object as? any KeyPathStylable { keys.formUnion(own.tableKeys) }
        return keys.sorted()
    }

    /// Sets `key` on `object` through the first table that has it.
    @MainActor
    public func set(_ value: ThemeValue, forKey key: String, on object: Base) throws {
        try set(value, forKey: key, on: object, recordsOriginals: OriginalValues.recordsInObjectCode)
    }

    /// Sets `key` on `object` through the first table that has it, keeping
    /// its original value first when `recordsOriginals`.
    @MainActor
    func set(_ value: ThemeValue, forKey key: String, on object: Base, recordsOriginals: Bool) throws {
        if let own = object as? any KeyPathStylable, own.tableHandles(key) {
            return try own.setThemeValueInOwnTable(value, forKey: key, recordsOriginals: recordsOriginals)
        }
        try table(for: object, key: key).set(value, forKey: key, on: object, recordsOriginals: recordsOriginals)
    }

    /// Puts back the value `key` had on `object` before a theme first set it.
    @MainActor
    public func reset(forKey key: String, on object: Base) throws {
        if let own = object as? any KeyPathStylable, own.tableHandles(key) {
            return try own.resetThemeValueInOwnTable(forKey: key)
        }
        try table(for: object, key: key).reset(forKey: key, on: object)
    }

    /// The write that sets `key` to `value` (assignment `index`) on objects of
    /// `object`'s class, the value converted now, for an apply plan to
    /// repeat; throws where ``set(_:forKey:on:)`` would.
    @MainActor
    func plannedWrite(_ value: ThemeValue, forKey key: String, index: Int, for object: Base) throws -> any PlannedStep {
        if let own = object as? any KeyPathStylable, own.tableHandles(key) {
            return try own.plannedWrite(value, forKey: key, index: index)
        }
        return try table(for: object, key: key).plannedWrite(value, forKey: key, index: index, of: type(of: object))
    }

    /// How objects of `object`'s class find the children `key` names; nil when no table names them.
    @MainActor
    func plannedChildren(forKey key: String, for object: Base) -> ApplyPlan.Children? {
        if let own = object as? any KeyPathStylable, own.tableHandles(key) { return own.plannedChildren(forKey: key) }
        guard let children = firstRow(for: object, { $0.childrenRow(forKey: key) }) else { return nil }
        // A plan runs only on objects of the type it was made for, a `Base`
        // (checked once per run): cast without a dynamic test, as its writes are.
        return { object in children(unsafeDowncast(object, to: Base.self)) }
    }

    /// The children `key` names on `object`, or none.
    @MainActor
    public func children(forKey key: String, of object: Base) -> [any Stylable] {
        if let own = object as? any KeyPathStylable, own.tableHandles(key) {
            return own.themeChildrenInOwnTable(forKey: key)
        }
        return firstRow(for: object) { $0.childFinder(forKey: key) }?.find(object) ?? []
    }

    /// The row `row` finds in the first table for `object` that has one: a
    /// plan takes the typed row (one call a child), a walk the erased one
    /// (no metadata asked of the runtime).
    @MainActor
    private func firstRow<Row>(for object: Base, _ row: (ThemeProperties<Base>) -> Row?) -> Row? {
        for entry in entries where entry.matches(object) {
            if let found = row(entry.properties) { return found }
        }
        return nil
    }

    /// The first table for `object` that has `key`, or an unknown-key error.
    @MainActor
    private func table(for object: Base, key: String) throws -> ThemeProperties<Base> {
        guard let entry = entries.first(where: { $0.matches(object) && $0.properties.handles(key) }) else {
            let name = StyleKeyPath.qualified(key)?.name ?? key
            throw StylingError.unknownKey(name, on: type(of: object), known: keys(for: object))
        }
        return entry.properties
    }
}

/// An object's own ``KeyPathStylable`` table, reached without its `Stylable`
/// methods: the defaults call these, and so does ``ThemeClassTables`` for a
/// subclass whose framework superclass has taken those methods.
extension KeyPathStylable {
    var tableKeys: [String] { Self.themeProperties.keys }

    func tableHandles(_ key: String) -> Bool { Self.themeProperties.handles(key) }

    func setThemeValueInOwnTable(_ value: ThemeValue, forKey key: String) throws {
        try Self.themeProperties.set(value, forKey: key, on: try themeRoot())
    }

    func setThemeValueInOwnTable(_ value: ThemeValue, forKey key: String, recordsOriginals: Bool) throws {
        try Self.themeProperties.set(value, forKey: key, on: try themeRoot(), recordsOriginals: recordsOriginals)
    }

    func resetThemeValueInOwnTable(forKey key: String) throws {
        try Self.themeProperties.reset(forKey: key, on: try themeRoot())
    }

    func themeChildrenInOwnTable(forKey key: String) -> [any Stylable] {
        guard let root = try? themeRoot() else { return [] }
        return Self.themeProperties.children(forKey: key, of: root)
    }
}

/// A framework class that is ``Stylable`` through ``ThemeClassTables``: the
/// root of a hierarchy you do not own (`UIView`, `NSView`, `CALayer`)
/// declares its tables, and these defaults hand every `Stylable` call to them.
///
/// ```swift
/// extension UIView: ClassTableStylable {
///     public static let themeTables = ThemeClassTables<UIView>().adding(UIView.self, ["alpha": .value(\.alpha)])
/// }
/// ```
public protocol ClassTableStylable: Stylable {
    /// The class the tables are written for: the root class.
    associatedtype TableRoot: AnyObject
    /// The rows of this class hierarchy, newest (most specific) first.
    static var themeTables: ThemeClassTables<TableRoot> { get }
}

extension ClassTableStylable {
    /// Sets `key` through the object's own `KeyPathStylable` table first, then the class tables.
    public func setThemeValue(_ value: ThemeValue, forKey key: String) throws {
        StylableTypeFacts.mark(.set, self)
        try Self.themeTables.set(value, forKey: key, on: try tableRoot())
    }

    /// The child objects `key` names, looked up as ``setThemeValue(_:forKey:)`` looks up rows.
    public func themeChildren(forKey key: String) -> [any Stylable] {
        StylableTypeFacts.mark(.children, self)
        guard let root = try? tableRoot() else { return [] }
        return Self.themeTables.children(forKey: key, of: root)
    }

    /// What a style's first apply asks of the class tables: set `key` now,
    /// keeping its original first when `recordsOriginals`.
    func setInTables(_ value: ThemeValue, forKey key: String, recordsOriginals: Bool) throws {
        try Self.themeTables.set(value, forKey: key, on: try tableRoot(), recordsOriginals: recordsOriginals)
    }

    /// What an apply plan asks of the class tables: the write for `key` (assignment `index`), found once.
    func plannedWrite(_ value: ThemeValue, forKey key: String, index: Int) throws -> any PlannedStep {
        try Self.themeTables.plannedWrite(value, forKey: key, index: index, for: try tableRoot())
    }

    /// How objects of this class find the children `key` names, found once.
    func plannedChildren(forKey key: String) -> ApplyPlan.Children? {
        guard let root = try? tableRoot() else { return nil }
        return Self.themeTables.plannedChildren(forKey: key, for: root)
    }

    /// Puts back the value the property had before ThemeKit first set it.
    public func resetThemeValue(forKey key: String) throws {
        try Self.themeTables.reset(forKey: key, on: try tableRoot())
    }

    /// This object as the class its tables are written for.
    private func tableRoot() throws -> TableRoot {
        guard let root = self as? TableRoot else {
            throw StylingError("`\(type(of: self))` is not a `\(TableRoot.self)`, the class its property tables are written for")
        }
        return root
    }
}
