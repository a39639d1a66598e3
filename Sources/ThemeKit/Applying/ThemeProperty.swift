/// How one stylable property of `Root` takes theme values: one line in a
/// ``ThemeProperties`` table.
///
/// ```swift
/// "textColor": .value(\.textColor),          // converted by ThemeValueConvertible
/// "titleColor": .perState(\.titleColors),    // "selected:titleColor" sets titleColors[.selected]
/// "layer": .child(\.layer),                  // "layer.borderWidth" continues into layer
/// "buttons": .children(\.buttons),           // each button gets the rest of the path
/// ```
public struct ThemeProperty<Root: AnyObject>: Sendable {
    enum Kind: Sendable {
        /// Sets the value; `state` is nil for a key without a qualifier.
        case setter(acceptsStates: Bool, set: @Sendable (Root, ThemeValue, ThemeState?) throws -> Void)
        case children(@Sendable (Root) -> [any Stylable])
    }

    let kind: Kind

    /// A property set from the value converted to its type (`.null` is nil for an optional).
    public static func value<Value: ThemeValueConvertible>(_ keyPath: ReferenceWritableKeyPath<Root, Value> & Sendable) -> Self {
        Self(kind: .setter(acceptsStates: false) { root, value, _ in root[keyPath: keyPath] = try Value(themeValue: value) })
    }

    /// A property with a value per state: `titleColor` sets the `.normal`
    /// entry, `selected:titleColor` the `.selected` one.
    public static func perState<Value: ThemeValueConvertible>(
        _ keyPath: ReferenceWritableKeyPath<Root, [ThemeState: Value]> & Sendable
    ) -> Self {
        Self(kind: .setter(acceptsStates: true) { root, value, state in
            root[keyPath: keyPath][state ?? .normal] = try Value(themeValue: value)
        })
    }

    /// A child object that key paths continue into.
    public static func child<Child: Stylable & SendableMetatype>(_ keyPath: KeyPath<Root, Child> & Sendable) -> Self {
        Self(kind: .children { root in [root[keyPath: keyPath]] })
    }

    /// An optional child; a key path into a missing one fails with a clear message.
    public static func child<Child: Stylable & SendableMetatype>(_ keyPath: KeyPath<Root, Child?> & Sendable) -> Self {
        Self(kind: .children { root in root[keyPath: keyPath].map { [$0] } ?? [] })
    }

    /// A collection of children (an outlet collection): each gets the rest of the key path.
    public static func children<Child: Stylable & SendableMetatype>(_ keyPath: KeyPath<Root, [Child]> & Sendable) -> Self {
        Self(kind: .children { root in root[keyPath: keyPath] })
    }

    /// A property set by your own code, for anything the other forms do not cover.
    public static func custom(_ set: @escaping @Sendable (Root, ThemeValue) throws -> Void) -> Self {
        Self(kind: .setter(acceptsStates: false) { root, value, _ in try set(root, value) })
    }

    /// A property set by your own code, per state (`.normal` without a qualifier).
    public static func custom(perState set: @escaping @Sendable (Root, ThemeValue, ThemeState) throws -> Void) -> Self {
        Self(kind: .setter(acceptsStates: true) { root, value, state in try set(root, value, state ?? .normal) })
    }
}
