/// A style dictionary read once, at load: its inheritance, and each key's
/// paths and value already classified.
///
/// Resolution visits the same dictionaries many times (every style that
/// inherits them); reading comma lists and `s:` references here means it
/// never parses the same text twice.
struct StyleBody: Sendable {
    /// Style names written in a value, and where the value is.
    struct References: Sendable {
        var names: [String]
        var offset: Int
    }

    struct Property: Sendable {
        enum Value: Sendable {
            /// A nested dictionary: a style for the object at this key path
            /// (boxed, so the common cases stay small).
            indirect case nested(StyleBody)
            /// `s:A,B`: those styles, applied at this key path.
            case styles(References)
            /// Anything else, resolved through the conventions; a string's
            /// convention prefix is recognised here, once, when the theme loads.
            case value(PlistNode, ValueSyntax.Convention?)
        }

        /// Unique within its theme, so a resolved value can be remembered per property.
        var id: Int { Int(storedID) }
        /// The key's comma list, split and trimmed.
        var keyPaths: KeyPathList
        /// The key as written, for key paths in files without lines.
        var key: String { keyPaths.key }
        var value: Value
        var valueOffset: Int { Int(storedValueOffset) }
        // In 32 bits each, as ``PlistNode`` keeps offsets: a theme holds a
        // property per line, and these are most of a loaded theme's memory.
        private let storedID: Int32
        private let storedValueOffset: Int32

        init(id: Int, keyPaths: KeyPathList, value: Value, valueOffset: Int) {
            self.storedID = Int32(clamping: id)
            self.keyPaths = keyPaths
            self.value = value
            self.storedValueOffset = Int32(clamping: valueOffset)
        }
    }

    /// `_inherit`: one style name.
    var inherit: References?
    /// `_superstyle`: style names in order.
    var superstyles: References?
    var properties: [Property] = []
}
