/// Turns a ``ThemeValue`` into the form the theme format writes, or refuses
/// it when the format cannot hold it.
///
/// Colours, fonts and geometry become their convention strings (`c:#RRGGBBAA`,
/// `f:NAME,SIZE`, `rect:X,Y,W,H`), `null` the string `null`. Colours are
/// written with 8 bits a component, as themes hold them.
enum WrittenValue {
    /// A constant's value: a string, number or boolean once written.
    static func constant(_ value: ThemeValue) throws -> ThemeValue {
        if case .array = value {
            throw ModificationError(
                "a constant must be a string, number or boolean (or a colour, font or geometry, written as text); an array cannot be written"
            )
        }
        if case .string(let text) = value, StyleReference.names(in: text) != nil {
            throw ModificationError(
                "`\(text)` is a style reference, which a constant cannot hold (theme-format 3); set it on a style with `modifyStyle`")
        }
        return try property(value)
    }

    /// A style value: as a constant's, or an array of them; each kind says
    /// what of it a theme file can hold (``ValueKind/checkWritable(_:)``).
    static func property(_ value: ThemeValue) throws -> ThemeValue {
        if case .array(let elements) = value { return .array(try elements.map(property)) }
        try value.kind.checkWritable(value)
        return ValueSyntax.text(of: value).map(ThemeValue.string) ?? value
    }

    /// Refuses text an XML property list cannot hold (control characters other than tab and line breaks).
    static func checkText(_ text: String, what: String) throws {
        let isWritable: (Unicode.Scalar) -> Bool = { scalar in
            scalar.value >= 0x20 || scalar == "\t" || scalar == "\n" || scalar == "\r"
        }
        guard
            text.unicodeScalars.allSatisfy(isWritable) && !text.unicodeScalars.contains(where: { $0.value == 0xFFFE || $0.value == 0xFFFF })
        else {
            throw ModificationError("\(what) holds a control character, which a property list cannot hold")
        }
    }
}
