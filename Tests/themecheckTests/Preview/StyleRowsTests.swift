import Testing

@testable import themecheck

/// Which styles get a row of the page and which are variant definitions drawn inside their base's card.
@Suite struct StyleRowsTests {
    @Test func aVariantDefinitionGoesInsideItsBaseStyle() {
        let rows = StyleRows(
            styleNames: ["Card", "Card_DARK", "Card_DARK_HIGH_CONTRAST", "Label"], variants: ["DARK", "DARK_HIGH_CONTRAST"])
        #expect(rows.bases == ["Card", "Label"])
        #expect(rows.definitions["Card"]?.map(\.name) == ["Card_DARK", "Card_DARK_HIGH_CONTRAST"])
        #expect(rows.definitions["Card"]?.map(\.variant) == ["DARK", "DARK_HIGH_CONTRAST"])
    }

    @Test func aNameIsAVariantOnlyWithItsBaseStyleAndAKnownVariant() {
        let rows = StyleRows(styleNames: ["Button_DARK", "Card", "Card_LARGE", "Title_Bar"], variants: ["DARK"])
        #expect(rows.bases == ["Button_DARK", "Card", "Card_LARGE", "Title_Bar"])
        #expect(rows.definitions.isEmpty)
    }
}
