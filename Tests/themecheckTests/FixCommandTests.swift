import Foundation
import Testing

/// `themecheck --fix`: the certain fixes written, only their bytes changed,
/// each edit printed, and the theme linted again.
@Suite struct FixCommandTests {
    static let typos = """
        {
          "formatVersion": 2,
          "Constants": {"COLOR_TEXT": "c:#1C1C1E", "COLOR_ACCENT": "#FF3B30"},
          // comments and layout stay as they are
          "Styles": {
            "Label":   {"textColor": "COLOR_TEXT"},
            "Title":   {"_superstyle": "Lable", "textColor": "COLOR_TXT", "highlighted:textColor": "C:#000000"},
            "Button":  {"titleLabel": "s:Titel", "selected:titleColor": "COLOR_TEXT "}
          }
        }
        """

    @Test func fixingATypoedThemeLeavesItCleanAndEveryOtherByteAlone() throws {
        let project = try TemporaryProject(["theme.json": Self.typos])
        let run = try ThemeCheckRun(in: project.url, arguments: ["theme.json", "--fix"])
        #expect(run.status == 0)
        #expect(run.output.isEmpty, "nothing is left to report")
        #expect(
            try project.read("theme.json")
                == Self.typos
                .replacingOccurrences(of: "\"#FF3B30\"", with: "\"c:#FF3B30\"")
                .replacingOccurrences(of: "\"Lable\"", with: "\"Label\"")
                .replacingOccurrences(of: "\"COLOR_TXT\"", with: "\"COLOR_TEXT\"")
                .replacingOccurrences(of: "\"C:#000000\"", with: "\"c:#000000\"")
                .replacingOccurrences(of: "\"s:Titel\"", with: "\"s:Title\"")
                .replacingOccurrences(of: "\"COLOR_TEXT \"", with: "\"COLOR_TEXT\""))
        #expect(
            run.errors == """
                theme.json:3:60: fixed: `#FF3B30` -> `c:#FF3B30` [suspicious-value]
                theme.json:7:32: fixed: `Lable` -> `Label` [unknown-style]
                theme.json:7:54: fixed: `COLOR_TXT` -> `COLOR_TEXT` [undefined-constant]
                theme.json:7:92: fixed: `C:#000000` -> `c:#000000` [suspicious-value]
                theme.json:8:31: fixed: `Titel` -> `Title` [unknown-style]
                theme.json:8:65: fixed: `COLOR_TEXT ` -> `COLOR_TEXT` [suspicious-value]
                0 errors, 0 warnings in 1 file

                """)
    }

    @Test func aProjectIsFixedThroughItsConfiguration() throws {
        let project = try TemporaryProject([
            "default.json": ##"{"formatVersion": 2, "Constants": {"COLOR_A": "c:#000000"}, "Styles": {"S": {"color": "COLOR_AA"}}}"##,
            "dark.json": ##"{"formatVersion": 2, "Constants": {"COLOR_A": "c:#FFFFFF"}}"##,
            "themecheck.json": #"{"themes": [{"default": "default.json", "alternatives": [[], ["dark.json"]]}]}"#,
        ])
        let run = try ThemeCheckRun(in: project.url, arguments: ["--fix", "--quiet"])
        #expect(run.status == 0 && run.output.isEmpty)
        #expect(try project.read("default.json").contains(#""color": "COLOR_A"}"#))
    }

    @Test func aBinaryPropertyListIsNeverChanged() throws {
        let tree: [String: Any] = ["formatVersion": 2, "Styles": ["S": ["_superstyle": "Lable"], "Label": ["a": 1]]]
        let data = try PropertyListSerialization.data(fromPropertyList: tree, format: .binary, options: 0)
        let project = try TemporaryProject([:])
        try FileManager.default.createDirectory(at: project.url, withIntermediateDirectories: true)
        try data.write(to: project.url.appendingPathComponent("theme.plist"))
        let run = try ThemeCheckRun(in: project.url, arguments: ["theme.plist", "--fix", "--quiet"])
        #expect(run.status == 1 && run.errors.isEmpty)
        #expect(try Data(contentsOf: project.url.appendingPathComponent("theme.plist")) == data)
    }

    @Test func theJSONReportOffersTheFix() throws {
        let project = try TemporaryProject(["theme.json": Self.typos])
        let run = try ThemeCheckRun(in: project.url, arguments: ["theme.json", "--reporter", "json", "--quiet"])
        let records = try #require(run.json as? [[String: Any]])
        let fix = try #require(records.first { $0["code"] as? String == "unknown-style" }?["fix"] as? [String: Any])
        let offset = try #require(fix["offset"] as? Int)
        let length = try #require(fix["length"] as? Int)
        #expect(String(decoding: Array(Self.typos.utf8)[offset..<offset + length], as: UTF8.self) == "Lable")
        #expect(fix["replacement"] as? String == "Label")
        #expect(try project.read("theme.json") == Self.typos, "without --fix nothing is written")
    }
}
