import Testing

@testable import ThemeKit

/// Comma lists (keys, `_superstyle`, `s:`) are split as bytes when they are
/// ASCII; that must give what splitting and trimming characters gives.
@Suite struct NameListTests {
    /// The careful reading: split at commas, trim Unicode white space, drop empty items.
    private func reference(_ text: String) -> [String] {
        text.split(separator: ",").compactMap { item in
            let trimmed = item.trimmingWhitespace()
            return trimmed.isEmpty ? nil : String(trimmed)
        }
    }

    @Test func theByteReadingAgreesWithTheCarefulOneOnEveryShortASCIIList() {
        let alphabet: [Character] = ["a", "B", ",", " ", "\t", "\u{0B}", "\u{0C}", "\n", "\r", "_", ":"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<5_000 {
            let length = Int.random(in: 0...12, using: &generator)
            let text = String((0..<length).map { _ in alphabet.randomElement(using: &generator) ?? "a" })
            #expect(StyleReference.nameList(text[...]) == reference(text), "\(text.debugDescription)")
        }
    }

    @Test func nonASCIIWhiteSpaceIsStillTrimmed() {
        #expect(StyleReference.nameList("\u{A0}Title ,\u{3000}Body"[...]) == ["Title", "Body"])
        #expect(StyleReference.nameList("café, naïve"[...]) == ["café", "naïve"])
    }
}
