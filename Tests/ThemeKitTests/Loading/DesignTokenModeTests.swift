import Foundation
import Testing

@testable import ThemeKit

/// `$extensions.mode` (DesignTokens.md, "Modes"): each mode is a variant,
/// the variants in the order the modes are first met, each with its tokens'
/// values, however many modes there are.
@Suite struct DesignTokenModeTests {
    private static func hex(_ index: Int) -> String { String(format: "0000%02X", index % 256) }

    @Test func eachOfManyModesGivesItsOwnValueInTheOrderTheModesAreFirstMet() throws {
        let count = 300
        let modes = (0..<count).map { ##""brand-mode-\##($0)": "#\##(Self.hex($0))""## }
        // `late` names every other mode, backwards, and one of its own: that one comes last.
        let lateModes =
            stride(from: count - 1, through: 0, by: -2).map { ##""brand-mode-\##($0)": "#FFFFFF""## } + [##""extra": "#EEEEEE""##]
        let theme = try Theme(
            data: Data(
                (##"{"color": {"$type": "color", "##
                    + ##""text": {"$value": "#111111", "$extensions": {"mode": {"## + modes.joined(separator: ", ") + "}}}, "
                    + ##""late": {"$value": "#222222", "$extensions": {"mode": {"## + lateModes.joined(separator: ", ") + "}}}}}")
                    .utf8), name: "brand.tokens.json")
        #expect(theme.diagnostics.ignoringLegacyForms.isEmpty, "\(theme.diagnostics)")
        #expect(theme.constantVariants == (0..<count).map { "BRAND_MODE_\($0)" } + ["EXTRA"])
        let manager = ThemeManager(defaultTheme: theme)
        #expect(manager.constant(named: "COLOR_TEXT") == .color(.hex("111111")))
        for index in [0, 1, 128, 255, 256, count - 1] {
            manager.variants = ["BRAND_MODE_\(index)"]
            #expect(manager.constant(named: "COLOR_TEXT") == .color(.hex(Self.hex(index))), "BRAND_MODE_\(index)")
            #expect(manager.constant(named: "COLOR_LATE") == .color(.hex(index % 2 == 1 ? "FFFFFF" : "222222")), "BRAND_MODE_\(index)")
        }
        manager.variants = ["EXTRA"]
        #expect(manager.constant(named: "COLOR_TEXT") == .color(.hex("111111")))
        #expect(manager.constant(named: "COLOR_LATE") == .color(.hex("EEEEEE")))
    }

    @Test func anAliasToALeftOutTokenLeavesEveryModeButNotItsValueThere() throws {
        let theme = try Theme(
            data: Data(
                ##"""
                {"color": {"$type": "color",
                  "bad": {"$value": {"colorSpace": "srgb", "components": [2, 0, 0]}},
                  "link": {"$value": "{color.bad}", "$extensions": {"mode": {"dark": "{color.bad}", "dim": "{color.bad}"}}},
                  "text": {"$value": "#111111", "$extensions": {"mode": {"dark": "#EEEEEE"}}}}}
                """##.utf8), name: "brand.tokens.json")
        #expect(theme.constantVariants == ["DARK", "DIM"], "a mode whose every value was left out is still a variant")
        #expect(theme.constantNames(forVariant: "DARK") == ["COLOR_TEXT"])
        #expect(theme.constantNames(forVariant: "DIM") == [])
        let manager = ThemeManager(defaultTheme: theme)
        manager.variants = ["DARK"]
        #expect(manager.constant(named: "COLOR_TEXT") == .color(.hex("EEEEEE")))
        #expect(manager.constant(named: "COLOR_LINK") == nil)
    }
}
