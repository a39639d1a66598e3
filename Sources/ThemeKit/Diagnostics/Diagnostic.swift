/// One problem found in a theme: a stable code, a message that says what
/// would be right, and where it is.
///
/// Text files give a 1-based line and column (columns count UTF-8 bytes, as
/// compilers do); a binary property list has no lines, so its diagnostics
/// name the key path in the message and leave `line` and `column` nil.
public struct Diagnostic: Hashable, Sendable, SourceLocated {
    /// How serious a diagnostic is: an error fails a lint, a warning does not.
    public enum Severity: String, Sendable {
        /// The two severities, as `themecheck` prints them.
        case error, warning
    }

    /// A related place: the first definition of a duplicate, a member of a cycle.
    public struct Note: Hashable, Sendable, SourceLocated {
        /// What the note says.
        public var message: String
        public var location: SourceLocation

        /// A note with this message at an optional 1-based file, line and column.
        public init(message: String, file: String? = nil, line: Int? = nil, column: Int? = nil) {
            self.init(message: message, at: SourceLocation(file: file, line: line, column: column))
        }

        /// A note with this message at `location`.
        public init(message: String, at location: SourceLocation) {
            self.message = message
            self.location = location
        }
    }

    /// Error or warning.
    public var severity: Severity
    /// One of the stable codes of `themecheck` (see ``Diagnostic/Code``).
    public var code: String
    /// What is wrong, and what would be right; with a ``suggestion`` it ends
    /// by asking about it (`; did you mean `Title`?`), then names the
    /// configuration it was found in, if any. Setting it sets ``problem`` and
    /// clears the suggestion and the configuration, so it reads back as set.
    public var message: String {
        get { problem + (suggestion.map(Self.question(about:)) ?? "") + (configuration.map(Self.foundIn(configuration:)) ?? "") }
        set {
            problem = newValue
            suggestion = nil
            configuration = nil
        }
    }
    /// What is wrong, without the "did you mean" question.
    public var problem: String
    /// The name probably meant, when the problem is an unknown name: kept as
    /// data, so tools compare problems without it and show it their own way.
    public var suggestion: String?
    /// Where the problem is; `file`, `line` and `column` read and write it.
    public var location: SourceLocation
    /// The other places the problem involves (the first definition of a duplicate; every member of a cycle).
    public var notes: [Note]
    /// The edit that certainly fixes the problem, when there is one (`themecheck --fix`).
    public var fix: Fix?
    /// The configuration of a project (its alternatives and variants) in which
    /// the problem was found, when it is not its theme set's first: kept as
    /// data beside the problem and the suggestion, which stay as they were.
    package var configuration: String?
    /// The constant an `undefined-constant` names, so the linter can tell a
    /// run-time constant (theme-format §11) from a typo without reading the message.
    var undefinedName: String?

    /// A diagnostic with every field given.
    public init(
        severity: Severity, code: String, message: String,
        file: String? = nil, line: Int? = nil, column: Int? = nil, notes: [Note] = [], fix: Fix? = nil
    ) {
        self.severity = severity
        self.code = code
        self.problem = message
        self.location = SourceLocation(file: file, line: line, column: column)
        self.notes = notes
        self.fix = fix
    }

    /// A diagnostic whose severity is the one its code always has.
    public init(
        _ code: Code, _ message: String,
        file: String? = nil, line: Int? = nil, column: Int? = nil, notes: [Note] = []
    ) {
        self.init(code, message, at: SourceLocation(file: file, line: line, column: column), notes: notes)
    }

    /// A diagnostic at `location`, whose severity is the one its code always has.
    public init(_ code: Code, _ message: String, at location: SourceLocation, notes: [Note] = []) {
        self.init(severity: code.severity, code: code.rawValue, message: message, notes: notes)
        self.location = location
    }
}

extension Diagnostic {
    /// The question a message ends with when it has a suggestion.
    static func question(about suggestion: String) -> String { "; did you mean `\(suggestion)`?" }

    /// What a message ends with when it names the configuration it was found in.
    static func foundIn(configuration: String) -> String { " (in the configuration \(configuration))" }

    /// This diagnostic, suggesting `suggestion` (nil: none).
    func suggesting(_ suggestion: String?) -> Diagnostic {
        var suggesting = self
        suggesting.suggestion = suggestion
        return suggesting
    }
}

extension Diagnostic: CustomStringConvertible {
    /// The one-line compiler form that Xcode and SwiftPM show inline:
    /// `PATH:LINE:COLUMN: error: MESSAGE [CODE]` (`PATH: error: ...` without a line).
    ///
    /// One line per diagnostic, so tools can read a report line by line;
    /// ``notes`` are printed by ``noteLines``. Control characters in the
    /// message and the path are escaped (`\n`, `\u{1B}`), so theme text
    /// quoted in a message can never print a second, forged record.
    public var description: String {
        Self.place(file: file, line: line, column: column) + "\(severity.rawValue): \(message.escapingControlCharacters) [\(code)]"
    }

    /// The notes in the compiler form (`PATH:LINE:COLUMN: note: MESSAGE`), one per line.
    public var noteLines: [String] {
        notes.map { Self.place(file: $0.file, line: $0.line, column: $0.column) + "note: \($0.message.escapingControlCharacters)" }
    }

    private static func place(file: String?, line: Int?, column: Int?) -> String {
        guard let file = file?.escapingControlCharacters else { return "" }
        guard let line else { return "\(file): " }
        return "\(file):\(line):\(column ?? 1): "
    }
}

extension Diagnostic {
    /// Orders diagnostics by file, line and column, then code and message,
    /// so that every report lists them the same way.
    public static func reportOrder(_ lhs: Diagnostic, _ rhs: Diagnostic) -> Bool {
        let left = (lhs.file ?? "", lhs.line ?? 0, lhs.column ?? 0)
        let right = (rhs.file ?? "", rhs.line ?? 0, rhs.column ?? 0)
        if left != right { return left < right }
        return (lhs.code, lhs.message) < (rhs.code, rhs.message)
    }
}

extension Array where Element == Diagnostic {
    /// These diagnostics without repeats, in report order.
    public func deduplicatedInReportOrder() -> [Diagnostic] {
        var seen = Set<Diagnostic>()
        var previous: Diagnostic?
        // A repeat of the one before is dropped unhashed: a loop met at every
        // leaf of a fan-out repeats its report thousands of times in a row,
        // and comparing copies of one report is quick where hashing its
        // message and notes is not.
        return filter { diagnostic in
            defer { previous = diagnostic }
            return diagnostic != previous && seen.insert(diagnostic).inserted
        }.sorted(by: Diagnostic.reportOrder)
    }

    /// Whether any of these is an error.
    public var containsError: Bool { contains { $0.severity == .error } }
}

extension [Diagnostic] {
    /// Appends `more`, doing nothing when there are none: `+=` of an empty
    /// list still makes this one unique (a new buffer, when it is empty
    /// too), and resolution adds an empty list for nearly every value.
    mutating func add(_ more: [Diagnostic]) {
        if !more.isEmpty { self += more }
    }
}
