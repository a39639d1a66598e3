/// The style names a style refers to (`_superstyle`, `_inherit`, `s:`), in
/// order, with a lone name kept inline.
///
/// Most styles name one superstyle, and an array of one name is an
/// allocation of its own, about 64 bytes a style (Docs/Performance.md).
struct StyleNames: RandomAccessCollection, ExpressibleByArrayLiteral, Sendable {
    private enum Storage: Sendable {
        case one(String)
        case many([String])
    }

    private let storage: Storage

    init(_ names: [String]) {
        storage = names.count == 1 ? .one(names[0]) : .many(names)
    }

    init(arrayLiteral names: String...) { self.init(names) }

    var startIndex: Int { 0 }

    var endIndex: Int {
        switch storage {
        case .one: return 1
        case .many(let names): return names.count
        }
    }

    subscript(position: Int) -> String {
        switch storage {
        case .one(let name):
            assert(position == 0, "index \(position) of a single style name")
            return name
        case .many(let names): return names[position]
        }
    }
}
