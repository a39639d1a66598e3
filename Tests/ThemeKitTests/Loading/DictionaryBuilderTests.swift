import Testing

@testable import ThemeKit

/// A parsed dictionary: its entries in order, repeated keys found (the last
/// value wins, the first place stays), and an array sized to its entries,
/// which the loading peak holds.
@Suite struct DictionaryBuilderTests {
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
}
