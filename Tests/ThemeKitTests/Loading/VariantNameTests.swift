import Testing

@testable import ThemeKit

/// The `_V` naming rule of theme-format §8, read and written by one type.
@Suite struct VariantNameTests {
    @Test(
        arguments: [
            ("Constants_DARK", "DARK"), ("Constants_DARK_HIGH_CONTRAST", "DARK_HIGH_CONTRAST"), ("Constants_IPAD2", "IPAD2"),
            ("Constants", nil), ("Constants_", nil), ("Constants_dark", nil), ("Constants_2X", nil), ("Constants_DARK-MODE", nil),
            ("ConstantsDARK", nil), ("Styles_DARK", nil),
        ] as [(String, String?)])
    func aConstantsGroupNamesItsVariant(group: String, variant: String?) {
        #expect(VariantName.variant(ofConstantsGroup: group).map(String.init) == variant)
    }

    @Test func aGroupNameIsWrittenAsItIsRead() {
        #expect(VariantName.constantsGroup(of: nil) == "Constants")
        for variant in ["DARK", "DARK_HIGH_CONTRAST"] {
            #expect(VariantName.variant(ofConstantsGroup: VariantName.constantsGroup(of: variant)).map(String.init) == variant)
        }
    }

    @Test func aVariantStyleIsTheBaseNameThenTheVariant() {
        #expect(VariantName.style("Card", variant: "DARK") == "Card_DARK")
        #expect(VariantName.variants(splitting: VariantName.style("Card", variant: "DARK"), where: { $0 == "Card" }) == ["DARK"])
    }

    @Test func aStyleNameSplitsIntoEveryBaseStyleItMayVary() {
        let styles: Set<Substring> = ["Button", "Button_DARK"]
        #expect(
            VariantName.variants(splitting: "Button_DARK_HIGH_CONTRAST", where: styles.contains) == ["HIGH_CONTRAST", "DARK_HIGH_CONTRAST"])
        #expect(VariantName.variants(splitting: "Button_dark", where: styles.contains).isEmpty)
        #expect(VariantName.variants(splitting: "_DARK", where: { _ in true }).isEmpty)
        #expect(VariantName.variants(splitting: "Button__DARK", where: { $0 == "Button_" }) == ["DARK"])
    }

    @Test func onlyTheSplitsNearestTheEndAreTried() {
        let name = "S" + String(repeating: "_A", count: VariantName.splitsPerStyleName + 2)
        #expect(VariantName.variants(splitting: name, where: { _ in true }).count == VariantName.splitsPerStyleName)
    }

    @Test func aStyleNameUsesAVariantWhateverItsBase() {
        #expect(VariantName.isStyle("Card_DARK", of: "DARK"))
        #expect(VariantName.isStyle("Nothing_DARK", of: "DARK"))
        #expect(!VariantName.isStyle("_DARK", of: "DARK"))
        #expect(!VariantName.isStyle("CardDARK", of: "DARK"))
        #expect(VariantName.lastPart(ofStyle: "Card_DARK_HIGH") == "HIGH")
        #expect(VariantName.lastPart(ofStyle: "Card") == nil)
    }

    @Test func aCombinedVariantIsMadeOfItsParts() {
        #expect(VariantName.parts(of: "DARK_HIGH_CONTRAST") == ["DARK", "HIGH", "CONTRAST"])
        #expect(VariantName.parts(of: "DARKER") == ["DARKER"])
    }
}
