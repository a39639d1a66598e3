import Testing

@testable import ThemeKit

/// The chain a manager hands out is a value: work on it sees the manager as
/// it was, whatever the manager does meanwhile.
@Suite struct ThemeChainTests {
    @Test func aChainTakenBeforeAChangeStillResolvesAsBefore() throws {
        let manager = try InlineTheme.manager(
            InlineTheme.json(constants: "\"COLOR_TEXT\": \"c:#000\"", styles: "\"Label\": {\"textColor\": \"COLOR_TEXT\"}"))
        let before = manager.chain
        manager.modifyConstant("COLOR_TEXT", value: .color(.hex("FFFFFF")))
        manager.variants = ["DARK"]
        #expect(manager.constant(named: "COLOR_TEXT") == .color(.hex("FFFFFF")))
        #expect(before.resolver().constant(named: "COLOR_TEXT") == .color(.hex("000000")))
        #expect(before.appVariants.isEmpty)
        let after = manager.chain
        #expect(after.hasOverrides && after.appVariants == ["DARK"])
        #expect(after.kind(ofLayer: 0) == .overrides && after.kind(ofLayer: 1) == .defaultTheme)
    }

    @Test func layersAreNamedAsExplanationsNameThem() throws {
        let manager = try InlineTheme.manager(
            InlineTheme.json(styles: "\"A\": {\"a\": 1}"), alternatives: [InlineTheme.json(styles: ""), InlineTheme.json(styles: "")])
        let chain = manager.chain
        #expect(!chain.hasOverrides)
        #expect((0..<3).map(chain.kind(ofLayer:)) == [.alternative(0), .alternative(1), .defaultTheme])
        #expect(chain.withAppVariants(["X"]).lookup.variants == ["X"])
    }
}
