import Foundation
import Testing
import ThemeKit
import ThemeKitTesting

/// `themekit-demo` end to end: Giotto's TestViewController style applied to a
/// main-actor model, re-styled through registration on switching theme from
/// a background task and back, an override removed put back, and a card
/// following the environment into dark mode and out.
@Suite struct DemoTests {
    @Test func theDemoStylesAndRestylesTheSampleModel() throws {
        let run = try ThemeCheckRun(product: "themekit-demo", arguments: [])
        #expect(run.status == 0)
        #expect(run.errors == "")
        #expect(run.output.contains("  29 applied, 0 failed\n"))
        #expect(run.output.contains("placeholderFont   system 14"))
        #expect(run.output.components(separatedBy: "  2 values changed\n").count == 3, "the switch and the switch back")
        #expect(run.output.contains("saveButton.layer.borderWidth  0 (1 restored)\n"))
        #expect(run.output.contains("The environment turns dark (active variants: IPHONE, DARK)\n"))
        #expect(run.output.contains("Card_DARK's border is put back as it was (2 restored)"))
        #expect(
            run.output.hasSuffix(
                "  layer.borderWidth  1 -> 0\n  layer.borderColor  #3A3A3CFF -> -\n  title.textColor    #F2F2F7FF -> #1C1C1EFF\n  4 values changed\n"
            ))
        try assertSnapshot(run.output, named: "demo/giotto.stdout.txt")
    }

    /// The demo's screen as it resolves, light and dark, kept in
    /// `__Snapshots__/DemoTests/` (ThemeKitTesting's snapshot tests, as an app uses them).
    @Test func theDemoScreenResolvesAsRecorded() throws {
        let giotto = PackagePath.root.appendingPathComponent("Fixtures/giotto")
        let manager = ThemeManager(
            defaultTheme: try Theme(contentsOf: giotto.appendingPathComponent("theme_default.plist")),
            alternatives: [try Theme(contentsOf: giotto.appendingPathComponent("theme_2.plist"))])
        assertThemeSnapshot(of: manager, styles: ["TestViewController", "CommonLabel"], variants: [[], ["DARK"]])
    }
}
