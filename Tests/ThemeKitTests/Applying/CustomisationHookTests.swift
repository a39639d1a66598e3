import Testing
import ThemeKit

/// Giotto's customisation point: a class handles special key paths in
/// `applyThemeValue(_:forKeyPath:)` and leaves the rest to the default walk.
@Suite @MainActor struct CustomisationHookTests {
    /// A text field whose placeholder colour and font live on a separate object.
    final class TextField: KeyPathStylable {
        struct Placeholder {
            var color: ThemeColor?
            var font: ThemeFont?
        }
        var placeholder = Placeholder()
        var textColor: ThemeColor?
        var handled: [String] = []
        static let themeProperties: ThemeProperties<TextField> = ["textColor": .value(\.textColor)]

        func applyThemeValue(_ value: ThemeValue, forKeyPath keyPath: String) throws {
            switch keyPath {
            case "placeholderColor": placeholder.color = try ThemeColor(themeValue: value)
            case "placeholderFont": placeholder.font = try ThemeFont(themeValue: value)
            default:
                try applyThemeValueByDefault(value, forKeyPath: keyPath)
                return
            }
            handled.append(keyPath)
        }
    }

    /// A button with UIKit's `setTitleColor(_:for:)` shape instead of a per-state table.
    final class Button: Stylable {
        var titleColors: [ThemeState: ThemeColor] = [:]
        var other: [String: ThemeValue] = [:]

        func setTitleColor(_ color: ThemeColor, for state: ThemeState) { titleColors[state] = color }

        func setThemeValue(_ value: ThemeValue, forKey key: String) throws { other[key] = value }

        func applyThemeValue(_ value: ThemeValue, forKeyPath keyPath: String) throws {
            if keyPath == "selected:titleColor" {
                setTitleColor(try ThemeColor(themeValue: value), for: .selected)
            } else {
                try applyThemeValueByDefault(value, forKeyPath: keyPath)
            }
        }
    }

    @Test func aTextFieldHandlesItsPlaceholderAndLeavesTheRestToTheDefault() throws {
        let manager = try InlineTheme.manager(
            InlineTheme.json(
                styles: """
                    "Field": {"placeholderColor": "c:999", "placeholderFont": "f:system,14", "textColor": "c:111", "unknown": 1}
                    """))
        let field = TextField()
        let report = manager.apply(styleNamed: "Field", to: field)
        #expect(field.placeholder.color == .hex("999"))
        #expect(field.placeholder.font == ThemeFont(name: "system", size: 14))
        #expect(field.textColor == .hex("111"))
        #expect(field.handled == ["placeholderColor", "placeholderFont"])
        #expect(report.applied == 3)
        #expect(report.failures.map(\.keyPath) == ["unknown"])
    }

    @Test func aButtonHandlesSelectedTitleColorItself() throws {
        let manager = try InlineTheme.manager(
            InlineTheme.json(styles: "\"B\": {\"selected:titleColor\": \"c:000\", \"titleColor\": \"c:FFF\"}"))
        let button = Button()
        #expect(manager.apply(styleNamed: "B", to: button).isComplete)
        #expect(button.titleColors == [.selected: .hex("000")])
        #expect(button.other == ["titleColor": .color(.hex("FFF"))])
    }

    @Test func theHookIsCalledForChildrenOnTheWayDown() throws {
        final class Form: KeyPathStylable {
            let field = TextField()
            static let themeProperties: ThemeProperties<Form> = ["field": .child(\.field)]
        }
        let manager = try InlineTheme.manager(InlineTheme.json(styles: "\"F\": {\"field.placeholderColor\": \"c:123\"}"))
        let form = Form()
        #expect(manager.apply(styleNamed: "F", to: form).isComplete)
        #expect(form.field.placeholder.color == .hex("123"))
    }
}
