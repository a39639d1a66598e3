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

    /// The column labels of the page's legend, in order.
    static func columns(of html: String) -> [String] {
        guard let legend = html.firstRange(of: "<div class=\"legend\">"), let end = html[legend.upperBound...].firstRange(of: "</div>")
        else { return [] }
        return html[legend.upperBound..<end.lowerBound].matches(of: /<span[^>]*>([^<]*)<\/span>/).map { String($0.output.1) }
    }

    private var darkMode: String {
        get throws { try String(contentsOf: PackagePath.root.appendingPathComponent("Fixtures/valid/dark-mode.json"), encoding: .utf8) }
    }

    @Test func withoutFlagsEachVariantTheThemeDefinesIsAColumn() throws {
        // dark-mode.json: `Constants_DARK`, `Constants_IPAD` and `Card_DARK`.
        let (run, html) = try preview(try darkMode)
        #expect((run.status, run.errors) == (0, ""))
        #expect(Self.columns(of: html) == ["default", "variant DARK", "variant IPAD"])
        #expect(html.contains("3 configurations side by side"))
        // `Card_DARK` is how `Card` looks with DARK on: inside Card's card, not a row of its own.
        #expect(html.contains("Styles (1)") && html.components(separatedBy: "<div class=\"variant-name\">").count - 1 == 3)
    }

    @Test func aCombinationTheThemeWritesIsAColumnOfItsOwn() throws {
        let theme = #"""
            {"formatVersion": 2, "Constants": {"COLOR_TEXT": "c:#000000"},
             "Constants_DARK": {"COLOR_TEXT": "c:#FFFFFF"}, "Constants_DARK_HIGH_CONTRAST": {"COLOR_TEXT": "c:#FFFF00"},
             "Styles": {"Label": {"textColor": "COLOR_TEXT"}}}
            """#
        let (run, html) = try preview(theme)
        #expect(run.status == 0, "\(run.errors)")
        #expect(Self.columns(of: html) == ["default", "variant DARK", "variant DARK_HIGH_CONTRAST"])
        #expect(html.contains("c:#FFFF00FF"))
    }

    @Test func variantFlagsOrAConfigurationChooseTheColumnsAsBefore() throws {
        let (flagged, flaggedPage) = try preview(try darkMode, "--variant", "IPAD")
        #expect(flagged.status == 0)
        #expect(Self.columns(of: flaggedPage) == ["default", "variant IPAD"])

        let configuration = #"{"themes": [{"default": "theme.json", "variants": [[], ["DARK"]]}]}"#
        let (configured, configuredPage) = try preview(try darkMode, files: ["themecheck.json": configuration])
        #expect(configured.status == 0)
        #expect(Self.columns(of: configuredPage) == ["default", "variants DARK"])
    }

    @Test func aThemeOfThousandsOfVariantsShowsSixteenAndNamesTheRest() throws {
        let groups = (1...2000).map { "\"Constants_V\(String(format: "%04d", $0))\": {\"COLOR_A\": \"c:#000000\"}" }
        let theme = "{\"formatVersion\": 2, \"Constants\": {\"COLOR_A\": \"c:#FFFFFF\"},\n" + groups.joined(separator: ",\n") + "}"
        let (run, html) = try preview(theme)
        #expect(run.status == 0)
        #expect(html.contains("17 configurations side by side"))
        #expect(Self.columns(of: html).last == "variant V0016" && !html.contains("V0017</span>"))
        let leftOut = (17...32).map { "`V" + String(format: "%04d", $0) + "`" }.joined(separator: ", ")
        #expect(
            run.errors == """
                themecheck: note: `theme.json` defines 2000 variants; the page shows the default and the first 16 alone, \
                not \(leftOut) and 1968 more (name one with `--variant`, or list them in a themecheck.json)

                """)
    }
}
