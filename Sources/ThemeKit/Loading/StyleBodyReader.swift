/// Reads a style dictionary into a ``StyleBody``, reporting what is wrong
/// with its structure: a `_superstyle` or `_inherit` that is not a string,
/// and state qualifiers that are not known states.
struct StyleBodyReader {
    let source: SourceFile
    /// The file's keys read so far, shared by the readers of all its styles.
    let keys: ReadKeys
    private(set) var diagnostics: [Diagnostic] = []

    init(source: SourceFile, keys: ReadKeys = ReadKeys()) {
        self.source = source
        self.keys = keys
    }

    /// `keyPath` locates the dictionary in files without lines.
    mutating func read(_ entries: [PlistEntry], keyPath: String) -> StyleBody {
        var body = StyleBody()
        // Room for every property at once: grown by appending, a body's array
        // would carry a third more than it holds, for the life of the theme.
        let inheritance = entries.lazy.filter { $0.key == PropertyKey.inherit || $0.key == PropertyKey.superstyle }.count
        body.properties.reserveCapacity(entries.count - inheritance)
        for entry in entries {
            let entryKeyPath = source.hasLines ? "" : "\(keyPath).\(entry.key)"
            switch entry.key {
            case PropertyKey.inherit:
                body.inherit = references(entry, keyPath: entryKeyPath, expected: "the name of a style") {
                    [String($0.trimmingWhitespace())]
                }
            case PropertyKey.superstyle:
                body.superstyles = references(entry, keyPath: entryKeyPath, expected: "a string of style names such as `\"Base, Bold\"`") {
                    StyleReference.nameList($0[...])
                }
            default:
                body.properties.append(property(entry, keyPath: entryKeyPath))
            }
        }
        return body
    }

    private mutating func references(
        _ entry: PlistEntry, keyPath: String, expected: String,
        names: (String) -> [String]
    ) -> StyleBody.References? {
        guard let text = entry.value.string else {
            diagnostics.append(
                source.diagnostic(
                    .invalidStyle, "`\(entry.key)` holds \(entry.value.summary); expected \(expected), so it is ignored",
                    at: entry.value.offset, keyPath: keyPath))
            return nil
        }
        return StyleBody.References(names: names(text), offset: entry.value.offset)
    }

    private mutating func property(_ entry: PlistEntry, keyPath: String) -> StyleBody.Property {
        let key = keys(entry.key)
        for (path, state) in key.unknownStates {
            diagnostics.append(
                source.unknownName(
                    .unknownState,
                    "`\(state)` in key `\(path)` is not a known state; expected \(ThemeState.knownList)",
                    name: String(state), candidates: ThemeState.known.map(\.rawValue), at: entry.keyOffset, keyPath: keyPath))
        }
        let value: StyleBody.Property.Value
        if let nested = entry.value.entries {
            value = .nested(read(nested, keyPath: keyPath), offset: entry.value.offset)
        } else if let text = entry.value.string, let (convention, body) = ValueSyntax.split(text) {
            value =
                convention == .styleReference
                ? .styles(StyleBody.References(names: StyleReference.nameList(body), offset: entry.value.offset))
                : .value(entry.value, convention)
        } else {
            value = .value(entry.value, nil)
        }
        return StyleBody.Property(keyPaths: key.paths, value: value)
    }
}
