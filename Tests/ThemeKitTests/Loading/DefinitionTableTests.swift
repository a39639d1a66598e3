import Testing

@testable import ThemeKit

/// The table of a theme's constants and styles: document order, the first
/// definition of a name wins, and lookup finds each name a `Dictionary` would.
@Suite struct DefinitionTableTests {
    private struct Named: NamedDefinition {
        var name: String
        var order: Int
    }

    @Test func everyNameIsFoundThroughGrowthAndTheFirstDefinitionWins() {
        var table = DefinitionTable<Named>()
        var reference: [String: Int] = [:]
        for order in 0..<20_000 {
            // Every third name repeats an earlier one.
            let name = order % 3 == 2 ? "STYLE_\(order / 2)" : "STYLE_\(order)"
            let first = table.add(Named(name: name, order: order))
            #expect(first?.order == reference[name])
            if reference[name] == nil { reference[name] = order }
        }
        #expect(table.all.map(\.name) == reference.sorted { $0.value < $1.value }.map(\.key))
        for (name, order) in reference { #expect(table[name]?.order == order) }
        #expect(table["STYLE_20000"] == nil)
        #expect(!table.contains("style_1"))
        #expect(table.contains("STYLE_1"))
    }

    @Test func namesAreComparedAsStringsAre() {
        var table = DefinitionTable<Named>()
        #expect(table["é"] == nil)
        #expect(table.add(Named(name: "\u{E9}", order: 0)) == nil)
        // The decomposed spelling is the same String, as it is the same Dictionary key.
        #expect(table.add(Named(name: "e\u{301}", order: 1))?.order == 0)
        #expect(table["e\u{301}"]?.order == 0)
        #expect(table[""] == nil)
        #expect(table.add(Named(name: "", order: 2)) == nil)
        #expect(table[""]?.order == 2)
        #expect(table.all.count == 2)
    }

    @Test func reservingKeepsWhatIsThereAndGrowsOnlyWhenAsked() {
        var table = DefinitionTable<Named>()
        for order in 0..<5 { _ = table.add(Named(name: "C\(order)", order: order)) }
        table.reserveCapacity(1_000)
        #expect(table.all.capacity >= 1_000)
        table.reserveCapacity(10)
        #expect(table.all.capacity >= 1_000)
        for order in 0..<5 { #expect(table["C\(order)"]?.order == order) }
        for order in 5..<1_000 { #expect(table.add(Named(name: "C\(order)", order: order)) == nil) }
        #expect(table.all.count == 1_000)
        #expect(table["C999"]?.order == 999)
    }
}
