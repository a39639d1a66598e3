import Foundation
import Testing

@testable import ThemeKit

/// DTCG resolver documents (`*.resolver.json`) read as themes: sets as the
/// base, each non-default context as a variant, `$ref`s confined like includes.
@Suite struct ResolverDocumentTests {
    private static func project(_ files: [String: String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("resolver-\(UUID().uuidString)")
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return folder
    }

    @Test func terrazzosColourDocumentGivesAVariantPerContext() throws {
        let theme = try Theme(contentsOf: FixturePath.url("terrazzo/plugin-css/type-color/color.resolver.json"))
        #expect(theme.files.count == 8, "the document and its seven token files, each once")
        #expect(
            Set(theme.constantVariants) == [
                "LIGHT_COLORBLIND", "LIGHT_HIGH_CONTRAST", "DARK", "DARK_DIMMED", "DARK_HIGH_CONTRAST", "DARK_COLORBLIND",
            ],
            "`light`, the first context, is the base as no `default` is named")
        #expect(theme.diagnostics.allSatisfy { $0.code == "gamut-mapped-color" }, "\(theme.diagnostics)")
        let manager = ThemeManager(defaultTheme: theme)
        // light: rgb(1.9608% 31.373% 68.235%) in Terrazzo's CSS.
        let light = try #require(manager.constant(named: "COLOR_BLUE_6").flatMap { try? ThemeColor(themeValue: $0) })
        #expect(abs(light.red - 0.019608) < 0.001 && abs(light.green - 0.31373) < 0.001 && abs(light.blue - 0.68235) < 0.001)
        manager.variants = ["LIGHT_HIGH_CONTRAST"]
        // light-high-contrast: rgb(0.78431% 23.137% 58.431%).
        let contrast = try #require(manager.constant(named: "COLOR_ALIAS_5").flatMap { try? ThemeColor(themeValue: $0) })
        #expect(abs(contrast.red - 0.0078431) < 0.001 && abs(contrast.green - 0.23137) < 0.001 && abs(contrast.blue - 0.58431) < 0.001)
        #expect(try manager.resolvedStyle(named: "GradientDefault")["colors"] == manager.resolvedStyle(named: "GradientBluePink")["colors"])
        let diagnostic = try #require(theme.diagnostics.first)
        #expect(diagnostic.file?.hasSuffix(".tokens.json") == true, "a token's problem points into its own file")
    }

    @Test func setsLaterReplaceEarlierAndTheDefaultContextIsTheBase() throws {
        let folder = try Self.project([
            "ds.resolver.json": """
            {"version": "2025.10",
             "sets": {"base": {"sources": [{"$ref": "base.tokens.json"}, {"color": {"$type": "color", "accent": {"$value": "#00AA00"}}}]}},
             "modifiers": {"theme": {"default": "day",
               "contexts": {"night": [{"$ref": "night.tokens.json#/palette"}], "day": [{"color": {"text": {"$value": "#111111"}}}]}}},
             "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}]}
            """,
            "base.tokens.json": ##"{"color": {"$type": "color", "text": {"$value": "#222222"}, "accent": {"$value": "#0000AA"}}}"##,
            "night.tokens.json": ##"{"palette": {"color": {"text": {"$value": "#EEEEEE"}}}}"##,
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let theme = try Theme(contentsOf: folder.appendingPathComponent("ds.resolver.json"))
        #expect(theme.diagnostics.ignoringLegacyForms.isEmpty, "\(theme.diagnostics)")
        #expect(theme.constantVariants == ["NIGHT"])
        let manager = ThemeManager(defaultTheme: theme)
        #expect(manager.constant(named: "COLOR_ACCENT") == .color(.hex("00AA00")), "a later source replaces an earlier one's token")
        #expect(manager.constant(named: "COLOR_TEXT") == .color(.hex("111111")), "the default context is part of the base")
        manager.variants = ["NIGHT"]
        #expect(manager.constant(named: "COLOR_TEXT") == .color(.hex("EEEEEE")), "a pointer into a file, its type the base token's")
    }

    @Test func refsAreConfinedToTheFolderAndProblemsAreReported() throws {
        let folder = try Self.project([
            "inside/ds.resolver.json": """
            {"resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/sets/missing"}, {"type": "bogus"},
                                 {"type": "set", "name": "inline", "sources": [{"$ref": "../outside.tokens.json"}, {"$ref": "/etc/passwd"},
                                                                              {"$ref": "none.tokens.json"}, {"$ref": "#/nowhere"}]}],
             "sets": {"base": {"sources": [{"color": {"$type": "color", "ok": {"$value": "#123456"}}}]}}}
            """,
            "outside.tokens.json": ##"{"color": {"$type": "color", "secret": {"$value": "#FFFFFF"}}}"##,
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let theme = try Theme(contentsOf: folder.appendingPathComponent("inside/ds.resolver.json"))
        let messages = theme.diagnostics.map(\.message)
        #expect(theme.diagnostics.map(\.code).filter { $0 == "include-not-found" }.count == 5, "\(messages)")
        #expect(messages.contains { $0.contains("outside the folder") })
        #expect(theme.diagnostics.contains { $0.code == "invalid-constant-value" && $0.message.contains("`resolutionOrder`") })
        #expect(theme.files.count == 1, "nothing outside the folder is read")
        #expect(ThemeManager(defaultTheme: theme).constant(named: "COLOR_OK") == .color(.hex("123456")))
    }

    @Test func contextsThatGiveOneVariantAreACollision() throws {
        let theme = try Theme(
            data: Data(
                """
                {"resolutionOrder": [{"$ref": "#/modifiers/a"}, {"$ref": "#/modifiers/b"}],
                 "modifiers": {"a": {"contexts": {"base": [], "high-contrast": []}}, "b": {"contexts": {"base": [], "high_contrast": []}}}}
                """.utf8), name: "two.resolver.json")
        #expect(theme.diagnostics.map(\.code) == ["name-collision"])
    }
}

/// A set split across files a theme includes: a semantic file's aliases name the palette's tokens.
@Suite struct SplitTokenSetTests {
    @Test func aliasesResolveAcrossTheIncludedTokenFiles() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("split-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(##"{"Light": {"$type": "color", "Gray": {"2": {"$value": "#E1E1E1"}}}}"##.utf8)
            .write(to: folder.appendingPathComponent("palette.tokens.json"))
        try Data(#"{"bg": {"$type": "color", "disabled": {"$value": "{Light.Gray.2}"}, "typo": {"$value": "{Light.Grey.2}"}}}"#.utf8)
            .write(to: folder.appendingPathComponent("semantic.tokens.json"))
        try Data(#"{"formatVersion": 2, "_include": ["semantic.tokens.json", "palette.tokens.json"]}"#.utf8)
            .write(to: folder.appendingPathComponent("theme.json"))
        let theme = try Theme(contentsOf: folder.appendingPathComponent("theme.json"))
        #expect(theme.diagnostics.ignoringLegacyForms.isEmpty, "\(theme.diagnostics)")
        let manager = ThemeManager(defaultTheme: theme)
        #expect(manager.constant(named: "COLOR_BG_DISABLED") == .color(.hex("E1E1E1")), "the palette's token, from another file")
        let undefined = manager.lint().filter { $0.code == "undefined-constant" }
        #expect(undefined.count == 1 && undefined[0].message.contains("COLOR_LIGHT_GREY_2"))
        #expect(undefined[0].message.contains("did you mean `COLOR_LIGHT_GRAY_2`?"), "\(undefined[0].message)")
    }
}
