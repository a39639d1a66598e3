/// Which value convention a string uses (theme-format §3), decided from the
/// text alone.
///
/// Prefixes are matched at the start only: the short forms (`s:`, `f:`,
/// `c:`) in lower case, the long forms in any case. Whether a string names a
/// constant depends on the lookup chain, so that is left to the resolver
/// (``other``).
enum ValueConvention: Equatable {
    case styleReference([String])
    /// The parts after `font:`/`f:`, each trimmed.
    case font([Substring])
    /// The text after `color:`/`c:`, trimmed.
    case color(Substring)
    case null
    case geometry(ValueSyntax.Geometry, [Substring])
    /// A constant name or a plain string.
    case other

    /// The convention of `text`, its parts split by ``ValueSyntax``'s prefixes.
    static func of(_ text: String) -> ValueConvention {
        guard let (kind, body) = ValueSyntax.split(text) else { return ValueSyntax.isNull(text) ? .null : .other }
        switch kind {
        case .style: return .styleReference(StyleReference.nameList(body))
        case .font: return .font(components(body))
        case .color: return .color(body.trimmingWhitespace())
        case .point, .size, .rect, .edge: return kind.geometry.map { .geometry($0, components(body)) } ?? .other
        }
    }

    /// Comma-separated parts, each trimmed; empty parts are kept (they are errors).
    private static func components(_ body: Substring) -> [Substring] {
        body.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingWhitespace() }
    }

    /// Whether `text` is UPPER_SNAKE_CASE (`^[A-Z][A-Z0-9]*(_[A-Z0-9]+)+$`),
    /// the shape of a constant name.
    static func looksLikeConstantName<Text: StringProtocol>(_ text: Text) -> Bool {
        var sawUnderscore = false
        var previous: UInt8 = 0
        for (position, byte) in text.utf8.enumerated() {
            let isUpper = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
            let isDigit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
            if position == 0 {
                guard isUpper else { return false }
            } else if byte == UInt8(ascii: "_") {
                guard previous != UInt8(ascii: "_") else { return false }
                sawUnderscore = true
            } else if !(isUpper || isDigit) {
                return false
            }
            previous = byte
        }
        return sawUnderscore && previous != UInt8(ascii: "_")
    }
}
