/// Which value convention a string uses (theme-format §3), decided from the
/// text alone, its parts split by the convention's own type.
///
/// Whether a string names a constant depends on the lookup chain, so that
/// is left to the resolver (``other``).
enum ValueConvention: Equatable {
    case styleReference([String])
    /// The parts after `font:`/`f:`, each trimmed.
    case font([Substring])
    /// The text after `color:`/`c:`, trimmed.
    case color(Substring)
    case null
    case geometry(GeometrySyntax, [Substring])
    /// A constant name or a plain string.
    case other

    /// The convention of `text`.
    static func of(_ text: String) -> ValueConvention {
        guard let (kind, body) = ValueSyntax.split(text) else { return NullSyntax.parse(text) ? .null : .other }
        switch kind {
        case .style: return .styleReference(StyleReference.nameList(body))
        case .font: return .font(FontSyntax.parse(body))
        case .color: return .color(body.trimmingWhitespace())
        case .point, .size, .rect, .edge: return kind.geometry.map { .geometry($0, GeometrySyntax.parse(body)) } ?? .other
        }
    }
}
