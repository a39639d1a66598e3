import Testing

@testable import ThemeKit

/// Each convention's reader and writer, held together: for arbitrary values
/// `parse(format(v)) == v` (Yams' constructor and representer pairs).
///
/// The values come from a seeded generator, so a failure names a value that
/// fails again on every run.
@Suite struct RoundTripTests {
    static let trials = 500

    @Test func colours() {
        var random = SeededRandom(seed: 1)
        for _ in 0..<Self.trials {
            let color = ThemeColor(
                red: random.byteFraction(), green: random.byteFraction(), blue: random.byteFraction(), alpha: random.byteFraction())
            let text = ColorSyntax.format(color)
            guard let (kind, body) = ValueSyntax.split(text) else {
                Issue.record("\(text) has no convention")
                continue
            }
            #expect(kind == .color)
            #expect(ColorSyntax.parse(body) == .color(color), "\(text)")
            #expect(ColorSyntax.hex(ColorSyntax.hex(color)[...]) == color)
            #expect(ColorSyntax.hex(ColorSyntax.cssHex(color)[...]) == color)
        }
    }

    @Test func namedColours() {
        var random = SeededRandom(seed: 2)
        for _ in 0..<Self.trials {
            let name = random.name()
            guard ColorSyntax.isWritableName(name) else {
                #expect(name != String(name.trimmingWhitespace()) || name.hasPrefix("#") || ThemeColor(hexDigits: name[...]) != nil)
                continue
            }
            guard let (_, body) = ValueSyntax.split(ColorSyntax.format(named: name)) else {
                Issue.record("\(name) has no convention")
                continue
            }
            #expect(ColorSyntax.parse(body.trimmingWhitespace()) == .named(name), "\(name)")
        }
    }

    @Test func fonts() {
        var random = SeededRandom(seed: 3)
        for _ in 0..<Self.trials {
            let font = ThemeFont(name: random.name(), size: random.positiveNumber())
            guard FontSyntax.isWritable(font) else {
                #expect(
                    font.name.contains(",") || font.name != String(font.name.trimmingWhitespace())
                        || ThemeFont.systemFontName(font.name) != nil)
                continue
            }
            guard let (kind, body) = ValueSyntax.split(FontSyntax.format(font)) else {
                Issue.record("\(font) has no convention")
                continue
            }
            let parts = FontSyntax.parse(body)
            #expect(kind == .of(FontSyntax.self))
            #expect(parts.count == 2 && String(parts[0]) == font.name && DecimalNumber.parse(String(parts[1])) == font.size, "\(font)")
        }
    }

    @Test func geometry() {
        var random = SeededRandom(seed: 4)
        for _ in 0..<Self.trials {
            for geometry in GeometrySyntax.allCases {
                let numbers = geometry.componentNames.map { _ in random.number() }
                guard let value = geometry.value(numbers), let text = GeometrySyntax.format(value),
                    let (kind, body) = ValueSyntax.split(text)
                else {
                    Issue.record("\(geometry) \(numbers) has no text")
                    continue
                }
                #expect(kind.syntax.longPrefix == geometry.rawValue)
                let read = GeometrySyntax.parse(body).map { DecimalNumber.parse(String($0)) }
                #expect(read == numbers, "\(text)")
            }
        }
    }

    @Test func numbers() {
        var random = SeededRandom(seed: 5)
        for _ in 0..<Self.trials {
            let number = random.number()
            #expect(DecimalNumber.parse(DecimalNumber.format(number)) == number, "\(number)")
        }
        for edge in [
            0, -0.0, 9_007_199_254_740_991, 9_007_199_254_740_992, 1e-300, -1.5e300, 0.1, .leastNonzeroMagnitude, -.greatestFiniteMagnitude,
        ] {
            #expect(DecimalNumber.parse(DecimalNumber.format(edge)) == edge, "\(edge)")
        }
    }

    @Test func styleReferences() {
        var random = SeededRandom(seed: 6)
        for _ in 0..<Self.trials {
            let names = (0..<random.below(4) + 1).map { _ in random.name() }.filter {
                !$0.contains(",") && !$0.isEmpty && $0 == String($0.trimmingWhitespace())
            }
            guard !names.isEmpty else { continue }
            #expect(StyleReference.names(in: StyleReference.format(names)) == names, "\(names)")
        }
    }

    @Test func null() {
        #expect(NullSyntax.parse(NullSyntax.text))
        #expect(ValueSyntax.text(of: .null) == NullSyntax.text)
    }
}
