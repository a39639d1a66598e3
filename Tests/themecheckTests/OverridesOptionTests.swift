import Foundation
import Testing

/// `--overrides FILE`: the persisted overrides are looked up first of all,
/// for lint and resolve, and the file is only ever read.
@Suite struct OverridesOptionTests {
    @Test func resolveLooksUpTheOverridesFirst() throws {
        let run = try ThemeCheckRun(
            "resolve", "Fixtures/giotto/theme_default.plist",
            "--overrides", "Fixtures/valid/giotto-overrides.plist", "--style", "CommonLabel")
        #expect(run.status == 1)  // Giotto's two undefined constants are still there
        let json = try #require(run.json as? [String: [String: Any]])
        let label = try #require(json["styles"]?["CommonLabel"] as? [String: [String: Any]])
        #expect(label["textColor"]?["color"] as? String == "#112233FF")
        #expect((label["font"]?["font"] as? [String: Any])?["size"] as? Int == 20)
        #expect((json["constants"]?["COLOR_TEXT_COMMON"] as? [String: String])?["color"] == "#112233FF")
    }

    @Test func aBadOverridesFileIsReportedWithItsPositionAndLeftInPlace() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("themecheck-overrides-\(UUID().uuidString).plist")
        try Data("<plist><dict><key>Constants</key><dict><key>A</key><string>x</dict></dict></plist>".utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let run = try ThemeCheckRun("Fixtures/valid/example.json", "--overrides", url.path)
        #expect(run.status == 1)
        #expect(run.output == "\(url.path):1:61: error: expected `</string>`, found `<` [parse-error]\n")
        #expect(run.errors == "1 error, 0 warnings in 2 files\n")
        #expect(FileManager.default.fileExists(atPath: url.path))
        #expect(!FileManager.default.fileExists(atPath: url.path + ".corrupt"))
    }
}
