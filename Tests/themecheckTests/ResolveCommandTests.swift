import Foundation
import Testing

/// `themecheck resolve` end to end: the built binary, its stdout, stderr and
/// exit status, against golden files and the rules of themecheck.md.
@Suite struct ResolveCommandTests {
    static let cases: [(name: String, arguments: [String], status: Int32)] = [
        ("giotto-default", ["resolve", "Fixtures/giotto/theme_default.plist"], 1),
        ("giotto-alternative", ["resolve", "Fixtures/giotto/theme_default.plist", "--alternative", "Fixtures/giotto/theme_2.plist"], 1),
        ("example", ["resolve", "Fixtures/valid/example.json"], 0),
        ("example-ipad", ["resolve", "Fixtures/valid/example.json", "--variant", "IPAD", "--style", "PrimaryButton"], 0),
    ]

    @Test(arguments: cases)
    func outputMatchesItsGoldenFiles(name: String, arguments: [String], status: Int32) throws {
        let run = try ThemeCheckRun(arguments: arguments)
        #expect(run.status == status)
        #expect(run.json is [String: Any], "stdout is one JSON object")
        try assertSnapshot(run.output, named: "resolve/\(name).stdout.json")
        try assertSnapshot(run.errors, named: "resolve/\(name).stderr.txt")
    }

    @Test func giottosUndefinedConstantsAreReportedWithTheirPositions() throws {
        let run = try ThemeCheckRun("resolve", "Fixtures/giotto/theme_default.plist")
        let lines = run.errors.split(separator: "\n").filter { !$0.hasSuffix("[low-contrast]") && !$0.contains(": note: ") }
        #expect(lines.count == 2)
        #expect(lines[0].hasPrefix("Fixtures/giotto/theme_default.plist:95:4: error: `COLOR_BRAND_ALTERNATIVE`"))
        #expect(lines[1].hasPrefix("Fixtures/giotto/theme_default.plist:99:4: error: `COLOR_TEXT_PLACEHOLDER`"))
        #expect(lines.allSatisfy { $0.hasSuffix("[undefined-constant]") })
    }

    @Test func theAlternativeChangesExactlyWhatDependsOnItsTwoConstants() throws {
        let base = try #require(try ThemeCheckRun("resolve", "Fixtures/giotto/theme_default.plist").json as? [String: [String: Any]])
        let switched = try #require(
            try ThemeCheckRun(
                "resolve", "Fixtures/giotto/theme_default.plist",
                "--alternative", "Fixtures/giotto/theme_2.plist"
            ).json as? [String: [String: Any]])
        let overridden = ["COLOR_TEXT_COMMON": ("#4D4D4DFF", "#545454FF"), "COLOR_BACKGROUND_COMMON": ("#F6F6F6FF", "#050505FF")]
        func color(_ value: Any?) -> String? { (value as? [String: Any])?["color"] as? String }

        let baseConstants = try #require(base["constants"])
        let switchedConstants = try #require(switched["constants"])
        #expect(Set(baseConstants.keys) == Set(switchedConstants.keys))
        for (name, value) in baseConstants {
            let expected = overridden[name].map { $0.1 } ?? color(value)
            #expect(color(switchedConstants[name]) == expected, "\(name)")
        }
        let baseStyles = try #require(base["styles"] as? [String: [String: Any]])
        let switchedStyles = try #require(switched["styles"] as? [String: [String: Any]])
        #expect(Set(baseStyles.keys) == Set(switchedStyles.keys))
        var changed = 0
        for (style, assignments) in baseStyles {
            for (keyPath, value) in assignments {
                let other = switchedStyles[style]?[keyPath]
                if let new = overridden.values.first(where: { $0.0 == color(value) })?.1 {
                    #expect(color(other) == new, "\(style).\(keyPath) should follow the alternative")
                    changed += 1
                } else {
                    #expect(
                        NSDictionary(dictionary: ["v": value]) == NSDictionary(dictionary: ["v": other as Any]),
                        "\(style).\(keyPath) should not change")
                }
            }
        }
        #expect(changed == 6)
    }

    @Test func variantsChooseConstantsAndStyles() throws {
        let light = try ThemeCheckRun("resolve", "Fixtures/valid/dark-mode.json")
        let dark = try ThemeCheckRun("resolve", "Fixtures/valid/dark-mode.json", "--variant", "IPAD", "--variant", "DARK")
        #expect((light.status, dark.status, dark.errors) == (0, 0, ""))
        let lightConstants = try #require((light.json as? [String: Any])?["constants"] as? [String: Any])
        let darkConstants = try #require((dark.json as? [String: Any])?["constants"] as? [String: Any])
        #expect((lightConstants["COLOR_BACKGROUND"] as? [String: String])?["color"] == "#FFFFFFFF")
        #expect((darkConstants["COLOR_BACKGROUND"] as? [String: String])?["color"] == "#000000FF")
        #expect((darkConstants["DIMENSION_MARGIN"] as? [String: Int])?["number"] == 24)
        let card = try #require(((dark.json as? [String: Any])?["styles"] as? [String: Any])?["Card"] as? [String: Any])
        #expect((card["title.textColor"] as? [String: String])?["color"] == "#F2F2F7FF")
        #expect((card["layer.borderWidth"] as? [String: Int])?["number"] == 1)
        let typo = try ThemeCheckRun("resolve", "Fixtures/valid/dark-mode.json", "--variant", "DRAK")
        #expect(typo.status == 0)
        #expect(typo.errors.contains("did you mean `DARK`? [unknown-variant]"))
    }

    @Test func explainNamesTheVariantGroupOfAConstant() throws {
        let run = try ThemeCheckRun(
            "explain", "Fixtures/valid/dark-mode.json", "--variant", "DARK", "--style", "Card", "--key", "title.textColor")
        #expect(run.status == 0)
        #expect(run.output.contains("constant COLOR_TEXT at Fixtures/valid/dark-mode.json:11:19 (default theme), in Constants_DARK"))
    }

    @Test func anUnknownStyleIsAnErrorAndLeftOut() throws {
        let run = try ThemeCheckRun("resolve", "Fixtures/valid/example.json", "--style", "BodyLabel", "--style", "BodyLable")
        #expect(run.status == 1)
        let styles = try #require((run.json as? [String: Any])?["styles"] as? [String: Any])
        #expect(Array(styles.keys) == ["BodyLabel"])
        #expect(run.errors == "error: no theme in the chain defines a style named `BodyLable`; did you mean `BodyLabel`? [unknown-style]\n")
    }

    @Test func aFileThatCannotBeOpenedIsExitStatusTwo() throws {
        let run = try ThemeCheckRun("resolve", "Fixtures/nothing-here.plist")
        #expect(run.status == 2)
        #expect(run.errors == "themecheck: error: cannot open `Fixtures/nothing-here.plist`: no such file\n")
    }
}
