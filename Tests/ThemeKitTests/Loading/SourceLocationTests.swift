import Foundation
import Testing

@testable import ThemeKit

/// One location type names every place: a diagnostic, its notes, an
/// explanation and a typed-access error agree on where a value is written.
@Suite struct SourceLocationTests {
    @Test func everyReportOfOnePlaceGivesTheSameLocation() throws {
        let text = """
            {"formatVersion": 2,
             "Constants": {"COLOR_TEXT": "c:brand"},
             "Styles": {"Label": {"textColor": "COLOR_TEXT"}}}
            """
        let manager = try InlineTheme.manager(text)
        let expected = SourceLocation(file: "default.json", line: 2, column: 30)
        let diagnostic = try #require(manager.lint().first { $0.code == "named-color" })
        #expect(diagnostic.location == expected)
        #expect(diagnostic.file == expected.file && diagnostic.line == 2 && diagnostic.column == 30)
        let explained = try #require(try manager.explain(styleNamed: "Label")["textColor"]?.origin.constants.first)
        #expect(explained.place.location == expected)
        let error = try #require(throws: ThemeAccessError.self) { try manager.constant(named: "COLOR_TEXT", as: ThemeColor.self) }
        #expect(error.location == expected)
    }

    @Test func aBinaryPropertyListLocationNamesOnlyTheFile() throws {
        let data = try PropertyListSerialization.data(
            fromPropertyList: ["formatVersion": 2, "Constants": ["COLOR_X": "c:#GG0000"]], format: .binary, options: 0)
        let theme = try Theme(data: data, name: "theme.plist")
        let diagnostic = try #require(ThemeManager(defaultTheme: theme).lint().first)
        #expect(diagnostic.location == SourceLocation(file: "theme.plist"))
    }
}
