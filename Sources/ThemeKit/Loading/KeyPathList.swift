/// The key paths one style key names: almost always one, kept without an
/// array (a theme has a property per line, and an array each would be most
/// of a loaded theme's memory); a comma list keeps all of them.
struct KeyPathList: Sequence, Sendable {
    private enum Storage: Sendable {
        case one(String)
        case many([String])
    }

    private let storage: Storage

    init(_ paths: [String]) {
        storage = paths.count == 1 ? .one(paths[0]) : .many(paths)
    }

    init(single path: String) {
        storage = .one(path)
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
        case .many(let paths): return Iterator(single: nil, many: paths.makeIterator())
        }
    }
}
