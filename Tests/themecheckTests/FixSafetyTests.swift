import Foundation
import Testing
import ThemeKit

@testable import themecheck

/// `--fix` against hostile files and a changing disk: it writes only the file
/// that was read, only while it holds the bytes read, never leaves a file
/// that does not parse, keeps permissions and copes with any name length.
@Suite struct FixSafetyTests {
    /// `L` links to `sub/deeper`; `L/b.json` includes `../../c.json`, which is
    /// `Themes/c.json` on disk, though folding the path by its spelling gives `c.json`.
    static func linkedProject() throws -> TemporaryProject {
        let project = try TemporaryProject([
            "Themes/theme.json": #"{"formatVersion": 2, "_include": "L/b.json", "Styles": {"S": {"textColor": "COLOR_TEXT"}}}"#,
            "Themes/sub/deeper/b.json": #"{"formatVersion": 2, "_include": "../../c.json"}"#,
            "Themes/c.json": ##"{"formatVersion": 2, "Constants": {"COLOR_TEXT": "c:#111111"}, "Styles": {"T": {"tint": "#FF0000"}}}"##,
        ])
        try FileManager.default.createSymbolicLink(
            atPath: project.url.appendingPathComponent("Themes/L").path, withDestinationPath: "sub/deeper")
        return project
    }

    @Test func anIncludeThroughALinkedFolderIsFixedWhereItWasRead() throws {
        let project = try Self.linkedProject()
        let lint = try ThemeCheckRun(in: project.url, arguments: ["Themes/theme.json"])
        #expect(lint.output.hasPrefix("Themes/L/../../c.json:1:"), "named by a path that reaches the file read")
        let run = try ThemeCheckRun(in: project.url, arguments: ["Themes/theme.json", "--fix", "--quiet"])
        #expect(run.status == 0, "\(run.output)\(run.errors)")
        #expect(try project.read("Themes/c.json").contains(##""tint": "c:#FF0000""##))
        #expect(!FileManager.default.fileExists(atPath: project.url.appendingPathComponent("c.json").path), "nothing written outside")
    }

    @Test(arguments: [
        (
            "theme.json", #"{"formatVersion": 2, "Styles": {"Label\"": {"a": 1}, "T": {"_superstyle": "Label"}}}"#,
            #""_superstyle": "Label\""}"#
        ),
        (
            "theme.plist",
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>formatVersion</key><integer>2</integer><key>Styles</key><dict>
            <key>Tom&amp;Jerry</key><dict><key>a</key><integer>1</integer></dict>
            <key>T</key><dict><key>_superstyle</key><string>TomJerry</string></dict></dict></dict></plist>
            """, "<string>Tom&amp;Jerry</string>"
        ),
        (
            "theme.strings", #"{formatVersion = 2; Styles = {"Tom\"s" = {a = 1;}; T = {_superstyle = Toms;};};}"#,
            nil
        ),
    ])
    func aFixIsEscapedForTheFilesFormat(name: String, text: String, fixed: String?) throws {
        let project = try TemporaryProject([name: text])
        let run = try ThemeCheckRun(in: project.url, arguments: [name, "--fix", "--quiet"])
        let after = try project.read(name)
        if let fixed {
            #expect(run.status == 0, "\(run.output)\(run.errors)")
            #expect(after.contains(fixed))
        } else {
            #expect(after == text, "a bare word cannot hold a quote, so no fix is offered")
        }
        #expect(throws: Never.self) { try Theme(data: Data(after.utf8), name: name) }
    }

    @Test func aFixWhoseResultWouldNotParseIsNotWritten() throws {
        // A fix offered by a diagnostic whose replacement breaks the quoting (as a faulty rule might).
        let text = #"{"formatVersion": 2, "Styles": {"S": {"a": "x"}}}"#
        let project = try TemporaryProject(["theme.json": text])
        let path = project.url.appendingPathComponent("theme.json").path
        let sources = SourceLines()
        sources.add(Data(text.utf8), for: path, identity: FileIdentity.of(path: path))
        let offset = Array(text.utf8).firstIndex(of: UInt8(ascii: "x")) ?? 0
        var diagnostic = Diagnostic(.suspiciousValue, "x", file: path, line: 1, column: offset + 1)
        diagnostic.fix = Diagnostic.Fix(offset: offset, length: 1, replacement: #"y""#)
        let outcome = try FixApplier.apply([diagnostic], sources: sources)
        #expect(outcome.edits.isEmpty)
        #expect(outcome.skipped.map(\.reason).first?.hasPrefix("the fixed file would not parse") == true)
        #expect(try project.read("theme.json") == text)
    }

    static let typo = #"{"formatVersion": 2, "Styles": {"Label": {}, "T": {"_superstyle": "Lable"}}}"#

    /// A project holding ``typo`` as theme.json, read and linted as `--fix` reads it: what it found, and the bytes read.
    static func linted() throws -> (project: TemporaryProject, path: String, diagnostics: [Diagnostic], sources: SourceLines) {
        let project = try TemporaryProject(["theme.json": typo])
        let sources = SourceLines()
        let path = project.url.appendingPathComponent("theme.json").path
        let inputs = try ChainInputs.load(theme: path, alternatives: [], overrides: nil, sources: sources)
        return (project, path, try #require(inputs.manager).lint(), sources)
    }

    @Test func anEditSavedSinceTheReadIsKept() throws {
        let (project, _, diagnostics, sources) = try Self.linted()
        let text = Self.typo
        let edited = text.replacingOccurrences(of: "{}", with: #"{"alpha": 1}"#)
        try project.write(edited, to: "theme.json")
        let outcome = try FixApplier.apply(diagnostics, sources: sources)
        #expect(outcome.edits.isEmpty)
        #expect(outcome.skipped.map(\.reason) == ["the file changed since it was read; it was left as it is"])
        #expect(try project.read("theme.json") == edited)
    }

    @Test func aFileReplacedSinceTheReadIsNotWritten() throws {
        let (project, path, diagnostics, sources) = try Self.linted()
        // The same bytes, but another file now (an editor that saves by writing a new file and renaming it).
        try project.write(Self.typo, to: "theme.json.new")
        #expect(rename(path + ".new", path) == 0)
        let outcome = try FixApplier.apply(diagnostics, sources: sources)
        #expect(outcome.skipped.count == 1 && outcome.edits.isEmpty)
    }

    @Test(arguments: [0o600, 0o640, 0o755])
    func aFixedFileKeepsItsPermissions(mode: Int) throws {
        let project = try TemporaryProject(["theme.json": #"{"formatVersion": 2, "Styles": {"Label": {}, "T": {"_superstyle": "Lable"}}}"#])
        let path = project.url.appendingPathComponent("theme.json").path
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: path)
        let run = try ThemeCheckRun(in: project.url, arguments: ["theme.json", "--fix", "--quiet"])
        #expect(run.status == 0)
        #expect(try project.read("theme.json").contains(#""Label"}"#))
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int == mode)
    }

    @Test func aReadOnlyFileIsRefused() throws {
        let text = #"{"formatVersion": 2, "Styles": {"Label": {}, "T": {"_superstyle": "Lable"}}}"#
        let project = try TemporaryProject(["theme.json": text])
        let path = project.url.appendingPathComponent("theme.json").path
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: path)
        let run = try ThemeCheckRun(in: project.url, arguments: ["theme.json", "--fix", "--quiet"])
        #expect(run.status == 2)
        #expect(run.errors.contains("read-only"))
        #expect(try project.read("theme.json") == text)
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int == 0o444)
    }

    @Test func aLinkedThemeIsFixedThroughItsLinkWhichStays() throws {
        let project = try TemporaryProject([
            "real/theme.json": #"{"formatVersion": 2, "Styles": {"Label": {}, "T": {"_superstyle": "Lable"}}}"#
        ])
        let link = project.url.appendingPathComponent("theme.json").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "real/theme.json")
        let run = try ThemeCheckRun(in: project.url, arguments: ["theme.json", "--fix", "--quiet"])
        #expect(run.status == 0)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "real/theme.json")
        #expect(try project.read("real/theme.json").contains(#""Label"}"#))
    }

    @Test func aThemeWithTheLongestNameIsFixed() throws {
        let name = String(repeating: "é", count: 120) + "_theme.json"  // 251 bytes
        let project = try TemporaryProject([name: #"{"formatVersion": 2, "Styles": {"Label": {}, "T": {"_superstyle": "Lable"}}}"#])
        let run = try ThemeCheckRun(in: project.url, arguments: [name, "--fix", "--quiet"])
        #expect(run.status == 0, "\(run.errors)")
        #expect(try project.read(name).contains(#""Label"}"#))
    }
}
