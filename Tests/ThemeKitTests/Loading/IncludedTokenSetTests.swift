import Foundation
import Testing

@testable import ThemeKit

/// A token set split across the files one `_include` list names reads as
/// the same set in one file would (DesignTokens.md, "A set split across
/// files"): aliases take their target's type, a token left out takes its
/// aliases with it, and an exporter's forms are read by their own file's rules.
@Suite struct IncludedTokenSetTests {
    typealias Folder = IncludeTests.Folder

    static let core = """
        {"color": {"alias": {"white": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 1, 1]}},
                             "bad": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [2, 0, 0]}}}},
         "size": {"lh": {"type": "lineHeights", "value": "125%"}, "fs": {"type": "fontSizes", "value": "16"}}}
        """
    static let semantic = """
        {"color": {"text": {"inverse": {"$value": "{color.alias.white}"}, "broken": {"$value": "{color.alias.bad}"}}},
         "font": {"body": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": "{size.fs}", "fontWeight": 400, "lineHeight": "{size.lh}"}}}}
        """

    static func splitTheme() throws -> (Folder, Theme) {
        let folder = try Folder([
            "theme.json": #"{"formatVersion": 2, "_include": ["core.tokens.json", "semantic.tokens.json"]}"#,
            "core.tokens.json": core, "semantic.tokens.json": semantic,
        ])
        return (folder, try folder.theme())
    }

    @Test func anUntypedAliasTakesTheTypeOfItsTargetInAnotherFile() throws {
        let (_, theme) = try Self.splitTheme()
        #expect(!theme.diagnostics.contains { $0.code == "undefined-constant" }, "\(theme.diagnostics)")
        let manager = ThemeManager(defaultTheme: theme)
        #expect(manager.constant(named: "COLOR_TEXT_INVERSE") == .color(ThemeColor(red: 1, green: 1, blue: 1, alpha: 1)))
    }

    @Test func anAliasOfATokenLeftOutInAnotherFileIsLeftOutWithItsReason() throws {
        let (_, theme) = try Self.splitTheme()
        let manager = ThemeManager(defaultTheme: theme)
        #expect(manager.constant(named: "COLOR_TEXT_BROKEN") == nil, "never a constant holding the name")
        let alias = try #require(theme.diagnostics.first { $0.message.contains("`color.text.broken`") })
        #expect(alias.code == "invalid-token")
        #expect(alias.message.contains("left out (`color.alias.bad`"), "names the token it depends on: \(alias.message)")
        #expect(alias.file?.hasSuffix("semantic.tokens.json") == true, "reported at the alias")
    }

    @Test func aCompositeReadsAPartOfAnotherFileByThatFilesRules() throws {
        let (_, split) = try Self.splitTheme()
        #expect(split.diagnostics.allSatisfy { $0.severity != .error || $0.message.contains("color.alias.bad") }, "\(split.diagnostics)")
        // The same tokens in one file: the reading must not depend on where the set is cut.
        let merged = try Folder([
            "one.tokens.json": """
            {"color": {"alias": {"white": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 1, 1]}}}},
             "size": {"lh": {"type": "lineHeights", "value": "125%"}, "fs": {"type": "fontSizes", "value": "16"}},
             "font": {"body": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": "{size.fs}", "fontWeight": 400, "lineHeight": "{size.lh}"}}}}
            """
        ])
        let one = try merged.theme("one.tokens.json")
        let style = try ThemeManager(defaultTheme: split).resolvedStyle(named: "FontBody")
        #expect(style["lineHeight"] == .number(1.25))
        let single = try ThemeManager(defaultTheme: one).resolvedStyle(named: "FontBody")
        for key in ["font", "lineHeight"] { #expect(style[key] == single[key], "\(key)") }
    }

    @Test func aPartOfAnotherFileIsReportedInThatFile() throws {
        let folder = try Folder([
            "theme.json": #"{"formatVersion": 2, "_include": ["a.tokens.json", "b.tokens.json"]}"#,
            "a.tokens.json": "{\"size\": {\"$type\": \"dimension\",\n \"fs\": {\"$value\": {\"value\": \"big\", \"unit\": \"px\"}}}}",
            "b.tokens.json":
                #"{"font": {"body": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": "{size.fs}", "fontWeight": 400}}}}"#,
        ])
        let theme = try folder.theme()
        let errors = theme.diagnostics.filter { $0.severity == .error }
        #expect(!errors.isEmpty)
        for error in errors where error.message.contains("`value`") {
            #expect(error.file?.hasSuffix("a.tokens.json") == true && error.line == 2, "\(error)")
        }
    }

    @Test func aTokenTwoFilesDefineIsStillADuplicateTheFirstWins() throws {
        let folder = try Folder([
            "theme.json": #"{"formatVersion": 2, "_include": ["a.tokens.json", "b.tokens.json"]}"#,
            "a.tokens.json": #"{"space": {"$type": "dimension", "m": {"$value": {"value": 8, "unit": "px"}}}}"#,
            "b.tokens.json": #"{"space": {"$type": "dimension", "m": {"$value": {"value": 9, "unit": "px"}}}}"#,
        ])
        let theme = try folder.theme()
        #expect(theme.diagnostics.map(\.code) == ["duplicate-key"])
        #expect(ThemeManager(defaultTheme: theme).constant(named: "DIMENSION_SPACE_M") == .number(8))
    }

    @Test func aThemeFileBetweenTokenFilesKeepsItsPlaceInTheOrder() throws {
        let folder = try Folder([
            "theme.json": #"{"formatVersion": 2, "_include": ["a.tokens.json", "middle.json", "b.tokens.json"]}"#,
            "a.tokens.json": #"{"space": {"$type": "dimension", "s": {"$value": {"value": 4, "unit": "px"}}}}"#,
            "middle.json": #"{"formatVersion": 2, "Constants": {"DIMENSION_SPACE_S": 5, "DIMENSION_SPACE_L": 20}}"#,
            "b.tokens.json": #"{"space": {"$type": "dimension", "l": {"$value": {"value": 24, "unit": "px"}}}}"#,
        ])
        let manager = ThemeManager(defaultTheme: try folder.theme())
        #expect(manager.constant(named: "DIMENSION_SPACE_S") == .number(4), "the first file of the list wins")
        #expect(manager.constant(named: "DIMENSION_SPACE_L") == .number(20), "the theme file comes before the later token file")
    }
}
