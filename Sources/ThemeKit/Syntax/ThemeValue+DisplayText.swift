extension ThemeValue {
    /// The value as a theme writes it, for people: a convention's canonical
    /// text (`c:#0A84FFFF`, `f:systemBold,17`, `edge:8,16,8,16`), a number
    /// in its shortest decimal form, a string or boolean as itself, an array
    /// in brackets.
    package var displayText: String {
        if let text = ValueSyntax.text(of: self) { return text }
        switch self {
        case .string(let text): return text
        case .number(let number): return DecimalNumber.format(number)
        case .bool(let flag): return flag ? "true" : "false"
        case .array(let values): return "[" + values.map(\.displayText).joined(separator: ", ") + "]"
        default: return ""
        }
    }
}
