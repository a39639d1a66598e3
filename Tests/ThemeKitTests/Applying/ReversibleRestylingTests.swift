import Foundation
import Testing
import ThemeKit

/// A registered object that is re-styled gets back, for each key path the
/// new style no longer assigns, the value it had before the theme first set it.
@Suite @MainActor struct ReversibleRestylingTests {
    private func manager() throws -> ThemeManager {
        try InlineTheme.manager(
            InlineTheme.json(
                styles: """
                    "Label": {"textColor": "c:000", "layer": {"cornerRadius": 4}}, "Button": {"backgroundColor": "c:111"}
                    """))
    }

    private func dark(_ styles: String) throws -> Theme {
        try InlineTheme.load(InlineTheme.json(styles: styles))
    }

    @Test func aKeyPathTheNewThemeDropsGetsItsOriginalValueBack() throws {
        let manager = try manager()
        let label = Label()
        label.layer.borderWidth = 0.5  // the app's own value, before any theme
        let registration = manager.register(label, style: "Label")
        manager.setAlternativeThemes([try dark("\"Label\": {\"textColor\": \"c:FFF\", \"layer.borderWidth\": 2}")])
        #expect(label.layer.borderWidth == 2)
        #expect(label.layer.cornerRadius == 0, "dark's Label has no corner radius, so the original comes back")
        manager.setAlternativeThemes([])
        #expect(label.layer.borderWidth == 0.5, "back to the app's own value, not the dark theme's")
        #expect(label.layer.cornerRadius == 4)
        #expect(label.textColor == .hex("000"))
        #expect(registration.lastReport.restored == 1)
        #expect(registration.lastReport.isComplete)
    }

    @Test func perStateValuesAndOptionalsArePutBackToo() throws {
        let manager = try InlineTheme.manager(InlineTheme.json(styles: "\"Button\": {\"backgroundColor\": \"c:111\"}"))
        let button = Button()
        button.titleColors[.normal] = .hex("ABC")
        manager.register(button, style: "Button")
        manager.setAlternativeThemes([try dark("\"Button\": {\"selected:titleColor\": \"c:F00\", \"titleColor\": \"c:0F0\"}")])
        #expect(button.titleColors == [.normal: .hex("0F0"), .selected: .hex("F00")])
        #expect(button.backgroundColor == nil)
        manager.setAlternativeThemes([])
        #expect(button.titleColors == [.normal: .hex("ABC")], "the selected entry did not exist before: it is removed")
        #expect(button.backgroundColor == .hex("111"))
    }

    @Test func cancellingWithRestoringPutsEverythingBack() throws {
        let manager = try manager()
        let label = Label()
        let registration = manager.register(label, style: "Label")
        #expect(label.textColor == .hex("000") && label.layer.cornerRadius == 4)
        let report = registration.cancel(restoring: true)
        #expect(report.restored == 2)
        #expect(label.textColor == nil && label.layer.cornerRadius == 0)
        #expect(registration.isCancelled)
    }

    @Test func aPlainApplyKeepsNoOriginals() throws {
        let manager = try manager()
        let label = Label()
        manager.apply(styleNamed: "Label", to: label)
        let registration = manager.register(label, style: "Button")
        // The registration began after the plain apply: its own first values are what it restores.
        registration.cancel(restoring: true)
        #expect(label.textColor == .hex("000"))
    }

    /// Written by hand, without `resetThemeValue(forKey:)`.
    @MainActor final class HandWritten: Stylable {
        var values: [String: ThemeValue] = [:]
        func setThemeValue(_ value: ThemeValue, forKey key: String) throws { values[key] = value }
    }

    @Test func aTypeThatCannotResetSaysSoInTheReport() throws {
        let manager = try manager()
        let object = HandWritten()
        let registration = manager.register(object, style: "Button")
        manager.setAlternativeThemes([try dark("\"Button\": {\"tint\": 1}")])
        #expect(object.values["backgroundColor"] == .color(.hex("111")), "kept: it could not be put back")
        let failure = try #require(registration.lastReport.failures.first)
        #expect(failure.keyPath == "backgroundColor")
        #expect(failure.message.contains("cannot put back `backgroundColor`: implement `resetThemeValue(forKey:)`"))
    }

    @MainActor final class Gauge: KeyPathStylable {
        var level = 1.0
        var raw = 0.0
        static let themeProperties: ThemeProperties<Gauge> = [
            "level": .custom({ gauge, value in gauge.level = try Double(themeValue: value) }, read: { .number($0.level) }),
            "raw": .custom { gauge, value in gauge.raw = try Double(themeValue: value) },
        ]
    }

    @Test func aCustomRowIsReversibleWhenItCanReadItsValue() throws {
        let manager = try InlineTheme.manager(InlineTheme.json(styles: "\"Gauge\": {\"level\": 9, \"raw\": 3}"))
        let gauge = Gauge()
        let registration = manager.register(gauge, style: "Gauge")
        manager.setAlternativeThemes([try dark("\"Gauge\": {}")])
        #expect(gauge.level == 1)
        #expect(gauge.raw == 3)
        #expect(registration.lastReport.failures.map(\.keyPath) == ["raw"])
        #expect(registration.lastReport.failures.first?.message.contains("without `read:`") == true)
    }

    /// A customisation hook that leaves a key to the default walk: the run
    /// cannot tell the hook it records, yet the table write the hook reaches keeps the original.
    @MainActor final class HookedField: KeyPathStylable {
        var textColor: ThemeColor?
        var placeholderColor: ThemeColor?
        static let themeProperties: ThemeProperties<HookedField> = ["textColor": .value(\.textColor)]

        func applyThemeValue(_ value: ThemeValue, forKeyPath keyPath: String) throws {
            guard keyPath == "placeholderColor" else { return try applyThemeValueByDefault(value, forKeyPath: keyPath) }
            placeholderColor = try ThemeColor(themeValue: value)
        }
    }

    @Test func aValueAHookLeavesToTheDefaultIsPutBack() throws {
        let manager = try InlineTheme.manager(
            InlineTheme.json(styles: "\"Field\": {\"textColor\": \"c:123\", \"placeholderColor\": \"c:999\"}"))
        // Twice: the first object is styled while ThemeKit learns the type, the second after.
        for _ in 0..<2 {
            let field = HookedField()
            field.textColor = .hex("ABC")
            let registration = manager.register(field, style: "Field")
            #expect(field.textColor == .hex("123") && field.placeholderColor == .hex("999"))
            let report = registration.cancel(restoring: true)
            #expect(field.textColor == .hex("ABC"), "\(report)")
        }
        // A plain apply inside no registration keeps nothing.
        let plain = HookedField()
        manager.apply(styleNamed: "Field", to: plain)
        let registration = manager.register(plain, style: "Field")
        registration.cancel(restoring: true)
        #expect(plain.textColor == .hex("123"))
    }
}
