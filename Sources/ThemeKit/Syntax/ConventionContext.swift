/// What a convention needs while it reads a value: the constants its parts
/// may name, and a place to report what is wrong.
///
/// The resolver provides it (`ValueResolver.ConventionReading`), so a
/// convention's reading stays beside its writing without knowing the lookup chain.
protocol ConventionContext {
    /// A part that may name a constant (a font's name, a geometry component):
    /// the constant's value, the literal text, or nil when it failed (an
    /// undefined or unresolved constant, reported). An UPPER_SNAKE part that
    /// names no constant is reported; `keepsUndefined` says whether the part
    /// is still used as text (a font name) or fails (a number).
    mutating func part(_ text: Substring, keepsUndefined: Bool) -> ConventionPart?

    /// Whether a constant may be named like a number (`"8"`), so that a
    /// number literal must be looked up as a constant name first.
    var numberLiteralsMayNameConstants: Bool { get }

    /// Reports a problem with the value being read, at its place.
    mutating func report(_ code: Diagnostic.Code, _ message: String)
}

/// A part of a convention's text, read through ``ConventionContext/part(_:keepsUndefined:)``.
enum ConventionPart {
    /// A constant's value.
    case value(ThemeValue)
    /// The text itself.
    case literal(Substring)
}

extension ConventionContext {
    /// By default, every literal is looked up as a constant name first.
    var numberLiteralsMayNameConstants: Bool { true }

    /// A number from a part: a decimal literal, or a constant holding a number
    /// or a numeric string; `.some(nil)` for text that is not a number, nil
    /// when the part failed (reported).
    mutating func number(_ text: Substring) -> Double?? {
        // Where no constant is named like a number (nearly every theme), a
        // literal is read without the lookup that would find nothing.
        if !numberLiteralsMayNameConstants, let number = DecimalNumber.parse(String(text)) { return .some(number) }
        switch part(text, keepsUndefined: false) {
        case .value(let value)?: return .some(value.numberValue)
        case .literal(let literal)?: return .some(DecimalNumber.parse(String(literal)))
        case nil: return .none
        }
    }
}
