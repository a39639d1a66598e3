/// How a style dictionary's keys are read (theme-format §2.4).
///
/// A key is a key path, or a comma list of them; any component may carry a
/// state qualifier (`selected:titleColor`), which stays part of the path.
enum PropertyKey {
    /// `_superstyle`: styles applied before the style's own keys.
    static let superstyle = "_superstyle"
    /// `_inherit`: a style taken from the themes after the one providing this style.
    static let inherit = "_inherit"
    /// A top-level key: theme files whose definitions this one adds below its own (theme-format §9).
    static let include = "_include"

    /// The states a qualifier may name (case-sensitive).
    static let knownStateNames = ["normal", "highlighted", "selected", "disabled", "focused"]
    static let knownStates = Set(knownStateNames.map { Substring($0) })

    /// The key paths of a key: a comma list split, each item trimmed, empty items skipped.
    static func keyPaths(_ key: String) -> KeyPathList {
        let utf8 = key.utf8
        guard let first = utf8.first, let last = utf8.last else { return KeyPathList(key: key, paths: []) }
        // Non-ASCII at either end may be Unicode white space (U+00A0), so it takes the careful path too.
        guard
            utf8.contains(UInt8(ascii: ",")) || ByteCursor.isWhitespace(first) || ByteCursor.isWhitespace(last)
                || first >= 0x80 || last >= 0x80
        else {
            return KeyPathList(single: key)
        }
        return KeyPathList(key: key, paths: StyleReference.nameList(key[...]))
    }

    /// The state qualifiers of `keyPath` that are not known states.
    ///
    /// Read component by component without splitting: this runs for every
    /// key of every style, and nearly all have no qualifier or a known one.
    static func unknownStates(in keyPath: String) -> [Substring] {
        guard keyPath.utf8.contains(UInt8(ascii: ":")) else { return [] }
        var unknown: [Substring] = []
        var componentStart = keyPath.startIndex
        var colon: String.Index?
        for index in keyPath.indices {
            switch keyPath[index] {
            case ":" where colon == nil:
                colon = index
            case ".":
                if let colon, !knownStates.contains(keyPath[componentStart..<colon]) { unknown.append(keyPath[componentStart..<colon]) }
                componentStart = keyPath.index(after: index)
                colon = nil
            default:
                break
            }
        }
        if let colon, !knownStates.contains(keyPath[componentStart..<colon]) { unknown.append(keyPath[componentStart..<colon]) }
        return unknown
    }
}
