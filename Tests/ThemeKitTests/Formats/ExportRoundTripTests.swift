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
        let themes = try Self.themesLintAccepts(seed: 47)
        for (trial, (text, original)) in themes.enumerated() {
            let tokens = ThemeExport(manager: original).designTokens()
            let imported = ThemeManager(defaultTheme: try Theme(data: Data(tokens.utf8), name: "trial-\(trial).tokens.json"))
            let errors = imported.lint().filter { $0.severity == .error }
            #expect(errors.isEmpty, "\(text) exported as \(tokens) is refused: \(errors)")
            #expect(ThemeExportTests.constants(imported) == ThemeExportTests.constants(original), "\(text)")
        }
        #expect(themes.count > Self.trials / 2, "most generated themes are ones lint accepts")
    }

    @Test func everyConstantLintAcceptsReadsBackFromGroupedDesignTokens() throws {
        for (trial, (text, original)) in try Self.themesLintAccepts(seed: 48).enumerated() {
            let tokens = ThemeExport(manager: original).designTokens(grouped: true)
            let imported = ThemeManager(defaultTheme: try Theme(data: Data(tokens.utf8), name: "grouped-\(trial).tokens.json"))
            let errors = imported.lint().filter { $0.severity == .error }
            #expect(errors.isEmpty, "\(text) exported as \(tokens) is refused: \(errors)")
            #expect(ThemeExportTests.constants(imported) == ThemeExportTests.constants(original), "\(text)")
        }
    }

    @Test func aFlatNameAGroupStartsWithIsNumberedNotWrittenTwice() throws {
        // `color` beside `COLOR` and `COLOR_A` (all `color` once grouped): an outsider's case.
        let original = try InlineTheme.manager(
            InlineTheme.json(
                constants: #""COLOR": "c:#FF0000", "color": "c:#00FF00", "COLOR_A": "c:#0000FF", "Color_A": "COLOR""#, styles: ""))
        let tokens = ThemeExport(manager: original).designTokens(grouped: true)
        let theme = try Theme(data: Data(tokens.utf8), name: "collision.tokens.json")
        #expect(theme.diagnostics.isEmpty, "\(tokens)")
        let imported = ThemeManager(defaultTheme: theme)
        #expect(ThemeExportTests.constants(imported) == ThemeExportTests.constants(original), "\(tokens)")
    }

    @Test func aConstantThatStartsAGroupIsItsRootAndAnAliasNamesIt() throws {
        let original = try InlineTheme.manager(
            InlineTheme.json(
                constants: #""COLOR_BRAND": "c:#0064D2", "COLOR_BRAND_DARK": "c:#003C7E", "COLOR_LINK": "COLOR_BRAND", "spacing": 4"#,
                styles: ""))
        let tokens = ThemeExport(manager: original).designTokens(grouped: true)
        #expect(tokens.contains(#""link": {"#) && tokens.contains(#""$value": "{color.brand.$root}""#), "\(tokens)")
        #expect(tokens.contains(#""$root": {"#))
        let imported = ThemeManager(defaultTheme: try Theme(data: Data(tokens.utf8), name: "grouped.tokens.json"))
        #expect(ThemeExportTests.constants(imported) == ThemeExportTests.constants(original), "\(tokens)")
    }

    /// The same themes exported as CSS read back, through a reader of the
    /// forms the export writes (hex, `color(display-p3 ...)`, numbers, `px`,
    /// `var()`), as the same colours and numbers.
    @Test func everyColourAndNumberLintAcceptsReadsBackFromCSS() throws {
        for (text, manager) in try Self.themesLintAccepts(seed: 471) {
            let properties = CSSProperties(ThemeExport(manager: manager).css().text)
            for (name, value) in ThemeExportTests.constants(manager) {
                switch value {
                case .color, .number:
                    #expect(properties.value(of: ThemeExport.propertyName(name)) == value, "\(name) of \(text)")
                default: continue
                }
            }
        }
    }

    /// The same themes' colours exported to an asset catalogue read back from
    /// each colour set's `Contents.json` as the same colours.
    @Test func everyColourLintAcceptsReadsBackFromItsColourSet() throws {
        for (text, manager) in try Self.themesLintAccepts(seed: 472) {
            let sets = Dictionary(uniqueKeysWithValues: AssetCatalog(chain: manager.chain).colorSets.map { ($0.constant, $0.contents) })
            for (name, value) in ThemeExportTests.constants(manager) {
                guard case .color(let color) = value else { continue }
                let read = try sets[name].flatMap { try Self.universalColour(of: $0) }
                #expect(read == color, "\(name) of \(text)")
            }
        }
    }

    /// Of `trials` generated themes, those lint finds no error in: their text and manager.
    private static func themesLintAccepts(seed: UInt64) throws -> [(text: String, manager: ThemeManager)] {
        var random = SeededRandom(seed: seed)
        var themes: [(text: String, manager: ThemeManager)] = []
        for trial in 0..<trials {
            let constants = [#""COLOR_BASE": "c:#0064D2""#] + (0..<random.next(in: 1...6)).map { constant($0, &random) }
            let text = #"{"formatVersion": 2, "Constants": {\#(constants.joined(separator: ", "))}}"#
            let manager = ThemeManager(defaultTheme: try Theme(data: Data(text.utf8), name: "trial-\(trial).json"))
            if manager.lint().allSatisfy({ $0.severity != .error }) { themes.append((text, manager)) }
        }
        return themes
    }

    /// The colour of a colour set's universal entry (no appearance).
    private static func universalColour(of contents: String) throws -> ThemeColor? {
        let json = try JSONSerialization.jsonObject(with: Data(contents.utf8)) as? [String: Any]
        let entries = json?["colors"] as? [[String: Any]] ?? []
        guard let entry = entries.first(where: { $0["appearances"] == nil }), let color = entry["color"] as? [String: Any],
            let components = color["components"] as? [String: String]
        else { return nil }
        func component(_ key: String) -> Double? { components[key].flatMap(Double.init) }
        guard let red = component("red"), let green = component("green"), let blue = component("blue"), let alpha = component("alpha")
        else { return nil }
        let space: ThemeColor.Space = color["color-space"] as? String == "display-p3" ? .displayP3 : .sRGB
        return ThemeColor(space: space, red: red, green: green, blue: blue, alpha: alpha)
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

/// The custom properties of `:root` as the CSS export writes them, read back.
private struct CSSProperties {
    private var texts: [String: String] = [:]

    init(_ css: String) {
        let root = css.components(separatedBy: "@media").first ?? css
        for line in root.split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("--"), let colon = trimmed.firstIndex(of: ":"), trimmed.hasSuffix(";") else { continue }
            texts[String(trimmed[..<colon])] = trimmed[trimmed.index(after: colon)...].dropLast().trimmingCharacters(in: .whitespaces)
        }
    }

    /// The value of property `name`: `var()` followed, a colour or a number (`px` dropped).
    func value(of name: String, depth: Int = 0) -> ThemeValue? {
        guard let text = texts[name], depth < 50 else { return nil }
        if text.hasPrefix("var("), text.hasSuffix(")") { return value(of: String(text.dropFirst(4).dropLast()), depth: depth + 1) }
        if text.hasPrefix("#") { return ColorSyntax.hex(text[...]).map(ThemeValue.color) }
        if text.hasPrefix("color(display-p3 "), text.hasSuffix(")") {
            let parts = text.dropFirst("color(display-p3 ".count).dropLast().split(separator: " ").filter { $0 != "/" }.compactMap {
                Double($0)
            }
            guard parts.count >= 3 else { return nil }
            return .color(
                ThemeColor(space: .displayP3, red: parts[0], green: parts[1], blue: parts[2], alpha: parts.count > 3 ? parts[3] : 1))
        }
        return Double(text.hasSuffix("px") ? String(text.dropLast(2)) : text).map(ThemeValue.number)
    }
}
