import Foundation
import Testing

@testable import ThemeKit

/// `ErasedRows`: a table's setter and children rows taking any object of
/// its root type, as the table's own rows would.
@Suite @MainActor struct ErasedRowsTests {
    final class Inner: KeyPathStylable {
        var width = 0.0
        static let themeProperties: ThemeProperties<Inner> = ["width": .value(\.width)]
    }

    final class Card: KeyPathStylable {
        var alpha = 1.0
        var titleColors: [ThemeState: ThemeColor] = [:]
        let inner = Inner()
        static let themeProperties: ThemeProperties<Card> = [
            "alpha": .value(\.alpha), "titleColor": .perState(\.titleColors), "inner": .child(\.inner),
        ]
    }

    @Test func settersAndFindersAreTheTablesRowsByKind() throws {
        let rows = ErasedRows(
            ["alpha": ThemeProperty<Card>.value(\.alpha), "inner": .child(\.inner)], subclasses: [ObjectIdentifier(Card.self)])
        #expect(rows.setters.keys.sorted() == ["alpha"])
        #expect(rows.subclasses == [ObjectIdentifier(Card.self)])
        #expect(rows.children.keys.sorted() == ["inner"])
        let card = Card()
        try rows.setters["alpha"]?.set(card, .number(0.5))
        #expect(card.alpha == 0.5)
        #expect(rows.children["inner"]?.find(card).first === card.inner)
    }

    @Test func aTableSetsAndFindsThroughThemAsBefore() throws {
        let card = Card()
        try card.setThemeValue(.number(0.25), forKey: "alpha")
        try card.setThemeValue(.color(.hex("FF0000")), forKey: "selected:titleColor")
        try card.applyThemeValue(.number(3), forKeyPath: "inner.width")
        #expect(card.alpha == 0.25 && card.titleColors[.selected] == .hex("FF0000") && card.inner.width == 3)
        #expect(throws: StylingError.self) { try card.setThemeValue(.number(1), forKey: "inner") }
        #expect(card.themeChildren(forKey: "alpha").isEmpty)
    }
}
