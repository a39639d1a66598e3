import Foundation
import Testing

/// `themecheck` follows `_include`: problems at the included file's own
/// place, the files counted and named, values resolved through them.
@Suite struct IncludeCommandTests {
    static func project() throws -> TemporaryProject {
        try TemporaryProject([
            "Themes/theme.json":
                "{\"formatVersion\": 2,\n \"_include\": [\"parts/colors.json\"],\n \"Styles\": {\"Title\": {\"textColor\": \"COLOR_TEXT\", \"tint\": \"COLOR_TINT\"}}}",
            "Themes/parts/colors.json":
                "{\"formatVersion\": 2,\n \"Constants\": {\"COLOR_TEXT\": \"c:#111111\", \"COLOR_TINT\": \"c:#GG\"}}",
        ])
    }

    @Test func lintReportsAtTheIncludedFileAndCountsIt() throws {
        let project = try Self.project()
        let run = try ThemeCheckRun(in: project.url, arguments: ["Themes/theme.json"])
        #expect(run.status == 1)
        #expect(
            run.output
                == "Themes/parts/colors.json:2:57: error: `c:#GG` is not a colour: after `#` expected RGB, RGBA, RRGGBB or RRGGBBAA hex digits [invalid-color]\n"
        )
        #expect(run.errors == "1 error, 0 warnings in 2 files\n")
    }

    @Test func resolveAndExplainNameTheIncludedFiles() throws {
        let project = try Self.project()
        let resolve = try ThemeCheckRun(in: project.url, arguments: ["resolve", "Themes/theme.json", "--style", "Title"])
        #expect(resolve.errors.hasPrefix("themecheck: `Themes/theme.json` includes `Themes/parts/colors.json`\n"))
        let styles = (resolve.json as? [String: Any])?["styles"] as? [String: [String: [String: String]]]
        #expect(styles?["Title"]?["textColor"] == ["color": "#111111FF"])
        let explain = try ThemeCheckRun(
            in: project.url, arguments: ["explain", "Themes/theme.json", "--style", "Title", "--key", "textColor"])
        #expect(explain.output.contains("constant COLOR_TEXT at Themes/parts/colors.json:2:30 (default theme)"))
    }

    @Test func fixReachesIncludedFiles() throws {
        let project = try TemporaryProject([
            "theme.json": #"{"formatVersion": 2, "_include": "colors.json", "Styles": {"S": {"textColor": "COLOR_TXT"}}}"#,
            "colors.json": ##"{"formatVersion": 2, "Constants": {"COLOR_TEXT": "c:#111111"}, "Styles": {"T": {"tint": "#FF0000"}}}"##,
        ])
        let run = try ThemeCheckRun(in: project.url, arguments: ["theme.json", "--fix", "--quiet"])
        #expect(run.status == 0 && run.output.isEmpty)
        #expect(try project.read("colors.json").contains(##""tint": "c:#FF0000""##))
        #expect(try project.read("theme.json").contains(#""textColor": "COLOR_TEXT""#))
    }

    @Test(arguments: ["-", "/dev/stdin"])
    func aThemeOnStandardInputIncludesNothing(path: String) throws {
        let theme = #"{"formatVersion": 2, "_include": ["zero", "ptmx"], "Constants": {"COLOR_A": "c:#111111"}}"#
        let run = try ThemeCheckRun(standardInput: Data(theme.utf8), arguments: [path])
        #expect(run.status == 1)
        #expect(run.output.components(separatedBy: "\n").filter { $0.hasSuffix("[include-not-found]") }.count == 2)
        #expect(run.output.contains("read from standard input, a pipe or a device, cannot include"))
    }
}
