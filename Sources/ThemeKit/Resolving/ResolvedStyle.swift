/// A style after resolution: the assignments to perform, in order, one per key path.
///
/// Inheritance, references, nesting, comma keys and variants are all done;
/// applying it is a walk over ``assignments``.
public struct ResolvedStyle: Sendable {
    /// One key path's value, and where in the theme files the winning value was written.
    ///
    /// Rules report at ``origin`` and `explain` starts there, so neither resolves the style again.
    public struct Assignment: Sendable, Hashable {
        /// The key path, parsed once.
        public var path: StyleKeyPath
        /// The value to set.
        public var value: ThemeValue
        /// The origin, kept small (a style may hold 100,000 assignments): the
        /// file, and line and column with 0 for none.
        private var hasOrigin = false
        private var originFile: String?
        private var originLine: UInt32 = 0
        private var originColumn: UInt32 = 0

        /// An assignment of `value` to `path`, written at `origin`.
        public init(path: StyleKeyPath, value: ThemeValue, origin: SourceLocation? = nil) {
            self.path = path
            self.value = value
            self.origin = origin
        }

        /// `assignment` at `path` (its own under a prefix), made without
        /// copying its old path: a cached ancestor's assignments are moved
        /// under every key path that reaches it.
        init(_ assignment: borrowing Assignment, at path: StyleKeyPath) {
            self.path = path
            value = assignment.value
            hasOrigin = assignment.hasOrigin
            originFile = assignment.originFile
            originLine = assignment.originLine
            originColumn = assignment.originColumn
        }

        /// Where the value was written: the file, and the line and column where the file has lines;
        /// nil for an assignment made in code.
        public var origin: SourceLocation? {
            get {
                guard hasOrigin else { return nil }
                return SourceLocation(
                    file: originFile, line: originLine == 0 ? nil : Int(originLine), column: originColumn == 0 ? nil : Int(originColumn))
            }
            set {
                hasOrigin = newValue != nil
                originFile = newValue?.file
                originLine = UInt32(clamping: newValue?.line ?? 0)
                originColumn = UInt32(clamping: newValue?.column ?? 0)
            }
        }

        /// The key path as written, e.g. `"selected:titleColor"`.
        public var keyPath: String { path.description }
    }

    /// The style's name, as the theme writes it.
    public var name: String
    /// In apply order; when a key path was assigned more than once only the last remains.
    public private(set) var assignments: [Assignment]
    /// The problems met while resolving this style (and the constants it uses).
    public private(set) var diagnostics: [Diagnostic]
    /// Where each key path's assignment is; nil for a small style (at most
    /// `SubstyleCache.comparedUpTo`), whose paths are compared, not hashed:
    /// hashing them cost a twentieth of a first apply of Giotto's screen.
    private let positions: PositionIndex?
    /// Which resolution this is: an apply plan made from it is valid for it alone.
    let identity = Identity()

    /// A resolution's identity, compared with `===`.
    final class Identity: Sendable {}

    /// The style from every assignment resolution made, in order: where a key
    /// path is assigned more than once, the last assignment wins and keeps
    /// the place of its last occurrence.
    ///
    /// One hash of each key path does both jobs (dropping the replaced
    /// assignments and indexing the rest): for a style of 100,000
    /// assignments the hashing is most of the work.
    init(name: String, resolving all: [Assignment], diagnostics: [Diagnostic]) {
        self.name = name
        self.diagnostics = diagnostics
        guard all.count > SubstyleCache.comparedUpTo else {
            self.assignments = SubstyleCache.lastWins(all)
            self.positions = nil
            return
        }
        var positions = PositionIndex(minimumCapacity: all.count)
        var isReplaced = [Bool](repeating: false, count: all.count)
        var replacedCount = 0
        for position in all.indices {
            let hash = PositionIndex.hash(all[position].keyPath)
            if let earlier = positions.update(position, hash: hash, where: { all[$0].path == all[position].path }) {
                isReplaced[earlier] = true
                replacedCount += 1
            }
        }
        guard replacedCount > 0 else {
            self.assignments = all
            self.positions = positions
            return
        }
        // Renumber the survivors; the slots keep every key's hash, so none is hashed again.
        var kept: [Assignment] = []
        kept.reserveCapacity(all.count - replacedCount)
        var newPosition = [Int](repeating: 0, count: all.count)
        for (position, assignment) in all.enumerated() where !isReplaced[position] {
            newPosition[position] = kept.count
            kept.append(assignment)
        }
        positions.renumber { newPosition[$0] }
        self.assignments = kept
        self.positions = positions
    }

    /// The value assigned to `keyPath`, if any.
    public subscript(keyPath: String) -> ThemeValue? {
        assignment(at: keyPath)?.value
    }

    /// The assignment to `keyPath`, with where it was written, if any.
    public func assignment(at keyPath: String) -> Assignment? {
        guard let positions else { return assignments.first { $0.keyPath == keyPath } }
        return positions.position(hash: PositionIndex.hash(keyPath)) { assignments[$0].keyPath == keyPath }.map { assignments[$0] }
    }

    /// The key paths assigned, in apply order.
    public var keyPaths: [String] { assignments.map(\.keyPath) }
}
