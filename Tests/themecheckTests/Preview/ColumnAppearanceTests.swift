import Testing
import ThemeKit

@testable import themecheck

/// The background a column is drawn on: the theme's where it names one, else the platform's.
@Suite struct ColumnAppearanceTests {
    private let black = ThemeColor(red: 0, green: 0, blue: 0, alpha: 1)

    @Test func theThemesBackgroundConstantWins() {
        let appearance = ColumnAppearance(constants: ["COLOR_BACKGROUND": .color(black)], variants: [])
        #expect(appearance.constant == "COLOR_BACKGROUND" && appearance.isDark && appearance.background == black)
    }

    @Test func withoutOneADarkVariantIsDrawnOnTheSystemsDarkBackground() {
        #expect(ColumnAppearance(constants: [:], variants: ["DARK"]).background == ColumnAppearance.systemDark)
        #expect(ColumnAppearance(constants: [:], variants: ["DARK_HIGH_CONTRAST"]).isDark)
        #expect(ColumnAppearance(constants: [:], variants: ["IPAD"]) == ColumnAppearance(constants: [:], variants: []))
        #expect(ColumnAppearance(constants: [:], variants: []).background == ColumnAppearance.systemLight)
    }

    @Test func aTranslucentBackgroundIsSeenOverTheSystems() {
        let scrim = ThemeColor(red: 0, green: 0, blue: 0, alpha: 0.5)
        let appearance = ColumnAppearance(constants: ["COLOR_BACKGROUND": .color(scrim)], variants: [])
        #expect(appearance.background.alpha == 1 && abs(appearance.background.red - 0.5) < 0.001)
    }
}
