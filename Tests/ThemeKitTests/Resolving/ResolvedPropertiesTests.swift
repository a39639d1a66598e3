import Testing

@testable import ThemeKit

/// Resolved properties are kept by layer and id in pages made as ids are used.
@Suite struct ResolvedPropertiesTests {
    @Test func anEntryIsFoundWhereItWasKeptAndNowhereElse() {
        var table = ResolvedProperties<String>(layers: 2)
        let ids = [0, 1, 255, 256, 257, 100_000, 7]
        for id in ids { table.keep("1:\(id)", layer: 1, id: id) }
        table.keep("0:7", layer: 0, id: 7)
        for id in ids { #expect(table[1, id] == "1:\(id)") }
        #expect(table[0, 7] == "0:7")
        for (layer, id) in [(0, 0), (0, 256), (1, 2), (1, 99_999), (1, 1_000_000), (2, 0), (-1, 0), (1, -1)] {
            #expect(table[layer, id] == nil, "\(layer) \(id)")
        }
        table.keep("again", layer: 1, id: 256)
        #expect(table[1, 256] == "again" && table[1, 257] == "1:257")
    }
}
