import Foundation
import Testing
import ThemeKit

/// The manual's "Codes" section is made from the codes' declarations and
/// their fixtures' expected output (`RECORD_SNAPSHOTS=1` writes it anew), and
/// theme-format's table of codes lists them all.
@Suite struct ManualCodesTests {
    static let manual = PackagePath.root.appendingPathComponent("Docs/themecheck.md")
    static let heading = "## Codes\n"

    /// The section: each code's severity, summary and explanation, and its fixture's `xcode` output.
    static func section() throws -> String {
        var text =
            heading + """

                Every code, its severity, what produces it, and an example from `Fixtures/invalid/<code>/` (where each has a case \
                and the expected output of every reporter). Codes are stable: new ones may be added, none is renamed. This section \
                is made from the declarations in `Sources/ThemeKit/Diagnostics/DiagnosticCode+Errors.swift` and `+Warnings.swift` \
                (codes that loading and resolving report) and in each lint rule's type in `Sources/ThemeKit/Diagnostics/Rules/`.

                """
        for code in Diagnostic.Code.all {
            let severity = code.isOnByDefault ? code.severity.rawValue : "off unless enabled"
            text += "\n### `\(code.rawValue)` (\(severity))\n\n\(code.summary) \(code.explanation)\n"
            let output = try String(
                contentsOf: PackagePath.root.appendingPathComponent("Fixtures/invalid/\(code.rawValue)/lint.xcode.txt"), encoding: .utf8)
            text += "\n```\n\(output)```\n"
        }
        return text
    }

    @Test func theCodesSectionIsMadeFromTheDeclarations() throws {
        let manual = try String(contentsOf: Self.manual, encoding: .utf8)
        let start = try #require(manual.range(of: "\n" + Self.heading)).lowerBound
        let written = String(manual[manual.index(after: start)...])
        let made = try Self.section()
        if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
            try Data((manual[...start] + made).utf8).write(to: Self.manual)
            return
        }
        #expect(written == made, "Docs/themecheck.md's Codes section differs from the declarations; RECORD_SNAPSHOTS=1 writes it")
    }

    /// The row of theme-format's "Diagnostic codes" table: every error, then every warning, each in backticks.
    static func formatTableRow() -> String {
        func list(_ severity: Diagnostic.Severity) -> String {
            Diagnostic.Code.all.filter { $0.severity == severity }
                .map { "`\($0.rawValue)`" + ($0.isOnByDefault ? "" : " (off unless enabled)") }
                .joined(separator: ", ")
        }
        return "| \(list(.error)) | \(list(.warning)) |"
    }

    @Test func theFormatsCodeTableListsEveryCode() throws {
        let format = try String(contentsOf: PackagePath.root.appendingPathComponent("Docs/ThemeFormat.md"), encoding: .utf8)
        let table = try #require(format.range(of: "## Diagnostic codes\n\n| errors | warnings |\n|---|---|\n"))
        let row = format[table.upperBound...].prefix { $0 != "\n" }
        #expect(row == Self.formatTableRow(), "Docs/ThemeFormat.md's code table differs from Diagnostic.Code.all")
    }
}
