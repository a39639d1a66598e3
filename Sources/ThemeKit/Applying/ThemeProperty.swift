/// How one stylable property of `Root` takes theme values: one line in a
/// ``ThemeProperties`` table.
///
/// ```swift
/// "textColor": .value(\.textColor),          // converted by ThemeValueConvertible
/// "titleColor": .perState(\.titleColors),    // "selected:titleColor" sets titleColors[.selected]
/// "layer": .child(\.layer),                  // "layer.borderWidth" continues into layer
/// "buttons": .children(\.buttons),           // each button gets the rest of the path
/// ```
///
/// Rows work for `@MainActor` classes: their code runs on the main actor,
/// where styling happens, so they may reach main-actor properties.
public struct ThemeProperty<Root: AnyObject>: Sendable {
    /// Puts a property back the way it was; made before a theme first sets it.
    typealias Restore = @MainActor () -> Void

    enum Kind: Sendable {
        /// Sets the value (`state` is nil for a key without a qualifier), and
        /// captures the current value first when asked (nil: it cannot).
        case setter(acceptsStates: Bool,
                    set: @MainActor @Sendable (Root, ThemeValue, ThemeState?) throws -> Void,
                    capture: (@MainActor @Sendable (Root, ThemeState?) -> Restore)?)
        case children(@MainActor @Sendable (Root) -> [any Stylable])
    }

    let kind: Kind

    /// A property set from the value converted to its type (`.null` is nil for an optional).
    public static func value<Value: ThemeValueConvertible>(_ keyPath: ReferenceWritableKeyPath<Root, Value>) -> Self {
        let keyPath = MainActorKeyPath(keyPath)
        return Self(kind: .setter(acceptsStates: false, set: { root, value, _ in
            root[keyPath: keyPath.path] = try Value(themeValue: value)
        }, capture: { root, _ in
            let original = root[keyPath: keyPath.path]
            return { [weak root] in root?[keyPath: keyPath.path] = original }
        }))
    }

    /// A property with a value per state: `titleColor` sets the `.normal`
    /// entry, `selected:titleColor` the `.selected` one.
    public static func perState<Value: ThemeValueConvertible>(_ keyPath: ReferenceWritableKeyPath<Root, [ThemeState: Value]>) -> Self {
        let keyPath = MainActorKeyPath(keyPath)
        return Self(kind: .setter(acceptsStates: true, set: { root, value, state in
            root[keyPath: keyPath.path][state ?? .normal] = try Value(themeValue: value)
        }, capture: { root, state in
            let original = root[keyPath: keyPath.path][state ?? .normal]
            return { [weak root] in root?[keyPath: keyPath.path][state ?? .normal] = original }
        }))
    }

    /// A child object that key paths continue into.
    public static func child<Child: Stylable>(_ keyPath: KeyPath<Root, Child>) -> Self {
        let keyPath = MainActorKeyPath(keyPath)
        return Self(kind: .children { root in [root[keyPath: keyPath.path]] })
    }

    /// An optional child; a key path into a missing one fails with a clear message.
    public static func child<Child: Stylable>(_ keyPath: KeyPath<Root, Child?>) -> Self {
        let keyPath = MainActorKeyPath(keyPath)
        return Self(kind: .children { root in root[keyPath: keyPath.path].map { [$0] } ?? [] })
    }

    /// A collection of children (an outlet collection): each gets the rest of the key path.
    public static func children<Child: Stylable>(_ keyPath: KeyPath<Root, [Child]>) -> Self {
        let keyPath = MainActorKeyPath(keyPath)
        return Self(kind: .children { root in root[keyPath: keyPath.path] })
    }

    /// A property set by your own code, for anything the other forms do not
    /// cover. Give `read` (the current value, as a theme value) to make it
    /// reversible: re-styling then puts back what it read before the first set.
    public static func custom(_ set: @escaping @MainActor @Sendable (Root, ThemeValue) throws -> Void,
                              read: (@MainActor @Sendable (Root) -> ThemeValue)? = nil) -> Self {
        var capture: (@MainActor @Sendable (Root, ThemeState?) -> Restore)?
        if let read {
            capture = { root, _ in
                let original = read(root)
                return { [weak root] in if let root { try? set(root, original) } }
            }
        }
        return Self(kind: .setter(acceptsStates: false, set: { root, value, _ in try set(root, value) }, capture: capture))
    }

    /// A property set by your own code, per state (`.normal` without a qualifier).
    public static func custom(perState set: @escaping @MainActor @Sendable (Root, ThemeValue, ThemeState) throws -> Void) -> Self {
        Self(kind: .setter(acceptsStates: true, set: { root, value, state in try set(root, value, state ?? .normal) }, capture: nil))
    }

    /// This row for a superclass's table: the same work, reached through
    /// `Base` and narrowed to `Root` (a subclass of it) when it runs.
    func lifted<Base: AnyObject>(to _: Base.Type) -> ThemeProperty<Base> {
        @Sendable func narrowed(_ base: Base) throws -> Root {
            guard let root = base as? Root else {
                throw StylingError("`\(type(of: base))` is not a `\(Root.self)`, the type this property is declared for")
            }
            return root
        }
        switch kind {
        case .setter(let acceptsStates, let set, let capture):
            let liftedSet: @MainActor @Sendable (Base, ThemeValue, ThemeState?) throws -> Void = { base, value, state in
                try set(try narrowed(base), value, state)
            }
            var liftedCapture: (@MainActor @Sendable (Base, ThemeState?) -> ThemeProperty<Base>.Restore)?
            if let capture {
                liftedCapture = { base, state in
                    guard let root = try? narrowed(base) else { return {} }
                    return capture(root, state)
                }
            }
            return ThemeProperty<Base>(kind: .setter(acceptsStates: acceptsStates, set: liftedSet, capture: liftedCapture))
        case .children(let children):
            return ThemeProperty<Base>(kind: .children { base in
                guard let root = try? narrowed(base) else { return [] }
                return children(root)
            })
        }
    }
}

/// A key path kept in a `Sendable` row.
///
/// Key paths to main-actor properties are not `Sendable`, yet a row must be,
/// so that a table can be a `static let` of any class. This is sound: a key
/// path is an immutable value, and rows use it only inside their
/// `@MainActor` closures, on the main actor, where its properties live.
struct MainActorKeyPath<Path: AnyKeyPath>: @unchecked Sendable {
    let path: Path

    init(_ path: Path) {
        self.path = path
    }
}
