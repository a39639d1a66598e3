import Testing

@testable import ThemeKit

/// Rows are found by key as a dictionary of strings finds them, ASCII keys
/// through the table's own hashing.
@Suite struct RowKeyTableTests {
    @Test func everyKeyIsFoundAndNoOtherTextIs() {
        let keys = (0..<300).map { "key\($0)" } + ["textColor", "layer", "é", "e\u{301}x", "K"]
        let table = RowKeyTable(Dictionary(uniqueKeysWithValues: keys.enumerated().map { ($1, $0) }))
        for (index, key) in keys.enumerated() { #expect(table[key] == index, "\(key)") }
        for other in ["", "key300", "Key1", "textcolor", "layer ", "e"] { #expect(table[other] == nil, "\(other)") }
    }

    @Test func textIsMatchedByCanonicalEquivalenceAsDictionariesMatchIt() {
        let rows = ["caf\u{E9}": 1, "\u{212A}elvin": 2, "K": 3]
        let table = RowKeyTable(rows)
        for query in ["cafe\u{301}", "caf\u{E9}", "Kelvin", "\u{212A}elvin", "K", "\u{212A}", "cafe"] {
            #expect(table[query] == rows[query], "\(query.debugDescription)")
        }
    }
}
