import Testing

@testable import ThemeKit

/// A resolved style keeps one assignment a key path, the last, in the place
/// of its last occurrence: small styles compare their paths, larger ones
/// hash them, and both must agree with the plain reading.
@Suite struct ResolvedStyleTests {
    private func assignment(_ path: String, _ value: Double) -> ResolvedStyle.Assignment {
        ResolvedStyle.Assignment(path: StyleKeyPath(parsing: path), value: .number(value))
    }

    /// The plain reading: keep an assignment unless a later one has the same path.
    private func reference(_ all: [ResolvedStyle.Assignment]) -> [ResolvedStyle.Assignment] {
        all.enumerated().filter { position, assignment in
            !all[(position + 1)...].contains { $0.keyPath == assignment.keyPath }
        }.map(\.element)
    }

    @Test(arguments: [0, 1, 5, 31, 32, 33, 80])
    func theLastAssignmentOfAPathWinsInItsPlace(count: Int) {
        let paths = ["a", "b.c", "selected:d", "caf\u{E9}", "cafe\u{301}", "layer.cornerRadius"] + (0..<40).map { "p\($0)" }
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<50 {
            let all = (0..<count).map { assignment(paths.randomElement(using: &generator) ?? "a", Double($0)) }
            let style = ResolvedStyle(name: "S", resolving: all, diagnostics: [])
            #expect(style.assignments == reference(all))
            for path in paths {
                #expect(style[path] == all.last { $0.keyPath == path }?.value, "\(path)")
            }
            #expect(style["missing"] == nil)
        }
    }

    /// A small style holds its assignments in an array of their number, not
    /// of the number resolution made: an app keeps every resolved style.
    @Test func aSmallStyleHoldsNoRoomForItsReplacedAssignments() {
        let all = (0..<30).map { assignment("p\($0 % 10)", Double($0)) }
        let style = ResolvedStyle(name: "S", resolving: all, diagnostics: [])
        #expect(style.assignments.count == 10)
        #expect(style.assignments.capacity - style.assignments.count <= 1, "capacity \(style.assignments.capacity)")
    }
}
