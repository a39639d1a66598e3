import ThemeKit

/// One JSON document: an array of
/// `{"file", "line", "column", "severity", "code", "message"}` (line and column may be null),
/// with `notes` (`[{"file", "line", "column", "message"}]`) when a diagnostic
/// has notes and `fix` (`{"offset", "length", "replacement"}`) when it has a fix.
struct JSONReporter: Reporter {
    func report(_ diagnostics: [Diagnostic]) -> String {
        JSONValue.array(
            diagnostics.map { diagnostic in
                var fields: [(String, JSONValue)] = [
                    ("file", .optional(diagnostic.file)),
                    ("line", .optional(diagnostic.line)),
                    ("column", .optional(diagnostic.column)),
                    ("severity", .string(diagnostic.severity.rawValue)),
                    ("code", .string(diagnostic.code)),
                    ("message", .string(diagnostic.message)),
                ]
                if !diagnostic.notes.isEmpty {
                    fields.append(
                        (
                            "notes",
                            .array(
                                diagnostic.notes.map { note in
                                    .object([
                                        ("file", .optional(note.file)), ("line", .optional(note.line)), ("column", .optional(note.column)),
                                        ("message", .string(note.message)),
                                    ])
                                })
                        ))
                }
                if let fix = diagnostic.fix {
                    fields.append(
                        (
                            "fix",
                            .object([
                                ("offset", .number(Double(fix.offset))), ("length", .number(Double(fix.length))),
                                ("replacement", .string(fix.replacement)),
                            ])
                        ))
                }
                return .object(fields)
            }
        ).rendered() + "\n"
    }
}
