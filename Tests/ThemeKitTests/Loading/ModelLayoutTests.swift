import Foundation
import Testing

@testable import ThemeKit

/// A loaded theme holds one of these per value, per style and per constant,
/// so their sizes are its memory (Docs/Performance.md, "Peak memory"). A
/// field added carelessly shows here before it shows in the benchmark.
@Suite struct ModelLayoutTests {
    @Test(.enabled(if: MemoryLayout<Int>.size == 8, "sizes are for 64-bit platforms"))
    func aPropertyTakesFortyBytesAConstantSixtyFourAndAStyleNinetySix() {
        #expect(MemoryLayout<StyleBody.Property>.stride == 40)
        #expect(MemoryLayout<PlistNode>.stride == 24)
        #expect(MemoryLayout<ConstantDefinition>.stride == 64)
        #expect(MemoryLayout<StyleDefinition>.stride == 96)
    }
}

/// Arrays the loading peak holds are sized to what they hold: a parsed
/// dictionary's entries and a style's properties.
@Suite struct ExactArrayTests {
    private func entry(_ key: String, _ offset: Int) -> PlistEntry {
        PlistEntry(key: key, keyOffset: offset, value: PlistNode(kind: .number(Double(offset)), offset: offset))
    }

    @Test func aDictionaryHandsOverItsEntriesInOrderWithoutEmptySlots() {
        var builder = DictionaryBuilder()
        for offset in 0..<9 { #expect(builder.add(entry("key\(offset)", offset)) == nil) }
        #expect(builder.add(entry("key3", 100))?.keyOffset == 3)
        let entries = builder.takeEntries()
        #expect(entries.map(\.key) == (0..<9).map { "key\($0)" })
        #expect(entries[3].value.number == 100)
        #expect(entries.capacity - entries.count <= entries.count / 8)
    }

    @Test func aLargeDictionaryFindsRepeatedKeysThroughItsIndex() {
        var builder = DictionaryBuilder()
        for offset in 0..<40 { #expect(builder.add(entry("key\(offset)", offset)) == nil) }
        // Repeated after the index is built, before and after it grows.
        #expect(builder.add(entry("key0", 100))?.keyOffset == 0)
        #expect(builder.add(entry("key39", 101))?.keyOffset == 39)
        for offset in 40..<200 { #expect(builder.add(entry("key\(offset)", offset)) == nil) }
        #expect(builder.add(entry("key150", 102))?.keyOffset == 150)
        let entries = builder.takeEntries()
        #expect(entries.map(\.key) == (0..<200).map { "key\($0)" })
        #expect(entries[0].value.number == 100)
        #expect(entries[39].value.number == 101)
        #expect(entries[150].value.number == 102)
        #expect(entries[1].value.number == 1)
    }

    @Test func aStyleKeepsRoomForItsPropertiesAndNotForItsInheritance() throws {
        let keys = (0..<8).map { "\"key\($0)\": \($0)" }.joined(separator: ", ")
        let card = #"{"_inherit": "Base", "_superstyle": "Base", \#(keys)}"#
        let theme = try Theme(
            data: Data(#"{"formatVersion": 2, "Styles": {"Base": {}, "Card": \#(card)}}"#.utf8), name: "card.json")
        guard case .dictionary(let body) = theme.styles["Card"]?.body else {
            Issue.record("Card is not a dictionary")
            return
        }
        #expect(body.properties.count == 8)
        // Not a slot for each of the two inheritance keys (malloc may round up by one).
        #expect(body.properties.capacity - body.properties.count < 2)
    }
}

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
