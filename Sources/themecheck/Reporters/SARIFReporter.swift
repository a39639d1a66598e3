import ThemeKit

/// A SARIF 2.1.0 log with one run of the tool `themecheck`: a rule for each
/// code used (short and full description, help) and a result per diagnostic.
struct SARIFReporter: Reporter {
    func report(_ diagnostics: [Diagnostic]) -> String {
        var usedCodes: [String] = []
        for diagnostic in diagnostics where !usedCodes.contains(diagnostic.code) { usedCodes.append(diagnostic.code) }
        let rules = usedCodes.sorted().map { name -> JSONValue in
            let code = Diagnostic.Code(rawValue: name)
            return .object([
                ("id", .string(name)),
                ("shortDescription", .object([("text", .string(code?.summary ?? name))])),
                ("fullDescription", .object([("text", .string(code?.explanation ?? name))])),
                ("help", .object([("text", .string(code?.explanation ?? name))])),
                ("defaultConfiguration", .object([("level", .string(code?.severity.rawValue ?? "error"))])),
            ])
        }
        let results = diagnostics.map { diagnostic -> JSONValue in
            var region: [(String, JSONValue)] = []
            if let line = diagnostic.line { region.append(("startLine", .number(Double(line)))) }
            if let column = diagnostic.column { region.append(("startColumn", .number(Double(column)))) }
            var physical: [(String, JSONValue)] = [("artifactLocation", .object([("uri", .optional(diagnostic.file))]))]
            if !region.isEmpty { physical.append(("region", .object(region))) }
            var result: [(String, JSONValue)] = [
                ("ruleId", .string(diagnostic.code)),
                ("level", .string(diagnostic.severity.rawValue)),
                ("message", .object([("text", .string(diagnostic.message))])),
                ("locations", .array(diagnostic.file == nil ? [] : [.object([("physicalLocation", .object(physical))])])),
            ]
            // Notes (the first definition of a duplicate, each member of a loop) are related locations.
            let related = diagnostic.notes.enumerated().compactMap { index, note -> JSONValue? in
                guard let file = note.file else { return nil }
                var region: [(String, JSONValue)] = []
                if let line = note.line { region.append(("startLine", .number(Double(line)))) }
                if let column = note.column { region.append(("startColumn", .number(Double(column)))) }
                var location: [(String, JSONValue)] = [("artifactLocation", .object([("uri", .string(file))]))]
                if !region.isEmpty { location.append(("region", .object(region))) }
                return .object([("id", .number(Double(index))), ("message", .object([("text", .string(note.message))])),
                                ("physicalLocation", .object(location))])
            }
            if !related.isEmpty { result.append(("relatedLocations", .array(related))) }
            return .object(result)
        }
        return JSONValue.object([
            ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
            ("version", .string("2.1.0")),
            ("runs", .array([.object([
                ("tool", .object([("driver", .object([
                    ("name", .string("themecheck")),
                    ("version", .string(Usage.versionNumber)),
                    ("rules", .array(rules)),
                ]))])),
                ("results", .array(results)),
            ])])),
        ]).rendered() + "\n"
    }
}
