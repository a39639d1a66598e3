import Foundation
import ThemeKit

/// A SARIF 2.1.0 log with one run of the tool `themecheck`: a rule for each
/// code used (short and full description, help) and a result per diagnostic.
///
/// Locations are URI references (percent-encoded; a relative path is
/// relative to `%SRCROOT%`), and columns count Unicode scalars, as the run
/// declares with `columnKind`, while the xcode form keeps UTF-8 byte columns.
struct SARIFReporter: Reporter {
    let sources: SourceLines

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
            var result: [(String, JSONValue)] = [
                ("ruleId", .string(diagnostic.code)),
                ("level", .string(diagnostic.severity.rawValue)),
                ("message", .object([("text", .string(diagnostic.message))])),
                (
                    "locations",
                    .array(
                        diagnostic.file.map {
                            [
                                .object([
                                    (
                                        "physicalLocation",
                                        physicalLocation(
                                            file: $0, line: diagnostic.line, column: diagnostic.column)
                                    )
                                ])
                            ]
                        } ?? [])
                ),
            ]
            // Notes (the first definition of a duplicate, each member of a loop) are related locations.
            let related = diagnostic.notes.enumerated().compactMap { index, note -> JSONValue? in
                guard let file = note.file else { return nil }
                return .object([
                    ("id", .number(Double(index))), ("message", .object([("text", .string(note.message))])),
                    ("physicalLocation", physicalLocation(file: file, line: note.line, column: note.column)),
                ])
            }
            if !related.isEmpty { result.append(("relatedLocations", .array(related))) }
            if let fix = diagnostic.fix, let file = diagnostic.file { result.append(("fixes", .array([Self.fix(fix, in: file)]))) }
            return .object(result)
        }
        return JSONValue.object([
            ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
            ("version", .string("2.1.0")),
            (
                "runs",
                .array([
                    .object([
                        (
                            "tool",
                            .object([
                                (
                                    "driver",
                                    .object([
                                        ("name", .string("themecheck")),
                                        ("version", .string(Usage.versionNumber)),
                                        ("rules", .array(rules)),
                                    ])
                                )
                            ])
                        ),
                        ("columnKind", .string("unicodeCodePoints")),
                        ("results", .array(results)),
                    ])
                ])
            ),
        ]).rendered() + "\n"
    }

    /// A fix as SARIF writes one: a byte range of the file replaced with new text.
    private static func fix(_ fix: Diagnostic.Fix, in file: String) -> JSONValue {
        var artifact: [(String, JSONValue)] = [("uri", .string(uriReference(file)))]
        if !file.hasPrefix("/") { artifact.append(("uriBaseId", .string("%SRCROOT%"))) }
        return .object([
            ("description", .object([("text", .string("replace with `\(fix.replacement)`"))])),
            (
                "artifactChanges",
                .array([
                    .object([
                        ("artifactLocation", .object(artifact)),
                        (
                            "replacements",
                            .array([
                                .object([
                                    (
                                        "deletedRegion",
                                        .object([("byteOffset", .number(Double(fix.offset))), ("byteLength", .number(Double(fix.length)))])
                                    ),
                                    ("insertedContent", .object([("text", .string(fix.replacement))])),
                                ])
                            ])
                        ),
                    ])
                ])
            ),
        ])
    }

    /// An artifact location and, where there is a line, the region with its column in Unicode scalars.
    private func physicalLocation(file: String, line: Int?, column: Int?) -> JSONValue {
        var artifact: [(String, JSONValue)] = [("uri", .string(Self.uriReference(file)))]
        if !file.hasPrefix("/") { artifact.append(("uriBaseId", .string("%SRCROOT%"))) }
        var location: [(String, JSONValue)] = [("artifactLocation", .object(artifact))]
        var region: [(String, JSONValue)] = []
        if let line { region.append(("startLine", .number(Double(line)))) }
        if let line, let column {
            let scalars = sources.scalarColumn(ofByteColumn: column, line: line, of: file) ?? column
            region.append(("startColumn", .number(Double(scalars))))
        }
        if !region.isEmpty { location.append(("region", .object(region))) }
        return .object(location)
    }

    /// A path as a URI reference: `file://` for an absolute path, otherwise
    /// relative; every byte but the unreserved characters and `/` is
    /// percent-encoded (`a b 100%.json` is `a%20b%20100%25.json`).
    static func uriReference(_ path: String) -> String {
        let encoded = path.utf8.map { byte -> String in
            let isUnreserved =
                (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || "-._~/".utf8.contains(byte)
            return isUnreserved ? String(UnicodeScalar(byte)) : String(format: "%%%02X", byte)
        }.joined()
        return path.hasPrefix("/") ? "file://" + encoded : encoded
    }
}
