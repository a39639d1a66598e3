/// The key paths one style key names, and the key as written: almost
/// always one path that is the key itself, kept without an array (a theme
/// has a property per line, and an array each would be most of a loaded
/// theme's memory); a comma list keeps its key and all its paths.
struct KeyPathList: Sequence, Sendable {
    private enum Storage: Sendable {
        case one(String)
        case many(key: String, paths: [String])
    }

    private let storage: Storage

    /// The paths of `key`, split from it.
    init(key: String, paths: [String]) {
        storage = paths == [key] ? .one(key) : .many(key: key, paths: paths)
    }

    /// A key that is its one key path.
    init(single key: String) {
        storage = .one(key)
    }

    /// The key as written.
    var key: String {
        switch storage {
        case .one(let key), .many(let key, _): return key
        }
    }

    struct Iterator: IteratorProtocol {
        fileprivate var single: String?
        fileprivate var many: IndexingIterator<[String]>?

        mutating func next() -> String? {
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
