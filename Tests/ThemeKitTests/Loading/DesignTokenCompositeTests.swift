import Foundation
import Testing

@testable import ThemeKit

/// Composite tokens as `Tokens` styles (theme-format §10), and the scalar
/// types a constant holds as they are (`cubicBezier`, `boolean`, `string`).
@Suite struct DesignTokenCompositeTests {
    private static func load(_ json: String) throws -> (ThemeManager, Theme) {
        let theme = try Theme(data: Data(json.utf8), name: "composites.tokens.json")
        return (ThemeManager(defaultTheme: theme), theme)
    }

    @Test func aShadowIsALayerStyle() throws {
        let (manager, theme) = try Self.load(
            """
            {
              "color": { "$type": "color", "ink": { "$value": "#101010" } },
              "blur": { "$type": "dimension", "md": { "$value": { "value": 8, "unit": "px" } } },
              "shadow": { "$type": "shadow",
                "card": { "$value": { "color": "{color.ink}", "offsetX": { "value": 0, "unit": "px" }, "offsetY": { "value": 0.25, "unit": "rem" },
                                      "blur": "{blur.md}", "spread": { "value": 0, "unit": "px" } } } }
            }
            """)
        #expect(theme.diagnostics.ignoringLegacyForms.isEmpty, "\(theme.diagnostics)")
        let style = try manager.resolvedStyle(named: "ShadowCard")
        #expect(style["shadowColor"] == .color(.hex("101010")), "an alias part is the token's constant")
        #expect(style["shadowOffset"] == .size(ThemeSize(width: 0, height: 4)))
        #expect(style["shadowRadius"] == .number(4), "CSS blur is twice the layer's radius")
        #expect(style["shadowOpacity"] == .number(1))
        #expect(theme.styleNames.contains("ShadowCard") && manager.constant(named: "SHADOW_CARD") == nil, "a style, not a constant")
    }

    @Test func aThemeUsesATokenStyleLikeAnyOther() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("composites-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(
            """
            {"border": {"$type": "border", "focus": {"$value": {"color": "#0A84FF", "width": {"value": 2, "unit": "px"}, "style": "solid"}}},
             "type": {"$type": "typography", "title": {"$value": {"fontFamily": ["Inter", "sans-serif"], "fontSize": {"value": 20, "unit": "px"},
                                                        "fontWeight": 600, "lineHeight": 1.25, "letterSpacing": {"value": -0.5, "unit": "px"}}}}}
            """.utf8
        ).write(to: folder.appendingPathComponent("brand.tokens.json"))
        try Data(
            #"{"formatVersion": 2, "_include": "brand.tokens.json", "Styles": {"Field": {"layer": "s:BorderFocus", "_superstyle": "TypeTitle"}}}"#
                .utf8
        ).write(to: folder.appendingPathComponent("theme.json"))
        let manager = ThemeManager(defaultTheme: try Theme(contentsOf: folder.appendingPathComponent("theme.json")))
        let field = try manager.resolvedStyle(named: "Field")
        #expect(field["layer.borderColor"] == .color(.hex("0A84FF")) && field["layer.borderWidth"] == .number(2))
        #expect(field["font"] == .font(ThemeFont(name: "Inter", size: 20, weight: .semibold)))
        #expect(field["lineHeight"] == .number(1.25) && field["letterSpacing"] == .number(-0.5))
        #expect(manager.constant(named: "FONT_TYPE_TITLE") == .font(ThemeFont(name: "Inter", size: 20, weight: .semibold)))
        #expect(manager.lint().ignoringLegacyForms.isEmpty, "\(manager.lint())")
    }

    @Test func whatALayerCannotShowIsNamedAndTheRestKept() throws {
        let (manager, theme) = try Self.load(
            """
            {
              "shadow": { "$type": "shadow",
                "inner": { "$value": { "inset": true, "color": "#000000", "offsetX": "0px", "offsetY": "1px", "blur": "2px", "spread": "0px" } },
                "stack": { "$value": [
                  { "color": "#000000", "offsetX": { "value": 0, "unit": "px" }, "offsetY": { "value": 1, "unit": "px" }, "blur": { "value": 2, "unit": "px" },
                    "spread": { "value": 0, "unit": "px" } },
                  { "color": "#000000", "offsetX": { "value": 0, "unit": "px" }, "offsetY": { "value": 8, "unit": "px" }, "blur": { "value": 16, "unit": "px" },
                    "spread": { "value": 0, "unit": "px" } } ] },
                "wide": { "$value": { "color": "#000000", "offsetX": { "value": 0, "unit": "px" }, "offsetY": { "value": 1, "unit": "px" },
                                      "blur": { "value": 2, "unit": "px" }, "spread": { "value": 3, "unit": "px" } } }
              }
            }
            """)
        let messages = theme.diagnostics.map(\.message)
        #expect(theme.diagnostics.ignoringLegacyForms.map(\.code) == ["unsupported-token", "unsupported-token", "unsupported-token"])
        #expect(messages[0].contains("`shadow.inner`") && messages[0].contains("inset"))
        #expect(messages[1].contains("`shadow.stack`") && messages[1].contains("first of its 2 shadows"))
        #expect(messages[2].contains("`shadow.wide`") && messages[2].contains("spread of 3 points"))
        #expect(!theme.styleNames.contains("ShadowInner"))
        #expect(try manager.resolvedStyle(named: "ShadowStack")["shadowOffset"] == .size(ThemeSize(width: 0, height: 1)))
        #expect(try manager.resolvedStyle(named: "ShadowWide")["shadowRadius"] == .number(1))
    }

    @Test func gradientsTransitionsCurvesBooleansAndStrings() throws {
        let (manager, theme) = try Self.load(
            """
            {
              "ease": { "$type": "cubicBezier", "$value": [0.5, 0, 1, 1] },
              "fade": { "$type": "transition", "$value": { "duration": { "value": 200, "unit": "ms" }, "delay": { "value": 0, "unit": "ms" },
                                                           "timingFunction": "{ease}" } },
              "sunset": { "$type": "gradient", "$value": [ { "color": "#FF8800", "position": 0 }, { "color": "#8800FF", "position": 1.5 } ] },
              "flag": { "$type": "boolean", "$value": true },
              "label": { "$type": "string", "$value": "Hello" }
            }
            """)
        #expect(
            theme.diagnostics.ignoringLegacyForms.map(\.code) == ["unsupported-token"], "a curve is no constant: constants hold no arrays")
        #expect(manager.constant(named: "EASE") == nil)
        #expect(manager.constant(named: "FLAG") == .bool(true) && manager.constant(named: "LABEL") == .string("Hello"))
        let fade = try manager.resolvedStyle(named: "Fade")
        #expect(fade["duration"] == .number(0.2) && fade["delay"] == .number(0))
        #expect(fade["timingFunction"] == .array([.number(0.5), .number(0), .number(1), .number(1)]))
        let sunset = try manager.resolvedStyle(named: "Sunset")
        #expect(sunset["colors"] == .array([.color(.hex("FF8800")), .color(.hex("8800FF"))]))
        #expect(sunset["locations"] == .array([.number(0), .number(1)]), "a position beyond 1 is clamped")
    }

    @Test func exportersLineHeightsInPointsAndLetterSpacingInEmsAreReadAgainstTheFontSize() throws {
        let (manager, theme) = try Self.load(
            """
            {"type": {"$type": "typography", "sub": {"$value": {"fontFamily": "Inter", "fontSize": {"value": 18, "unit": "px"},
              "lineHeight": {"value": 24, "unit": "px"}, "letterSpacing": {"value": 0.25, "unit": "em"}}}}}
            """)
        #expect(theme.diagnostics.isEmpty, "\(theme.diagnostics)")
        let style = try manager.resolvedStyle(named: "TypeSub")
        #expect(style["lineHeight"] == .number(24.0 / 18) && style["letterSpacing"] == .number(4.5))
    }

    @Test func styleNamesAreUpperCamelCase() {
        #expect(DesignTokenReader.styleName(path: ["shadow", "card"]) == "ShadowCard")
        #expect(DesignTokenReader.styleName(path: ["type", "heading-1", "bold text"]) == "TypeHeading1BoldText")
        #expect(DesignTokenReader.styleName(path: ["2xl"]) == "Token2xl")
    }
}

/// An alias to a token that was left out says so at the alias.
@Suite struct DesignTokenLeftOutAliasTests {
    @Test func anAliasToALeftOutTokenNamesItAndItsReason() throws {
        let theme = try Theme(
            data: Data(
                """
                {
                  "color": { "$type": "color",
                    "hdr-blue": { "$value": { "colorSpace": "cmyk", "components": [1, 0, 0] } },
                    "link": { "$value": "{color.hdr-blue}" },
                    "visited": { "$value": "{color.link}" },
                    "text": { "$value": "#111111" }
                  }
                }
                """.utf8), name: "left-out.tokens.json")
        let manager = ThemeManager(defaultTheme: theme)
        let messages = theme.diagnostics.map(\.message)
        #expect(theme.diagnostics.ignoringLegacyForms.map(\.code) == ["invalid-token", "invalid-token", "invalid-token"])
        #expect(messages[1].contains("`color.link` refers to `{color.hdr-blue}`, which names a token that was left out (`color.hdr-blue`"))
        #expect(messages[2].contains("`color.visited` refers to `{color.link}`") && messages[2].contains("(`color.hdr-blue`"))
        #expect(manager.lint().allSatisfy { $0.code != "undefined-constant" }, "never blamed as an undefined constant")
        #expect(manager.constant(named: "COLOR_TEXT") == .color(.hex("111111")) && manager.constant(named: "COLOR_LINK") == nil)
    }

    @Test func aTypographyWhoseSizeWasLeftOutIsLeftOutAtThatAlias() throws {
        let theme = try Theme(
            data: Data(
                """
                {"size": {"$type": "dimension", "code": {"$value": {"value": 0.9, "unit": "em"}}},
                 "family": {"$type": "fontFamily", "mono": {"$value": "Menlo"}},
                 "type": {"$type": "typography", "code": {"$value": {"fontFamily": "{family.mono}", "fontSize": "{size.code}"}}}}
                """.utf8), name: "typography.tokens.json")
        let messages = theme.diagnostics.map(\.message)
        #expect(messages.contains { $0.contains("`type.code` refers to `{size.code}`, which names a token that was left out") })
        #expect(ThemeManager(defaultTheme: theme).lint().allSatisfy { $0.code != "undefined-constant" })
    }

    @Test func aLongChainToALeftOutTokenIsSettledWithoutRecursion() throws {
        var tokens = [#""t0": {"$value": {"colorSpace": "cmyk", "components": [0, 0, 0]}}"#]
        for index in 1...20_000 { tokens.append(#""t\#(index)": {"$value": "{color.t\#(index - 1)}"}"#) }
        let theme = try Theme(
            data: Data(#"{"color": {"$type": "color", \#(tokens.joined(separator: ", "))}}"#.utf8), name: "chain.tokens.json")
        #expect(theme.diagnostics.count == 20_001, "the bad token, then each alias once")
    }
}

/// `$extends`: a group holding another group's tokens, its own replacing them.
@Suite struct DesignTokenExtendsTests {
    @Test func aGroupInheritsAnothersTokensAndReplacesWhatItRedefines() throws {
        let theme = try Theme(
            data: Data(
                """
                {
                  "button": { "$type": "color", "background": { "$value": "#0064D2" }, "text": { "$value": "#FFFFFF" },
                              "pressed": { "background": { "$value": "#004A9E" } } },
                  "danger": { "$extends": "{button}", "background": { "$value": "#D20000" } }
                }
                """.utf8), name: "extends.tokens.json")
        let manager = ThemeManager(defaultTheme: theme)
        #expect(theme.diagnostics.ignoringLegacyForms.isEmpty, "\(theme.diagnostics)")
        #expect(manager.constant(named: "COLOR_DANGER_BACKGROUND") == .color(.hex("D20000")), "its own token replaces the inherited one")
        #expect(manager.constant(named: "COLOR_DANGER_TEXT") == .color(.hex("FFFFFF")), "the type comes with the inherited token")
        #expect(manager.constant(named: "COLOR_DANGER_PRESSED_BACKGROUND") == .color(.hex("004A9E")))
        #expect(manager.constant(named: "COLOR_BUTTON_BACKGROUND") == .color(.hex("0064D2")))
    }

    @Test func loopsAreReportedOnceAndInheritNothing() throws {
        let theme = try Theme(
            data: Data(
                """
                {
                  "a": { "$extends": "{b}", "$type": "color", "x": { "$value": "#111111" } },
                  "b": { "$extends": "{a}", "$type": "color", "y": { "$value": "#222222" } },
                  "c": { "$type": "color", "inner": { "$extends": "{c}", "z": { "$value": "#333333" } } },
                  "d": { "$extends": "{nowhere}" }
                }
                """.utf8), name: "loops.tokens.json")
        let messages = theme.diagnostics.map(\.message)
        #expect(messages.filter { $0.contains("a loop") }.count == 3, "\(messages)")
        #expect(messages.contains { $0.contains("`{nowhere}`, which is no group") })
        let manager = ThemeManager(defaultTheme: theme)
        #expect(manager.constant(named: "COLOR_A_X") == .color(.hex("111111")) && manager.constant(named: "COLOR_C_INNER_Z") != nil)
    }

    @Test func extendingCannotMultiplyTokensWithoutBound() throws {
        // Each level holds two groups extending the level below: 2^30 tokens if followed blindly.
        var levels = [#""l0": {"$type": "number", "t": {"$value": 1}}"#]
        for level in 1...30 {
            levels.append(#""l\#(level)": {"a": {"$extends": "{l\#(level - 1)}"}, "b": {"$extends": "{l\#(level - 1)}"}}"#)
        }
        let theme = try Theme(data: Data(("{" + levels.joined(separator: ",") + "}").utf8), name: "bomb.tokens.json")
        #expect(theme.diagnostics.contains { $0.code == "limit-exceeded" })
    }
}
