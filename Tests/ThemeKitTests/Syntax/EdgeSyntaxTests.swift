import Foundation
import Testing

@testable import ThemeKit

/// `edge:` reads four numbers in UIKit's order and writes them back the same way.
@Suite struct EdgeSyntaxTests {
    @Test func edgeInsetsReadInUIKitsOrderAndWriteBack() throws {
        let manager = try InlineTheme.manager(
            InlineTheme.json(
                constants: "\"DIMENSION_GAP\": 8",
                styles: "\"Card\": {\"insets\": \"EDGE: 1, DIMENSION_GAP ,3,4.5\", \"bad\": \"edge:1,2,3\"}"))
        let style = try manager.resolvedStyle(named: "Card")
        let insets = ThemeValue.edgeInsets(ThemeEdgeInsets(top: 1, left: 8, bottom: 3, right: 4.5))
        #expect(style["insets"] == insets)
        #expect(EdgeSyntax.format(insets) == "edge:1,8,3,4.5")
        #expect(EdgeSyntax.format(.rect(ThemeRect(x: 1, y: 2, width: 3, height: 4))) == nil)
        #expect(EdgeSyntax.constantNames(in: "1, DIMENSION_GAP ,3,4") == ["1", "DIMENSION_GAP", "3", "4"])
        #expect(style["bad"] == nil)
        #expect(style.diagnostics.map(\.message) == ["`edge:1,2,3` has 3 parts; expected `edge:TOP,LEFT,BOTTOM,RIGHT` with 4 numbers"])
    }

    @Test func aConstantNamedLikeANumberIsStillLookedUpFirst() throws {
        // Literals skip the constant lookup only where no constant could answer it.
        let styles = "\"Card\": {\"insets\": \"edge:8,2,3,4\"}"
        let plain = try InlineTheme.manager(InlineTheme.json(constants: "\"DIMENSION_GAP\": 8", styles: styles))
        #expect(try plain.resolvedStyle(named: "Card")["insets"] == .edgeInsets(ThemeEdgeInsets(top: 8, left: 2, bottom: 3, right: 4)))
        let numbered = try InlineTheme.manager(InlineTheme.json(constants: "\"8\": 20", styles: styles))
        #expect(try numbered.resolvedStyle(named: "Card")["insets"] == .edgeInsets(ThemeEdgeInsets(top: 20, left: 2, bottom: 3, right: 4)))
        // Defined only in the overrides file (`modifyConstant` takes only names a theme knows).
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let overridesURL = folder.appendingPathComponent("ThemeOverrides.plist")
        try Data(#"{"formatVersion" = 2; Constants = {"8" = 30;};}"#.utf8).write(to: overridesURL)
        let overridden = ThemeManager(
            defaultTheme: try InlineTheme.load(InlineTheme.json(styles: styles)), overridesURL: overridesURL)
        #expect(overridden.overridesDiagnostics.isEmpty)
        let insets = try overridden.resolvedStyle(named: "Card")["insets"]
        #expect(insets == .edgeInsets(ThemeEdgeInsets(top: 30, left: 2, bottom: 3, right: 4)))
        // In a variant's group: looked up, and found only while the variant is active.
        let variant = try InlineTheme.manager(
            #"{"formatVersion": 2, "Constants_DARK": {"8": 40}, "Styles": {"Card": {"insets": "edge:8,2,3,4"}}}"#)
        #expect(try variant.resolvedStyle(named: "Card")["insets"] == .edgeInsets(ThemeEdgeInsets(top: 8, left: 2, bottom: 3, right: 4)))
        variant.variants = ["DARK"]
        #expect(try variant.resolvedStyle(named: "Card")["insets"] == .edgeInsets(ThemeEdgeInsets(top: 40, left: 2, bottom: 3, right: 4)))
    }
}
