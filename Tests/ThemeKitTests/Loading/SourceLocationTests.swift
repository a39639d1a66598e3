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

    /// Lines end at LF, CRLF or a CR alone, whichever way the table is found.
    @Test(arguments: ["", "a", "a\n", "\n\n", "a\nb\nc", "a\r\nb\rc\n\r", "\r", "a\rb", "x\r\n", "é\n\u{301}\r\nz"])
    func lineStartsAgreeWithReadingByteByByte(text: String) {
        let bytes = Array(text.utf8)
        var expected: [UInt32] = [0]
        for (index, byte) in bytes.enumerated()
        where byte == 0x0A || (byte == 0x0D && (index + 1 == bytes.count || bytes[index + 1] != 0x0A)) {
            expected.append(UInt32(index + 1))
        }
        #expect(bytes.withUnsafeBytes { SourceFile.lineStarts(in: $0) } == expected)
    }

    @Test func aSourceFileKeepsEachFieldWhenAnotherIsSet() {
        let text = Data("{\n  \"a\": 1\n}".utf8)
        var source = text.withUnsafeBytes { SourceFile(path: "theme.json", text: $0) }
        let copy = source
        source.text = text
        source.isTokenFile = true
        #expect(source.path == "theme.json" && source.text == text && source.isTokenFile && source.hasLines)
        #expect(source.location(ofOffset: 4) == SourceLocation(file: "theme.json", line: 2, column: 3))
        // Fields live in one shared object: setting one on a copy leaves the original as it was.
        #expect(copy.text == nil && !copy.isTokenFile && copy.location(ofOffset: 4) == source.location(ofOffset: 4))
        let binary = SourceFile(binaryPath: "theme.plist")
        #expect(!binary.hasLines && binary.location(ofOffset: 4) == SourceLocation(file: "theme.plist"))
    }

    @Test func aBinaryPropertyListLocationNamesOnlyTheFile() throws {
        let data = try PropertyListSerialization.data(
            fromPropertyList: ["formatVersion": 2, "Constants": ["COLOR_X": "c:#GG0000"]], format: .binary, options: 0)
        let theme = try Theme(data: data, name: "theme.plist")
        let diagnostic = try #require(ThemeManager(defaultTheme: theme).lint().first)
        #expect(diagnostic.location == SourceLocation(file: "theme.plist"))
    }
}
