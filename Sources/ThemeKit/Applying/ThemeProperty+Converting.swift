/// Rows for properties whose type cannot conform to ``ThemeValueConvertible``
/// (a framework class such as `UIColor` cannot take a protocol's required
/// initialiser), or that are read and written through methods
/// (`setTitleColor(_:for:)`): the row is given the conversion.
extension ThemeProperty {
    /// A property set from the value `convert` makes of it.
    @inlinable
    public static func value<Value>(
        _ keyPath: ReferenceWritableKeyPath<Root, Value>,
        converting convert: @escaping @Sendable (ThemeValue) throws -> Value
    ) -> Self {
        // Formed here, where the key path is the row's literal, as in ``value(_:)``.
        nonisolated(unsafe) let path = keyPath
        return exchanging({ swap(&$0[keyPath: path], &$1) }, converting: convert)
    }

    /// A row that writes through `exchange`, which swaps a value with the
    /// property's: the write, the write that keeps the original and the
    /// prepared write all call it, so it is the only closure holding the
    /// row's key path.
    @inlinable
    static func exchanging<Value>(
        _ exchange: @escaping @MainActor @Sendable (Root, inout Value) -> Void,
        converting convert: @escaping @Sendable (ThemeValue) throws -> Value
    ) -> Self {
        Self(
            kind: .setter(
                acceptsStates: false,
                set: { root, value, _ in
                    var new = try convert(value)
                    exchange(root, &new)
                },
                keep: { root, value, _ in
                    var original = try convert(value)
                    exchange(root, &original)
                    nonisolated(unsafe) let kept = original
                    return { [weak root] in
                        var value = kept
                        if let root { exchange(root, &value) }
                    }
                },
                prepare: { value, _, _ in
                    nonisolated(unsafe) let converted = try convert(value)
                    return { root in
                        var new = converted
                        exchange(root, &new)
                    }
                }))
    }

    /// An optional property set from the value `convert` makes of it, or to
    /// nil by `null` (which `convert` never sees).
    public static func value<Value>(
        _ keyPath: ReferenceWritableKeyPath<Root, Value?>,
        converting convert: @escaping @Sendable (ThemeValue) throws -> Value
    ) -> Self {
        value(keyPath, converting: nullable(convert))
    }

    /// A property read by `get` and written by `set`, from the value `convert`
    /// makes: re-styling puts back what `get` read before the first set.
    public static func accessor<Value>(
        get: @escaping @MainActor @Sendable (Root) -> Value,
        set: @escaping @MainActor @Sendable (Root, Value) -> Void,
        converting convert: @escaping @Sendable (ThemeValue) throws -> Value
    ) -> Self {
        Self(
            kind: .setter(
                acceptsStates: false,
                set: { root, value, _ in
                    set(root, try convert(value))
                },
                keep: { root, value, _ in
                    let converted = try convert(value)
                    nonisolated(unsafe) let original = get(root)
                    set(root, converted)
                    return { [weak root] in if let root { set(root, original) } }
                },
                prepare: { value, _, _ in
                    nonisolated(unsafe) let converted = try convert(value)
                    return { root in set(root, converted) }
                }))
    }

    /// An optional property read by `get` and written by `set`, from the value
    /// `convert` makes, or nil by `null` (which `convert` never sees).
    public static func accessor<Value>(
        get: @escaping @MainActor @Sendable (Root) -> Value?,
        set: @escaping @MainActor @Sendable (Root, Value?) -> Void,
        converting convert: @escaping @Sendable (ThemeValue) throws -> Value
    ) -> Self {
        accessor(get: get, set: set, converting: nullable(convert))
    }

    /// A property with a value per state, read by `get` and written by `set`
    /// (`titleColor(for:)` and `setTitleColor(_:for:)`); `set` may throw for a
    /// state the object does not have. `null` is nil.
    public static func perState<Value>(
        get: @escaping @MainActor @Sendable (Root, ThemeState) -> Value?,
        set: @escaping @MainActor @Sendable (Root, Value?, ThemeState) throws -> Void,
        converting convert: @escaping @Sendable (ThemeValue) throws -> Value
    ) -> Self {
        let convert = nullable(convert)
        return Self(
            kind: .setter(
                acceptsStates: true,
                set: { root, value, state in
                    try set(root, try convert(value), state ?? .normal)
                },
                keep: { root, value, state in
                    let state = state ?? .normal
                    let converted = try convert(value)
                    nonisolated(unsafe) let original = get(root, state)
                    try set(root, converted, state)
                    return { [weak root] in if let root { try? set(root, original, state) } }
                },
                prepare: { value, state, _ in
                    nonisolated(unsafe) let converted = try convert(value)
                    let state = state ?? .normal
                    return { root in try set(root, converted, state) }
                }))
    }

    /// `convert`, with `null` as nil.
    private static func nullable<Value>(
        _ convert: @escaping @Sendable (ThemeValue) throws -> Value
    ) -> @Sendable (ThemeValue) throws -> Value? {
        { value in value == .null ? nil : try convert(value) }
    }
}
