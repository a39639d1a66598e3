/// Every `$type` the design-token reader knows, which it dispatches on
/// (``DesignTokenReader/value(of:_:)``); a token of any other type is left
/// out as unsupported. The growth benchmark has a case for each.
package enum DesignTokenType: String, CaseIterable, Sendable {
    case color, dimension, number, fontFamily, fontWeight, duration, cubicBezier, strokeStyle, boolean, string
    /// The composites (DTCG 2025.10 §9): each a `Tokens` style, typography also a font constant.
    case typography, shadow, border, transition, gradient

    /// The composite types' names.
    static let composites: Set<String> = [typography, shadow, border, transition, gradient].reduce(into: []) { $0.insert($1.rawValue) }
}
