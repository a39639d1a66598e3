import Testing

/// `themecheck explain` end to end.
@Suite struct ExplainCommandTests {
    @Test func explainsGiottosScreenAgainstItsGoldenFile() throws {
        let run = try ThemeCheckRun(
            "explain", "Fixtures/giotto/theme_default.plist", "--alternative", "Fixtures/giotto/theme_2.plist",
            "--style", "TestViewController")
        #expect(run.status == 1)  // the two undefined constants of the theme, on standard error
        #expect(run.errors.split(separator: "\n").filter { $0.hasSuffix("[undefined-constant]") }.count == 2)
        try assertSnapshot(run.output, named: "explain/giotto-TestViewController.txt")
    }

    @Test func keysNarrowTheOutputAndAnUnknownKeyIsAnError() throws {
        let run = try ThemeCheckRun("explain", "Fixtures/valid/example.json", "--style", "LinkLabel", "--key", "textColor")
        #expect(run.status == 0)
        #expect(
            run.output == """
                LinkLabel

                textColor = {"color": "#0064D2FF"}
                  set at Fixtures/valid/example.json:13:60 (default theme), in style LinkLabel
                    constant COLOR_BRAND at Fixtures/valid/example.json:6:20 (default theme)
                  replaces {"color": "#1C1C1EFF"}
                    set at Fixtures/valid/example.json:12:53 (default theme), in style BodyLabel
                      via _superstyle BodyLabel at Fixtures/valid/example.json:13:34 (default theme)
                      constant COLOR_TEXT at Fixtures/valid/example.json:7:19 (default theme)

                """)
        let unknown = try ThemeCheckRun("explain", "Fixtures/valid/example.json", "--style", "LinkLabel", "--key", "textColour")
        // Not a theme problem (no code): the question names a key path the style does not set.
        #expect(unknown.status == 2)
        #expect(unknown.errors == "themecheck: error: style `LinkLabel` assigns nothing to `textColour`; did you mean `textColor`?\n")
        let unknownStyle = try ThemeCheckRun("explain", "Fixtures/valid/example.json", "--style", "LinkLable")
        #expect(unknownStyle.status == 1)
        #expect(
            unknownStyle.errors.hasPrefix(
                "Fixtures/valid/example.json: error: no theme in the chain defines a style named `LinkLable`; did you mean `LinkLabel`? [unknown-style]"
            ))
    }

    @Test func aDeprecatedTokensConstantSaysSoWithItsReason() throws {
        let run = try ThemeCheckRun("explain", "Fixtures/invalid/deprecated-token/theme.json", "--style", "Body")
        #expect(
            run.output.contains("constant COLOR_LEGACY_TEXT at ") && run.output.contains(", deprecated: the 2024 palette; use color.ink\n"))
        #expect(
            run.output.contains("constant COLOR_LEGACY_KEPT at ")
                && !run.output.contains(
                    "COLOR_LEGACY_KEPT at Fixtures/invalid/deprecated-token/brand.tokens.json:8:49 (default theme), deprecated")
        )
    }

    @Test func explainNeedsOneStyle() throws {
        let run = try ThemeCheckRun("explain", "Fixtures/valid/example.json")
        #expect(run.status == 2)
        #expect(run.errors.hasPrefix("themecheck: error: `themecheck explain` needs exactly one `--style NAME`"))
    }
}
