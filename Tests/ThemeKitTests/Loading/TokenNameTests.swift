import Foundation
import Testing

@testable import ThemeKit

/// Constant names from token paths: never a literal, types from the tokens.
@Suite struct TokenNameTests {
    @Test func aNumberNamedTokenIsNamedAfterItsFileAndTheRenamingIsReported() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("names-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(##"{"$type": "number", "80": {"$value": 0.8}, "100": {"$value": 1}}"##.utf8)
            .write(to: folder.appendingPathComponent("opacity.json"))
        try Data(##"{"formatVersion": 2, "_include": "opacity.json", "Styles": {"Card": {"alpha": "OPACITY_80", "tag": "100"}}}"##.utf8)
            .write(to: folder.appendingPathComponent("theme.json"))
        let theme = try Theme(contentsOf: folder.appendingPathComponent("theme.json"))
        let renamings = theme.diagnostics.filter { $0.code == "suspicious-value" }
        #expect(renamings.count == 1, "once per file: \(theme.diagnostics)")
        #expect(renamings.first?.message.contains("token `80` is the constant `OPACITY_80` (and 1 more token so named)") == true)
        let manager = ThemeManager(defaultTheme: theme)
        #expect(manager.constant(named: "OPACITY_100") == .number(1))
        #expect(manager.constant(named: "100") == nil)
        let style = try manager.resolvedStyle(named: "Card")
        #expect(style["alpha"] == .number(0.8))
        #expect(style["tag"] == .string("100"), "`\"100\"` in a theme stays the text, not a token's value")
    }

    @Test func aNumberUnderFontIsNoConventionMismatch() throws {
        let text =
            ##"{"font": {"lineHeight": {"5": {"$type": "number", "$value": 2}}, "weight": {"bold": {"$type": "fontWeight", "$value": 700}}}}"##
        let theme = try Theme(data: Data(text.utf8), name: "type.tokens.json")
        let manager = ThemeManager(defaultTheme: theme)
        #expect(manager.constant(named: "FONT_LINEHEIGHT_5") == .number(2))
        #expect(manager.lint().isEmpty, "names from tokens follow the tokens' types: \(manager.lint())")
    }

    @Test func aQuotedFamilyWithACommaIsOneName() throws {
        let text =
            ##"{"f": {"$type": "fontFamily", "a": {"$value": "\"Foo, Inc\", serif"}, "b": {"$value": "'Arial Black', sans-serif"}}}"##
        let manager = ThemeManager(defaultTheme: try Theme(data: Data(text.utf8), name: "f.tokens.json"))
        #expect(manager.constant(named: "FONT_F_A") == .string("Foo, Inc"))
        #expect(manager.constant(named: "FONT_F_B") == .string("Arial Black"))
    }
}
