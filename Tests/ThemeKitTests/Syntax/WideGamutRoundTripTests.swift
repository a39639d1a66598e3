import Testing

@testable import ThemeKit

/// The values of theme-format §10 written and read back: colours of any
/// precision in either space, and fonts with weights and text styles.
@Suite struct WideGamutRoundTripTests {
    /// A context that reads every part literally and keeps what is reported.
    struct LiteralContext: ConventionContext {
        var reported: [Diagnostic.Code] = []
        mutating func part(_ text: Substring, keepsUndefined: Bool) -> ConventionPart? { .literal(text) }
        mutating func report(_ code: Diagnostic.Code, _ message: String) { reported.append(code) }
    }

    /// The value `text` reads as, through its convention, and what was reported.
    static func read(_ text: String) -> (ThemeValue?, [Diagnostic.Code]) {
        guard let (convention, body) = ValueSyntax.split(text) else { return (nil, []) }
        var context = LiteralContext()
        let value = convention.syntax.resolve(text, body: body, in: &context)
        return (value, context.reported)
    }

    @Test func coloursOfAnyPrecisionInEitherSpace() {
        var random = SeededRandom(seed: 11)
        for _ in 0..<RoundTripTests.trials {
            let space: ThemeColor.Space = random.next(in: 0...1) == 0 ? .sRGB : .displayP3
            let fraction = { (random: inout SeededRandom) in Double(random.next(in: 0...1_000_000)) / 1_000_000 }
            let color = ThemeColor(
                space: space, red: fraction(&random), green: fraction(&random), blue: fraction(&random),
                alpha: random.next(in: 0...1) == 0 ? 1 : fraction(&random))
            let text = ColorSyntax.format(color)
            #expect(Self.read(text) == (.color(color), []), "\(text)")
        }
    }

    @Test func fontsWithWeightsAndTextStyles() {
        var random = SeededRandom(seed: 12)
        let weights = [nil] + ThemeFont.Weight.allCases.map(Optional.some)
        let styles = [nil] + ThemeFont.TextStyle.allCases.map(Optional.some)
        for _ in 0..<RoundTripTests.trials {
            let name = ["system", "systemItalic", "Inter", "Avenir-Heavy"][random.next(in: 0...3)]
            let weight = weights[random.next(in: 0...weights.count - 1)]
            let font = ThemeFont(
                name: name, size: random.positiveNumber(), weight: weight,
                textStyle: weight == nil ? nil : styles[random.next(in: 0...styles.count - 1)])
            #expect(FontSyntax.isWritable(font))
            let text = FontSyntax.format(font)
            #expect(Self.read(text) == (.font(font), []), "\(text)")
        }
        for style in ThemeFont.TextStyle.allCases {
            let font = ThemeFont(textStyle: style)
            #expect(FontSyntax.format(font) == "f:" + style.rawValue)
            #expect(Self.read("f:" + style.rawValue) == (.font(font), []))
        }
    }

    @Test func whatCannotReadBackIsNotWritable() {
        #expect(!FontSyntax.isWritable(ThemeFont(name: "Inter", size: 12, textStyle: .body)), "a text style needs a weight")
        #expect(!FontSyntax.isWritable(ThemeFont(name: "systemBold", size: 12, weight: .light)))
        #expect(!FontSyntax.isWritable(ThemeFont(name: "SYSTEM", size: 12)), "reads back as `system`")
    }

    @Test func weightsAreNamedInAnyCaseOrNumberedAsCSSDoes() {
        #expect(Self.read("f:system,16,SemiBold").0 == .font(ThemeFont(name: "system", size: 16, weight: .semibold)))
        #expect(Self.read("font:Inter,16,650").0 == .font(ThemeFont(name: "Inter", size: 16, weight: .bold)), "halves round up")
        #expect(Self.read("f:Inter,16,100").0 == .font(ThemeFont(name: "Inter", size: 16, weight: .thin)))
        #expect(Self.read("f:Inter,16,200").0 == .font(ThemeFont(name: "Inter", size: 16, weight: .ultraLight)))
        #expect(Self.read("f:Inter,16,1").0 == .font(ThemeFont(name: "Inter", size: 16, weight: .thin)))
        #expect(Self.read("f:Inter,16,1000").0 == .font(ThemeFont(name: "Inter", size: 16, weight: .black)))
        #expect(Self.read("f:Inter,16,bold,body").0 == .font(ThemeFont(name: "Inter", size: 16, weight: .bold, textStyle: .body)))
        #expect(Self.read("f:headline").0 == .font(ThemeFont(name: "system", size: 17, textStyle: .headline)))
    }

    @Test func colourFunctionsTakeCommasSpacesAndASlash() {
        let expected = ThemeColor(space: .displayP3, red: 1, green: 0.5, blue: 0, alpha: 0.25)
        for text in ["c:p3(1, 0.5, 0, 0.25)", "c:P3(1 0.5 0 / 0.25)", "color:p3(1,0.5,0/0.25)", "c: p3( 1 , 0.5 , 0 , 0.25 ) "] {
            #expect(Self.read(text) == (.color(expected), []), "\(text)")
        }
        #expect(Self.read("c:srgb(1, 0.5, 0)").0 == .color(ThemeColor(red: 1, green: 0.5, blue: 0, alpha: 1)))
        for text in ["c:p3(1, 0.5)", "c:p3(1, 0.5, 0, 1, 1)", "c:p3(1, 0.5, -0.1)", "c:p3(1 / 0.5 0 0)", "c:hsl(1, 0, 0)", "c:p3(1, x, 0)"]
        {
            #expect(Self.read(text) == (nil, [.invalidColor]), "\(text)")
        }
        #expect(Self.read("c:brand(Blue)").1 == [.invalidColor], "a function's shape is a function, not a name")
    }

    @Test func displayP3AndSRGBConvertAsCSSColor4Does() {
        // CSS Color 4: color(display-p3 1 0 0) is rgb(255 0 0) out of gamut; sRGB red is p3(0.9175 0.2003 0.1386).
        let red = ThemeColor(red: 1, green: 0, blue: 0, alpha: 1).converted(to: .displayP3)
        #expect(abs(red.red - 0.917_488) < 0.000_1 && abs(red.green - 0.200_287) < 0.000_1 && abs(red.blue - 0.138_561) < 0.000_1)
        let back = red.converted(to: .sRGB)
        #expect(abs(back.red - 1) < 1e-9 && abs(back.green) < 1e-9 && abs(back.blue) < 1e-9)
        let p3Green = ThemeColor(space: .displayP3, red: 0, green: 1, blue: 0, alpha: 0.5).converted(to: .sRGB)
        #expect(p3Green.red == 0 && p3Green.green == 1 && p3Green.blue == 0 && p3Green.alpha == 0.5, "clipped to sRGB's gamut")
        #expect(ThemeColor(space: .displayP3, red: 0, green: 1, blue: 0, alpha: 1).hexString == "#00FF00FF")
    }
}
