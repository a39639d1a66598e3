/// The constants one resolution looked up, in order: most look up none or
/// one, which need no array.
struct NamedConstants: Sendable {
    private var first: String?
    private var rest: [String] = []

    mutating func append(_ name: String) {
        if first == nil { first = name } else { rest.append(name) }
    }

    var names: [String] { first.map { [$0] + rest } ?? [] }
}
