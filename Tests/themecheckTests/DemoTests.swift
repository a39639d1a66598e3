import Testing

/// `themekit-demo` end to end: Giotto's TestViewController style applied to a
/// main-actor model, re-styled through registration on switching theme from
/// a background task and back, and an override removed put back.
@Suite struct DemoTests {
    @Test func theDemoStylesAndRestylesTheSampleModel() throws {
        let run = try ThemeCheckRun(product: "themekit-demo", arguments: [])
        #expect(run.status == 0)
        #expect(run.errors == "")
        #expect(run.output.contains("  29 applied, 0 failed\n"))
        #expect(run.output.contains("placeholderFont   system 14"))
        #expect(run.output.components(separatedBy: "  2 values changed\n").count == 3, "the switch and the switch back")
        #expect(run.output.hasSuffix("saveButton.layer.borderWidth  0 (1 restored)\n"))
        try assertSnapshot(run.output, named: "demo/giotto.stdout.txt")
    }
}
