/// The key paths one style key names, each read once at load, and the key as written: almost
/// always one path that is the key itself, kept without an array (a theme
/// has a property per line, and an array each would be most of a loaded
/// theme's memory); a comma list keeps its key and all its paths.
///
/// Kept in one immutable box, a reference wide: a file's styles share the
/// list of each key they write (`ReadKeys`), so a property holds 8 bytes
/// for its key instead of 24.
struct KeyPathList: Sequence, Sendable {
    private indirect enum Storage: Sendable {
        case one(StyleKeyPath)
        case many(key: String, paths: [StyleKeyPath])
    }

    private let storage: Storage

    /// The paths of `key`, split from it.
    init(key: String, paths: [String]) {
        storage = paths == [key] ? .one(StyleKeyPath(parsing: key)) : .many(key: key, paths: paths.map(StyleKeyPath.init(parsing:)))
    }

    /// A key that is its one key path.
    init(single key: String) {
        storage = .one(StyleKeyPath(parsing: key))
    }

    /// The key as written.
    var key: String {
        switch storage {
        case .one(let path): return path.description
        case .many(let key, _): return key
        }
    }

    struct Iterator: IteratorProtocol {
        fileprivate var single: StyleKeyPath?
        fileprivate var many: IndexingIterator<[StyleKeyPath]>?

        mutating func next() -> StyleKeyPath? {
            if let path = single {
                single = nil
                return path
            }
            return many?.next()
        }
    }

    /// Iterates without making an array for the one-path case.
    func makeIterator() -> Iterator {
        switch storage {
        case .one(let path): return Iterator(single: path, many: nil)
        case .many(_, let paths): return Iterator(single: nil, many: paths.makeIterator())
        }
    }
}
