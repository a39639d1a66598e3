import Foundation
import Testing
import ThemeKit

/// Every stable code has a case in `Fixtures/invalid/<code>/`; each is linted
/// with every reporter and compared with its golden files.
@Suite struct InvalidFixtureTests {
    static let reporters = ["xcode", "json", "github", "sarif"]

    static func arguments(for code: String) throws -> [String] {
        let folder = "Fixtures/invalid/\(code)"
        let files = try FileManager.default.contentsOfDirectory(atPath: PackagePath.root.appendingPathComponent(folder).path)
        let theme = try #require(files.first { $0.hasPrefix("theme.") }, "no theme file in \(folder)")
        var arguments = ["\(folder)/\(theme)"]
        if files.contains("alternative.json") { arguments += ["--alternative", "\(folder)/alternative.json"] }
        // A configuration turns a rule on, or is itself the case.
        if files.contains("themecheck.json") { arguments += ["--config", "\(folder)/themecheck.json"] }
        // A `variants` file lists the variants to lint with, one a line.
        if files.contains("variants") {
            let text = try String(contentsOf: PackagePath.root.appendingPathComponent("\(folder)/variants"), encoding: .utf8)
            arguments += text.split(separator: "\n").flatMap { ["--variant", String($0)] }
        }
        return arguments
    }

    /// Every code with a case in `Fixtures/invalid/`.
    static let codes = Diagnostic.Code.all.map(\.rawValue)

    @Test func everyStableCodeHasAFixture() throws {
        let folders = try FileManager.default.contentsOfDirectory(atPath: PackagePath.root.appendingPathComponent("Fixtures/invalid").path)
        #expect(Set(folders).subtracting(["hostile"]) == Set(Self.codes))
    }

    @Test(arguments: codes, reporters)
    func eachCaseMatchesItsGoldenFileInEachReporter(code: String, reporter: String) throws {
        let run = try ThemeCheckRun(arguments: try Self.arguments(for: code) + ["--reporter", reporter])
        let severity = try #require(Diagnostic.Code(rawValue: code)).severity
        #expect(run.status == (severity == .error ? 1 : 0))
        #expect(run.output.contains(code), "the fixture must produce \(code)")
        // An alternative, or an included file, is a second file.
        let files = ["unknown-override": 2, "include-cycle": 2, "deprecated-token": 2][code] ?? 1
        #expect(run.errors.hasSuffix(" in \(files) file\(files == 1 ? "" : "s")\n"))
        let golden = ["json": "lint.json", "sarif": "lint.sarif"][reporter] ?? "lint.\(reporter).txt"
        try assertSnapshot(run.output, named: "../invalid/\(code)/\(golden)")
    }

    @Test(arguments: codes)
    func theJSONReportHasTheDocumentedShape(code: String) throws {
        let run = try ThemeCheckRun(arguments: try Self.arguments(for: code) + ["--reporter", "json"])
        let records = try #require(run.json as? [[String: Any]])
        #expect(!records.isEmpty)
        for record in records {
            // The six keys always; `notes` and `fix` only when a diagnostic has them.
            #expect(Set(record.keys).subtracting(["notes", "fix"]) == ["file", "line", "column", "severity", "code", "message"])
            if let notes = record["notes"] {
                let list = try #require(notes as? [[String: Any]])
                #expect(!list.isEmpty && list.allSatisfy { Set($0.keys) == ["file", "line", "column", "message"] })
            }
            if let fix = record["fix"] {
                let fields = try #require(fix as? [String: Any])
                #expect(fields["offset"] is Int && fields["length"] is Int && fields["replacement"] is String)
            }
            #expect(record["file"] is String && record["code"] is String && record["message"] is String)
            #expect(["error", "warning"].contains(record["severity"] as? String))
            #expect(record["line"] is Int || record["line"] is NSNull)
            #expect(record["column"] is Int || record["column"] is NSNull)
        }
    }

    @Test(arguments: codes)
    func theSARIFLogHasTheDocumentedShape(code: String) throws {
        let run = try ThemeCheckRun(arguments: try Self.arguments(for: code) + ["--reporter", "sarif"])
        let log = try #require(run.json as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        #expect((log["$schema"] as? String)?.contains("sarif-2.1.0") == true)
        let runs = try #require(log["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        let driver = try #require((runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "themecheck")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        let ruleIDs = Set(rules.compactMap { $0["id"] as? String })
        for rule in rules {
            for field in ["shortDescription", "fullDescription", "help"] {
                #expect(((rule[field] as? [String: Any])?["text"] as? String)?.isEmpty == false, "\(field) of \(rule["id"] ?? "?")")
            }
            // The rule texts are the code's declaration.
            let declared = try #require(Diagnostic.Code(rawValue: rule["id"] as? String ?? ""), "\(rule["id"] ?? "?") is no code")
            let text = { (field: String) in (rule[field] as? [String: Any])?["text"] as? String }
            #expect(text("shortDescription") == declared.summary)
            #expect(text("fullDescription") == declared.explanation && text("help") == declared.explanation)
            let level = (rule["defaultConfiguration"] as? [String: Any])?["level"] as? String
            #expect(level == declared.severity.rawValue)
        }
        let results = try #require(runs[0]["results"] as? [[String: Any]])
        #expect(!results.isEmpty)
        for result in results {
            let ruleID = try #require(result["ruleId"] as? String)
            #expect(ruleIDs.contains(ruleID))
            #expect(["error", "warning"].contains(result["level"] as? String))
            #expect((result["message"] as? [String: Any])?["text"] is String)
        }
    }

    @Test func githubEscapesPercentControlCharactersAndPropertySeparators() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("odd:name,100%-\(UUID().uuidString).json")
        try Data("{\"formatVersion\": 2, \"Styles\": {\"S\": {\"c\": \"c:#1\\n2%\\u001B[2K\\u001B[1A\"}}}".utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let run = try ThemeCheckRun(url.path, "--reporter", "github", "--quiet")
        let escapedPath = url.path.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: ":", with: "%3A")
            .replacingOccurrences(of: ",", with: "%2C")
        #expect(
            run.output
                == "::error file=\(escapedPath),line=1,col=44,title=invalid-color::`c:#1\\n2%25\\u{1B}[2K\\u{1B}[1A` is not a colour: after `#` expected RGB, RGBA, RRGGBB or RRGGBBAA hex digits\n",
            "the theme's line break and ESC bytes are written as escapes, as the other reporters write them"
        )
    }

    /// A source line is escaped as the record is: an escape sequence in a theme
    /// cannot erase the record above it, and the caret stays under its column.
    @Test func aSourceLineShownIsEscapedAndItsCaretStillLinesUp() throws {
        let project = try TemporaryProject([
            "s.json": "{\"formatVersion\": 2,\n\"Styles\": {\"S\": {\"x\": \"\u{1B}[1A\u{1B}[2K\"}}}\n"
        ])
        let run = try ThemeCheckRun(environment: ["THEMECHECK_SOURCE_LINES": "always"], in: project.url, arguments: ["s.json", "--quiet"])
        #expect(!run.output.contains("\u{1B}"), "\(run.output)")
        #expect(
            run.output == #"""
                s.json:2:24: error: a control character must be escaped inside a string [parse-error]
                "Styles": {"S": {"x": "\u{1B}[1A\u{1B}[2K"}}}
                                       ^

                """#)
    }

    @Test func sourceLinesAndCaretsAreForTerminalsOnly() throws {
        let path = "Fixtures/invalid/invalid-color/theme.json"
        let piped = try ThemeCheckRun(path, "--quiet")
        #expect(piped.output.split(separator: "\n").count == 1)
        let forced = try ThemeCheckRun(environment: ["THEMECHECK_SOURCE_LINES": "always"], arguments: [path, "--quiet"])
        #expect(
            forced.output == """
                \(path):4:28: error: `c:#GG0000` is not a colour: after `#` expected RGB, RGBA, RRGGBB or RRGGBBAA hex digits [invalid-color]
                    "Label": {"textColor": "c:#GG0000"}
                                           ^

                """)
    }
}
