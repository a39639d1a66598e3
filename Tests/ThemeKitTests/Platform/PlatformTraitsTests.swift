import Testing
import ThemeKit

/// Traits as the platforms report them become the environment a theme sees.
@Suite struct PlatformTraitsTests {
    @Test func unspecifiedTraitsContributeNoVariant() {
        #expect(PlatformTraits().environment == ThemeEnvironment())
        #expect(PlatformTraits().environment.variantNames.isEmpty)
    }

    @Test func aDarkIPadInRegularWidthWithHighContrast() {
        let traits = PlatformTraits(idiom: .pad, horizontalSizeClass: .regular, interfaceStyle: .dark, contrast: .high)
        #expect(traits.environment == ThemeEnvironment(idiom: .pad, horizontalSizeClass: .regular, appearance: .dark, contrast: .high))
        #expect(traits.environment.variantNames == ["IPAD", "REGULAR", "DARK", "HIGH_CONTRAST"])
    }

    @Test(arguments: [
        (PlatformTraits.Idiom.phone, ThemeEnvironment.Idiom.phone), (.pad, .pad), (.tv, .tv), (.carPlay, .car),
        (.mac, .mac), (.vision, .vision), (.watch, .watch),
    ])
    func everyIdiomMaps(idiom: PlatformTraits.Idiom, expected: ThemeEnvironment.Idiom) {
        #expect(PlatformTraits(idiom: idiom).environment.idiom == expected)
    }

    @Test func lightAndNormalAreSaidAsSuch() {
        let traits = PlatformTraits(horizontalSizeClass: .compact, interfaceStyle: .light, contrast: .normal)
        #expect(traits.environment == ThemeEnvironment(horizontalSizeClass: .compact, appearance: .light, contrast: .normal))
        #expect(traits.environment.variantNames == ["COMPACT", "LIGHT"])
    }

    @Test(arguments: [
        ("NSAppearanceNameAqua", PlatformTraits.InterfaceStyle.light, PlatformTraits.Contrast.normal),
        ("NSAppearanceNameDarkAqua", .dark, .normal),
        ("NSAppearanceNameVibrantDark", .dark, .normal),
        ("NSAppearanceNameVibrantLight", .light, .normal),
        ("NSAppearanceNameAccessibilityHighContrastAqua", .light, .high),
        ("NSAppearanceNameAccessibilityHighContrastDarkAqua", .dark, .high),
        ("NSAppearanceNameAccessibilityHighContrastVibrantDark", .dark, .high),
        ("SomeFutureAppearance", .light, .normal),
    ])
    func anAppKitAppearanceNameMaps(name: String, style: PlatformTraits.InterfaceStyle, contrast: PlatformTraits.Contrast) {
        let traits = PlatformTraits(appearanceName: name)
        #expect(traits == PlatformTraits(idiom: .mac, interfaceStyle: style, contrast: contrast))
    }

    @Test func aManagerFollowsTheTraitsItIsGiven() throws {
        let manager = try InlineTheme.manager(
            """
            {"formatVersion": 2, "Constants": {"COLOR_TEXT": "c:#000000"}, "Constants_DARK": {"COLOR_TEXT": "c:#FFFFFF"}}
            """)
        manager.environment = PlatformTraits(interfaceStyle: .dark).environment
        #expect(manager.constant(named: "COLOR_TEXT") == .color(.hex("FFFFFF")))
        manager.environment = PlatformTraits(interfaceStyle: .light).environment
        #expect(manager.constant(named: "COLOR_TEXT") == .color(.hex("000000")))
    }
}
