/// Each distinct style key of a file, read once: its key paths, and the
/// states they name that are not known.
///
/// A theme writes the same handful of keys in every style (`textColor`,
/// `selected:titleColor, highlighted:titleColor`); splitting a comma list,
/// parsing its paths and checking their qualifiers again for each would
/// be a sixth of loading. The styles that write a key share its list, and
/// so the storage of its paths.
final class ReadKeys {
    struct Read {
        var paths: KeyPathList
        /// Each qualifier that is not a known state, with its path (reported wherever the key is written).
        var unknownStates: [(path: StyleKeyPath, state: Substring)]
    }

    private var read: [String: Read] = [:]

    /// `key` read, from the table when it was read before.
    func callAsFunction(_ key: String) -> Read {
        if let known = read[key] { return known }
        let paths = PropertyKey.keyPaths(key)
        let new = Read(paths: paths, unknownStates: paths.flatMap { path in path.unknownStates.map { (path, $0) } })
        read[key] = new
        return new
    }
}
