import Foundation
import Testing

@testable import ThemeKit

/// A round trip keeps what lint accepts: every constant of a theme the linter
/// finds no error in, exported as design tokens, reads back as the same
/// value (issue 47, item 3). The themes come from a seeded generator, so a
/// failure names a theme that fails again on every run.
@Suite struct ExportRoundTripTests {
    static let trials = 200

    /// One constant of each kind a theme writes, at any magnitude the linter accepts.
    private static func constant(_ index: Int, _ random: inout SeededRandom) -> String {
        switch random.below(7) {
        case 0: return #""DIMENSION_\#(index)": \#(JSONText.number(random.number()))"#
        case 1: return #""NUMBER_\#(index)": \#(JSONText.number(random.number()))"#
        case 2:
            let components = (0..<4).map { _ in String(format: "%02X", random.below(256)) }.joined()
            return #""COLOR_\#(index)": "c:#\#(components)""#
        case 3:
            let (red, green, blue) = (random.byteFraction(), random.byteFraction(), random.byteFraction())
            return #""COLOR_P3_\#(index)": "c:p3(\#(red), \#(green), \#(blue))""#
        case 4:
            let weights = ["", ",bold", ",light", ",black"]
            return #""FONT_\#(index)": "f:system,\#(random.next(in: 1...200))\#(weights[random.below(weights.count)])""#
        case 5: return #""DIMENSION_SMALL_\#(index)": \#(JSONText.number(random.positiveNumber() / 1e300))"#
        default: return #""COLOR_LINK_\#(index)": "COLOR_BASE""#
        }
    }

    @Test func everyConstantLintAcceptsReadsBackFromDesignTokens() throws {
        var random = SeededRandom(seed: 47)
        var checked = 0
        for trial in 0..<Self.trials {
            let constants = [#""COLOR_BASE": "c:#0064D2""#] + (0..<random.next(in: 1...6)).map { Self.constant($0, &random) }
            let text = #"{"formatVersion": 2, "Constants": {\#(constants.joined(separator: ", "))}}"#
            let original = ThemeManager(defaultTheme: try Theme(data: Data(text.utf8), name: "trial-\(trial).json"))
            guard original.lint().allSatisfy({ $0.severity != .error }) else { continue }
            checked += 1
            let tokens = ThemeExport(manager: original).designTokens()
            let imported = ThemeManager(defaultTheme: try Theme(data: Data(tokens.utf8), name: "trial-\(trial).tokens.json"))
            let errors = imported.lint().filter { $0.severity == .error }
            #expect(errors.isEmpty, "\(text) exported as \(tokens) is refused: \(errors)")
            #expect(ThemeExportTests.constants(imported) == ThemeExportTests.constants(original), "\(text)")
        }
        #expect(checked > Self.trials / 2, "most generated themes are ones lint accepts")
    }

    /// The case found: a dimension of 1e308 points, which lint accepts, was refused on
    /// import, which multiplied by 16 as for `rem` whatever its unit.
    @Test func aHugeDimensionInPointsReadsBack() throws {
        let text = #"{"formatVersion": 2, "Constants": {"DIMENSION_HUGE": 1e308, "DIMENSION_NEGATIVE": -1.7976931348623157e308}}"#
        let original = ThemeManager(defaultTheme: try Theme(data: Data(text.utf8), name: "huge.json"))
        #expect(original.lint().filter { $0.severity == .error }.isEmpty)
        let tokens = ThemeExport(manager: original).designTokens()
        let imported = ThemeManager(defaultTheme: try Theme(data: Data(tokens.utf8), name: "huge.tokens.json"))
        #expect(imported.lint().filter { $0.severity == .error }.isEmpty, "\(tokens)")
        #expect(ThemeExportTests.constants(imported) == ThemeExportTests.constants(original))
    }
}
