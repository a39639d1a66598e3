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
        var order: [Node: Int] = [:]
        var lowest: [Node: Int] = [:]
        var stack: [Node] = []
        var onStack = Set<Node>()
        var frames: [(node: Node, successors: [Node], next: Int)] = []
        var components: [[Node]] = []
        func enter(_ node: Node) {
            order[node] = order.count
            lowest[node] = order[node]
            stack.append(node)
            onStack.insert(node)
            frames.append((node, successors(node), 0))
        }
        enter(root)
        while let frame = frames.last {
            if frame.next < frame.successors.count {
                let successor = frame.successors[frame.next]
                frames[frames.count - 1].next += 1
                if order[successor] == nil {
                    enter(successor)
                } else if onStack.contains(successor) {
                    lowest[frame.node] = min(lowest[frame.node] ?? 0, order[successor] ?? 0)
                }
                continue
            }
            frames.removeLast()
            let low = lowest[frame.node] ?? 0
            if let parent = frames.last { lowest[parent.node] = min(lowest[parent.node] ?? 0, low) }
            guard low == order[frame.node] else { continue }
            var component: [Node] = []
            while let member = stack.popLast() {
                onStack.remove(member)
                component.append(member)
                if member == frame.node { break }
            }
            components.append(component)
        }
        return components
    }
}
