import Foundation
import Testing

@testable import ThemeKit

/// A theme that holds the app's styles includes a design system's resolver
/// document or Tokens Studio export: its tokens are constants and its
/// contexts (themes) are variants of the including theme, read from the
/// document's own folder (DesignTokens.md, "From Figma to the app").
@Suite @MainActor struct TokenDocumentIncludeTests {
    typealias Folder = IncludeTests.Folder

    /// A label of the walk-through's screens.
    final class Label: Stylable {
        var values: [String: ThemeValue] = [:]
        func setThemeValue(_ value: ThemeValue, forKey key: String) throws { values[key] = value }
    }

    @Test func theWalkThroughGoesFromFigmasFilePerModeToStylesAppliedInDarkMode() throws {
        let theme = try Theme(contentsOf: FixturePath.url("tokens-walkthrough/Themes/theme.json"))
        #expect(theme.diagnostics.isEmpty, "\(theme.diagnostics)")
        #expect(theme.constantVariants == ["DARK"])
        let manager = ThemeManager(defaultTheme: theme)
        let label = Label()
        manager.apply(styleNamed: "Link", to: label)
        #expect(label.values["textColor"] == .color(ThemeColor(red: 0, green: 0.392, blue: 0.824, alpha: 1)))
        #expect(label.values["lineHeight"] == .number(1.3), "the typography token's style, as the link's superstyle")
        manager.variants = ["DARK"]
        manager.apply(styleNamed: "Link", to: label)
        #expect(label.values["textColor"] == .color(ThemeColor(red: 0.4, green: 0.667, blue: 1, alpha: 1)))
        #expect(
            try manager.resolvedStyle(named: "Card")["backgroundColor"] == .color(ThemeColor(red: 0.11, green: 0.11, blue: 0.118, alpha: 1))
        )
    }

    @Test func anIncludedTokensStudioFileBringsItsThemesAsVariants() throws {
        let folder = try Folder([
            "theme.json": #"{"formatVersion": 2, "_include": "design/tokens.json", "Styles": {"Title": {"textColor": "COLOR_FG"}}}"#,
            "design/tokens.json": """
            {"global": {"blue": {"value": "#0000ff", "type": "color"}, "white": {"value": "#ffffff", "type": "color"}},
             "light": {"fg": {"value": "{blue}", "type": "color"}},
             "dark": {"fg": {"value": "{white}", "type": "color"}},
             "$themes": [{"name": "Light", "group": "Mode", "selectedTokenSets": {"global": "source", "light": "enabled"}},
                         {"name": "Dark", "group": "Mode", "selectedTokenSets": {"global": "source", "dark": "enabled"}}],
             "$metadata": {"tokenSetOrder": ["global", "light", "dark"]}}
            """,
        ])
        let theme = try folder.theme()
        #expect(!theme.diagnostics.contains { $0.severity == .error }, "\(theme.diagnostics)")
        #expect(theme.constantVariants == ["DARK"])
        let manager = ThemeManager(defaultTheme: theme)
        #expect(try manager.resolvedStyle(named: "Title")["textColor"] == .color(.hex("0000FF")))
        manager.variants = ["DARK"]
        #expect(try manager.resolvedStyle(named: "Title")["textColor"] == .color(.hex("FFFFFF")))
    }

    @Test func anIncludedTokensStudioFolderReadsItsSetsFromItsOwnFolder() throws {
        let folder = try Folder([
            "theme.json": #"{"formatVersion": 2, "_include": "studio/$metadata.json", "Styles": {"Title": {"textColor": "COLOR_FG"}}}"#,
            "studio/$metadata.json": #"{"tokenSetOrder": ["base", "dark"]}"#,
            "studio/$themes.json": """
            [{"name": "Light", "group": "Mode", "selectedTokenSets": {"base": "enabled"}},
             {"name": "Dark", "group": "Mode", "selectedTokenSets": {"base": "enabled", "dark": "enabled"}}]
            """,
            "studio/base.json": ##"{"fg": {"value": "#111111", "type": "color"}}"##,
            "studio/dark.json": ##"{"fg": {"value": "#EEEEEE", "type": "color"}}"##,
        ])
        let theme = try folder.theme()
        #expect(!theme.diagnostics.contains { $0.severity == .error }, "\(theme.diagnostics)")
        #expect(theme.files.map { ($0 as NSString).lastPathComponent }.contains("dark.json"))
        let manager = ThemeManager(defaultTheme: theme)
        #expect(try manager.resolvedStyle(named: "Title")["textColor"] == .color(.hex("111111")))
        manager.variants = ["DARK"]
        #expect(try manager.resolvedStyle(named: "Title")["textColor"] == .color(.hex("EEEEEE")))
    }

    @Test func anIncludedDocumentsFilesAreConfinedAsIncludesAre() throws {
        let folder = try Folder([
            "theme.json": #"{"formatVersion": 2, "_include": "tokens/brand.resolver.json"}"#,
            "tokens/brand.resolver.json": #"{"resolutionOrder": [{"type": "set", "sources": [{"$ref": "../../outside.tokens.json"}]}]}"#,
        ])
        let theme = try folder.theme()
        #expect(theme.diagnostics.map(\.code) == ["include-not-found"])
    }
}

/// A resolver context that lists the base's file again holds only what it changes.
@Suite struct ResolverContextRepeatTests {
    @Test func aContextReadingTheBasesFileAgainHoldsOnlyItsOwnTokens() throws {
        let folder = try IncludeTests.Folder([
            "base.tokens.json": #"{"n": {"$type": "number", "a": {"$value": 1}, "b": {"$value": 2}}}"#,
            "dark.tokens.json": #"{"n": {"$type": "number", "b": {"$value": 3}}}"#,
            "t.resolver.json": ##"""
            {"sets": {"s": {"sources": [{"$ref": "base.tokens.json"}]}},
             "modifiers": {"mode": {"contexts": {"light": [], "dark": [{"$ref": "base.tokens.json"}, {"$ref": "dark.tokens.json"}]}}},
             "resolutionOrder": [{"$ref": "#/sets/s"}, {"$ref": "#/modifiers/mode"}]}
            """##,
        ])
        let theme = try folder.theme("t.resolver.json")
        #expect(theme.diagnostics.isEmpty, "\(theme.diagnostics)")
        let dark = theme.constantNames(forVariant: "DARK")
        #expect(dark == ["N_B"], "the base's `n.a` read again is no change: \(dark)")
        let manager = ThemeManager(defaultTheme: theme)
        manager.variants = ["DARK"]
        #expect(manager.constant(named: "N_B") == .number(3))
        #expect(manager.constant(named: "N_A") == .number(1))
    }
}
