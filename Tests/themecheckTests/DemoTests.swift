import Testing

/// `themekit-demo` end to end: Giotto's TestViewController style applied to a
/// plain-Swift model, then re-styled through registration on switching theme.
@Suite struct DemoTests {
    @Test func theDemoStylesAndRestylesTheSampleModel() throws {
        let run = try ThemeCheckRun(product: "themekit-demo", arguments: [])
        #expect(run.status == 0)
        #expect(run.errors == "")
        #expect(run.output.contains("  29 applied, 0 failed\n"))
        #expect(run.output.contains("placeholderFont   system 14"))
        #expect(run.output.hasSuffix("  2 values changed\n"))
        try assertSnapshot(run.output, named: "demo/giotto.stdout.txt")
    }
}
