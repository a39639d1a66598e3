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
    /// A top-level key token import writes: the constants whose tokens say `$deprecated`, each with its reason.
    static let deprecatedConstants = "$deprecatedConstants"

    /// The key paths of a key: a comma list split, each item trimmed, empty items skipped.
    static func keyPaths(_ key: String) -> KeyPathList {
        let utf8 = key.utf8
        guard let first = utf8.first, let last = utf8.last else { return KeyPathList(key: key, paths: []) }
        // Non-ASCII at either end may be Unicode white space (U+00A0), so it takes the careful path too.
        guard
            key.utf8Offset(of: UInt8(ascii: ",")) != nil || ByteCursor.isWhitespace(first) || ByteCursor.isWhitespace(last)
                || first >= 0x80 || last >= 0x80
        else {
            return KeyPathList(single: key)
        }
        return KeyPathList(key: key, paths: StyleReference.nameList(key[...]))
    }
}
