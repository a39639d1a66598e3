/// The strongly connected components of a graph (Tarjan's algorithm, with
/// an explicit stack, so a path of any length needs no deep recursion).
///
/// Constants use them to find loops once and to resolve each constant after
/// those it names; styles use them to know which references may reuse a
/// cached resolution (those that leave a component).
enum StronglyConnectedComponents {
    /// The components of the graph reachable from `root` through
    /// `successors`, each after every component it reaches.
    static func of<Node: Hashable>(from root: Node, successors: (Node) -> [Node]) -> [[Node]] {
        // Each node is numbered as it is reached, and everything else is kept
        // by number in arrays: one lookup a edge, instead of one a table.
        var numbers: [Node: Int] = [:]
        var nodes: [Node] = []
        var lowest: [Int] = []
        var onStack: [Bool] = []
        var stack: [Int] = []
        var frames: [(node: Int, successors: [Node], next: Int)] = []
        var components: [[Node]] = []
        func enter(_ node: Node) {
            let number = nodes.count
            numbers[node] = number
            nodes.append(node)
            lowest.append(number)
            onStack.append(true)
            stack.append(number)
            frames.append((number, successors(node), 0))
        }
        enter(root)
        while let frame = frames.last {
            if frame.next < frame.successors.count {
                let successor = frame.successors[frame.next]
                frames[frames.count - 1].next += 1
                if let number = numbers[successor] {
                    if onStack[number] { lowest[frame.node] = min(lowest[frame.node], number) }
                } else {
                    enter(successor)
                }
                continue
            }
            frames.removeLast()
            let low = lowest[frame.node]
            if let parent = frames.last { lowest[parent.node] = min(lowest[parent.node], low) }
            guard low == frame.node else { continue }
            var component: [Node] = []
            while let member = stack.popLast() {
                onStack[member] = false
                component.append(nodes[member])
                if member == frame.node { break }
            }
            components.append(component)
        }
        return components
    }
}
