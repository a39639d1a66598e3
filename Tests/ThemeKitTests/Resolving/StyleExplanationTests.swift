import Testing
import ThemeKit

/// `explain`: where each value of a resolved style came from.
@Suite struct StyleExplanationTests {
    private func manager() throws -> ThemeManager {
        try InlineTheme.manager(
            """
            {
              "formatVersion": 2,
              "Constants": {"COLOR_TEXT": "COLOR_BASE", "COLOR_BASE": "c:111", "SIZE": 12},
              "Styles": {
                "Base": {"textColor": "COLOR_TEXT", "font": "f:system,SIZE"},
                "Title": {"_superstyle": "Base", "font": "f:systemBold,20", "icon": "s:Icon"},
                "Icon": {"tint": "c:F00"},
                "Title_IPAD": {"font": "f:systemBold,28"}
              }
            }
            """,
            alternatives: [InlineTheme.json(constants: "\"COLOR_BASE\": \"c:222\"", styles: "")])
    }

    @Test func eachValueSaysWhereItIsWrittenAndHowItWasReached() throws {
        let explanation = try manager().explain(styleNamed: "Title")
        #expect(explanation.entries.map(\.keyPath) == ["textColor", "font", "icon.tint"])
        let color = try #require(explanation["textColor"])
        #expect(color.value == .color(ThemeColor(hexDigits: "222")!))
        #expect(color.origin.style == "Base")
        #expect((color.origin.place.file, color.origin.place.line, color.origin.place.layer) == ("default.json", 5, .defaultTheme))
        #expect(color.origin.steps.map(\.kind) == [.superstyle])
        #expect(color.origin.constants.map(\.name) == ["COLOR_TEXT", "COLOR_BASE"])
        #expect(color.origin.constants.map(\.place.layer) == [.defaultTheme, .alternative(0)])
        let tint = try #require(explanation["icon.tint"])
        #expect(tint.origin.steps.map { "\($0.kind.rawValue) \($0.style)" } == ["style: Icon"])
    }

    @Test func aValueListsTheAssignmentsItReplaced() throws {
        let manager = try manager()
        manager.variants = ["IPAD"]
        let font = try #require(try manager.explain(styleNamed: "Title")["font"])
        #expect(font.value == .font(ThemeFont(name: "systemBold", size: 28)))
        #expect(font.origin.steps.map(\.kind) == [.variant])
        #expect(font.replaced.map(\.value) == [.font(ThemeFont(name: "system", size: 12)), .font(ThemeFont(name: "systemBold", size: 20))])
        #expect(font.replaced.first?.constants.map(\.name) == ["SIZE"])
    }

    @Test func overridesAreNamedAsSuch() throws {
        let manager = try manager()
        manager.modifyStyle("Icon", keyPath: "tint", value: .color(ThemeColor(hexDigits: "0F0")!))
        let tint = try #require(try manager.explain(styleNamed: "Title")["icon.tint"])
        #expect(tint.origin.place.layer == .overrides)
    }

    @Test func explainingAgreesWithResolving() throws {
        let manager = try manager()
        let resolved = try manager.resolvedStyle(named: "Title")
        let explained = try manager.explain(styleNamed: "Title")
        #expect(explained.entries.map(\.keyPath) == resolved.keyPaths)
        #expect(explained.entries.map(\.value) == resolved.assignments.map(\.value))
        #expect(throws: ThemeError.self) { try manager.explain(styleNamed: "Missing") }
    }
}

extension StyleExplanationTests {
    /// Found by a reading of the code (issue 13): explain listed the constant
    /// a font constant is, but not the constants inside its parts.
    @Test func constantsInsideAConstantsFontPartsAreListed() throws {
        let manager = try InlineTheme.manager(
            InlineTheme.json(
                constants:
                    "\"FONT_BODY\": \"f:FONT_NAME,DIMENSION_SIZE\", \"FONT_NAME\": \"Avenir\", \"DIMENSION_SIZE\": \"DIMENSION_BASE\", \"DIMENSION_BASE\": 17",
                styles: "\"Label\": {\"font\": \"FONT_BODY\"}"))
        let entry = try #require(try manager.explain(styleNamed: "Label")["font"])
        #expect(entry.origin.constants.map(\.name) == ["FONT_BODY", "FONT_NAME", "DIMENSION_SIZE", "DIMENSION_BASE"])
        #expect(entry.value == .font(ThemeFont(name: "Avenir", size: 17)))
    }

    /// The constants listed are the ones resolution looked up, wherever they
    /// are: in array elements too, and a loop's members once each.
    @Test func theConstantsListedAreTheOnesResolutionLookedUp() throws {
        let manager = try InlineTheme.manager(
            InlineTheme.json(
                constants:
                    "\"COLOR_A\": \"COLOR_B\", \"COLOR_B\": \"c:000\", \"FONT_NAME\": \"Menlo\", \"LOOP_A\": \"LOOP_B\", \"LOOP_B\": \"LOOP_A\"",
                styles: "\"Label\": {\"tags\": [\"COLOR_A\", \"f:FONT_NAME,12\", \"plain\"], \"x\": \"LOOP_A\"}"))
        let explanation = try manager.explain(styleNamed: "Label")
        #expect(explanation["tags"]?.origin.constants.map(\.name) == ["COLOR_A", "COLOR_B", "FONT_NAME"])
        #expect(explanation["x"] == nil)
        #expect(explanation.diagnostics.map(\.code) == ["constant-cycle"])
    }
}
