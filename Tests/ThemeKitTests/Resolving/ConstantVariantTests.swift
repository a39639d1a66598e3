import Foundation
import Testing

@testable import ThemeKit

/// `Constants_V` groups and the environment (theme-format §8).
@Suite struct ConstantVariantTests {
    private static let base = """
        {
          "formatVersion": 2,
          "Constants": {"COLOR_BACKGROUND": "c:#FFFFFF", "COLOR_TEXT": "c:#111111", "DIMENSION_MARGIN": 16},
          "Constants_DARK": {"COLOR_BACKGROUND": "c:#000000", "COLOR_TEXT": "c:#EEEEEE"},
          "Constants_IPAD": {"DIMENSION_MARGIN": 24},
          "Constants_HIGH_CONTRAST": {"COLOR_TEXT": "c:#FFFFFF"},
          "Styles": {"Screen": {"backgroundColor": "COLOR_BACKGROUND", "textColor": "COLOR_TEXT", "margin": "DIMENSION_MARGIN"},
                     "Screen_DARK": {"tint": "c:#0A84FF"}}
        }
        """

    private func manager(alternatives: [String] = []) throws -> ThemeManager {
        try InlineTheme.manager(Self.base, alternatives: alternatives)
    }

    @Test func aVariantGroupWinsWithinItsThemeWhenActive() throws {
        let manager = try manager()
        #expect(manager.constant(named: "COLOR_BACKGROUND") == .color(.hex("FFFFFF")))
        manager.variants = ["DARK"]
        #expect(manager.constant(named: "COLOR_BACKGROUND") == .color(.hex("000000")))
        let screen = try manager.resolvedStyle(named: "Screen")
        #expect(screen["backgroundColor"] == .color(.hex("000000")) && screen["tint"] == .color(.hex("0A84FF")))
        #expect(screen["margin"] == .number(16))
    }

    @Test func theLastActiveVariantThatDefinesAConstantWins() throws {
        let manager = try manager()
        manager.variants = ["HIGH_CONTRAST", "DARK"]
        #expect(manager.constant(named: "COLOR_TEXT") == .color(.hex("EEEEEE")))
        manager.variants = ["DARK", "HIGH_CONTRAST"]
        #expect(manager.constant(named: "COLOR_TEXT") == .color(.hex("FFFFFF")))
    }

    @Test func chainOrderComesBeforeVariants() throws {
        // An alternative's plain value beats the default theme's dark value.
        let manager = try manager(alternatives: [#"{"formatVersion": 2, "Constants": {"COLOR_BACKGROUND": "c:#FF0000"}}"#])
        manager.variants = ["DARK"]
        #expect(manager.constant(named: "COLOR_BACKGROUND") == .color(.hex("FF0000")))
        #expect(manager.constant(named: "COLOR_TEXT") == .color(.hex("EEEEEE")))
    }

    @Test func theEnvironmentContributesItsNamesBeforeTheApps() throws {
        let environment = ThemeEnvironment(idiom: .pad, horizontalSizeClass: .regular, appearance: .dark, contrast: .high)
        #expect(environment.variantNames == ["IPAD", "REGULAR", "DARK", "HIGH_CONTRAST"])
        #expect(ThemeEnvironment(idiom: .phone, appearance: .light, contrast: .normal).variantNames == ["IPHONE", "LIGHT"])
        #expect(ThemeEnvironment(idiom: .vision).variantNames == ["VISION"])
        #expect(ThemeEnvironment().variantNames.isEmpty)
        let manager = try manager()
        manager.variants = ["BRAND_B"]
        manager.environment = ThemeEnvironment(idiom: .pad, horizontalSizeClass: .regular, appearance: .dark)
        #expect(manager.activeVariants == ["IPAD", "REGULAR", "DARK", "BRAND_B"])
        #expect(manager.constant(named: "DIMENSION_MARGIN") == .number(24))
        #expect(manager.constant(named: "COLOR_BACKGROUND") == .color(.hex("000000")))
    }

    @Test func lintChecksEveryVariantDefinitionActiveOrNot() throws {
        let manager = try InlineTheme.manager(
            """
            {"formatVersion": 2, "Constants": {"COLOR_A": "c:#FFF"},
             "Constants_DARK": {"COLOR_A": "c:#GG", "COLOR_ONLY_DARK": "c:#000", "LIST": [1]}}
            """)
        #expect(manager.lint().codes.sorted() == ["invalid-color", "invalid-constant-value", "variant-without-base"])
    }

    @Test func aVariantDefinitionMayNameAConstantOnlyItsVariantDefines() throws {
        let manager = try InlineTheme.manager(
            """
            {"formatVersion": 2, "Constants": {"COLOR_BG": "c:#FFF"},
             "Constants_DARK": {"COLOR_BG": "COLOR_NIGHT", "COLOR_NIGHT": "c:#000", "COLOR_TYPO": "COLOR_NIHGT"}}
            """)
        let undefined = manager.lint().filter { $0.code == "undefined-constant" }
        #expect(undefined.count == 1, "only the typo is undefined, looked up with DARK chosen: \(undefined)")
        #expect(undefined.first?.message.contains("COLOR_NIHGT") == true)
    }

    @Test func explainSaysWhichGroupAValueCameFrom() throws {
        let manager = try manager()
        manager.variants = ["DARK"]
        let entry = try #require(try manager.explain(styleNamed: "Screen")["backgroundColor"])
        #expect(entry.origin.constants.map(\.group) == ["Constants_DARK"])
        manager.variants = []
        #expect(try manager.explain(styleNamed: "Screen")["backgroundColor"]?.origin.constants.map(\.group) == ["Constants"])
    }

    /// Random chains of themes with `Constants` and `Constants_V` groups,
    /// looked up under random variant lists, against a direct reading of §8.
    @Test func lookupAgreesWithTheSpecificationOnGeneratedChains() throws {
        var random = SystemRandomNumberGenerator()
        let variantPool = ["DARK", "IPAD", "HIGH_CONTRAST", "BRAND_B"]
        let names = (0..<6).map { "COLOR_\($0)" }
        for round in 0..<200 {
            // themes[i] = (plain constants, [variant: constants]); values are unique colours.
            var themes: [(plain: [String: String], groups: [String: [String: String]])] = []
            var counter = round * 1_000
            func colour() -> String {
                counter += 1
                return String(format: "c:#%06X", counter)
            }
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                let plain = Dictionary(uniqueKeysWithValues: names.filter { _ in Bool.random(using: &random) }.map { ($0, colour()) })
                var groups: [String: [String: String]] = [:]
                for variant in variantPool where Bool.random(using: &random) {
                    groups[variant] = Dictionary(
                        uniqueKeysWithValues: names.filter { _ in Bool.random(using: &random) }.map { ($0, colour()) })
                }
                themes.append((plain, groups))
            }
            let active = variantPool.filter { _ in Bool.random(using: &random) }.shuffled(using: &random)
            let loaded = try themes.map { theme -> Theme in
                var object: [String: Any] = ["formatVersion": 2, "Constants": theme.plain]
                for (variant, constants) in theme.groups { object["Constants_\(variant)"] = constants }
                return try Theme(data: try JSONSerialization.data(withJSONObject: object), name: "t.json")
            }
            let manager = ThemeManager(defaultTheme: loaded[loaded.count - 1], alternatives: Array(loaded.dropLast()))
            manager.variants = active
            for name in names {
                var expected: String?
                search: for theme in themes {
                    for variant in active.reversed() {
                        if let value = theme.groups[variant]?[name] {
                            expected = value
                            break search
                        }
                    }
                    if let value = theme.plain[name] {
                        expected = value
                        break search
                    }
                }
                let actual = manager.constant(named: name)
                let expectedValue = expected.flatMap { ThemeColor(hexDigits: $0.dropFirst(3)) }.map(ThemeValue.color)
                #expect(actual == expectedValue, "round \(round), \(name), variants \(active)")
            }
        }
    }
}
