import Foundation
import Testing

@testable import ThemeKit

/// Names that collapse into one (`name-collision`): reported with both
/// sources, the first kept, never last-wins in silence.
@Suite struct NameCollisionTests {
    @Test func tokenPathsGivingOneConstantNameKeepTheFirstAndSayWhy() throws {
        let text = ##"""
            {"color": {"$type": "color",
              "brand-primary": {"$value": "#0064D2"}, "brand": {"primary": {"$value": "#FF3B30"}}, "brand_primary": {"$value": "#000000"},
              "link": {"$value": "{color.brand.primary}"}, "button": {"$value": "{color.brand-primary}"}}}
            """##
        let theme = try Theme(data: Data(text.utf8), name: "c.tokens.json")
        let collisions = theme.diagnostics.filter { $0.code == "name-collision" }
        #expect(collisions.count == 3, "two tokens left out, and the alias to one of them")
        #expect(collisions.allSatisfy { $0.message.contains("`color.brand-primary`") }, "each names the token that kept the name")
        let manager = ThemeManager(defaultTheme: theme)
        #expect(manager.constant(named: "COLOR_BRAND_PRIMARY") == .color(ThemeColor(red: 0, green: 100 / 255, blue: 210 / 255, alpha: 1)))
        #expect(manager.constant(named: "COLOR_LINK") == nil, "not the colour of another token")
        #expect(manager.constant(named: "COLOR_BUTTON") == manager.constant(named: "COLOR_BRAND_PRIMARY"))
    }

    @Test func modesThatDifferOnlyInCaseAreReported() throws {
        let text = ##"""
            {"bg": {"$type": "color", "$value": "#FFFFFF", "$extensions": {"mode": {"dark": "#000000", "Dark": "#111111"}}}}
            """##
        let theme = try Theme(data: Data(text.utf8), name: "m.tokens.json")
        #expect(theme.diagnostics.ignoringLegacyForms.map(\.code) == ["name-collision"])
        #expect(theme.diagnostics.first?.message.contains("mode `Dark` gives the variant `DARK`, which mode `dark` gives too") == true)
        let manager = ThemeManager(defaultTheme: theme)
        manager.variants = ["DARK"]
        #expect(manager.constant(named: "COLOR_BG") == .color(ThemeColor(red: 0, green: 0, blue: 0, alpha: 1)))
    }

    @Test func constantsGivingOneCSSPropertyAreReportedOnce() throws {
        let text =
            #"{"formatVersion": 2, "Constants": {"COLOR_BRAND_PRIMARY": "c:#000000", "COLOR_BRAND-PRIMARY": "c:#FFFFFF", "COLOR_LINK": "COLOR_BRAND-PRIMARY"}}"#
        let manager = ThemeManager(defaultTheme: try Theme(data: Data(text.utf8), name: "t.json"))
        let (css, diagnostics) = ThemeExport(manager: manager).css()
        #expect(diagnostics.map(\.code) == ["name-collision"])
        #expect(diagnostics.first?.message.contains("`COLOR_BRAND-PRIMARY`") == true && diagnostics.first?.line != nil)
        #expect(css.components(separatedBy: "--color-brand-primary:").count == 2, "one property")
        #expect(css.contains("--color-link: #ffffff;"), "the alias keeps its own value, not the other constant's property")
    }
}
