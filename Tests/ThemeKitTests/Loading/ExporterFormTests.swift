import Foundation
import Testing

@testable import ThemeKit

/// Token files as Figma, Tokens Studio and Style Dictionary write them: every
/// form whose meaning is clear is read exactly, with one
/// `legacy-token-format` warning per file naming the 2025.10 forms.
@Suite struct ExporterFormTests {
    static func load(_ text: String, name: String = "t.tokens.json") throws -> (ThemeManager, Theme) {
        let theme = try Theme(data: Data(text.utf8), name: name)
        return (ThemeManager(defaultTheme: theme), theme)
    }

    @Test func theEarlierDraftsFormsAreReadExactlyWithOneWarning() throws {
        let (manager, theme) = try Self.load(
            ##"""
            {"color": {"$type": "color", "brand": {"$value": "#FF8800"}, "scrim": {"$value": "rgba(0, 0, 0, 0.5)"}},
             "space": {"$type": "dimension", "a": {"$value": "16px"}, "b": {"$value": 8}, "c": {"$value": "12"}, "d": {"$value": "0.5rem"}},
             "motion": {"$type": "duration", "fast": {"$value": "150ms"}, "slow": {"$value": "0.4s"}},
             "weight": {"$type": "fontWeight", "face": {"$value": "Semi Bold"}, "text": {"$value": "700"}},
             "flag": {"$type": "boolean", "$value": "true"}}
            """##)
        #expect(theme.diagnostics.map(\.code) == ["legacy-token-format"], "one per file: \(theme.diagnostics)")
        let message = theme.diagnostics.first?.message ?? ""
        for form in ["a colour as a hex string", "a dimension as text", "a duration as text", "a font weight as a face name"] {
            #expect(message.contains(form), "names `\(form)`")
        }
        #expect(message.contains(##"write `{"value": 16, "unit": "px"}`"##), "and the 2025.10 form to write")
        #expect(manager.constant(named: "COLOR_BRAND") == .color(.hex("FF8800")))
        #expect(manager.constant(named: "COLOR_SCRIM") == .color(ThemeColor(red: 0, green: 0, blue: 0, alpha: 0.5)))
        #expect(manager.constant(named: "DIMENSION_SPACE_A") == .number(16))
        #expect(manager.constant(named: "DIMENSION_SPACE_B") == .number(8), "a bare number is points")
        #expect(manager.constant(named: "DIMENSION_SPACE_C") == .number(12))
        #expect(manager.constant(named: "DIMENSION_SPACE_D") == .number(8), "rem at 16 points")
        #expect(manager.constant(named: "MOTION_FAST") == .number(0.15))
        #expect(manager.constant(named: "MOTION_SLOW") == .number(0.4))
        #expect(manager.constant(named: "WEIGHT_FACE") == .number(600))
        #expect(manager.constant(named: "WEIGHT_TEXT") == .number(700))
        #expect(manager.constant(named: "FLAG") == .bool(true))
    }

    @Test func aFileIn2025FormsDrawsNoWarning() throws {
        let (_, theme) = try Self.load(
            ##"{"c": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 0.5, 0]}}, "d": {"$type": "dimension", "$value": {"value": 0, "unit": "px"}}}"##
        )
        #expect(theme.diagnostics.isEmpty, "\(theme.diagnostics)")
    }

    @Test func tokensStudiosSingleFileIsATheme() throws {
        let theme = try Theme(contentsOf: FixturePath.url("valid/tokens-studio/tokens.json"))
        #expect(theme.diagnostics.map(\.code) == ["legacy-token-format"], "\(theme.diagnostics)")
        let manager = ThemeManager(defaultTheme: theme)
        #expect(manager.constant(named: "COLOR_BACKGROUND") == .color(.hex("F5F5F5")), "the Light theme is the base")
        #expect(manager.constant(named: "COLOR_COLORS_BRAND") == .color(ThemeColor(red: 1, green: 136 / 255, blue: 0, alpha: 0.9)))
        #expect(manager.constant(named: "DIMENSION_SPACING_SM") == .number(8))
        #expect(manager.constant(named: "DIMENSION_RADII_CARD") == .number(12), "0.75rem")
        #expect(manager.constant(named: "FONTWEIGHTS_BOLD") == .number(600), "`Semi Bold`")
        #expect(manager.constant(named: "LINEHEIGHTS_BODY") == .number(1.5), "`150%`")
        #expect(manager.constant(named: "OPACITY_DISABLED") == .number(0.4), "`40%`")
        let body = try manager.resolvedStyle(named: "TypographyBody")
        #expect(body["font"] == .font(ThemeFont(name: "Inter", size: 16, weight: .semibold)))
        #expect(body["lineHeight"] == .number(1.5))
        #expect(body["letterSpacing"] == .number(-0.16), "-1% of 16 points")
        let card = try manager.resolvedStyle(named: "ShadowsCard")
        #expect(card["shadowOffset"] == .size(ThemeSize(width: 0, height: 2)), "`x` and `y` are the offsets")
        #expect(card["shadowRadius"] == .number(4))
        manager.variants = ["DARK"]
        #expect(manager.constant(named: "COLOR_BACKGROUND") == .color(.hex("1A1A1A")), "the Dark theme is a variant")
        #expect(manager.constant(named: "COLOR_TEXT") == .color(.hex("F5F5F5")), "aliases leave out the set name")
    }

    @Test func tokensStudiosFolderIsTheSameTheme() throws {
        let singleTheme = try Theme(contentsOf: FixturePath.url("valid/tokens-studio/tokens.json"))
        let single = ThemeManager(defaultTheme: singleTheme)
        let folderTheme = try Theme(contentsOf: FixturePath.url("valid/tokens-studio/folder/$metadata.json"))
        let folder = ThemeManager(defaultTheme: folderTheme)
        #expect(folderTheme.diagnostics.allSatisfy { $0.code == "legacy-token-format" }, "\(folderTheme.diagnostics)")
        #expect(folderTheme.files.count == 5, "the metadata, the themes and three sets: \(folderTheme.files)")
        for variants in [[], ["DARK"]] {
            single.variants = variants
            folder.variants = variants
            for name in singleTheme.constantNames {
                #expect(folder.constant(named: name) == single.constant(named: name), "\(name) in \(variants)")
            }
        }
    }

    @Test func aFigmaExportWithAFilePerModeIsJoinedByAResolverDocument() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("figma-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = [
            "Color-Light.json":
                ##"{"bg": {"$type": "color", "$value": "#FFFFFF", "$extensions": {"com.figma.variableId": "VariableID:1:2"}}}"##,
            "Color-Dark.json":
                ##"{"bg": {"$type": "color", "$value": "#000000", "$extensions": {"com.figma.variableId": "VariableID:1:2"}}}"##,
            "app.resolver.json": ##"""
            {"version": "2025.10", "resolutionOrder": [{"$ref": "#/modifiers/mode"}],
             "modifiers": {"mode": {"default": "light", "contexts": {"light": [{"$ref": "Color-Light.json"}], "dark": [{"$ref": "Color-Dark.json"}]}}}}
            """##,
        ]
        for (name, text) in files { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
        let theme = try Theme(contentsOf: folder.appendingPathComponent("app.resolver.json"))
        #expect(theme.diagnostics.allSatisfy { $0.code == "legacy-token-format" }, "\(theme.diagnostics)")
        let manager = ThemeManager(defaultTheme: theme)
        #expect(manager.constant(named: "COLOR_BG") == .color(.hex("FFFFFF")))
        manager.variants = ["DARK"]
        #expect(manager.constant(named: "COLOR_BG") == .color(.hex("000000")))
    }

    @Test func aCSSFontListInOneStringIsReadAsItsFirstFamilyWithOneWarning() throws {
        let (manager, theme) = try Self.load(
            ##"""
            {"font": {"$type": "fontFamily", "brand": {"$value": "\"Brand Sans\", Arial, sans-serif"}, "mono": {"$value": "'Menlo', monospace"},
                      "plain": {"$value": "Inter"}, "list": {"$value": ["Inter", "sans-serif"]}},
             "type": {"$type": "typography", "body": {"$value": {"fontFamily": "Georgia, serif", "fontSize": {"value": 16, "unit": "px"}}}}}
            """##)
        #expect(
            theme.diagnostics.map(\.description) == [
                ##"t.tokens.json:1:54: warning: this file writes tokens in forms of the earlier DTCG drafts or of an exporter, each read exactly: a font family as CSS text in one string (`"\"Brand Sans\", Arial, sans-serif"`, read as its first family) (write an array of family names, `["Brand Sans", "Arial", "sans-serif"]`) [legacy-token-format]"##
            ], "once per file, at the first")
        #expect(manager.constant(named: "FONT_BRAND") == .string("Brand Sans"))
        #expect(manager.constant(named: "FONT_MONO") == .string("Menlo"))
        #expect(manager.constant(named: "FONT_PLAIN") == .string("Inter") && manager.constant(named: "FONT_LIST") == .string("Inter"))
        #expect(manager.constant(named: "FONT_TYPE_BODY") == .font(ThemeFont(name: "Georgia", size: 16)))
    }

    @Test func anExpressionIsNamedNotGuessed() throws {
        let (manager, theme) = try Self.load(
            ##"{"base": {"value": "4", "type": "spacing"}, "double": {"value": "{base} * 2", "type": "spacing"}}"##)
        #expect(theme.diagnostics.map(\.code).sorted() == ["legacy-token-format", "unsupported-token"])
        #expect(manager.constant(named: "DIMENSION_DOUBLE") == nil)
        #expect(manager.constant(named: "DIMENSION_BASE") == .number(4))
    }
}

/// Weight names: the format's spellings are no legacy form, an exporter's are.
@Suite struct WeightNameTests {
    @Test func onlyTheFormatsSpellingsAreItsOwn() {
        #expect(DesignTokenReader.weight(named: "semi-bold")! == (600, true))
        #expect(DesignTokenReader.weight(named: "semibold")! == (600, false))
        #expect(DesignTokenReader.weight(named: "Semi Bold Italic")! == (600, false))
        #expect(DesignTokenReader.weight(named: "ExtraBold")! == (800, false))
        #expect(DesignTokenReader.weight(named: "italic") == nil)
    }
}
