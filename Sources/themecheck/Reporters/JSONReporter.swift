import ThemeKit

/// One JSON document: an array of
/// `{"file", "line", "column", "severity", "code", "message"}` (line and column may be null).
struct JSONReporter: Reporter {
    func report(_ diagnostics: [Diagnostic]) -> String {
        JSONValue.array(diagnostics.map { diagnostic in
            .object([
                ("file", .optional(diagnostic.file)),
                ("line", .optional(diagnostic.line)),
                ("column", .optional(diagnostic.column)),
                ("severity", .string(diagnostic.severity.rawValue)),
                ("code", .string(diagnostic.code)),
                ("message", .string(diagnostic.message)),
            ])
        }).rendered() + "\n"
    }
}
