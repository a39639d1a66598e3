/// A style after resolution: the assignments to perform, in order, one per key path.
///
/// Inheritance, references, nesting, comma keys and variants are all done;
/// applying it is a walk over ``assignments``.
public struct ResolvedStyle: Sendable {
    public var name: String
    /// In apply order; when a key path was assigned more than once only the last remains.
    public private(set) var assignments: [(keyPath: String, value: ThemeValue)]
    /// The problems met while resolving this style (and the constants it uses).
    public private(set) var diagnostics: [Diagnostic]
    private let positions: [String: Int]

    init(name: String, assignments: [(keyPath: String, value: ThemeValue)], diagnostics: [Diagnostic]) {
        self.name = name
        self.assignments = assignments
        self.diagnostics = diagnostics
        var positions = [String: Int](minimumCapacity: assignments.count)
        for (position, assignment) in assignments.enumerated() { positions[assignment.keyPath] = position }
        self.positions = positions
    }

    /// The value assigned to `keyPath`, if any.
    public subscript(keyPath: String) -> ThemeValue? {
        positions[keyPath].map { assignments[$0].value }
    }

    /// The key paths assigned, in apply order.
    public var keyPaths: [String] { assignments.map(\.keyPath) }
}
