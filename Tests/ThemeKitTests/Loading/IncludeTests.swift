import Foundation
import Testing

@testable import ThemeKit

/// `_include` (theme-format §9): every rule, the escape attempts included.
@Suite struct IncludeTests {
    /// A folder of theme files written for one test.
    final class Folder {
        let url: URL
        init(_ files: [String: String]) throws {
            url = FileManager.default.temporaryDirectory.appendingPathComponent("includes-\(UUID().uuidString)/themes")
            for (path, text) in files {
                let file = url.appendingPathComponent(path)
                try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: file)
            }
        }
        func theme(_ name: String = "theme.json", limits: ThemeLimits = .default) throws -> Theme {
            try Theme(contentsOf: url.appendingPathComponent(name), limits: limits)
        }
        deinit { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    }

    static func codes(_ theme: Theme) -> [String] { theme.diagnostics.map(\.code) }

    @Test func includedFilesInAnyFormatAddTheirDefinitionsBelowTheIncludingFile() throws {
        let folder = try Folder([
            "theme.json":
                #"{"formatVersion": 2, "_include": ["parts/colors.plist", "parts/fonts.json"], "Constants": {"COLOR_A": "c:#111111"}, "Styles": {"Title": {"_superstyle": "Body"}}}"#,
            "parts/colors.plist":
                "{ formatVersion = 2; Constants = { COLOR_A = \"c:#999999\"; COLOR_B = \"c:#222222\"; }; Styles = { Body = { textColor = COLOR_A; }; }; }",
            "parts/fonts.json":
                #"{"formatVersion": 2, "_include": "deeper/sizes.json", "Constants": {"FONT_BODY": "f:system,DIMENSION_BODY"}}"#,
            "parts/deeper/sizes.json": #"{"DIMENSION_BODY": 17}"#,
        ])
        let theme = try folder.theme()
        #expect(theme.diagnostics.isEmpty, "the including file's own COLOR_A wins without a warning")
        #expect(
            theme.files.map { $0.replacingOccurrences(of: folder.url.path + "/", with: "") }
                == ["theme.json", "parts/colors.plist", "parts/fonts.json", "parts/deeper/sizes.json"])
        let manager = ThemeManager(defaultTheme: theme)
        #expect(manager.constant(named: "COLOR_A") == .color(.hex("111111")))
        #expect(manager.constant(named: "FONT_BODY") == .font(ThemeFont(name: "system", size: 17)))
        #expect(try manager.resolvedStyle(named: "Title")["textColor"] == .color(.hex("111111")))
    }

    @Test func theFirstIncludedDefinitionWinsAndASecondIsWarnedAboutWithBothPlaces() throws {
        let folder = try Folder([
            "theme.json": #"{"formatVersion": 2, "_include": ["a.json", "b.json"]}"#,
            "a.json": "{\"formatVersion\": 2,\n\"Constants\": {\"X\": \"1\"},\n\"Styles\": {\"S\": {\"v\": \"X\"}}}",
            "b.json": "{\"formatVersion\": 2,\n\"Constants\": {\"X\": \"2\"},\n\"Styles\": {\"S\": {\"v\": \"3\"}}}",
        ])
        let theme = try folder.theme()
        let manager = ThemeManager(defaultTheme: theme)
        #expect(manager.constant(named: "X") == .string("1"))
        #expect(try manager.resolvedStyle(named: "S")["v"] == .string("1"))
        let warnings = theme.diagnostics.map {
            "\($0.code) \(($0.file as NSString?)?.lastPathComponent ?? ""):\($0.line ?? 0) note \(($0.notes.first?.file as NSString?)?.lastPathComponent ?? ""):\($0.notes.first?.line ?? 0)"
        }
        #expect(warnings.sorted() == ["duplicate-key b.json:2 note a.json:2", "duplicate-style b.json:3 note a.json:3"])
    }

    @Test func diagnosticsPointIntoTheFileThatHoldsTheTextAndExplainNamesIt() throws {
        let folder = try Folder([
            "theme.json": #"{"formatVersion": 2, "_include": "parts/styles.json"}"#,
            "parts/styles.json": "{\"formatVersion\": 2,\n\"Styles\": {\"S\": {\"textColor\": \"COLOR_MISSING\", \"tint\": \"c:#GG\"}}}",
        ])
        let manager = ThemeManager(defaultTheme: try folder.theme())
        let found = manager.lint().map { "\($0.code) \(($0.file as NSString?)?.lastPathComponent ?? ""):\($0.line ?? 0):\($0.column ?? 0)" }
        #expect(found == ["undefined-constant styles.json:2:31", "invalid-color styles.json:2:56"])
        let explanation = try manager.explain(styleNamed: "S")
        #expect(explanation["textColor"]?.origin.place.file.hasSuffix("themes/parts/styles.json") == true)
    }

    @Test(arguments: [
        ("missing.json", "include-not-found", "no such file"),
        ("/etc/hosts", "include-not-found", "not an absolute one"),
        ("../outside.json", "include-not-found", "outside the folder of the top-level theme"),
        ("parts/../../outside.json", "include-not-found", "outside the folder of the top-level theme"),
        ("link.json", "include-not-found", "outside the folder of the top-level theme"),
    ])
    func whatCannotBeIncludedIsAnErrorAndNeverRead(path: String, code: String, reason: String) throws {
        let folder = try Folder(["theme.json": #"{"formatVersion": 2, "_include": "\#(path)", "Constants": {"A": "1"}}"#])
        // A file beside the theme's folder, and a link inside it that points there.
        let outside = folder.url.deletingLastPathComponent().appendingPathComponent("outside.json")
        try Data(#"{"Constants": {"SECRET": "1"}}"#.utf8).write(to: outside)
        try FileManager.default.createSymbolicLink(at: folder.url.appendingPathComponent("link.json"), withDestinationURL: outside)
        let theme = try folder.theme()
        #expect(Self.codes(theme) == [code])
        #expect(theme.diagnostics.first?.message.contains(reason) == true, "\(theme.diagnostics)")
        #expect(theme.diagnostics.first?.line == 1)
        #expect(theme.files.count == 1 && !theme.constantNames.contains("SECRET"))
        #expect(ThemeManager(defaultTheme: theme).constant(named: "A") == .string("1"), "the rest of the theme is used")
    }

    @Test func aCycleIsReportedWhereItClosesAndSkipped() throws {
        let folder = try Folder([
            "theme.json": #"{"formatVersion": 2, "_include": "a.json", "Constants": {"T": "1"}}"#,
            "a.json": #"{"formatVersion": 2, "_include": "b.json", "Constants": {"A": "1"}}"#,
            "b.json": #"{"formatVersion": 2, "_include": ["theme.json", "b.json"], "Constants": {"B": "1"}}"#,
        ])
        let theme = try folder.theme()
        #expect(Self.codes(theme) == ["include-cycle", "include-cycle"])
        #expect(theme.diagnostics.allSatisfy { $0.file?.hasSuffix("b.json") == true })
        #expect(theme.diagnostics.first?.message.contains("theme.json -> a.json -> b.json -> theme.json") == true)
        #expect(Set(ThemeManager(defaultTheme: theme).constantNames) == ["T", "A", "B"])
    }

    @Test func aDiamondIncludesTheSharedFileOnceWithoutWarnings() throws {
        let folder = try Folder([
            "theme.json": #"{"formatVersion": 2, "_include": ["a.json", "b.json"]}"#,
            "a.json": #"{"formatVersion": 2, "_include": "shared.json"}"#,
            "b.json": #"{"formatVersion": 2, "_include": "shared.json"}"#,
            "shared.json": #"{"formatVersion": 2, "Constants": {"S": "1"}}"#,
        ])
        let theme = try folder.theme()
        #expect(theme.diagnostics.isEmpty && theme.files.count == 4)
    }

    @Test func includesNestAtMostSixteenDeep() throws {
        var files: [String: String] = ["theme.json": #"{"_include": "f1.json"}"#]
        for level in 1...17 { files["f\(level).json"] = #"{"_include": "f\#(level + 1).json", "C\#(level)": "1"}"# }
        files["f18.json"] = #"{"C18": "1"}"#
        let theme = try Folder(files).theme()
        #expect(Self.codes(theme) == ["limit-exceeded"])
        #expect(theme.diagnostics.first?.file?.hasSuffix("f16.json") == true)
        #expect(theme.constantNames.contains("C16") && !theme.constantNames.contains("C17"))
    }

    @Test func allTheFilesTogetherCountAgainstTheSizeLimit() throws {
        let padding = String(repeating: "x", count: 600)
        let folder = try Folder([
            "theme.json": #"{"_include": ["a.json", "b.json"], "P": "\#(padding)"}"#,
            "a.json": #"{"A": "\#(padding)"}"#,
            "b.json": #"{"B": "\#(padding)"}"#,
        ])
        let theme = try folder.theme(limits: ThemeLimits(maximumFileSize: 1_500))
        #expect(Self.codes(theme) == ["limit-exceeded"])
        #expect(theme.constantNames == ["P", "A"])
    }

    @Test func aThemeFromDataIncludesOnlyWithABaseURL() throws {
        let folder = try Folder(["parts/a.json": #"{"A": "1"}"#])
        let text = Data(#"{"_include": "parts/a.json"}"#.utf8)
        let without = try Theme(data: text, name: "downloaded.json")
        #expect(Self.codes(without) == ["include-not-found"] && without.diagnostics.first?.message.contains("baseURL") == true)
        let with = try Theme(data: text, name: "downloaded.json", baseURL: folder.url)
        #expect(with.diagnostics.isEmpty && with.constantNames == ["A"])
    }

    @Test func aBrokenIncludedFileIsReportedAndTheRestUsed() throws {
        let folder = try Folder([
            "theme.json": #"{"_include": ["broken.json", "good.json"], "T": "1"}"#,
            "broken.json": "{\"A\": ",
            "good.json": #"{"G": "1"}"#,
        ])
        let theme = try folder.theme()
        #expect(Self.codes(theme) == ["parse-error"] && theme.diagnostics.first?.file?.hasSuffix("broken.json") == true)
        #expect(theme.constantNames == ["T", "G"])
        #expect(theme.files.count == 3, "a broken file is still one of the theme's files (live reload watches it)")
    }
}
