import Foundation
import Testing
import ThemeKit

/// The README's example, run as written, so the README cannot drift from the library.
@Suite @MainActor struct ReadmeExampleTests {
    @Test func theReadmeThemeResolvesAsTheReadmeSays() throws {
        let theme = try Theme(contentsOf: FixturePath.url("valid/readme.json"))
        let manager = ThemeManager(defaultTheme: theme)

        let button = try manager.resolvedStyle(named: "PrimaryButton")
        #expect(button.keyPaths == ["backgroundColor", "titleLabel.font", "titleLabel.textColor",
                                    "layer.cornerRadius", "selected:titleColor"])
        #expect(button["titleLabel.font"] == .font(ThemeFont(name: "system", size: 16)))
        #expect(button["selected:titleColor"] == .color(ThemeColor(red: 1, green: 1, blue: 1, alpha: 0x88 / 255.0)))
        #expect(manager.constant(named: "COLOR_BRAND") == .color(ThemeColor(red: 0x0A / 255.0, green: 0x84 / 255.0, blue: 1, alpha: 1)))
        #expect(button.assignments.map { "\($0.keyPath) \($0.value.jsonText)" } == [
            "backgroundColor {\"color\": \"#0A84FFFF\"}",
            "titleLabel.font {\"font\": {\"name\": \"system\", \"size\": 16}}",
            "titleLabel.textColor {\"color\": \"#1C1C1EFF\"}",
            "layer.cornerRadius {\"number\": 12}",
            "selected:titleColor {\"color\": \"#FFFFFF88\"}",
        ])
        #expect(button.diagnostics.isEmpty && theme.diagnostics.isEmpty)
    }
}

/// The README's Stylable class, as written there.
@Suite @MainActor struct ReadmeStylableExampleTests {
    enum TextAlignment: String, CaseIterable, ThemeEnumeration { case left, center, right, natural }

    final class Layer: KeyPathStylable {
        var cornerRadius = 0.0
        static let themeProperties: ThemeProperties<Layer> = ["cornerRadius": .value(\.cornerRadius)]
    }

    final class Label: KeyPathStylable {
        var textColor: ThemeColor?
        var font: ThemeFont?
        var alignment = TextAlignment.natural        // enum TextAlignment: String, CaseIterable, ThemeEnumeration
        let layer = Layer()                          // another KeyPathStylable
        static let themeProperties: ThemeProperties<Label> = [
            "textColor": .value(\.textColor),
            "font": .value(\.font),
            "textAlignment": .value(\.alignment),     // "NSTextAlignmentCenter" works too
            "layer": .child(\.layer),                 // "layer.cornerRadius" continues into it
        ]
    }

    @Test func theReadmeLabelIsStyledInOneCall() throws {
        let manager = ThemeManager(defaultTheme: try Theme(contentsOf: FixturePath.url("valid/readme.json")))
        let label = Label()
        let report = manager.apply(styleNamed: "BodyLabel", to: label)
        #expect(report.isComplete && report.applied == 2)
        #expect(label.font == ThemeFont(name: "system", size: 16))
        manager.register(label, style: "LinkLabel")
        #expect(label.textColor == ThemeColor(hexDigits: "0A84FF"))
    }
}
