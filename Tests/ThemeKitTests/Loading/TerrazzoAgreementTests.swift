import Foundation
import Testing

@testable import ThemeKit

/// Terrazzo's tests as ThemeKit's: for each of its CSS plugin's fixtures
/// (`Fixtures/terrazzo/plugin-css/`, MIT), every custom property Terrazzo
/// writes whose value ThemeKit can hold (a colour, a dimension, a number),
/// in every context the CSS names (see ``TerrazzoCSS``), is compared with
/// ThemeKit's value of that token: colours in sRGB, or in Display P3 where
/// ThemeKit holds a P3 colour, to 1/1000 per component; dimensions in points
/// (1rem = 16px). Docs/DesignTokens.md explains each disagreement.
@Suite struct TerrazzoAgreementTests {
    /// The agreement reached; a change that lowers it fails.
    static let minimumAgreement = 517

    struct Disagreement: CustomStringConvertible {
        var fixture, context, property, detail: String
        var description: String { "\(fixture) [\(context.isEmpty ? "base" : context)] --\(property): \(detail)" }
    }

    static func input(in folder: URL) -> URL? {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        let choice =
            names.first { $0.hasSuffix("resolver.json") } ?? names.first { $0 == "tokens.json" }
            ?? names.filter { $0.hasSuffix(".tokens.json") }.sorted().first
        return choice.map(folder.appendingPathComponent)
    }

    static func css(in folder: URL) -> String? {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        let choice = names.first { $0 == "index.want.css" } ?? names.filter { $0.hasSuffix(".want.css") }.sorted().first
        return choice.flatMap { try? String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }
    }

    /// The constants a CSS property name may be (`space-m` of a dimension is `DIMENSION_SPACE_M`).
    static func candidates(_ property: String) -> [String] {
        let base = DesignTokenReader.upperSnake(property)
        return [base] + DesignTokenReader.prefixes.values.sorted().map { $0 + base }
    }

    static func components(_ color: ThemeColor) -> [Double] { [color.red, color.green, color.blue] }

    /// A typography token's part, which Terrazzo writes as a property of its
    /// own (`--typography-body-font-size`, or `__font-size`), from the token's
    /// `Tokens` style: the font's size and weight, the letter spacing, and the
    /// line height (as a multiple, or in points when Terrazzo writes points).
    static func typographyPart(_ property: String, written: String, in manager: ThemeManager) -> ThemeValue? {
        let parts = ["font-size", "font-weight", "line-height", "letter-spacing"]
        guard let part = parts.first(where: { property.hasSuffix("-" + $0) || property.hasSuffix("__" + $0) }) else { return nil }
        let token = String(property.dropLast(part.count + 1)).replacingOccurrences(of: "_", with: "")
        let styleName = DesignTokenReader.styleName(path: token.split(separator: "-").map(String.init))
        guard let style = try? manager.resolvedStyle(named: styleName), case .font(let font)? = style["font"] else { return nil }
        switch part {
        case "font-size": return .number(font.size)
        case "font-weight": return .number(Double((font.weight ?? .regular).numericValue))
        case "letter-spacing": return style["letterSpacing"] ?? .number(0)
        default:
            // Terrazzo keeps a line height given in points in points; ThemeKit holds the multiple of the size.
            guard case .points? = TerrazzoCSS.read(written), let multiple = style["lineHeight"]?.numberValue else {
                return style["lineHeight"]
            }
            return .number(multiple * font.size)
        }
    }

    @Test func themeKitsValuesAreTerrazzos() throws {
        let root = FixturePath.url("terrazzo/plugin-css")
        let folders = try FileManager.default.contentsOfDirectory(atPath: root.path).sorted()
        var (compared, agreed) = (0, 0)
        var disagreements: [Disagreement] = []
        for name in folders {
            let folder = root.appendingPathComponent(name)
            guard let input = Self.input(in: folder), let text = Self.css(in: folder),
                let theme = try? Theme(contentsOf: input)
            else { continue }
            let css = TerrazzoCSS(text)
            let manager = ThemeManager(defaultTheme: theme)
            for (context, values) in css.contexts.sorted(by: { $0.key < $1.key }) {
                let variant = DesignTokenReader.variantName(context)
                if !context.isEmpty && !theme.constantVariants.contains(variant) { continue }
                manager.variants = context.isEmpty ? [] : [variant]
                for property in values.values.keys.sorted() {
                    guard let written = css.value(property, in: context, p3: false), let theirs = TerrazzoCSS.read(written) else {
                        continue
                    }
                    compared += 1
                    func disagree(_ detail: String) {
                        disagreements.append(Disagreement(fixture: name, context: context, property: property, detail: detail))
                    }
                    guard
                        let ours = Self.candidates(property).lazy.compactMap({ manager.constant(named: $0) }).first
                            ?? Self.typographyPart(property, written: written, in: manager)
                    else {
                        disagree("ThemeKit has no constant for `\(written)`")
                        continue
                    }
                    switch theirs {
                    case .color(let xyz, let alpha):
                        guard case .color(let color) = ours else {
                            disagree("ThemeKit has \(ours.jsonText), Terrazzo `\(written)`")
                            continue
                        }
                        var expected = ColorConversion.encoded(ColorConversion.multiply(ColorConversion.fromXYZ(color.space), xyz))
                        if color.space == .displayP3, let p3Text = css.value(property, in: context, p3: true),
                            case .color(let p3, _)? = TerrazzoCSS.read(p3Text)
                        {
                            expected = ColorConversion.encoded(ColorConversion.multiply(ColorConversion.fromXYZ(.displayP3), p3))
                        }
                        expected = ColorConversion.clip(expected)
                        if zip(Self.components(color), expected).allSatisfy({ abs($0 - $1) <= 0.001 }), abs(color.alpha - alpha) <= 0.001 {
                            agreed += 1
                        } else {
                            disagree("ThemeKit \(ColorSyntax.format(color)), Terrazzo `\(written)` = \(color.space.rawValue) \(expected)")
                        }
                    case .points(let points), .number(let points):
                        // Terrazzo writes a boolean token as 0 or 1.
                        let number: Double? = if case .bool(let flag) = ours { flag ? 1 : 0 } else { ours.numberValue }
                        if let number, abs(number - points) <= 0.001 {
                            agreed += 1
                        } else {
                            disagree("ThemeKit \(ours.jsonText), Terrazzo `\(written)`")
                        }
                    }
                }
            }
        }
        print("Terrazzo agreement: \(agreed)/\(compared) values")
        for disagreement in disagreements { print("  disagrees: \(disagreement)") }
        #expect(compared > 0)
        #expect(agreed >= Self.minimumAgreement, "\(agreed)/\(compared)")
    }
}
