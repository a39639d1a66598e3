import Testing

@testable import ThemeKit

/// CSS Color 4's conversions, checked against values the CSS Color 4 text and
/// its sample code give, and against each other (a space and back).
@Suite struct ColorSpaceConversionTests {
    private func near(_ lhs: [Double], _ rhs: [Double], within tolerance: Double = 0.001) -> Bool {
        lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { abs($0 - $1) <= tolerance }
    }

    private func srgb(_ space: String, _ components: [Double]) -> [Double]? {
        ColorConversion.xyz(space: space, components).map {
            ColorConversion.encoded(ColorConversion.multiply(ColorConversion.xyzToLinearSRGB, $0))
        }
    }

    @Test func everySpaceGivesSRGBRedWhereCSSSaysItIs() throws {
        // sRGB red written in each space (CSS Color 4 examples and its sample code's output).
        let red: [(String, [Double])] = [
            ("srgb", [1, 0, 0]), ("srgb-linear", [1, 0, 0]), ("hsl", [0, 100, 50]), ("hwb", [0, 0, 0]), ("hsl", [360, 100, 50]),
            ("lab", [54.29, 80.8049, 69.891]), ("lch", [54.29, 106.8372, 40.8527]),
            ("oklab", [0.62796, 0.22486, 0.12585]), ("oklch", [0.62796, 0.25768, 29.2339]),
            ("display-p3", [0.917488, 0.200287, 0.138561]), ("xyz-d65", [0.412391, 0.212639, 0.019331]),
            ("xyz-d50", [0.436075, 0.222504, 0.013932]), ("a98-rgb", [0.858434, 0, 0]),
            ("prophoto-rgb", [0.702305, 0.275764, 0.103568]), ("rec2020", [0.791977, 0.230976, 0.073761]),
        ]
        for (space, components) in red {
            let converted = try #require(srgb(space, components), "\(space)")
            #expect(near(converted, [1, 0, 0], within: 0.002), "\(space) \(components) gives \(converted)")
        }
        #expect(near(try #require(srgb("hwb", [120, 60, 60])), [0.5, 0.5, 0.5]), "white and black above 100% are grey")
        #expect(ColorConversion.xyz(space: "cmyk", [0, 0, 0]) == nil)
    }

    @Test func oklabAndXYZAreInverses() {
        for xyz in [[0.2, 0.3, 0.4], [0.95, 1, 1.09], [0.01, 0.02, 0.5]] {
            #expect(
                near(ColorConversion.oklabToXYZ(ColorConversion.oklab(xyz)), xyz, within: 1e-6), "the matrices are published to 16 digits")
        }
    }

    @Test func aColourTakesTheSmallestSpaceThatHoldsIt() throws {
        let inSRGB = ColorConversion.place(xyz: try #require(ColorConversion.xyz(space: "display-p3", [0.5, 0.5, 0.5])), alpha: 1)
        #expect(inSRGB.color.space == .sRGB && near([inSRGB.color.red, inSRGB.color.green], [0.5, 0.5], within: 1e-6))
        let p3Green = ColorConversion.place(xyz: try #require(ColorConversion.xyz(space: "display-p3", [0, 1, 0])), alpha: 0.5)
        #expect(p3Green.color.space == .displayP3 && !p3Green.wasGamutMapped && p3Green.color.alpha == 0.5)
        #expect(near([p3Green.color.red, p3Green.color.green, p3Green.color.blue], [0, 1, 0], within: 1e-6))
        let rec2020Green = ColorConversion.place(xyz: try #require(ColorConversion.xyz(space: "rec2020", [0, 1, 0])), alpha: 1)
        #expect(rec2020Green.color.space == .displayP3 && rec2020Green.wasGamutMapped)
        let mapped = [rec2020Green.color.red, rec2020Green.color.green, rec2020Green.color.blue]
        #expect(mapped.allSatisfy { (0...1).contains($0) } && mapped[1] > 0.9, "still as green as P3 can show")
    }
}
