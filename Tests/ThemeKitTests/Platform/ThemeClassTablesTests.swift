import Testing
import ThemeKit

/// A framework hierarchy conformed the way the UIKit bridge conforms UIView:
/// the root class is `ClassTableStylable`, which hands every call to its tables.
@MainActor class FrameworkView {
    var backgroundColor: ThemeColor?
    var alpha = 1.0
    let layer = FrameworkLayer()
}

@MainActor final class FrameworkLayer: KeyPathStylable {
    var cornerRadius = 0.0
    static let themeProperties: ThemeProperties<FrameworkLayer> = ["cornerRadius": .value(\.cornerRadius)]
}

@MainActor class FrameworkLabel: FrameworkView {
    var textColor: ThemeColor?
}

@MainActor class FrameworkButton: FrameworkView {
    var titleColors: [ThemeControlStates: ThemeColor] = [:]
}

extension FrameworkView: ClassTableStylable {
    static let themeTables = ThemeClassTables<FrameworkView>()
        .adding(
            FrameworkView.self,
            [
                "backgroundColor": .value(\.backgroundColor),
                "alpha": .value(\.alpha),
                "layer": .child(\.layer),
            ]
        )
        .adding(FrameworkLabel.self, ["textColor": .value(\.textColor)])
        .adding(
            FrameworkButton.self,
            [
                "titleColor": .custom(perState: { button, value, state in
                    button.titleColors[try ThemeControlStates(state)] = try ThemeColor(themeValue: value)
                })
            ])
}

/// An app's subclass of a framework class, with its own table.
@MainActor final class GradientView: FrameworkView, KeyPathStylable {
    var startColor: ThemeColor?
    var shadowAlpha = 0.0
    static let themeProperties: ThemeProperties<GradientView> = [
        "startColor": .value(\.startColor),
        "alpha": .value(\.shadowAlpha),  // takes the key from the framework's row
    ]
}

@Suite @MainActor struct ThemeClassTablesTests {
    private func manager(_ styles: String) throws -> ThemeManager {
        try InlineTheme.manager(InlineTheme.json(styles: styles))
    }

    @Test func anObjectGetsTheRowsOfEveryClassItIs() throws {
        let label = FrameworkLabel()
        let report = try manager(#""Title": {"textColor": "c:#F00", "backgroundColor": "c:#00F", "layer.cornerRadius": 4}"#)
            .apply(styleNamed: "Title", to: label)
        #expect(report.isComplete, "\(report)")
        #expect(label.textColor == .hex("F00") && label.backgroundColor == .hex("00F") && label.layer.cornerRadius == 4)
    }

    @Test func aSiblingsRowIsNotAnObjectsRow() throws {
        let report = try manager(#""Title": {"textColor": "c:#F00", "titleColr": "c:#F00"}"#)
            .apply(styleNamed: "Title", to: FrameworkButton())
        #expect(
            report.failures.map(\.message)
                == [
                    "`FrameworkButton` has no stylable property `textColor`",
                    "`FrameworkButton` has no stylable property `titleColr`; did you mean `titleColor`?",
                ].sorted())
    }

    @Test func aStateQualifiedKeyReachesAPerStateRow() throws {
        let button = FrameworkButton()
        let report = try manager(#""Button": {"titleColor": "c:#000", "selected:titleColor": "c:#F00", "pressed:titleColor": "c:#0F0"}"#)
            .apply(styleNamed: "Button", to: button)
        #expect(button.titleColors == [.normal: .hex("000"), .selected: .hex("F00")])
        #expect(report.failures.map(\.keyPath) == ["pressed:titleColor"])
    }

    @Test func anAppSubclassTableComesFirstAndTheFrameworkRowsStillWork() throws {
        let view = GradientView()
        let report = try manager(#""Hero": {"startColor": "c:#F00", "alpha": 0.5, "backgroundColor": "c:#FFF"}"#)
            .apply(styleNamed: "Hero", to: view)
        #expect(report.isComplete, "\(report)")
        #expect(view.startColor == .hex("F00") && view.backgroundColor == .hex("FFF"))
        #expect(view.shadowAlpha == 0.5 && view.alpha == 1, "the app's row of the same key wins")
    }

    @Test func aTableAddedLaterWinsForItsClass() throws {
        let tables = FrameworkView.themeTables.adding(
            FrameworkLabel.self,
            [
                "alpha": .custom { label, value in
                    label.alpha = try Double(themeValue: value) / 2
                }
            ])
        let label = FrameworkLabel()
        let view = FrameworkView()
        try tables.set(.number(1), forKey: "alpha", on: label)
        try tables.set(.number(1), forKey: "alpha", on: view)
        #expect(label.alpha == 0.5 && view.alpha == 1)
        #expect(tables.keys(for: label) == ["alpha", "backgroundColor", "layer", "textColor"])
    }

    @Test func reStylingPutsBackWhatTheNewStyleNoLongerSets() throws {
        let manager = try manager(#""A": {"backgroundColor": "c:#F00", "startColor": "c:#0F0"}, "B": {"alpha": 0.5}"#)
        let view = GradientView()
        let registration = manager.register(view, style: "A")
        #expect(view.backgroundColor == .hex("F00") && view.startColor == .hex("0F0"))
        registration.cancel()
        let report = manager.register(view, style: "B").cancel(restoring: true)
        #expect(report.isComplete, "\(report)")
        #expect(view.shadowAlpha == 0)
        _ = manager.register(view, style: "A").cancel(restoring: true)
        #expect(view.backgroundColor == nil && view.startColor == nil, "both tables put back their originals")
    }
}
