/// The stylable properties of a type, by key: the table a ``KeyPathStylable``
/// type declares, one line a property.
public struct ThemeProperties<Root: AnyObject>: Sendable, ExpressibleByDictionaryLiteral {
    private var properties: [String: ThemeProperty<Root>]

    public init(_ properties: [String: ThemeProperty<Root>]) {
        self.properties = properties
    }

    /// A table from a literal; a key written twice keeps its last property.
    public init(dictionaryLiteral elements: (String, ThemeProperty<Root>)...) {
        self.properties = Dictionary(elements, uniquingKeysWith: { _, last in last })
    }

    /// The keys, sorted.
    public var keys: [String] { properties.keys.sorted() }

    /// This table with `other`'s properties added (replacing any of the same key).
    public func merging(_ other: ThemeProperties<Root>) -> ThemeProperties<Root> {
        ThemeProperties(properties.merging(other.properties) { _, new in new })
    }

    /// Sets the property `key` names: exact keys first, then `state:name`
    /// for a property that varies by state.
    func set(_ value: ThemeValue, forKey key: String, on root: Root) throws {
        if let property = properties[key] {
            switch property.kind {
            case .setter(_, let set): return try set(root, value, nil)
            case .children:
                throw StylingError("`\(key)` on `\(type(of: root))` is a child object; set one of its properties, as in `\(key).<property>`")
            }
        }
        guard let colon = key.firstIndex(of: ":") else {
            throw StylingError.unknownKey(key, on: type(of: root), known: keys)
        }
        let state = ThemeState(rawValue: String(key[..<colon]))
        let name = String(key[key.index(after: colon)...])
        guard let property = properties[name], case .setter(let acceptsStates, let set) = property.kind else {
            throw StylingError.unknownKey(name, on: type(of: root), known: keys)
        }
        guard acceptsStates else {
            throw StylingError("`\(name)` on `\(type(of: root))` does not vary by state, so `\(key)` cannot be set; declare it with `.perState`")
        }
        try set(root, value, state)
    }

    /// The children `key` names, or none.
    func children(forKey key: String, of root: Root) -> [any Stylable] {
        guard case .children(let children)? = properties[key]?.kind else { return [] }
        return children(root)
    }
}

/// A ``Stylable`` type that declares its properties in a ``ThemeProperties``
/// table instead of writing `setThemeValue` by hand.
///
/// ```swift
/// final class Label: KeyPathStylable {
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
public protocol KeyPathStylable: Stylable {
    /// The class the table is written for; `Self` unless a superclass declares it.
    associatedtype ThemeRoot: AnyObject = Self
    static var themeProperties: ThemeProperties<ThemeRoot> { get }
}

extension KeyPathStylable {
    public func setThemeValue(_ value: ThemeValue, forKey key: String) throws {
        guard let root = self as? ThemeRoot else {
            throw StylingError("`\(type(of: self))` is not a `\(ThemeRoot.self)`, the type of its property table")
        }
        try Self.themeProperties.set(value, forKey: key, on: root)
    }

    public func themeChildren(forKey key: String) -> [any Stylable] {
        guard let root = self as? ThemeRoot else { return [] }
        return Self.themeProperties.children(forKey: key, of: root)
    }
}
