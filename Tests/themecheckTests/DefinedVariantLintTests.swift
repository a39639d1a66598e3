import Foundation
import Testing
import ThemeKit

/// `themecheck lint THEME` told of no variant (no `--variant`, no
/// configuration) lints the default and each variant the theme defines,
/// each finding once, labelled with its variant when only that one has it.
@Suite struct DefinedVariantLintTests {
    /// A `Constants_DARK` that makes the button's text 2.28:1 on its background.
    static let darkTheme = """
        {
          "formatVersion": 2,
          "Constants": {
            "COLOR_BG": "c:#FFFFFF",
            "COLOR_FG": "c:#000000"
          },
          "Constants_DARK": {
            "COLOR_BG": "c:#1C1C1E",
            "COLOR_FG": "c:#555555"
          },
          "Styles": {
            "Button": {
              "backgroundColor": "COLOR_BG",
              "textColor": "COLOR_FG"
            }
          }
        }
        """

    /// The DARK finding, as lint reports it: at the style's line, with the
    /// lines of `Constants_DARK` that decide both colours.
    static func darkFinding(label: String) -> String {
        """
        theme.json:14:20: warning: style `Button` sets `textColor` to #555555FF on `backgroundColor` #1C1C1EFF, a contrast ratio \
        of 2.28:1, below the minimum of 4.50:1 for normal text (no font is set with it)\(label) [low-contrast]
        theme.json:13:26: note: the background colour is set here
        theme.json:9:17: note: the text colour comes from `COLOR_FG` in `Constants_DARK`, written here
        theme.json:8:17: note: the background colour comes from `COLOR_BG` in `Constants_DARK`, written here

        """
    }

    private func lint(_ theme: String, _ arguments: String..., files: [String: String] = [:]) throws -> ThemeCheckRun {
        let project = try TemporaryProject(files.merging(["theme.json": theme]) { first, _ in first })
        return try ThemeCheckRun(in: project.url, arguments: ["theme.json"] + arguments)
    }

    @Test func aConstantCycleThatOnlyAVariantMakesIsReportedWithoutFlags() throws {
        let theme = """
            {
              "formatVersion": 2,
              "Constants": {
                "COLOR_A": "c:#FFFFFF",
                "COLOR_B": "COLOR_A"
              },
              "Constants_DARK": {
                "COLOR_A": "COLOR_B"
              },
              "Styles": {"Label": {"textColor": "COLOR_B"}}
            }
            """
        let run = try lint(theme)
        #expect(run.status == 1)
        #expect(
            run.output == """
                theme.json:8:16: error: constants `COLOR_A` -> `COLOR_B` -> `COLOR_A` form a loop, so none of them resolves; \
                one of them must hold a value (in the configuration alternatives [], variants [DARK]) [constant-cycle]
                theme.json:5:16: note: `COLOR_B` is part of the loop

                """)
        #expect(run.errors == "1 error, 0 warnings in 1 file\n")
    }

    @Test func aLowContrastOnlyTheDarkVariantHasIsReportedOnceWithItsVariantAndItsLines() throws {
        let run = try lint(Self.darkTheme)
        #expect(run.status == 0)
        #expect(run.output == Self.darkFinding(label: " (in the configuration alternatives [], variants [DARK])"))
        #expect(run.errors == "0 errors, 1 warning in 1 file\n")
    }

    @Test func aFindingOfTheDefaultIsReportedOnceWithoutALabel() throws {
        // The same pair in the default and in DARK (DARK changes another constant): one finding, the default's.
        let theme = """
            {"formatVersion": 2,
             "Constants": {"COLOR_BG": "c:#777777", "COLOR_FG": "c:#888888", "DIMENSION_MARGIN": 8},
             "Constants_DARK": {"DIMENSION_MARGIN": 12},
             "Styles": {"Faint": {"backgroundColor": "COLOR_BG", "textColor": "COLOR_FG"}}}
            """
        let run = try lint(theme)
        let records = run.output.split(separator: "\n")
        #expect(records.count == 2, "\(run.output)")
        #expect(records.first?.hasSuffix("for normal text (no font is set with it) [low-contrast]") == true)
    }

    @Test func aThemeWithoutVariantsGivesTheOutputItGaveBefore() throws {
        // `Label_DARK` has no base style `Label`, so it defines no variant. The expected text is what
        // the linter printed before it linted defined variants.
        let theme = """
            {"formatVersion": 2,
             "Constants": {"COLOR_BG": "c:#777777", "COLOR_FG": "c:#888888"},
             "Styles": {"Faint": {"backgroundColor": "COLOR_BG", "textColor": "COLOR_FG"},
                        "Label_DARK": {"textColor": "COLOR_MISSING"}}}
            """
        let run = try lint(theme)
        #expect(run.status == 1)
        #expect(
            run.output == """
                theme.json:3:67: warning: style `Faint` sets `textColor` to #888888FF on `backgroundColor` #777777FF, a contrast \
                ratio of 1.26:1, below the minimum of 4.50:1 for normal text (no font is set with it) [low-contrast]
                theme.json:3:42: note: the background colour is set here
                theme.json:4:41: error: `COLOR_MISSING` looks like a constant, but no theme in the chain defines it; it is used \
                as the plain string [undefined-constant]

                """)
        #expect(run.errors == "1 error, 1 warning in 1 file\n")
    }

    @Test func variantFlagsOrAConfigurationChooseTheVariantsAsBefore() throws {
        // DARK has the low contrast; BRAND makes a cycle. Only the variants named are linted.
        let theme = Self.darkTheme.dropLast() + #", "Constants_BRAND": {"COLOR_BG": "COLOR_FG", "COLOR_FG": "COLOR_BG"}}"#
        let dark = try lint(String(theme), "--variant", "DARK")
        #expect(dark.status == 0)
        #expect(dark.output == Self.darkFinding(label: ""), "no label: DARK is what was asked for; no cycle: BRAND was not")
        #expect(dark.errors == "0 errors, 1 warning in 1 file\n")

        let configuration = #"{"themes": [{"default": "theme.json", "variants": [[]]}]}"#
        let configured = try lint(String(theme), files: ["themecheck.json": configuration])
        #expect((configured.status, configured.output) == (0, ""), "the configuration lints no variant")
        #expect(configured.errors == "0 errors, 0 warnings in 1 file\n")
    }

    @Test func aThemeOfThousandsOfVariantsLintsSixteenAndNamesTheRest() throws {
        // V0001 … V2000, each a group of its own; V0003 and V2000 each make a cycle.
        var groups = (1...2000).map { index -> String in
            let name = "V" + String(format: "%04d", index)
            let value = index == 3 || index == 2000 ? "COLOR_B" : "c:#000000"
            return "\"Constants_\(name)\": {\"COLOR_A\": \"\(value)\"}"
        }
        groups.insert("\"Constants\": {\"COLOR_A\": \"c:#FFFFFF\", \"COLOR_B\": \"COLOR_A\"}", at: 0)
        let theme = "{\"formatVersion\": 2,\n" + groups.joined(separator: ",\n") + ",\n\"Styles\": {\"S\": {\"textColor\": \"COLOR_B\"}}}"
        let started = Date()
        let run = try lint(theme)
        let elapsed = Date().timeIntervalSince(started)
        #expect(run.status == 1)
        let records = run.output.split(separator: "\n")
        #expect(records.count == 2, "\(run.output)")
        #expect(records.first?.contains("(in the configuration alternatives [], variants [V0003]) [constant-cycle]") == true)
        let leftOut = (17...32).map { "`V" + String(format: "%04d", $0) + "`" }.joined(separator: ", ")
        #expect(
            run.errors == """
                themecheck: note: `theme.json` defines 2000 variants; lint checked the default and the first 16 alone, \
                not \(leftOut) and 1968 more (name one with `--variant`, or list them in a themecheck.json)
                1 error, 0 warnings in 1 file

                """)
        // Seventeen lints of the theme, not two thousand and one.
        #expect(elapsed < 60, "took \(elapsed) s")
    }

    @Test func theVariantsAThemeDefinesAreItsConstantGroupsAndItsStylesWithABase() throws {
        let theme = """
            {"formatVersion": 2,
             "Constants": {"COLOR_A": "c:#000000"},
             "Constants_IPAD": {"COLOR_A": "c:#111111"},
             "Constants_DARK_HIGH_CONTRAST": {"COLOR_A": "c:#222222"},
             "Styles": {"Button": {"textColor": "COLOR_A"}, "Button_DARK": {"textColor": "COLOR_A"},
                        "Button_DARK_HIGH_CONTRAST": {"textColor": "COLOR_A"}, "Label_TV": {"textColor": "COLOR_A"},
                        "Button_lower": {"textColor": "COLOR_A"}, "Button_IPAD": {"textColor": "COLOR_A"}}}
            """
        let manager = ThemeManager(defaultTheme: try Theme(data: Data(theme.utf8), name: "theme.json"))
        // `Label_TV` has no `Label`; `lower` is no variant name; IPAD is named once.
        #expect(manager.chain.definedVariants == ["IPAD", "DARK_HIGH_CONTRAST", "DARK", "HIGH_CONTRAST"])
    }

    @Test func aStyleNameOfManyUnderscoresIsSplitAFewTimesOnly() throws {
        // 100,000 splits, each a look-up of a head up to 200,000 bytes long, unless bounded.
        let long = "A" + String(repeating: "_A", count: 100_000)
        let theme = "{\"formatVersion\": 2, \"Styles\": {\"A\": {\"alpha\": 1}, \"\(long)\": {\"alpha\": 1}}}"
        let manager = ThemeManager(defaultTheme: try Theme(data: Data(theme.utf8), name: "theme.json"))
        let started = Date()
        #expect(manager.chain.definedVariants.isEmpty, "the base `A` is 100,000 splits from the end")
        #expect(Date().timeIntervalSince(started) < 5)
    }
}
