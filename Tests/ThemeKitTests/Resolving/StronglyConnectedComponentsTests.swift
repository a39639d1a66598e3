import Testing

@testable import ThemeKit

/// The components Tarjan's algorithm finds are the sets of nodes that reach
/// one another, each listed after every component it reaches: checked
/// against reachability worked out the slow way on many small graphs.
@Suite struct StronglyConnectedComponentsTests {
    @Test func componentsAreMutualReachabilityInDependencyOrder() {
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(seed >> 33) % bound
        }
        for _ in 0..<300 {
            let count = 1 + next(12)
            let edges = (0..<count).map { _ in (0..<next(4)).map { _ in next(count) } }
            let components = StronglyConnectedComponents.of(from: 0) { edges[$0] }
            // What 0 reaches, and what reaches what, by search.
            func reached(from start: Int) -> Set<Int> {
                var seen: Set<Int> = [start]
                var pending = [start]
                while let node = pending.popLast() {
                    for next in edges[node] where seen.insert(next).inserted { pending.append(next) }
                }
                return seen
            }
            let reach = (0..<count).map(reached(from:))
            #expect(Set(components.flatMap { $0 }) == reach[0])
            #expect(components.flatMap { $0 }.count == reach[0].count, "each node once")
            for (place, component) in components.enumerated() {
                for member in component {
                    #expect(component.allSatisfy { reach[member].contains($0) && reach[$0].contains(member) })
                    // Everything it reaches outside its component is in an earlier one.
                    let earlier = Set(components[..<place].flatMap { $0 })
                    #expect(reach[member].subtracting(component).isSubset(of: earlier))
                }
            }
        }
    }
}
