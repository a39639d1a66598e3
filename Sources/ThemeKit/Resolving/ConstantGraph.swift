/// The constants of a lookup chain as a graph: each constant's value names
/// others (theme-format §3), and resolving one means resolving what it
/// names first.
///
/// Loops are found once, as strongly connected components
/// (``StronglyConnectedComponents``), which come out dependencies first, so
/// each constant is then resolved once, after everything it names, with no
/// recursion: a chain of 100,000 constants needs no deeper stack than two.
enum ConstantGraph {
    /// The names a constant's value may refer to, in the order resolution
    /// looks them up: the whole string, a font's name and size, each
    /// geometry part, and the same inside arrays. A style reference names
    /// none (a constant cannot hold one).
    static func candidateNames(in node: PlistNode) -> [String] {
        switch node.kind {
        case .string: return candidateNames(of: ConstantForm(of: node), node.string)
        case .array(let elements): return elements.flatMap(candidateNames(in:))
        case .number, .bool, .null, .dictionary, .date, .data, .uid: return []
        }
    }

    /// ``candidateNames(in:)`` of a constant, by the form loading found its value in.
    static func candidateNames(of definition: ConstantDefinition) -> [String] {
        candidateNames(of: definition.form, definition.text)
    }

    /// The names a value of `form` written as `text` may refer to.
    private static func candidateNames(of form: ConstantForm, _ text: String?) -> [String] {
        guard let text else { return [] }
        switch form {
        case .convention(let convention): return convention.syntax.constantNames(in: ValueSyntax.body(of: text))
        case .name: return [text]
        case .literal, .null, .text: return []
        }
    }

    /// A loop through the members of one component, starting at its
    /// alphabetically first member, so the same loop reads the same
    /// whichever constant led to it: the shortest way back to that member.
    static func loop(through members: [String], successors: (String) -> [String]) -> [String] {
        guard let start = members.min() else { return [] }
        let inComponent = Set(members)
        var cameFrom: [String: String] = [:]
        var queue = [start]
        var head = 0
        while head < queue.count {
            let node = queue[head]
            head += 1
            for next in successors(node) where inComponent.contains(next) {
                if next == start {
                    var path = [node]
                    while let previous = cameFrom[path[path.count - 1]] { path.append(previous) }
                    return path.reversed()
                }
                if cameFrom[next] == nil, next != start {
                    cameFrom[next] = node
                    queue.append(next)
                }
            }
        }
        return [start]
    }
}
