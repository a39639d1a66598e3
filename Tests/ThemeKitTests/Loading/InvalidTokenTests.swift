import Foundation
import Testing

@testable import ThemeKit

/// What the DTCG format calls invalid is `invalid-token`, naming the rule;
/// references are followed as 2025.10 defines them.
@Suite struct InvalidTokenTests {
    static func load(_ text: String) throws -> (ThemeManager, Theme) {
        let theme = try Theme(data: Data(text.utf8), name: "t.tokens.json")
        return (ThemeManager(defaultTheme: theme), theme)
    }

    @Test func eachRuleIsNamedAtTheValueThatBreaksIt() throws {
        let (manager, theme) = try Self.load(
            ##"""
            {"c": {"$type": "color",
                   "a": {"$value": {"colorSpace": "srgb", "components": [1, 0, 0], "alpha": "0.5"}},
                   "h": {"$value": {"colorSpace": "srgb", "components": [1, 0, 0], "hex": "#f00"}},
                   "k": {"$value": {"colorSpace": "srgb", "components": [1, 0, 0], "model": "rgb"}}},
             "w": {"$type": "strokeStyle", "$value": "wavy"},
             "f": {"$type": "fontFamily", "$value": ""}}
            """##)
        let messages = theme.diagnostics.filter { $0.code == "invalid-token" }.map(\.message)
        #expect(messages.count == 5, "\(messages)")
        #expect(messages.contains { $0.contains("`alpha` is a number from 0 to 1, not the string `0.5`") })
        #expect(messages.contains { $0.contains("`hex` fallback is `#` and six hex digits") })
        #expect(messages.contains { $0.contains("no property `model`") })
        #expect(messages.contains { $0.contains("`wavy` is no stroke style") })
        #expect(messages.contains { $0.contains("a `fontFamily` is a font name that is not empty") })
        #expect(manager.constant(named: "COLOR_C_A") == nil, "left out, never read as something else")
    }

    @Test func anAliasNamesATokenOfItsOwnType() throws {
        let (manager, theme) = try Self.load(
            ##"""
            {"space": {"$type": "dimension", "$value": {"value": 4, "unit": "px"}},
             "ink": {"$type": "color", "$value": "{space}"},
             "untyped": {"$value": "{space}"}}
            """##)
        #expect(theme.diagnostics.map(\.code) == ["invalid-token"])
        #expect(theme.diagnostics.first?.message.contains("a `dimension` token, where a `color` is needed") == true)
        #expect(manager.constant(named: "COLOR_INK") == nil)
        #expect(manager.constant(named: "DIMENSION_UNTYPED") == .number(4), "an alias without `$type` takes its target's")
    }

    @Test func aPointerIntoAnotherTokensValueIsThatPart() throws {
        let (manager, theme) = try Self.load(
            ##"""
            {"base": {"blue": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0.2, 0.4, 0.8]}}},
             "semantic": {
               "primary": {"$type": "color", "$value": {"colorSpace": "srgb",
                 "components": [{"$ref": "#/base/blue/$value/components/0"}, {"$ref": "#/base/blue/$value/components/1"}, 0.6]}},
               "whole": {"$ref": "#/base/blue/$value", "$type": "color"},
               "token": {"$ref": "#/base/blue"}}}
            """##)
        #expect(theme.diagnostics.isEmpty, "\(theme.diagnostics)")
        #expect(manager.constant(named: "COLOR_SEMANTIC_PRIMARY") == .color(ThemeColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)))
        #expect(manager.constant(named: "COLOR_SEMANTIC_WHOLE") == manager.constant(named: "COLOR_BASE_BLUE"))
        #expect(manager.constant(named: "COLOR_SEMANTIC_TOKEN") == manager.constant(named: "COLOR_BASE_BLUE"))
    }

    @Test func aGroupWithRefIsAGroupThatExtendsWhatItsRefNames() throws {
        // 2025.10, groups: `$extends` is `$ref` as JSON Schema writes it, so a group's `$ref` is its `$extends`.
        let (manager, theme) = try Self.load(
            ##"""
            {"g": {"$ref": "#/other", "c": {"$type": "number", "$value": 1}}, "other": {"x": {"$type": "number", "$value": 2}}}
            """##)
        #expect(theme.diagnostics.isEmpty, "\(theme.diagnostics)")
        #expect(manager.constant(named: "G_C") == .number(1), "its tokens are kept")
        #expect(manager.constant(named: "G_X") == .number(2), "and the group it names is inherited")
        #expect(manager.constant(named: "G") == nil, "not read as an alias")
    }

    @Test func aTokenCannotExtend() throws {
        let (_, theme) = try Self.load(
            ##"{"base": {"x": {"$type": "number", "$value": 1}}, "t": {"$type": "number", "$extends": "{base}", "$value": 2}}"##)
        #expect(theme.diagnostics.map(\.code) == ["invalid-token"])
        #expect(theme.diagnostics.first?.message.contains("`$extends` belongs to a group") == true)
    }
}
