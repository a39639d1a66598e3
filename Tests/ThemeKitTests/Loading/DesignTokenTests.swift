import Foundation
import Testing

@testable import ThemeKit

/// DTCG token files read as themes. The examples marked "spec" are those of
/// the Design Tokens Format Module (2025.10), design-tokens/community-group.
@Suite struct DesignTokenTests {
    static func load(_ text: String, name: String = "design.tokens.json") throws -> (ThemeManager, Theme) {
        let theme = try Theme(data: Data(text.utf8), name: name)
        return (ThemeManager(defaultTheme: theme), theme)
    }

    @Test func theSpecsDimensionFontAndWeightExamplesBecomeConstants() throws {
        let (manager, theme) = try Self.load(
            """
            {
              "$schema": "https://www.designtokens.org/schemas/2025.10/format.json",
              "spacing-stack-0": { "$value": { "value": 0, "unit": "px" }, "$type": "dimension" },
              "spacing-stack-1": { "$value": { "value": 0.5, "unit": "rem" }, "$type": "dimension" },
              "Primary font": { "$value": "Comic Sans MS", "$type": "fontFamily" },
              "Body font": { "$value": ["Helvetica", "Arial", "sans-serif"], "$type": "fontFamily" },
              "font-weight-default": { "$value": 350, "$type": "fontWeight" },
              "font-weight-thick": { "$value": "extra-bold", "$type": "fontWeight" },
              "line-height-large": { "$value": 2.3, "$type": "number" }
            }
            """)
        #expect(theme.diagnostics.isEmpty, "\(theme.diagnostics)")
        #expect(manager.constant(named: "DIMENSION_SPACING_STACK_0") == .number(0))
        #expect(manager.constant(named: "DIMENSION_SPACING_STACK_1") == .number(8), "rem at 16 points")
        #expect(manager.constant(named: "FONT_PRIMARY_FONT") == .string("Comic Sans MS"))
        #expect(manager.constant(named: "FONT_BODY_FONT") == .string("Helvetica"), "the most preferred family")
        #expect(manager.constant(named: "FONT_WEIGHT_DEFAULT") == .number(350))
        #expect(manager.constant(named: "FONT_WEIGHT_THICK") == .number(800))
        #expect(manager.constant(named: "LINE_HEIGHT_LARGE") == .number(2.3))
        #expect(manager.lint().isEmpty, "numbers named FONT_WEIGHT_ are no convention mismatch")
    }

    @Test func theSpecsColoursAliasesAndReferencesResolve() throws {
        let (manager, theme) = try Self.load(
            """
            {
              "Hot pink": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [1, 0, 1], "alpha": 1, "hex": "#ff00ff" } },
              "Translucent shadow": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.5, "hex": "#000000" } },
              "White": { "$type": "color", "$value": { "colorSpace": "hsl", "components": ["none", 0, 100], "alpha": 1, "hex": "#ffffff" } },
              "colors": { "blue": { "$value": { "colorSpace": "srgb", "components": [0, 0.4, 0.8], "hex": "#0066cc" }, "$type": "color" } },
              "semantic": {
                "primary": { "$value": "{colors.blue}", "$type": "color" },
                "secondary": { "$value": "{semantic.primary}" },
                "tertiary": { "$ref": "#/colors/blue" }
              },
              "accent": { "$type": "color", "$root": { "$value": "#dd0000" }, "light": { "$value": "#ff2222" } }
            }
            """)
        #expect(theme.diagnostics.ignoringLegacyForms.isEmpty, "\(theme.diagnostics)")
        #expect(manager.constant(named: "COLOR_HOT_PINK") == .color(.hex("FF00FF")))
        #expect(
            manager.constant(named: "COLOR_TRANSLUCENT_SHADOW") == .color(ThemeColor(red: 0, green: 0, blue: 0, alpha: 0.5)),
            "the components exactly, not rounded to 8 bits")
        #expect(manager.constant(named: "COLOR_WHITE") == .color(.hex("FFFFFF")), "another colour space, converted as CSS Color 4 does")
        #expect(manager.constant(named: "COLOR_COLORS_BLUE") == .color(.hex("0066CC")))
        for name in ["COLOR_SEMANTIC_PRIMARY", "COLOR_SEMANTIC_SECONDARY", "COLOR_SEMANTIC_TERTIARY"] {
            #expect(
                manager.constant(named: name) == .color(.hex("0066CC")), "\(name): an alias is a constant reference, its type the target's")
        }
        #expect(manager.constant(named: "COLOR_ACCENT") == .color(.hex("DD0000")), "`$root` is the group's own token")
        #expect(manager.constant(named: "COLOR_ACCENT_LIGHT") == .color(.hex("FF2222")))
    }

    @Test func modesBecomeConstantVariantsAndStylesInAThemeUseTheTokens() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tokens-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(
            """
            {"color": {"$type": "color",
                       "text": {"$value": "#1C1C1E", "$extensions": {"mode": {"dark": "#F2F2F7"}}}},
             "type": {"body": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": {"value": 17, "unit": "px"}}}}}
            """.utf8
        ).write(to: folder.appendingPathComponent("brand.tokens.json"))
        try Data(
            #"{"formatVersion": 2, "_include": "brand.tokens.json", "Styles": {"Body": {"font": "FONT_TYPE_BODY", "textColor": "COLOR_TEXT"}}}"#
                .utf8
        )
        .write(to: folder.appendingPathComponent("theme.json"))
        let manager = ThemeManager(defaultTheme: try Theme(contentsOf: folder.appendingPathComponent("theme.json")))
        #expect(try manager.resolvedStyle(named: "Body")["font"] == .font(ThemeFont(name: "Inter", size: 17)))
        #expect(try manager.resolvedStyle(named: "Body")["textColor"] == .color(.hex("1C1C1E")))
        manager.variants = ["DARK"]
        #expect(try manager.resolvedStyle(named: "Body")["textColor"] == .color(.hex("F2F2F7")))
    }

    @Test func whatAThemeCannotHoldIsAWarningAtTheToken() throws {
        let (manager, theme) = try Self.load(
            """
            {
              "shadow": { "$type": "shadow", "$value": { "color": "#000000", "offsetX": { "value": 0, "unit": "px" } } },
              "p3": { "$type": "color", "$value": { "colorSpace": "display-p3", "components": [1, 0, 0] } },
              "untyped": { "$value": 3 },
              "bad": { "$type": "dimension", "$value": { "value": 4, "unit": "em" } },
              "typo": { "$type": "color", "$value": "{colours.blue}" },
              "heading": { "$type": "typography", "$value": { "fontFamily": "Inter", "fontSize": { "value": 28, "unit": "px" }, "fontWeight": 700 } }
            }
            """)
        let found = (theme.diagnostics + manager.lint()).deduplicatedInReportOrder().map { "\($0.line ?? 0) \($0.code)" }
        #expect(found == ["2 invalid-token", "4 unsupported-token", "5 invalid-token", "6 undefined-constant"])
        #expect(
            manager.constant(named: "FONT_HEADING") == .font(ThemeFont(name: "Inter", size: 28, weight: .bold)), "family, size and weight")
        #expect(
            manager.constant(named: "COLOR_P3") == .color(ThemeColor(space: .displayP3, red: 1, green: 0, blue: 0, alpha: 1)),
            "a P3 colour outside sRGB stays P3")
    }

    @Test func theDocsWalkThroughResolvesAsItSays() throws {
        // Docs/DesignTokens.md, "From Figma to the app", as Fixtures/valid/tokens/.
        let theme = try Theme(contentsOf: FixturePath.url("valid/tokens/theme.json"))
        let manager = ThemeManager(defaultTheme: theme)
        #expect(theme.diagnostics.isEmpty && manager.lint().isEmpty)
        #expect(try manager.resolvedStyle(named: "Link")["textColor"] == .color(ThemeColor(red: 0, green: 0.392, blue: 0.824, alpha: 1)))
        #expect(try manager.resolvedStyle(named: "Body")["font"] == .font(ThemeFont(name: "Inter", size: 17)))
        #expect(try manager.resolvedStyle(named: "Card")["layer.cornerRadius"] == .number(16))
        manager.environment = ThemeEnvironment(appearance: .dark)
        #expect(try manager.resolvedStyle(named: "Body")["textColor"] == .color(ThemeColor(red: 0.95, green: 0.95, blue: 0.97, alpha: 1)))
    }

    @Test func aThemeFileIsNeverTakenForTokens() throws {
        let (_, theme) = try Self.load(#"{"formatVersion": 2, "Constants": {"A": "1"}, "Styles": {"S": {"x": "A"}}}"#, name: "theme.json")
        #expect(theme.constantNames == ["A"] && theme.styleNames == ["S"])
        #expect(!DesignTokens.isTokenFile(name: "theme.json", top: PlistNode(kind: .dictionary([]), offset: 0)))
    }
}
