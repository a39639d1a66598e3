import Foundation
import Testing

@testable import ThemeKit

/// The rules that `LintOptions` configures: severities, `low-contrast`, `unused-constant`.
@Suite struct LintRulesTests {
    @Test func contrastRatiosFollowWCAG() {
        let black = ThemeColor(red: 0, green: 0, blue: 0, alpha: 1)
        let white = ThemeColor(red: 1, green: 1, blue: 1, alpha: 1)
        #expect(LowContrastRule.contrastRatio(black, white) == 21)
        #expect(LowContrastRule.contrastRatio(white, white) == 1)
        // #767676 on white is the classic just-passing grey: 4.54:1.
        let grey = ThemeColor(red: 0x76 / 255.0, green: 0x76 / 255.0, blue: 0x76 / 255.0, alpha: 1)
        #expect(LowContrastRule.format(LowContrastRule.contrastRatio(grey, white)) == "4.54")
    }

    @Test func textIsJudgedAgainstTheBackgroundOfTheSameObjectAndState() throws {
        let manager = try InlineTheme.manager(
            InlineTheme.json(
                styles: """
                    "Button": {"backgroundColor": "c:#FFFFFF", "titleColor": "c:#AAAAAA", "selected:titleColor": "c:#000000",
                               "highlighted:backgroundColor": "c:#000000", "highlighted:titleColor": "c:#111111",
                               "label": {"textColor": "c:#BBBBBB"}, "faded": {"textColor": "c:#FFFFFF80", "backgroundColor": "c:#FFFFFF"}}
                    """))
        let found = manager.lint().filter { $0.code == "low-contrast" }.map(\.message)
        #expect(
            found == [
                "style `Button` sets `titleColor` to #AAAAAAFF on `backgroundColor` #FFFFFFFF, a contrast ratio of 2.32:1, below the minimum of 4.50:1 for normal text (no font is set with it)",
                "style `Button` sets `highlighted:titleColor` to #111111FF on `highlighted:backgroundColor` #000000FF, a contrast ratio of 1.11:1, below the minimum of 4.50:1 for normal text (no font is set with it)",
            ])
    }

    @Test func contrastFollowsWCAGForDisabledStatesAndLargeText() throws {
        let manager = try InlineTheme.manager(
            InlineTheme.json(
                styles: """
                    "Disabled": {"backgroundColor": "c:#FFFFFF", "disabled:titleColor": "c:#B1B1B1"},
                    "Large": {"backgroundColor": "c:#FFFFFF", "textColor": "c:#888888", "font": "f:system,18"},
                    "LargeBold": {"backgroundColor": "c:#FFFFFF", "textColor": "c:#888888", "font": "f:Helvetica-Bold,14"},
                    "LargeWeight": {"backgroundColor": "c:#FFFFFF", "textColor": "c:#888888", "font": "f:Inter,14,bold"},
                    "SemiboldIsNotBold": {"backgroundColor": "c:#FFFFFF", "textColor": "c:#888888", "font": "f:Inter,14,semibold"},
                    "SmallBold": {"backgroundColor": "c:#FFCA17", "textColor": "c:#FFFFFF", "font": "f:systemBold,12"},
                    "LargeButStillLow": {"backgroundColor": "c:#FFFFFF", "textColor": "c:#B1B1B1", "font": "f:system,24"}
                    """))
        let found = manager.lint().filter { $0.code == "low-contrast" }.map(\.message)
        #expect(!found.contains { $0.contains("`Disabled`") }, "inactive components are exempt")
        for style in ["`Large`", "`LargeBold`", "`LargeWeight`"] {
            #expect(!found.contains { $0.contains(style) }, "\(style): 3.54:1 passes the 3:1 of large text")
        }
        #expect(
            found.contains {
                $0.contains("`SemiboldIsNotBold`")
                    && $0.contains(
                        "below the minimum of 4.50:1 for normal text (14 points; large text, held to 3.00:1, is 18 points, or 14 and bold)")
            })
        #expect(found.contains { $0.contains("`SmallBold`") && $0.contains("1.53:1") && $0.contains("(12 points and bold;") })
        #expect(
            found.contains { $0.contains("`LargeButStillLow`") && $0.contains("below the minimum of 3.00:1 for large text (24 points)") })
        let stricter = manager.lint(options: LintOptions(contrastLargeText: 4.5)).filter { $0.code == "low-contrast" }
        #expect(stricter.contains { $0.message.contains("`Large`") }, "`contrast.largeText` sets the large-text ratio")
    }

    /// A title colour is judged with the title's font, wherever the style says it.
    @Test func aTitleIsJudgedWithTheTitlesFont() throws {
        let manager = try InlineTheme.manager(
            InlineTheme.json(
                styles: """
                    "TitleFont": {"backgroundColor": "c:#FFFFFF", "titleColor": "c:#888888", "titleFont": "f:systemBold,24"},
                    "TitleLabel": {"backgroundColor": "c:#FFFFFF", "titleColor": "c:#888888", "titleLabel.font": "f:system,18"},
                    "Outlet": {"save.backgroundColor": "c:#FFFFFF", "save.titleColor": "c:#888888", "save.titleLabel.font": "f:system,18"},
                    "SmallTitle": {"backgroundColor": "c:#FFFFFF", "titleColor": "c:#888888", "titleFont": "f:system,12",
                                   "font": "f:system,24"},
                    "TextIgnoresTitle": {"backgroundColor": "c:#FFFFFF", "textColor": "c:#888888", "titleFont": "f:system,24"}
                    """))
        let found = manager.lint().filter { $0.code == "low-contrast" }.map(\.message)
        for style in ["`TitleFont`", "`TitleLabel`", "`Outlet`"] {
            #expect(!found.contains { $0.contains(style) }, "\(style): 3.54:1 passes the 3:1 of a large title")
        }
        #expect(found.contains { $0.contains("`SmallTitle`") && $0.contains("(12 points;") }, "the title's own font, not the view's")
        #expect(found.contains { $0.contains("`TextIgnoresTitle`") && $0.contains("(no font is set with it)") })
    }

    @Test func aPairManyStylesInheritIsReportedOnceAtItsPlace() throws {
        let manager = try InlineTheme.manager(
            InlineTheme.json(
                constants: #""COLOR_GREY": "c:#999999""#,
                styles: """
                    "Base": {"textColor": "COLOR_GREY", "backgroundColor": "c:#FFFFFF"},
                    "A": {"_superstyle": "Base"}, "B": {"_superstyle": "Base"}
                    """))
        let found = manager.lint().filter { $0.code == "low-contrast" }
        #expect(found.count == 1)
        // At Base's text colour (line 4 of the inline theme), with a note at its background.
        #expect(
            found.first?.line == 4 && found.first?.column == 36 && found.first?.notes.first?.message == "the background colour is set here")
        #expect(found.first?.message.hasPrefix("style `A` sets `textColor`") == true)
    }

    @Test func optionsSetSeveritiesTurnRulesOffAndMoveTheMinimum() throws {
        let manager = try InlineTheme.manager(
            InlineTheme.json(styles: #""S": {"textColor": "c:#777777", "backgroundColor": "c:#FFFFFF", "tint": "c:brand"}"#))
        #expect(manager.lint().map(\.code).sorted() == ["low-contrast", "named-color"])
        let strict = LintOptions(rules: ["named-color": .off, "low-contrast": .error], contrastMinimum: 3)
        #expect(manager.lint(options: strict).isEmpty, "#777777 on white is 4.48:1, above 3")
        let demanding = LintOptions(rules: ["low-contrast": .error], contrastMinimum: 7)
        #expect(manager.lint(options: demanding).filter { $0.severity == .error }.map(\.code) == ["low-contrast"])
    }

    @Test func unusedConstantsAreFoundOnlyWhenTurnedOn() throws {
        let manager = try InlineTheme.manager(
            InlineTheme.json(
                constants: """
                    "DIMENSION_SIZE": "16", "FONT_NAME": "Avenir", "FONT_BODY": "f:FONT_NAME,DIMENSION_SIZE",
                    "COLOR_A": "c:#000000", "COLOR_B": "COLOR_A", "COLOR_DEAD": "c:#FF0000", "INSETS": "edge:DIMENSION_SIZE,0,0,0"
                    """,
                styles: #""S": {"font": "FONT_BODY", "textColor": "COLOR_B", "list": ["INSETS"]}"#))
        #expect(!manager.lint().contains { $0.code == "unused-constant" })
        let found = manager.lint(options: LintOptions(rules: ["unused-constant": .warning])).filter { $0.code == "unused-constant" }
        #expect(found.map(\.message) == ["constant `COLOR_DEAD` is not used by any style or constant"])
        #expect(found.first?.severity == .warning && found.first?.line == 4)
    }
}
