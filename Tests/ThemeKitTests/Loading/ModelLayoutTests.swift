import Testing

@testable import ThemeKit

/// A loaded theme holds one of these per value, per style and per constant,
/// so their sizes are its memory (Docs/Performance.md, "Smaller tables"). A
/// field added carelessly shows here before it shows in the benchmark.
@Suite struct ModelLayoutTests {
    @Test(.enabled(if: MemoryLayout<Int>.size == 8, "sizes are for 64-bit platforms"))
    func aPropertyTakesThirtyTwoBytesAConstantSixtyFourAndAStyleNinetySix() {
        #expect(MemoryLayout<StyleBody.Property>.stride == 32)
        #expect(MemoryLayout<PlistNode>.stride == 24)
        #expect(MemoryLayout<ConstantDefinition>.stride == 64)
        #expect(MemoryLayout<StyleDefinition>.stride == 96)
    }
}
