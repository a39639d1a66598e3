import Testing

@testable import ThemeKit

/// Names and values are trimmed of white space (theme-format §3); text that
/// begins and ends with a printable ASCII character is answered from its
/// bytes, which must agree with reading it character by character.
@Suite struct WhitespaceTrimmingTests {
    /// The careful reading: drop white-space characters from both ends.
    private func reference(_ text: String) -> String {
        let characters = Array(text)
        guard let first = characters.firstIndex(where: { !$0.isThemeWhitespace }),
            let last = characters.lastIndex(where: { !$0.isThemeWhitespace })
        else { return "" }
        return String(characters[first...last])
    }

    @Test func theByteReadingAgreesWithTheCarefulOneOnEveryShortText() {
        let alphabet: [String] = ["a", "~", "!", " ", "\t", "\n", "\r\n", "\u{A0}", "\u{3000}", "\u{301}", "é", "\u{7F}"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<5_000 {
            let length = Int.random(in: 0...8, using: &generator)
            let text = (0..<length).map { _ in alphabet.randomElement(using: &generator) ?? "a" }.joined()
            #expect(String(text.trimmingWhitespace()) == reference(text), "\(text.debugDescription)")
            #expect(String(text[...].trimmingWhitespace()) == reference(text), "\(text.debugDescription)")
        }
    }

    @Test func aSpaceCarryingACombiningMarkIsKept() {
        #expect(" \u{301}x".trimmingWhitespace() == " \u{301}x")
        #expect("\u{A0}c:FFF\u{3000}".trimmingWhitespace() == "c:FFF")
        #expect("c:FFF".trimmingWhitespace() == "c:FFF")
    }
}
