/// The manager's calls that take a name, taking the typed names that
/// `themecheck generate swift` writes (``ThemeConstantKey``,
/// ``ThemeStyleName``) instead.
extension ThemeManager {
    /// Constant `key`, resolved, as the key's type.
    ///
    /// ```swift
    /// let brand: ThemeColor = try manager.constant(ThemeConstant.colorBrand)
    /// ```
    ///
    /// - Throws: ``ThemeAccessError`` as ``constant(named:as:)`` does: the
    ///   theme no longer defines it, or it no longer holds that type.
    public func constant<Value>(_ key: ThemeConstantKey<Value>) throws -> Value {
        try constant(named: key.name, as: Value.self)
    }

    /// The resolved value of constant `key`, untyped; nil if no theme defines it or its value fails.
    ///
    /// What `manager.constant(named: ThemeConstant.colorBrand)` meant when
    /// the generated names were strings, so such code still compiles.
    public func constant<Value>(named key: ThemeConstantKey<Value>) -> ThemeValue? {
        constant(named: key.name)
    }

    /// Style `style` resolved through the chain with the active variants.
    ///
    /// - Throws: ``ThemeError`` as `resolvedStyle(named:)` with a `String` does.
    public func resolvedStyle(named style: ThemeStyleName) throws -> ResolvedStyle {
        try resolvedStyle(named: style.name)
    }

    /// Applies style `style` (with the active variants) to `object`, as
    /// `apply(styleNamed:to:)` with a `String` does.
    @MainActor @discardableResult
    public func apply(styleNamed style: ThemeStyleName, to object: any Stylable) -> ApplyReport {
        apply(styleNamed: style.name, to: object)
    }

    /// Applies style `style` to `object` now and after every change, as
    /// `register(_:style:)` with a `String` does.
    @MainActor @discardableResult
    public func register(_ object: any Stylable, style: ThemeStyleName) -> StyleRegistration {
        register(object, style: style.name)
    }
}
