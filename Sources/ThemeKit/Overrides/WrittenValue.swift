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

    /// A style value: as a constant's, or an array of them.
    static func property(_ value: ThemeValue) throws -> ThemeValue {
        switch value {
        case .string(let text):
            try checkText(text, what: "the string")
            return value
        case .number(let number):
            guard number.isFinite else { throw ModificationError("\(number) is not a finite number; a theme cannot hold it") }
            return value
        case .bool:
            return value
        case .array(let elements):
            return .array(try elements.map(property))
        case .color(let color):
            guard [color.red, color.green, color.blue, color.alpha].allSatisfy(\.isFinite) else {
                throw ModificationError("a colour component is not a finite number")
            }
        case .namedColor(let name):
            guard ColorSyntax.isWritableName(name) else {
                throw ModificationError(
                    "`\(name)` cannot be written as a named colour: it is empty, has white space around it, or would read back as hex digits"
                )
            }
            try checkText(name, what: "the colour name")
        case .font(let font):
            guard FontSyntax.isWritable(font) else {
                throw ModificationError(
                    "the font `\(font.name)` of size \(font.size) cannot be written: a font needs a name without commas or white space around it, a size above 0, a weight wherever it has a text style, and no weight on `systemBold`"
                )
            }
            try checkText(font.name, what: "the font name")
        case .null, .point, .size, .rect, .edgeInsets:
            if let (geometry, numbers) = GeometrySyntax.components(of: value), !numbers.allSatisfy(\.isFinite) {
                throw ModificationError("a \(geometry.rawValue) component is not a finite number")
            }
        }
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
