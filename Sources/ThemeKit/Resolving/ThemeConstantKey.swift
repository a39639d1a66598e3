/// A constant's name with the type its value has, as `themecheck generate
/// swift` writes them: `ThemeConstant.colorBrand` is a
/// `ThemeConstantKey<ThemeColor>`, so `try manager.constant(ThemeConstant.colorBrand)`
/// is a ``ThemeColor`` and a misspelt name or a wrong type is a compile error.
///
/// The type is a promise the generated file makes from the theme it was
/// generated from; a theme changed since then is checked when the value is
/// read (``ThemeManager/constant(_:)`` throws, naming the constant). A key
/// whose type could not be decided is a `ThemeConstantKey<ThemeValue>`.
/// The type lives here, not in the generated file, so that two generated
/// files can live in one module.
public struct ThemeConstantKey<Value: ThemeValueConvertible>: Hashable, Sendable, CustomStringConvertible {
    /// The constant's name in the theme (`COLOR_BRAND`).
    public let name: String

    /// The key of constant `name`, read as `Value`.
    public init(_ name: String) {
        self.name = name
    }

    /// The constant's name.
    public var description: String { name }
}

/// A style's name, as `themecheck generate swift` writes them
/// (`ThemeStyle.bodyLabel`), accepted wherever the manager takes a style's
/// name, so a misspelt style is a compile error.
public struct ThemeStyleName: Hashable, Sendable, CustomStringConvertible {
    /// The style's name in the theme (`BodyLabel`).
    public let name: String

    /// The name of style `name`.
    public init(_ name: String) {
        self.name = name
    }

    /// The style's name.
    public var description: String { name }
}
