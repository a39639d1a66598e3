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

/// `SuggestionIndex`: the candidates indexed once for many unknown names.
@Suite struct SuggestionIndexTests {
    @Test func itAnswersAsComparingEveryCandidateInOrderDoes() {
        let candidates = ["Title", "Tilte", "Body", "title", "Caption", "Headline", "Label", "Lable"]
        let index = SuggestionIndex(candidates)
        for name in ["Titel", "TITLE", "Bdy", "Captoin", "Lab", "Labl", "Nothing", "Headlines", "Title"] {
            #expect(index.closest(to: name) == Suggestion.closest(to: name, in: candidates), "\(name)")
        }
        #expect(index.closest(to: "Labl") == "Label", "of two candidates one edit away, the earlier wins")
        #expect(index.closest(to: "TITLE") == "Title", "a wrong case comes first")
    }

    @Test func manyUnknownNamesCostABoundedNumberOfComparisons() {
        // 400 names of one length against a budget of 20,000: comparing each with each would be 160,000.
        let candidates = (0..<400).map { "Style\(10_000 + $0)A" }
        let index = SuggestionIndex(candidates, budget: 20_000)
        let answered = (0..<400).compactMap { index.closest(to: "Style\(10_000 + $0)B") }
        #expect(index.comparisonsMade == 20_000)
        #expect(answered.count >= 20_000 / 400, "the first names still get one")
        #expect(index.closest(to: "style10000a") == "Style10000A", "past the budget, a case typo is still found")
    }

    @Test func longNamesCostABoundedNumberOfTableCells() {
        // Names of 60 bytes: each comparison fills 3,600 cells, so 1,000 cells' worth of budget allows few.
        let candidates = (0..<50).map { "COLOR_SCHEME_LIGHT_INTERACTIVE_PRIMARY_ENABLED_BACKGROUND_\(100 + $0)" }
        let index = SuggestionIndex(candidates, cellBudget: 40_000)
        for number in 0..<50 { _ = index.closest(to: "COLOR_SCHEME_DARK_INTERACTIVE_PRIMARY_ENABLED_BACKGROUNDS_\(100 + number)") }
        #expect(index.cellsComputed < 40_000 + 4_000, "stops within one comparison of the budget")
        #expect(index.comparisonsMade < 50 * 50)
    }
}
