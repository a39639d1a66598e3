/// A style dictionary read once, at load: its inheritance, and each key's
/// paths and value already classified.
///
/// Resolution visits the same dictionaries many times (every style that
/// inherits them); reading comma lists and `s:` references here means it
/// never parses the same text twice.
struct StyleBody: Sendable {
    /// Style names written in a value, and where the value is.
    struct References: Sendable {
        let names: StyleNames
        var offset: Int { Int(storedOffset) }
        // In 32 bits, as ``PlistNode`` keeps offsets: beside the names, 24 bytes in all.
        private let storedOffset: Int32

        init(names: [String], offset: Int) {
            self.names = StyleNames(names)
            self.storedOffset = Int32(clamping: offset)
        }
    }

    struct Property: Sendable {
        enum Value: Sendable {
            /// A nested dictionary, and where it starts: a style for the object
            /// at this key path (boxed, so the common cases stay small).
            indirect case nested(StyleBody, offset: Int)
            /// `s:A,B`: those styles, applied at this key path.
            case styles(References)
            /// Anything else, resolved through the conventions: the node's
            /// kind, a string's convention prefix (recognised here, once, when
            /// the theme loads), and where the node is. In pieces rather than
            /// a ``PlistNode``, so that the convention fills the node's padding:
            /// beside a whole node it made the value 26 bytes and a property 40.
            case value(PlistNode.Kind, ValueSyntax.Convention?, offset: Int32)

            /// The value of `node`, with its convention.
            static func value(_ node: PlistNode, _ convention: ValueSyntax.Convention?) -> Value {
                .value(node.kind, convention, offset: Int32(clamping: node.offset))
            }
        }

        /// The key's comma list, split and trimmed.
        var keyPaths: KeyPathList
        /// The key as written, for key paths in files without lines.
        var key: String { keyPaths.key }
        var value: Value
        /// Where the value starts, which every kind of value keeps: a theme
        /// holds a property per line, and properties are most of a loaded
        /// theme's memory, so nothing is kept twice (32 bytes a property).
        var valueOffset: Int {
            switch value {
            case .nested(_, let offset): return offset
            case .styles(let references): return references.offset
            case .value(_, _, let offset): return Int(offset)
            }
        }
        init(keyPaths: KeyPathList, value: Value) {
            self.keyPaths = keyPaths
            self.value = value
        }
    }

    /// `_inherit`: one style name.
    var inherit: References?
    /// `_superstyle`: style names in order.
    var superstyles: References?
    var properties: [Property] = []
}
