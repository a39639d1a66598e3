import Foundation
import Testing
import ThemeKit

/// The SARIF reporter beyond its shape: locations that are valid URI
/// references, Unicode-scalar columns, and the SARIF 2.1.0 schema itself
/// where a copy of it is at hand.
@Suite struct SARIFTests {
    /// A theme in a folder whose name needs percent-encoding, with non-ASCII before the bad value.
    private func oddlyNamedTheme() throws -> (folder: URL, relativePath: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sarif-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("my themes"), withIntermediateDirectories: true)
        let relativePath = "my themes/a b 100%#?.json"
        try Data(#"{"formatVersion": 2, "Styles": {"Ünïcödé": {"x": "c:#GG"}}}"#.utf8).write(
            to: folder.appendingPathComponent(relativePath))
        return (folder, relativePath)
    }

    private func sarif(_ arguments: [String], in folder: URL? = nil) throws -> [String: Any] {
        let run: ThemeCheckRun
        if let folder {
            // Run from the theme's folder, so the path on the command line is relative.
            let shell = try ShellRun(
                "cd \(folder.path.quotedForShell) && themecheck \(arguments.map(\.quotedForShell).joined(separator: " ")) --reporter sarif")
            return try #require(try JSONSerialization.jsonObject(with: Data(shell.output.utf8)) as? [String: Any])
        }
        run = try ThemeCheckRun(arguments: arguments + ["--reporter", "sarif"])
        return try #require(run.json as? [String: Any])
    }

    private func firstLocation(_ log: [String: Any]) throws -> [String: Any] {
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let result = try #require((run["results"] as? [[String: Any]])?.first)
        let location = try #require((result["locations"] as? [[String: Any]])?.first)
        return try #require(location["physicalLocation"] as? [String: Any])
    }

    @Test func aRelativePathIsAPercentEncodedReferenceAgainstSourceRoot() throws {
        let (folder, relativePath) = try oddlyNamedTheme()
        defer { try? FileManager.default.removeItem(at: folder) }
        let location = try firstLocation(try sarif([relativePath], in: folder))
        let artifact = try #require(location["artifactLocation"] as? [String: Any])
        #expect(artifact["uri"] as? String == "my%20themes/a%20b%20100%25%23%3F.json")
        #expect(artifact["uriBaseId"] as? String == "%SRCROOT%")
        #expect(URL(string: artifact["uri"] as? String ?? "") != nil)
    }

    @Test func anAbsolutePathIsAFileURI() throws {
        let (folder, relativePath) = try oddlyNamedTheme()
        defer { try? FileManager.default.removeItem(at: folder) }
        let absolute = folder.appendingPathComponent(relativePath).path
        let artifact = try #require(try firstLocation(try sarif([absolute]))["artifactLocation"] as? [String: Any])
        let uri = try #require(artifact["uri"] as? String)
        #expect(uri.hasPrefix("file:///") && uri.hasSuffix("/my%20themes/a%20b%20100%25%23%3F.json"))
        #expect(artifact["uriBaseId"] == nil)
        #expect(URL(string: uri)?.path == absolute)
    }

    @Test func columnsCountUnicodeScalarsAndTheRunSaysSo() throws {
        let (folder, relativePath) = try oddlyNamedTheme()
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = try sarif([relativePath], in: folder)
        #expect((log["runs"] as? [[String: Any]])?.first?["columnKind"] as? String == "unicodeCodePoints")
        let region = try #require(try firstLocation(log)["region"] as? [String: Any])
        // `Ünïcödé` is 7 scalars in 11 bytes: the value starts at byte column 54, scalar column 50.
        #expect(region["startColumn"] as? Int == 50)
        let xcode = try ShellRun("cd \(folder.path.quotedForShell) && themecheck \(relativePath.quotedForShell) --quiet")
        #expect(xcode.output.hasPrefix("my themes/a b 100%#?.json:1:54: error:"))
    }

    /// Validates every fixture's SARIF (notes as related locations, fix-its
    /// as fixes included) against the SARIF 2.1.0 schema vendored in
    /// `Fixtures/schemas/` (or the one `SARIF_SCHEMA` names), with Python's
    /// jsonschema where it is installed.
    @Test(.enabled(if: SchemaCheck.isAvailable, "python3 with jsonschema is needed to validate against the schema"))
    func everyFixtureValidatesAgainstTheSchema() throws {
        let schema = try #require(SchemaCheck.schemaPath)
        for code in InvalidFixtureTests.codes {
            let log = try ThemeCheckRun(arguments: try InvalidFixtureTests.arguments(for: code) + ["--reporter", "sarif"]).output
            let check = try SchemaCheck.validate(log, schema: schema)
            #expect(check.isEmpty, "\(code): \(check)")
        }
    }
}

enum SchemaCheck {
    static var schemaPath: String? {
        let candidates: [String?] = [
            ProcessInfo.processInfo.environment["SARIF_SCHEMA"],
            PackagePath.root.appendingPathComponent("Fixtures/schemas/sarif-schema-2.1.0.json").path,
        ]
        return candidates.compactMap { $0 }.first { FileManager.default.fileExists(atPath: $0) }
    }

    /// Whether the schema and a validator are both here.
    static var isAvailable: Bool {
        schemaPath != nil && isPythonValidatorAvailable
    }

    /// Whether python3 with jsonschema is installed.
    static var isPythonValidatorAvailable: Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", "import jsonschema"]
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }

    /// The schema's complaints about `document` (empty when it is valid).
    static func validate(_ document: String, schema: String) throws -> String {
        let script = """
            import json, sys, jsonschema
            schema = json.load(open(sys.argv[1]))
            errors = list(jsonschema.Draft4Validator(schema).iter_errors(json.load(sys.stdin)))
            print("; ".join(e.message for e in errors))
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, schema]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        input.fileHandleForWriting.write(Data(document.utf8))
        try input.fileHandleForWriting.close()
        let result = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return process.terminationStatus == 0 ? result.trimmingCharacters(in: .whitespacesAndNewlines) : "python3 failed: \(result)"
    }
}

extension String {
    /// The string in single quotes for bash.
    var quotedForShell: String { "'" + replacingOccurrences(of: "'", with: "'\\''") + "'" }
}
