import Testing

@testable import ThemeKit

/// `ThemeFont.systemFontName`: the three system names in any ASCII case,
/// canonically spelled; nothing else, as `lowercased()` would decide.
@Suite struct ThemeFontNameTests {
    @Test(arguments: [
        ("system", "system"), ("SYSTEM", "system"), ("SyStEm", "system"),
        ("systembold", "systemBold"), ("SystemBold", "systemBold"), ("SYSTEMBOLD", "systemBold"),
        ("systemitalic", "systemItalic"), ("systemItalic", "systemItalic"),
    ])
    func systemNamesInAnyCase(written: String, canonical: String) {
        #expect(ThemeFont.systemFontName(written) == canonical)
    }

    @Test(arguments: [
        "", "syste", "systems", "system bold", "système", "SYSTEMİTALİC", "systemıtalic", "SYSTEM\u{0}", "Avenir", "sy{tem",
        "\u{212A}system",
    ])
    func otherNamesAreNotSystemFonts(written: String) {
        #expect(ThemeFont.systemFontName(written) == nil)
        #expect(ThemeFont.systemFontName(written) == Self.byLowercasing(written), "agrees with lowercased()")
    }

    /// What the name meant when it was compared lowercased.
    private static func byLowercasing(_ name: String) -> String? {
        ["system": "system", "systembold": "systemBold", "systemitalic": "systemItalic"][name.lowercased()]
    }
}
