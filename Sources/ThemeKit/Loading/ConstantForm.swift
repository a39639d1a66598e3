/// What a constant's written value is (theme-format §3), read once when
/// its theme loads: a literal, null, a convention's text, or a name.
///
/// Resolution and the constant graph ask it rather than split the text
/// again: each used to find the convention prefix anew. Two bytes, kept in
/// the padding of its definition's value (``ConstantDefinition``), so a
/// theme pays nothing to hold it.
enum ConstantForm: Hashable, Sendable {
    /// A number, a boolean or JSON's `null`: the value as it stands.
    case literal
    /// The text `null` or `nil` (any case): no value.
    case null
    /// Text with a convention's prefix (`c:`, `f:`, geometry, `s:`), read by
    /// that convention; a constant refuses `s:` when it resolves.
    case convention(ValueSyntax.Convention)
    /// Any other text: the constant it names where the chain defines one,
    /// else the plain string. Which one only the chain can say.
    case name
    /// Text with the prefix of a convention newer than its file's format
    /// (`i:` in a flat format-1 file, theme-format §12): the plain string,
    /// as Giotto read it.
    case text

    /// The form of `node`, a constant's value as loading found it in a file
    /// of `formatVersion` (a scalar: loading refuses any other node as a constant).
    init(of node: PlistNode, formatVersion: Int = 2) {
        switch node.kind {
        case .string(let text):
            if let (convention, _) = ValueSyntax.split(text) {
                self = convention.syntax.sinceFormatVersion > formatVersion ? .text : .convention(convention)
            } else if NullSyntax.parse(text) {
                self = .null
            } else {
                self = .name
            }
        case .number, .bool, .null, .date, .data, .uid, .array, .dictionary: self = .literal
        }
    }
}
