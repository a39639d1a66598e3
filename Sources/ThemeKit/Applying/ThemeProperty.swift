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
///
/// Key paths to main-actor properties are not `Sendable`, yet rows must be,
/// so that a table can be a `static let` of any class: the factories keep
/// the key path `nonisolated(unsafe)`. That is sound: a key path is an
/// immutable value, used only inside the rows' `@MainActor` closures (a
/// plan's converted values are kept the same way: each is made for one
/// write, never mutated, and used on the main actor).
public struct ThemeProperty<Root: AnyObject>: Sendable {
    /// Puts a property back the way it was; made before a theme first sets it.
    @usableFromInline typealias Restore = @MainActor () -> Void
    /// One write with its value already converted: what an apply plan repeats.
    @usableFromInline typealias Write = @MainActor @Sendable (Root) throws -> Void

    @usableFromInline
    enum Kind: Sendable {
        /// Sets the value (`state` is nil for a key without a qualifier).
        /// `keep` sets it too and returns how to put back the value it
        /// replaced (nil: the row cannot read it). `prepare` converts a value
        /// once into a write that can be repeated on objects of the type it
        /// is given (an apply plan's, which checks that type as it runs).
        case setter(
            acceptsStates: Bool,
            set: @MainActor @Sendable (Root, ThemeValue, ThemeState?) throws -> Void,
            keep: (@MainActor @Sendable (Root, ThemeValue, ThemeState?) throws -> Restore)?,
            prepare: @Sendable (ThemeValue, ThemeState?, AnyObject.Type) throws -> Write)
        case children(@MainActor @Sendable (Root) -> FoundChildren)
    }

    @usableFromInline let kind: Kind

    @usableFromInline
    init(kind: Kind) {
        self.kind = kind
    }

    /// A property set from the value converted to its type (`.null` is nil for an optional).
    ///
    /// Inlinable, so that in a release build the write compiles to a direct
    /// store where you declare the row: a key-path write through the Swift
    /// runtime costs tens of times more.
    @inlinable
    public static func value<Value: ThemeValueConvertible>(_ keyPath: ReferenceWritableKeyPath<Root, Value>) -> Self {
        nonisolated(unsafe) let path = keyPath
        // One closure holds the key path, and swaps (a read and an assignment
        // is not made direct for every type): the optimiser then makes it a
        // direct access where the row is declared, which it does not do for
        // a key path two closures share.
        return exchanging({ swap(&$0[keyPath: path], &$1) }, converting: { try Value(themeValue: $0) })
    }

    /// A property set from the value converted to its type, written by `set`
    /// instead of through the key path: for a property your own code must
    /// write. The key path still reads the value a theme replaces, so
    /// re-styling can put it back.
    ///
    /// ```swift
    /// "textColor": .value(\.textColor) { $0.textColor = $1 },
    /// ```
    @inlinable
    public static func value<Value: ThemeValueConvertible>(
        _ keyPath: ReferenceWritableKeyPath<Root, Value>, set: @escaping @MainActor @Sendable (Root, Value) -> Void
    ) -> Self {
        nonisolated(unsafe) let path = keyPath
        let load: @MainActor @Sendable (Root) -> Value = { $0[keyPath: path] }
        return Self(
            kind: .setter(
                acceptsStates: false,
                set: { root, value, _ in
                    set(root, try Value(themeValue: value))
                },
                keep: { root, value, _ in
                    let converted = try Value(themeValue: value)
                    let original = load(root)
                    set(root, converted)
                    return { [weak root] in if let root { set(root, original) } }
                },
                prepare: { value, _, _ in
                    nonisolated(unsafe) let converted = try Value(themeValue: value)
                    return { root in set(root, converted) }
                }))
    }

    /// A property with a value per state: `titleColor` sets the `.normal`
    /// entry, `selected:titleColor` the `.selected` one.
    @inlinable
    public static func perState<Value: ThemeValueConvertible>(_ keyPath: ReferenceWritableKeyPath<Root, [ThemeState: Value]>) -> Self {
        nonisolated(unsafe) let path = keyPath
        // One closure holds the key path, as in ``value(_:)``; a missing entry
        // is put back as missing.
        let exchange: @MainActor @Sendable (Root, inout Value?, ThemeState) -> Void = { swap(&$0[keyPath: path][$2], &$1) }
        return Self(
            kind: .setter(
                acceptsStates: true,
                set: { root, value, state in
                    var new: Value? = try Value(themeValue: value)
                    exchange(root, &new, state ?? .normal)
                },
                keep: { root, value, state in
                    let state = state ?? .normal
                    var original: Value? = try Value(themeValue: value)
                    exchange(root, &original, state)
                    return { [weak root, original] in
                        var value = original
                        if let root { exchange(root, &value, state) }
                    }
                },
                prepare: { value, state, _ in
                    nonisolated(unsafe) let converted = try Value(themeValue: value)
                    let state = state ?? .normal
                    return { root in
                        var new: Value? = converted
                        exchange(root, &new, state)
                    }
                }))
    }

    /// A property with a value per state, written by `set` instead of through
    /// the key path (as ``value(_:set:)``):
    ///
    /// ```swift
    /// "titleColor": .perState(\.titleColors) { $0.titleColors[$2] = $1 },
    /// ```
    @inlinable
    public static func perState<Value: ThemeValueConvertible>(
        _ keyPath: ReferenceWritableKeyPath<Root, [ThemeState: Value]>,
        set: @escaping @MainActor @Sendable (Root, Value, ThemeState) -> Void
    ) -> Self {
        nonisolated(unsafe) let path = keyPath
        // The value before a theme, absent entries too, is put back through the key path.
        let restore: @MainActor @Sendable (Root, Value?, ThemeState) -> Void = { $0[keyPath: path][$2] = $1 }
        let load: @MainActor @Sendable (Root, ThemeState) -> Value? = { $0[keyPath: path][$1] }
        return Self(
            kind: .setter(
                acceptsStates: true,
                set: { root, value, state in
                    set(root, try Value(themeValue: value), state ?? .normal)
                },
                keep: { root, value, state in
                    let state = state ?? .normal
                    let converted = try Value(themeValue: value)
                    let original = load(root, state)
                    set(root, converted, state)
                    return { [weak root] in if let root { restore(root, original, state) } }
                },
                prepare: { value, state, _ in
                    nonisolated(unsafe) let converted = try Value(themeValue: value)
                    let state = state ?? .normal
                    return { root in set(root, converted, state) }
                }))
    }

    /// A child object that key paths continue into.
    ///
    /// Inlinable, and the read formed here, where the key path is the row's
    /// literal, so that it compiles to a direct load (as ``value(_:)``'s store).
    @inlinable
    public static func child<Child: Stylable>(_ keyPath: KeyPath<Root, Child>) -> Self {
        nonisolated(unsafe) let path = keyPath
        let load: @MainActor @Sendable (Root) -> Child = { $0[keyPath: path] }
        return Self(kind: .children { root in .one(load(root)) })
    }

    /// An optional child; a key path into a missing one fails with a clear message.
    @inlinable
    public static func child<Child: Stylable>(_ keyPath: KeyPath<Root, Child?>) -> Self {
        nonisolated(unsafe) let path = keyPath
        let load: @MainActor @Sendable (Root) -> Child? = { $0[keyPath: path] }
        return Self(kind: .children { root in load(root).map { .one($0) } ?? .none })
    }

    /// A collection of children (an outlet collection): each gets the rest of the key path.
    @inlinable
    public static func children<Child: Stylable>(_ keyPath: KeyPath<Root, [Child]>) -> Self {
        nonisolated(unsafe) let path = keyPath
        let load: @MainActor @Sendable (Root) -> [Child] = { $0[keyPath: path] }
        return Self(kind: .children { root in .many(load(root)) })
    }

    /// A property set by your own code, for anything the other forms do not
    /// cover. Give `read` (the current value, as a theme value) to make it
    /// reversible: re-styling then puts back what it read before the first set.
    public static func custom(
        _ set: @escaping @MainActor @Sendable (Root, ThemeValue) throws -> Void,
        read: (@MainActor @Sendable (Root) -> ThemeValue)? = nil
    ) -> Self {
        var keep: (@MainActor @Sendable (Root, ThemeValue, ThemeState?) throws -> Restore)?
        if let read {
            keep = { root, value, _ in
                let original = read(root)
                try set(root, value)
                return { [weak root] in if let root { try? set(root, original) } }
            }
        }
        return Self(
            kind: .setter(
                acceptsStates: false, set: { root, value, _ in try set(root, value) }, keep: keep,
                prepare: { value, _, _ in { root in try set(root, value) } }))
    }

    /// A property set by your own code, per state (`.normal` without a qualifier).
    public static func custom(perState set: @escaping @MainActor @Sendable (Root, ThemeValue, ThemeState) throws -> Void) -> Self {
        Self(
            kind: .setter(
                acceptsStates: true, set: { root, value, state in try set(root, value, state ?? .normal) }, keep: nil,
                prepare: { value, state, _ in { root in try set(root, value, state ?? .normal) } }))
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
        case .setter(let acceptsStates, let set, let keep, let prepare):
            let liftedSet: @MainActor @Sendable (Base, ThemeValue, ThemeState?) throws -> Void = { base, value, state in
                try set(try narrowed(base), value, state)
            }
            var liftedKeep: (@MainActor @Sendable (Base, ThemeValue, ThemeState?) throws -> ThemeProperty<Base>.Restore)?
            if let keep {
                liftedKeep = { base, value, state in try keep(try narrowed(base), value, state) }
            }
            let liftedPrepare: @Sendable (ThemeValue, ThemeState?, AnyObject.Type) throws -> ThemeProperty<Base>.Write = {
                value, state, type in
                let write = try prepare(value, state, type)
                // The write runs only on objects of `type`: when that is a
                // `Root`, it is narrowed once, here, not by a cast (a retain
                // and a release with it) at every apply.
                guard type is Root.Type else { return { base in try write(try narrowed(base)) } }
                return { base in try write(unsafeDowncast(base, to: Root.self)) }
            }
            return ThemeProperty<Base>(
                kind: .setter(
                    acceptsStates: acceptsStates, set: liftedSet, keep: liftedKeep,
                    prepare: liftedPrepare))
        case .children(let children):
            return ThemeProperty<Base>(
                kind: .children { base in
                    guard let root = try? narrowed(base) else { return .none }
                    return children(root)
                })
        }
    }
}
