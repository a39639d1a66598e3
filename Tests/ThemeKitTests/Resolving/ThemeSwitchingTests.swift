import Foundation
import Testing
import ThemeKit

/// A replacement theme with errors never replaces the working one.
@Suite @MainActor struct ThemeSwitchingTests {
    private func manager() throws -> ThemeManager {
        try InlineTheme.manager(
            InlineTheme.json(
                constants: "\"COLOR_TEXT\": \"c:000\"",
                styles: "\"Label\": {\"textColor\": \"COLOR_TEXT\", \"text\": \"working\"}"))
    }

    private func source(_ text: String, name: String = "downloaded.json") -> ThemeSource {
        .data(Data(text.utf8), name: name)
    }

    @Test func aValidReplacementSwitchesAndRestyles() throws {
        let manager = try manager()
        let label = Label()
        manager.register(label, style: "Label")
        let warnings = try manager.switchThemes(
            defaultTheme: source(
                InlineTheme.json(
                    constants: "\"COLOR_TEXT\": \"c:FFF\"", styles: "\"Label\": {\"textColor\": \"COLOR_TEXT\", \"tint\": \"c:brand\"}")))
        #expect(warnings.codes == ["named-color"])
        #expect(label.textColor == .hex("FFF"))
        #expect(manager.themes.map(\.name) == ["downloaded.json"])
    }

    nonisolated static let broken: [(String, String)] = [
        ("a parse error", "{\"formatVersion\": 2, \"Styles\": {"),
        ("a top level that is not a dictionary", "[1]"),
        ("an undefined constant", InlineTheme.json(styles: "\"Label\": {\"textColor\": \"COLOR_MISSING\"}")),
        ("a bad colour", InlineTheme.json(styles: "\"Label\": {\"textColor\": \"c:#GG\"}")),
        ("a loop", InlineTheme.json(styles: "\"Label\": {\"_superstyle\": \"Label\"}")),
    ]

    @Test(arguments: broken)
    func aReplacementWithErrorsKeepsTheWorkingTheme(what: String, text: String) throws {
        let manager = try manager()
        let label = Label()
        manager.register(label, style: "Label")
        let error = try #require(throws: ThemeError.self, "\(what)") { try manager.switchThemes(defaultTheme: source(text)) }
        #expect(!error.diagnostics.isEmpty && error.diagnostics.allSatisfy { $0.severity == .error })
        #expect(manager.themes.map(\.name) == ["default.json"])
        #expect(try manager.resolvedStyle(named: "Label")["text"] == .string("working"))
        #expect(label.text == "working" && label.textColor == .hex("000"))
    }

    @Test func oneBrokenAlternativeStopsTheWholeSwitch() throws {
        let manager = try manager()
        let good = source(InlineTheme.json(constants: "\"COLOR_TEXT\": \"c:111\"", styles: ""), name: "good.json")
        let bad = source("{\"oops\"", name: "bad.json")
        let error = try #require(throws: ThemeError.self) { try manager.switchThemes(alternatives: [good, bad]) }
        #expect(error.diagnostics.allSatisfy { $0.file == "bad.json" })
        #expect(manager.themes.count == 1)
        #expect(manager.constant(named: "COLOR_TEXT") == .color(.hex("000")))
        try manager.switchThemes(alternatives: [good])
        #expect(manager.constant(named: "COLOR_TEXT") == .color(.hex("111")))
    }

    @Test func aFileThatCannotBeReadIsAnErrorToo() throws {
        let manager = try manager()
        #expect(throws: ThemeError.self) { try manager.switchThemes(defaultTheme: .file(URL(fileURLWithPath: "/nonexistent/theme.plist"))) }
        #expect(manager.themes.map(\.name) == ["default.json"])
    }
}
