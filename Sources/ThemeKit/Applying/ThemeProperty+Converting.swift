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
        return accessor(get: { $0[keyPath: path] }, set: { $0[keyPath: path] = $1 }, converting: convert)
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
                capture: { root, _ in
                    nonisolated(unsafe) let original = get(root)
                    return { [weak root] in if let root { set(root, original) } }
                },
                prepare: { value, _ in
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
                capture: { root, state in
                    nonisolated(unsafe) let original = get(root, state ?? .normal)
                    return { [weak root] in if let root { try? set(root, original, state ?? .normal) } }
                },
                prepare: { value, state in
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
