import Foundation
import Testing

@testable import themecheck

/// `SourceLines`: UTF-8 byte columns as Unicode scalar columns, on lines of any length.
@Suite struct SourceLinesTests {
    @Test func scalarColumnsMatchCountingFromTheLineStart() {
        // A line of 3,000 bytes mixing one-, two-, three- and four-byte scalars, after a short first line.
        let long = (0..<600).map { ["a", "é", "€", "🎨", "b"][$0 % 5] }.joined()
        let text = "first\r\n" + long + "\nlast"
        let lines = SourceLines()
        lines.add(Data(text.utf8), for: "t.json")
        let bytes = Array(long.utf8)
        for column in [1, 2, 255, 256, 257, 300, 1_000, 1_537, bytes.count, bytes.count + 1, bytes.count + 50] {
            let prefix = bytes.prefix(column - 1)
            let expected = String(decoding: prefix, as: UTF8.self).unicodeScalars.count + 1
            #expect(lines.scalarColumn(ofByteColumn: column, line: 2, of: "t.json") == expected, "byte column \(column)")
        }
        #expect(lines.scalarColumn(ofByteColumn: 9, line: 1, of: "t.json") == 6, "the line break is not a column")
        #expect(lines.line(2, of: "t.json") == long)
        #expect(lines.scalarColumn(ofByteColumn: 1, line: 4, of: "t.json") == nil)
    }
}
