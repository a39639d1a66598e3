import Foundation
import Testing

@testable import ThemeKit

@Suite struct ThemeManagerTests {
    @Test func switchingAlternativesDropsWhatWasResolved() throws {
        let manager = try InlineTheme.manager(InlineTheme.json(constants: "\"COLOR_X\": \"c:111\"", styles: "\"S\": {\"c\": \"COLOR_X\"}"))
        let before = try manager.resolvedStyle(named: "S")["c"]
        manager.setAlternativeThemes([try InlineTheme.load(InlineTheme.json(constants: "\"COLOR_X\": \"c:222\"", styles: ""))])
        #expect(try manager.resolvedStyle(named: "S")["c"] != before)
        #expect(manager.constant(named: "COLOR_X") == .color(ThemeColor(hexDigits: "222")!))
        manager.setAlternativeThemes([])
        #expect(try manager.resolvedStyle(named: "S")["c"] == before)
    }

    @Test func changingVariantsDropsResolvedStyles() throws {
        let manager = try InlineTheme.manager(InlineTheme.json(styles: "\"S\": {\"a\": 1}, \"S_IPAD\": {\"a\": 2}"))
        #expect(try manager.resolvedStyle(named: "S")["a"] == .number(1))
        manager.variants = ["IPAD"]
        #expect(try manager.resolvedStyle(named: "S")["a"] == .number(2))
        #expect(manager.variants == ["IPAD"])
    }

    @Test func themesAreListedInLookupOrder() throws {
        let manager = try InlineTheme.manager(
            InlineTheme.json(styles: ""), alternatives: [InlineTheme.json(styles: ""), InlineTheme.json(styles: "")])
        #expect(manager.themes.map(\.name) == ["alternative1.json", "alternative2.json", "default.json"])
    }

    @Test func anOverridesFileIsLookedUpFirst() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("themekit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("overrides.json")
        try Data(InlineTheme.json(constants: "\"COLOR_X\": \"c:333\"", styles: "").utf8).write(to: url)
        let manager = ThemeManager(
            defaultTheme: try InlineTheme.load(InlineTheme.json(constants: "\"COLOR_X\": \"c:111\"", styles: "")),
            alternatives: [try InlineTheme.load(InlineTheme.json(constants: "\"COLOR_X\": \"c:222\"", styles: ""))],
            overridesURL: url)
        #expect(manager.constant(named: "COLOR_X") == .color(ThemeColor(hexDigits: "333")!))
    }

    @Test func resolvingFromManyThreadsAtOnceIsSafe() async throws {
        let manager = try InlineTheme.manager(InlineTheme.json(constants: "\"COLOR_X\": \"c:111\"", styles: "\"S\": {\"c\": \"COLOR_X\"}"))
        let alternative = try InlineTheme.load(InlineTheme.json(constants: "\"COLOR_X\": \"c:222\"", styles: ""))
        await withTaskGroup(of: Void.self) { group in
            for task in 0..<8 {
                group.addTask {
                    for round in 0..<200 {
                        if task == 0 { manager.setAlternativeThemes(round.isMultiple(of: 2) ? [alternative] : []) }
                        if task == 1 { manager.variants = round.isMultiple(of: 2) ? ["IPAD"] : [] }
                        let value = try? manager.resolvedStyle(named: "S")["c"]
                        #expect(value == .color(ThemeColor(hexDigits: "111")!) || value == .color(ThemeColor(hexDigits: "222")!))
                    }
                }
            }
        }
    }
}
