import Foundation
import Testing
import ThemeKit
import ThemeKitTesting

@Suite @MainActor struct StylableConformanceTests {
    final class Label: KeyPathStylable {
        var textColor: ThemeColor?
        var font: ThemeFont?
        static let themeProperties: ThemeProperties<Label> = ["textColor": .value(\.textColor), "font": .value(\.font)]
    }

    private func manager() throws -> ThemeManager {
        let theme = """
            {"formatVersion": 2, "Styles": {
              "BodyLabel": {"textColor": "c:111", "font": "f:system,16"},
              "LinkLabel": {"_superstyle": "BodyLabel", "underline": true},
              "FancyLabel": {"textColor": "COLOR_MISSING"},
              "Button": {"titleColor": "c:000"}
            }}
            """
        return ThemeManager(defaultTheme: try Theme(data: Data(theme.utf8), name: "theme.json"))
    }

    @Test func aTypeThatAcceptsEveryKeyPathConforms() throws {
        let report = StylableConformance.check(Label.init, styles: ["BodyLabel"], in: try manager())
        #expect(report.isConforming)
        #expect(report.description == "all 1 styles apply completely")
    }

    @Test func everyKeyPathTheTypeRefusesIsReported() throws {
        let report = StylableConformance.check(Label.init, stylesWhere: { $0.hasSuffix("Label") }, in: try manager())
        #expect(report.checkedStyles == ["BodyLabel", "LinkLabel", "FancyLabel"])
        #expect(
            report.mismatches == [
                .init(style: "LinkLabel", keyPath: "underline", message: "`Label` has no stylable property `underline`"),
                .init(style: "FancyLabel", keyPath: "textColor", message: "expected a colour, got the string `COLOR_MISSING`"),
            ])
        #expect(!report.isConforming)
        #expect(report.description.hasPrefix("2 key paths not accepted:\n  LinkLabel.underline: "))
    }

    @Test func aStyleThatDoesNotExistIsAMismatch() throws {
        let report = StylableConformance.check(Label.init, styles: ["Missing"], in: try manager())
        #expect(report.mismatches.map(\.keyPath) == [""])
    }

    class Control: KeyPathStylable {
        var tintColor: ThemeColor?
        var alpha = 1.0
        class var themeProperties: ThemeProperties<Control> { controlProperties }
        private static let controlProperties: ThemeProperties<Control> = ["tintColor": .value(\.tintColor), "alpha": .value(\.alpha)]
    }

    final class Toggle: Control {
        var onColor: ThemeColor?
        var level = 0
        override class var themeProperties: ThemeProperties<Control> { toggleProperties }
        private static let toggleProperties = Control.themeProperties.extended(
            by: Toggle.self,
            [
                "onColor": .value(\.onColor),
                "alpha": .custom { toggle, value in toggle.level = Int(try Double(themeValue: value) * 10) },
            ])
    }

    @Test func aSubclassIsCheckedWithItsOwnAndItsInheritedRows() throws {
        let theme = """
            {"formatVersion": 2, "Styles": {
              "Switch": {"tintColor": "c:111", "onColor": "c:0F0", "alpha": 0.5},
              "BadSwitch": {"onColor": 3, "alpha": "half", "glow": true}
            }}
            """
        let manager = ThemeManager(defaultTheme: try Theme(data: Data(theme.utf8), name: "theme.json"))
        #expect(StylableConformance.check(Toggle.init, styles: ["Switch"], in: manager).isConforming)
        // The superclass alone does not have the subclass's row.
        #expect(StylableConformance.check(Control.init, styles: ["Switch"], in: manager).mismatches.map(\.keyPath) == ["onColor"])
        // The overriding row is the one checked: `half` fails the subclass's conversion.
        let bad = StylableConformance.check(Toggle.init, styles: ["BadSwitch"], in: manager)
        #expect(bad.mismatches.map(\.keyPath) == ["onColor", "alpha", "glow"])
        #expect(bad.mismatches.last?.message == "`Toggle` has no stylable property `glow`")
    }
}
