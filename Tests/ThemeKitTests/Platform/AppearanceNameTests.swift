import Testing
import ThemeKit

/// AppKit appearance names, as plain text, become the environment a theme sees.
@Suite struct AppearanceNameTests {
    @Test(arguments: [
        ("NSAppearanceNameAqua", ThemeEnvironment.Appearance.light, ThemeEnvironment.Contrast.normal),
        ("NSAppearanceNameDarkAqua", .dark, .normal),
        ("NSAppearanceNameVibrantDark", .dark, .normal),
        ("NSAppearanceNameVibrantLight", .light, .normal),
        ("NSAppearanceNameAccessibilityHighContrastAqua", .light, .high),
        ("NSAppearanceNameAccessibilityHighContrastDarkAqua", .dark, .high),
        ("NSAppearanceNameAccessibilityHighContrastVibrantDark", .dark, .high),
        ("SomeFutureAppearance", .light, .normal),
    ])
    func anAppKitAppearanceNameMaps(name: String, appearance: ThemeEnvironment.Appearance, contrast: ThemeEnvironment.Contrast) {
        #expect(ThemeEnvironment(appearanceName: name) == ThemeEnvironment(idiom: .mac, appearance: appearance, contrast: contrast))
    }

    @Test func aManagerFollowsTheAppearanceItIsGiven() throws {
        let manager = try InlineTheme.manager(
            """
            {"formatVersion": 2, "Constants": {"COLOR_TEXT": "c:#000000"}, "Constants_DARK": {"COLOR_TEXT": "c:#FFFFFF"}}
            """)
        manager.environment = ThemeEnvironment(appearanceName: "NSAppearanceNameDarkAqua")
        #expect(manager.constant(named: "COLOR_TEXT") == .color(.hex("FFFFFF")))
        manager.environment = ThemeEnvironment(appearanceName: "NSAppearanceNameAqua")
        #expect(manager.constant(named: "COLOR_TEXT") == .color(.hex("000000")))
    }
}
