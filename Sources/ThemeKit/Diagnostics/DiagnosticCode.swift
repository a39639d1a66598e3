extension Diagnostic {
    /// A stable diagnostic code and the severity it always has.
    ///
    /// Codes are a contract with users' scripts and CI: new ones may be added,
    /// none is ever renamed. A struct rather than an enum so that adding one
    /// breaks no `switch` in client code.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        /// The code as `themecheck` prints it (`undefined-constant`).
        public let rawValue: String
        /// The severity it has unless a configuration says otherwise.
        public let severity: Severity
        /// False for a rule that reports only when a configuration turns it
        /// on (`unused-constant`: a constant may be used by the app's code).
        public let isOnByDefault: Bool
        /// One line: what the code means.
        public let summary: String
        /// What produces the code and how to fix it.
        public let explanation: String
        /// Themes that must and must not draw the code.
        package let examples: Examples

        /// A code, declared once with everything said about it (DiagnosticCode+Errors.swift, +Warnings.swift, or its lint rule).
        init(
            _ rawValue: String, _ severity: Severity, isOnByDefault: Bool = true, summary: String, explanation: String,
            examples: Examples
        ) {
            self.rawValue = rawValue
            self.severity = severity
            self.isOnByDefault = isOnByDefault
            self.summary = summary
            self.explanation = explanation
            self.examples = examples
        }

        public var description: String { rawValue }

        /// The code with this name, if there is one.
        public init?(rawValue: String) {
            guard let code = Self.all.first(where: { $0.rawValue == rawValue }) else { return nil }
            self = code
        }

        /// Codes are equal when their names are: the name is the code.
        public static func == (lhs: Code, rhs: Code) -> Bool { lhs.rawValue == rhs.rawValue }

        /// Hashes the name.
        public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }

        /// Theme texts that must draw a code and texts that must not, checked by
        /// CodeExamplesTests (as SwiftLint's `RuleDescription` examples are).
        package struct Examples: Sendable {
            /// Each draws the code at least once.
            package var triggering: [String] = []
            /// None draws the code.
            package var notTriggering: [String] = []
            /// The name the examples are loaded under (its extension picks the reader).
            package var exampleFile = "example.json"
            /// Why a code has no inline examples (it needs files on disk, a
            /// configuration or options); its `Fixtures/invalid/<code>/` case shows it.
            package var onlyInFixture: String?

            init(triggering: [String], notTriggering: [String], exampleFile: String = "example.json") {
                self.triggering = triggering
                self.notTriggering = notTriggering
                self.exampleFile = exampleFile
            }

            init(onlyInFixture reason: String) {
                self.onlyInFixture = reason
            }
        }

        /// Every code, errors first, in the order of the themecheck manual:
        /// those that loading and resolving report (DiagnosticCode+Errors.swift,
        /// +Warnings.swift), then each lint rule's, declared in its own type
        /// (Rules/), in the linter's order.
        ///
        /// Made from the two lists, so a code is declared once: a rule's
        /// code is listed by listing the rule.
        public static let all: [Code] = {
            let codes = declaredErrors + declaredWarnings + ThemeLinter.ruleCodes
            return codes.filter { $0.severity == .error } + codes.filter { $0.severity == .warning }
        }()
    }
}
