import Foundation
import Testing

/// `themecheck preview THEME --output FILE` told of no variant shows a
/// column for the default and for each variant the theme defines, as lint
/// checks them.
@Suite struct DefinedVariantPreviewTests {
    private func preview(_ theme: String, _ arguments: String..., files: [String: String] = [:]) throws -> (ThemeCheckRun, String) {
        let project = try TemporaryProject(files.merging(["theme.json": theme]) { first, _ in first })
        let run = try ThemeCheckRun(in: project.url, arguments: ["preview", "theme.json", "--output", "preview.html"] + arguments)
        return (run, try project.read("preview.html"))
    }

    private var darkMode: String {
        get throws { try String(contentsOf: PackagePath.root.appendingPathComponent("Fixtures/valid/dark-mode.json"), encoding: .utf8) }
    }

    @Test func withoutFlagsEachVariantTheThemeDefinesIsAColumn() throws {
        // dark-mode.json: `Constants_DARK`, `Constants_IPAD` and `Card_DARK`.
        let (run, html) = try preview(try darkMode)
        #expect((run.status, run.errors) == (0, ""))
        #expect(html.contains("<span>default</span><span>variant DARK</span><span>variant IPAD</span></"))
        #expect(html.contains("3 configurations side by side"))
    }

    @Test func variantFlagsOrAConfigurationChooseTheColumnsAsBefore() throws {
        let (flagged, flaggedPage) = try preview(try darkMode, "--variant", "IPAD")
        #expect(flagged.status == 0)
        #expect(flaggedPage.contains("<span>default</span><span>variant IPAD</span></"))

        let configuration = #"{"themes": [{"default": "theme.json", "variants": [[], ["DARK"]]}]}"#
        let (configured, configuredPage) = try preview(try darkMode, files: ["themecheck.json": configuration])
        #expect(configured.status == 0)
        #expect(configuredPage.contains("<span>default</span><span>variants DARK</span></"))
    }

    @Test func aThemeOfThousandsOfVariantsShowsSixteenAndNamesTheRest() throws {
        let groups = (1...2000).map { "\"Constants_V\(String(format: "%04d", $0))\": {\"COLOR_A\": \"c:#000000\"}" }
        let theme = "{\"formatVersion\": 2, \"Constants\": {\"COLOR_A\": \"c:#FFFFFF\"},\n" + groups.joined(separator: ",\n") + "}"
        let (run, html) = try preview(theme)
        #expect(run.status == 0)
        #expect(html.contains("17 configurations side by side"))
        #expect(html.contains("<span>variant V0016</span></") && !html.contains("V0017</span>"))
        let leftOut = (17...32).map { "`V" + String(format: "%04d", $0) + "`" }.joined(separator: ", ")
        #expect(
            run.errors == """
                themecheck: note: `theme.json` defines 2000 variants; the page shows the default and the first 16 alone, \
                not \(leftOut) and 1968 more (name one with `--variant`, or list them in a themecheck.json)

                """)
    }
}
