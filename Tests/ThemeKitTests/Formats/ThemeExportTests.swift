import Foundation
import Testing

@testable import ThemeKit

/// `ThemeExport`: constants as design tokens (read back exactly) and as CSS.
@Suite struct ThemeExportTests {
    /// Every constant of `manager` with `variants`, as resolved.
    static func constants(_ manager: ThemeManager, variants: [String] = []) -> [String: ThemeValue] {
        manager.variants = variants
        return Dictionary(
            uniqueKeysWithValues: manager.constantNames.compactMap { name in manager.constant(named: name).map { (name, $0) } })
    }

    @Test(arguments: [
        "valid/example.json", "valid/dark-mode.json", "valid/tokens/theme.json", "giotto/theme_default.plist",
        "valid/example-openstep.plist", "valid/design-system.json",
    ])
    func tokensReadBackAsTheSameConstantsInEveryMode(fixture: String) throws {
        let original = ThemeManager(defaultTheme: try Theme(contentsOf: FixturePath.url(fixture)))
        let tokens = ThemeExport(manager: original).designTokens()
        let imported = ThemeManager(defaultTheme: try Theme(data: Data(tokens.utf8), name: "exported.tokens.json"))
        #expect(Self.constants(imported) == Self.constants(original))
        for variant in ["DARK", "IPAD"] {
            #expect(
                Self.constants(imported, variants: [variant]) == Self.constants(original, variants: [variant]), "\(fixture) with \(variant)"
            )
        }
    }

    @Test func aConstantOnlyAModeDefinesIsNotLostFromEitherExport() throws {
        // An outsider's case: `COLOR_GLOW` in `Constants_DARK` alone was in neither export.
        let original = try InlineTheme.manager(
            #"{"formatVersion": 2, "Constants": {"COLOR_A": "c:#FF0000"}, "Constants_DARK": {"COLOR_A": "c:#000000", "COLOR_GLOW": "c:#ABCDEF"}}"#
        )
        for grouped in [false, true] {
            original.variants = []
            let tokens = ThemeExport(manager: original).designTokens(grouped: grouped)
            let imported = ThemeManager(defaultTheme: try Theme(data: Data(tokens.utf8), name: "modes.tokens.json"))
            for variants in [[], ["DARK"]] {
                #expect(Self.constants(imported, variants: variants) == Self.constants(original, variants: variants), "\(tokens)")
            }
        }
        original.variants = []
        let css = ThemeExport(manager: original).css()
        #expect(css.diagnostics.isEmpty)
        #expect(
            css.text.hasSuffix(
                "@media (prefers-color-scheme: dark) {\n  :root {\n    --color-a: #000000;\n    --color-glow: #abcdef;\n  }\n}\n"))
    }

    @Test func constantsNamedAsDTCGReservesSurviveTheRoundTrip() throws {
        let text = #"""
            {"formatVersion": 2, "Constants": {
              "$type": "c:#111111", "$value": 12, "$description": "f:system,14", "$extensions": "c:#222222",
              "_type": "c:#333333", "A.B": 3, "{X}": 4, "COLOR_LINK": "$value", "$plain": "center"}}
            """#
        let original = ThemeManager(defaultTheme: try Theme(data: Data(text.utf8), name: "reserved.json"))
        let tokens = ThemeExport(manager: original).designTokens()
        let json = try #require(try JSONSerialization.jsonObject(with: Data(tokens.utf8)) as? [String: Any])
        #expect(json.keys.filter { $0.hasPrefix("$") } == ["$extensions"], "only ThemeKit's own extensions at the top")
        let imported = ThemeManager(defaultTheme: try Theme(data: Data(tokens.utf8), name: "exported.tokens.json"))
        #expect(imported.lint().filter { $0.severity == .error }.isEmpty)
        #expect(Self.constants(imported) == Self.constants(original))
    }

    @Test func aliasesStayAliasesAndWhatNoTokenHoldsIsCarried() throws {
        let manager = try InlineTheme.manager(
            InlineTheme.json(
                constants:
                    #""COLOR_BASE": "c:#0064D2", "COLOR_LINK": "COLOR_BASE", "ALIGNMENT": "center", "DIMENSION_GAP": "12", "FLAG": true"#,
                styles: ""))
        let tokens = ThemeExport(manager: manager).designTokens()
        let json = try #require(try JSONSerialization.jsonObject(with: Data(tokens.utf8)) as? [String: Any])
        #expect((json["COLOR_LINK"] as? [String: Any])?["$value"] as? String == "{COLOR_BASE}")
        #expect(((json["DIMENSION_GAP"] as? [String: Any])?["$value"] as? [String: Any])?["unit"] as? String == "px")
        let carried = ((json["$extensions"] as? [String: Any])?["org.themekit"] as? [String: Any])?["constants"] as? [String: [String: Any]]
        #expect(carried?["Constants"]?["ALIGNMENT"] as? String == "center" && carried?["Constants"]?["FLAG"] as? Bool == true)
        #expect(json["ALIGNMENT"] == nil, "a plain string is no token")
    }

    @Test func cssHasCustomPropertiesAndTheDarkModeUnderItsMediaQuery() throws {
        let manager = ThemeManager(defaultTheme: try Theme(contentsOf: FixturePath.url("valid/dark-mode.json")))
        let (css, leftOut) = ThemeExport(manager: manager).css()
        #expect(css.contains(":root {\n  --color-background: #ffffff;\n"))
        #expect(css.contains("--dimension-margin: 16px;"))
        #expect(css.contains("@media (prefers-color-scheme: dark) {\n  :root {\n    --color-background: #000000;\n"))
        #expect(
            leftOut.map(\.message) == [
                "the `Constants_IPAD` value of constant `DIMENSION_MARGIN` is left out of the CSS export: CSS has no media query for it (only DARK and HIGH_CONTRAST have one); its other values are exported"
            ])
        let aliases = try InlineTheme.manager(
            InlineTheme.json(constants: #""COLOR_A": "c:#FF000080", "COLOR_B": "COLOR_A", "FONT_T": "f:systemBold,20""#, styles: ""))
        let (text, _) = ThemeExport(manager: aliases).css()
        #expect(
            text.contains("--color-a: #ff000080;") && text.contains("--color-b: var(--color-a);")
                && text.contains("--font-t: bold 20px system-ui;"))
    }
}
