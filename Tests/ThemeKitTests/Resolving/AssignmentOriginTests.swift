import Testing

@testable import ThemeKit

@Suite struct AssignmentOriginTests {
    @Test func everyAssignmentSaysWhereItsWinningValueWasWritten() throws {
        let manager = try InlineTheme.manager(
            """
            {
              "formatVersion": 2,
              "Constants": {"COLOR_TEXT": "c:#102030"},
              "Styles": {
                "Base": {"textColor": "COLOR_TEXT", "alpha": 0.5},
                "Title": {
                  "_superstyle": "Base",
                  "alpha": 1,
                  "layer": {"selected:borderWidth": 2}
                }
              }
            }
            """)
        let style = try manager.resolvedStyle(named: "Title")
        #expect(style.keyPaths == ["textColor", "alpha", "layer.selected:borderWidth"])
        #expect(style.assignment(at: "textColor")?.origin == SourceLocation(file: "default.json", line: 5, column: 27))
        #expect(style.assignment(at: "alpha")?.origin == SourceLocation(file: "default.json", line: 8, column: 16))
        let border = try #require(style.assignment(at: "layer.selected:borderWidth"))
        #expect(border.origin == SourceLocation(file: "default.json", line: 9, column: 41))
        #expect(border.path.components == ["layer", "borderWidth"])
        #expect(border.path.state == .selected)
        #expect(border.value == .number(2))
    }

    @Test func anAssignmentReachedThroughACachedAncestorKeepsItsOriginUnderItsNewKeyPath() throws {
        let manager = try InlineTheme.manager(
            InlineTheme.json(
                styles: """
                    "Shared": {"cornerRadius": 4}, "A": {"left": "s:Shared"}, "B": {"right": "s:Shared"}
                    """))
        let first = try manager.resolvedStyle(named: "A").assignments
        let second = try manager.resolvedStyle(named: "B").assignments
        #expect(first.map(\.keyPath) == ["left.cornerRadius"])
        #expect(second.map(\.keyPath) == ["right.cornerRadius"])
        #expect(second.first?.path.components == ["right", "cornerRadius"])
        #expect(first.first?.origin == second.first?.origin)
        #expect(first.first?.origin?.line == 4)
    }
}
