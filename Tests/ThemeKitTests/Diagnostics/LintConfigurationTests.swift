import Foundation
import Testing

@testable import ThemeKit

/// Reading `themecheck.json` (themecheck.md, "Configuration file").
@Suite struct LintConfigurationTests {
    static func read(_ text: String) throws -> LintConfiguration {
        try LintConfiguration(data: Data(text.utf8), path: "themecheck.json")
    }

    @Test func theDocumentedExampleReadsWithComments() throws {
        let configuration = try Self.read(
            """
            // the team's configuration
            {
              "themes": [
                { "default": "Themes/theme_default.json",
                  "alternatives": [[], ["Themes/theme_dark.json"], ["Themes/brand_b.json", "Themes/theme_dark.json"]],
                  "variants": [[], ["DARK"], ["IPAD", "DARK"]] }
              ],
              /* files that are not themes */
              "exclude": ["Themes/manifest.json"],
              "rules": { "named-color": "off", "low-contrast": "error", "unused-constant": "warning" },
              "contrast": { "minimum": 7 }
            }
            """)
        #expect(configuration.diagnostics.isEmpty)
        let set = try #require(configuration.themes.first)
        #expect(set.defaultTheme == "Themes/theme_default.json")
        #expect(set.configurations.count == 9)
        #expect(set.configurations[4] == .init(alternatives: ["Themes/theme_dark.json"], variants: ["DARK"]))
        #expect(configuration.exclude == ["Themes/manifest.json"])
        #expect(configuration.options.rules == ["named-color": .off, "low-contrast": .error, "unused-constant": .warning])
        #expect(configuration.options.contrastMinimum == 7)
        #expect(configuration.namedFiles == ["Themes/theme_default.json", "Themes/theme_dark.json", "Themes/brand_b.json"])
    }

    @Test func runtimeConstantsAndTheLargeTextRatioAreRead() throws {
        let configuration = try Self.read(
            #"{"runtimeConstants": ["COLOR_A", "COLOR_BANK_*", "@DynamicConstants", 5, ""], "contrast": {"largeText": 4, "minimum": 7}}"#)
        #expect(configuration.options.runtimeConstants.names == ["COLOR_A"])
        #expect(configuration.options.runtimeConstants.globs == ["COLOR_BANK_*"])
        #expect(configuration.options.runtimeConstants.groups == ["DynamicConstants"])
        #expect(configuration.options.contrastLargeText == 4 && configuration.options.contrastMinimum == 7)
        #expect(
            configuration.diagnostics.map(\.code) == ["invalid-configuration", "invalid-configuration"], "the number and the empty entry")
        let wrong = try Self.read(#"{"contrast": {"largeText": 30}}"#)
        #expect(wrong.diagnostics.first?.message.contains("`contrast.largeText` is the number 30") == true)
    }

    @Test func generateSwiftIsReadAndCheckedLikeTheRest() throws {
        #expect(try Self.read(#"{"generate": {"swift": true}}"#).generatesSwiftNames)
        #expect(try !Self.read(#"{}"#).generatesSwiftNames)
        let wrong = try Self.read(#"{"generate": {"swift": "yes", "kotlin": true}}"#)
        #expect(
            wrong.diagnostics.map(\.message) == [
                "`generate.swift` is the string `yes`; expected true or false",
                "`generate` has no key `kotlin`; expected one of: swift",
            ])
    }

    @Test func aSetWithoutListsIsTheDefaultAloneWithoutVariants() throws {
        let configuration = try Self.read(#"{"themes": [{"default": "a.json"}]}"#)
        #expect(configuration.themes.first?.configurations == [.init(alternatives: [], variants: [])])
        #expect(configuration.options == .default)
    }

    @Test func wrongEntriesAreDiagnosedWhereTheyAreAndTheRestIsKept() throws {
        let configuration = try Self.read(
            """
            {
              "rules": { "named-colour": "off", "low-contrast": "loud", "duplicate-key": "error" },
              "contrast": { "minimum": 40 },
              "themes": [ { "alternatives": [] }, { "default": "b.json", "variants": "DARK" } ],
              "exlude": []
            }
            """)
        let found = configuration.diagnostics.map { "\($0.line ?? 0):\($0.column ?? 0) \($0.code) \($0.message)" }
        #expect(
            found == [
                "2:14 invalid-configuration `rules` names `named-colour`, which is not a themecheck code; did you mean `named-color`?",
                "2:53 invalid-configuration the rule `low-contrast` is set to the string `loud`; expected one of: error, warning, off",
                "3:28 invalid-configuration `contrast.minimum` is the number 40; expected a contrast ratio from 1 to 21 (WCAG AA asks 4.5)",
                "4:15 invalid-configuration a theme set needs `default`, the path of its default theme",
                "4:74 invalid-configuration `variants` is the string `DARK`; expected an array of lists of variant names",
                "5:3 invalid-configuration the configuration has no key `exlude`; did you mean `exclude`?",
            ])
        #expect(configuration.options.rules == ["duplicate-key": .error])
        #expect(configuration.options.contrastMinimum == 4.5)
        #expect(configuration.themes.map(\.defaultTheme) == ["b.json"])
    }

    @Test(arguments: [("{\"rules\": {", "parse-error"), ("[1, 2]", "invalid-configuration"), ("\u{FF}", "parse-error")])
    func aFileThatIsNotAConfigurationThrowsWithItsPosition(text: String, code: String) throws {
        let error = try #require(throws: ThemeError.self) { try Self.read(text) }
        #expect(error.diagnostics.map(\.code) == [code])
        #expect(error.diagnostics.first?.line == 1 && error.diagnostics.first?.file == "themecheck.json")
    }

    @Test func deepNestingIsALimitNotACrash() throws {
        let deep = String(repeating: "[", count: 100_000)
        let error = try #require(throws: ThemeError.self) { try Self.read("{\"themes\": \(deep)") }
        #expect(error.diagnostics.map(\.code) == ["limit-exceeded"])
    }
}
