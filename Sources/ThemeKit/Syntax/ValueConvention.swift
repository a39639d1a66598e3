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
        of(text, kind: ValueSyntax.split(text)?.kind)
    }

    /// The convention of `text`, whose prefix is already known to be `kind`'s (nil: none).
    static func of(_ text: String, kind: ValueSyntax.Kind?) -> ValueConvention {
        guard let kind else { return NullSyntax.parse(text) ? .null : .other }
        let body = ValueSyntax.body(of: text)
        switch kind {
        case .style: return .styleReference(StyleReference.nameList(body))
        case .font: return .font(FontSyntax.parse(body))
        case .color: return .color(body.trimmingWhitespace())
        case .point, .size, .rect, .edge: return kind.geometry.map { .geometry($0, GeometrySyntax.parse(body)) } ?? .other
        }
    }
}
