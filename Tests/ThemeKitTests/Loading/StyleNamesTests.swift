import Testing

@testable import ThemeKit

/// The names a style refers to, one kept inline and several in an array.
@Suite struct StyleNamesTests {
    @Test func namesReadBackInOrderHoweverManyThereAre() {
        for names in [[], ["Base"], ["Base", "Bold"], ["A", "B", "C"]] {
            let kept = StyleNames(names)
            #expect(Array(kept) == names)
            #expect(kept.count == names.count)
            #expect(kept.first == names.first)
            #expect(kept.joined(separator: ", ") == names.joined(separator: ", "))
        }
        let literal: StyleNames = ["Base", "Bold"]
        #expect(Array(literal.reversed()) == ["Bold", "Base"])
    }
}
