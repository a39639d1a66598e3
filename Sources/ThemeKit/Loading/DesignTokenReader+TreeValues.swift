/// Where a token's typed value enters the theme tree.
///
/// The reader builds typed values (``ThemeValue``); the loader's model is a
/// tree of nodes (``PlistNode``), the same a theme file parses into, whose
/// scalars lint, `explain`, the exports and overrides read as written. So a
/// colour or a size is written into the tree here, once, by the value
/// syntax's own writer (``ValueSyntax/text(of:)``), and the reader spells no
/// convention itself. The tree holds text rather than a typed value because
/// a node is 24 bytes: a colour's text (`c:#RRGGBBAA`) is a string kept
/// inline, a ``ThemeColor`` (32 bytes and a space) would need a box for
/// every value. A font whose parts are aliases stays text for another
/// reason: its parts are constant names, which only resolution turns into
/// values.
extension DesignTokenReader {
    /// The tree's scalar for `value`: numbers, booleans and strings as
    /// themselves, every other value as its convention text.
    static func treeKind(of value: ThemeValue) -> PlistNode.Kind {
        switch value {
        case .string(let text): return .string(text)
        case .number(let number): return .number(number)
        case .bool(let flag): return .bool(flag)
        case .array(let elements): return .array(elements.map { PlistNode(kind: treeKind(of: $0), offset: -1) })
        default:
            // Every other kind has a convention text (`null` too); a kind
            // without one would hold no value, as JSON's null holds none.
            return ValueSyntax.text(of: value).map(PlistNode.Kind.string) ?? .null
        }
    }
}
