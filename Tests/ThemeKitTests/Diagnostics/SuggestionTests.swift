import Testing

@testable import ThemeKit

@Suite struct SuggestionTests {
    @Test(
        arguments: [
            ("Lable", "Label"), ("COLOR_MIAN", "COLOR_MAIN"), ("CommonLabe", "CommonLabel"),
            ("commonlabel", "CommonLabel"), ("Button", nil), ("Styles", nil), ("X", nil),
        ] as [(String, String?)])
    func suggestsOnlyLikelyTypos(name: String, expected: String?) {
        #expect(Suggestion.closest(to: name, in: ["Label", "COLOR_MAIN", "CommonLabel", "CommonBoldLabel"]) == expected)
    }

    @Test func aNameThatDiffersOnlyInCaseComesFirst() {
        #expect(Suggestion.closest(to: "a", in: ["b", "B", "A"]) == "A")
        #expect(Suggestion.closest(to: "LABEL", in: ["Lable", "Label"]) == "Label")
    }
}
