import Foundation
import Testing
import ThemeKit

/// `themecheck diff OLD NEW`: what a change of theme changes once resolved.
@Suite struct DiffCommandTests {
    /// Giotto's theme with one colour constant changed.
    static func changedGiotto() throws -> TemporaryProject {
        var text = try String(contentsOf: PackagePath.root.appendingPathComponent("Fixtures/giotto/theme_default.plist"), encoding: .utf8)
        text = text.replacingOccurrences(of: "<string>c:FC211D</string>", with: "<string>c:D70015</string>")
        let project = try TemporaryProject(["theme_new.plist": text])
        return project
    }

    @Test func anUnchangedThemeHasNoDifferences() throws {
        let run = try ThemeCheckRun("diff", "Fixtures/giotto/theme_default.plist", "Fixtures/giotto/theme_default.plist")
        #expect(run.status == 0 && run.output.isEmpty)
    }

    @Test func twoVersionsOfGiottosThemeDifferInWhatDependsOnTheChange() throws {
        let original = try String(
            contentsOf: PackagePath.root.appendingPathComponent("Fixtures/giotto/theme_default.plist"), encoding: .utf8)
        try #require(original.contains("<string>c:FC211D</string>"))
        let project = try Self.changedGiotto()
        let new = project.url.appendingPathComponent("theme_new.plist").path
        let run = try ThemeCheckRun("diff", "Fixtures/giotto/theme_default.plist", new)
        #expect(run.status == 1)
        let lines = run.output.split(separator: "\n")
        #expect(!lines.isEmpty && lines.allSatisfy { $0.hasPrefix("~ ") })
        #expect(lines.allSatisfy { $0.hasSuffix(##"{"color": "#FC211DFF"} -> {"color": "#D70015FF"}"##) })
        #expect(lines.contains { $0.hasPrefix("~ constant ") })
        #expect(lines.contains { $0.hasPrefix("~ style CommonColoredButtonSelected ") })

        let json = try ThemeCheckRun("diff", "Fixtures/giotto/theme_default.plist", new, "--reporter", "json")
        #expect(json.status == 1)
        let document = try #require(json.json as? [String: [String: [String: Any]]])
        let changed = try #require(document["styles"]?["changed"]?["CommonColoredButtonSelected"] as? [String: [String: Any]])
        let change = try #require(changed["changed"]?.first?.value as? [String: [String: String]])
        #expect(change["old"] == ["color": "#FC211DFF"] && change["new"] == ["color": "#D70015FF"])
        #expect((document["constants"]?["added"])?.isEmpty == true && (document["styles"]?["removed"])?.isEmpty == true)
    }

    @Test func addedAndRemovedStylesAndKeyPathsAreListed() throws {
        let project = try TemporaryProject([
            "old.json": #"{"formatVersion": 2, "Constants": {"A": "1"}, "Styles": {"Gone": {"x": "1"}, "Kept": {"x": "A", "y": "2"}}}"#,
            "new.json":
                ##"{"formatVersion": 2, "Constants": {"A": "3", "B": "c:#FFF"}, "Styles": {"New": {"x": "B"}, "Kept": {"x": "A", "z": "4"}}}"##,
        ])
        let run = try ThemeCheckRun(in: project.url, arguments: ["diff", "old.json", "new.json"])
        #expect(run.status == 1)
        #expect(
            run.output == """
                ~ constant A {"string": "1"} -> {"string": "3"}
                + constant B {"color": "#FFFFFFFF"}
                - style Gone
                - style Gone x {"string": "1"}
                ~ style Kept x {"string": "1"} -> {"string": "3"}
                - style Kept y {"string": "2"}
                + style Kept z {"string": "4"}
                + style New
                + style New x {"color": "#FFFFFFFF"}

                """)
    }

    @Test func resolveCheckComparesWithAReferenceAsSnapshotTestsDo() throws {
        let project = try TemporaryProject([
            "theme.json": #"{"formatVersion": 2, "Constants": {"A": "1"}, "Styles": {"S": {"x": "A", "y": "2"}}}"#
        ])
        let reference = try ThemeCheckRun(in: project.url, arguments: ["resolve", "theme.json"])
        try project.write(reference.output, to: "reference.json")
        let same = try ThemeCheckRun(in: project.url, arguments: ["resolve", "theme.json", "--check", "reference.json"])
        #expect(same.status == 0 && same.output.isEmpty)
        try project.write(#"{"formatVersion": 2, "Constants": {"A": "3"}, "Styles": {"S": {"x": "A"}}}"#, to: "theme.json")
        let changed = try ThemeCheckRun(in: project.url, arguments: ["resolve", "theme.json", "--check", "reference.json"])
        #expect(changed.status == 1)
        #expect(
            changed.output
                == "~ constant A {\"string\": \"1\"} -> {\"string\": \"3\"}\n~ style S x {\"string\": \"1\"} -> {\"string\": \"3\"}\n- style S y {\"string\": \"2\"}\n"
        )
        #expect(changed.errors.hasSuffix("themecheck: the theme resolves differently from `reference.json`\n"))
        let missing = try ThemeCheckRun(in: project.url, arguments: ["resolve", "theme.json", "--check", "nowhere.json"])
        #expect(missing.status == 2)
    }

    @Test func resolveCheckAcceptsItsOwnOutputWithZeroAndOne() throws {
        let project = try TemporaryProject([
            "theme.json": #"{"formatVersion": 2, "Styles": {"S": {"alpha": 1, "numberOfLines": 0, "hidden": true}}}"#
        ])
        let reference = try ThemeCheckRun(in: project.url, arguments: ["resolve", "theme.json"])
        try project.write(reference.output, to: "reference.json")
        let same = try ThemeCheckRun(in: project.url, arguments: ["resolve", "theme.json", "--check", "reference.json"])
        #expect(same.status == 0 && same.output.isEmpty && same.errors.isEmpty)
    }

    @Test func aRecordedReferenceCarriesItsFlagsAndCheckUsesThem() throws {
        let project = try TemporaryProject([
            "theme.json":
                #"{"formatVersion": 2, "Constants": {"A": "1"}, "Constants_DARK": {"A": "2"}, "Styles": {"S": {"x": "A"}, "T": {"y": "A"}}}"#
        ])
        let record = try ThemeCheckRun(
            in: project.url, arguments: ["resolve", "theme.json", "--style", "S", "--variant", "DARK", "--output", "ref.json"])
        #expect(record.status == 0 && record.output.isEmpty, "written to the file, not printed")
        let written = try String(contentsOf: project.url.appendingPathComponent("ref.json"), encoding: .utf8)
        #expect(
            written.contains(#""invocation": {"#) && written.contains(#""styles": ["S"]"#) && written.contains(#""variants": ["DARK"]"#))
        let plain = try ThemeCheckRun(in: project.url, arguments: ["resolve", "theme.json"])
        #expect(!plain.output.contains("invocation"), "what resolve prints keeps its two members")

        let same = try ThemeCheckRun(in: project.url, arguments: ["resolve", "theme.json", "--check", "ref.json"])
        #expect(same.status == 0 && same.output.isEmpty, "the reference's flags are used: \(same.output)")
        let agreeing = try ThemeCheckRun(
            in: project.url, arguments: ["resolve", "theme.json", "--check", "ref.json", "--style", "S", "--variant", "DARK"])
        #expect(agreeing.status == 0)
        let disagreeing = try ThemeCheckRun(
            in: project.url, arguments: ["resolve", "theme.json", "--check", "ref.json", "--variant", "IPAD"])
        #expect(disagreeing.status == 2)
        #expect(disagreeing.errors.contains("was recorded with --style S --variant DARK; give the same flags, or none to use those"))
        let both = try ThemeCheckRun(in: project.url, arguments: ["resolve", "theme.json", "--check", "ref.json", "--output", "x.json"])
        #expect(both.status == 2)
    }

    @Test(arguments: [
        (["diff", "a.json"], "`themecheck diff` needs OLD and NEW"),
        (["diff", "a", "b", "--reporter", "sarif"], "unknown reporter `sarif`"),
    ])
    func usageMistakesAreExitTwo(arguments: [String], message: String) throws {
        let run = try ThemeCheckRun(arguments: arguments)
        #expect(run.status == 2 && run.errors.contains(message))
    }

    @Test func rulesListsEveryCodeWithItsSeverity() throws {
        let run = try ThemeCheckRun("rules")
        #expect(run.status == 0)
        let lines = run.output.split(separator: "\n")
        #expect(lines.count == Diagnostic.Code.all.count)
        #expect(lines.contains { $0.hasPrefix("unused-constant ") && $0.contains(" off ") })
        #expect(lines.contains { $0.hasPrefix("low-contrast ") && $0.contains(" warning ") })
        #expect(lines.first?.hasPrefix("parse-error") == true && lines.first?.contains(" error ") == true)
    }
}
