import Foundation
import Testing

@testable import ThemeKit

/// A first apply makes the decisions a plan would keep and carries each out
/// at once; where a type's facts are known, it finds a run's children once.
/// It must do what applying each value in turn through `applyThemeValue`
/// does: the same writes, the same calls to an object's own code, the same report.
@Suite @MainActor struct FirstApplyTests {
    /// Styled through its own `applyThemeValue`, which records each call.
    final class Hooked: KeyPathStylable {
        var textColor: ThemeColor?
        var font: ThemeFont?
        var calls: [String] = []
        static let themeProperties: ThemeProperties<Hooked> = ["textColor": .value(\.textColor), "font": .value(\.font)]

        func applyThemeValue(_ value: ThemeValue, forKeyPath keyPath: String) throws {
            calls.append(keyPath)
            try applyThemeValueByDefault(value, forKeyPath: keyPath)
        }
    }

    /// Counts how often its screen is looked up.
    final class Panel: KeyPathStylable {
        let hooked = Hooked()
        let storedScreen = Screen()
        var screenLookups = 0
        var screen: Screen {
            screenLookups += 1
            return storedScreen
        }
        static let themeProperties: ThemeProperties<Panel> = ["hooked": .child(\.hooked), "screen": .child(\.screen)]
    }

    private static let theme = InlineTheme.json(
        styles: """
            "Panel": {"hooked": {"textColor": "c:F00", "font": "f:system,12", "layer.cornerRadius": 1},
                      "screen": {"backgroundColor": "c:FFF", "isHidden": "sometimes",
                                 "title": {"textColor": "c:123", "layer.cornerRadius": 4, "layer.borderWidth": 2},
                                 "buttons": {"selected:titleColor": "c:F00", "font": "f:systemBold,15", "layer.unknown": 1},
                                 "footer.text": "Bye", "frame": "rect:0,0,320,480"}}
            """)

    /// What a test can compare of a panel after styling.
    private func state(_ panel: Panel) -> String {
        let screen = panel.storedScreen
        let buttons = screen.buttons.map { "\($0.titleColors) \(String(describing: $0.font)) \($0.layer.cornerRadius)" }
        return """
            \(String(describing: panel.hooked.textColor)) \(String(describing: panel.hooked.font)) \(panel.hooked.calls)
            \(String(describing: screen.backgroundColor)) \(screen.isHidden) \(screen.frame) \(buttons)
            \(String(describing: screen.title.textColor)) \(screen.title.layer.cornerRadius) \(screen.title.layer.borderWidth)
            """
    }

    @Test func aFirstApplyDoesWhatEachValueAppliedInTurnDoes() throws {
        // Learn the model's types' facts, so that the walk below finds each run's children once.
        _ = try InlineTheme.manager(Self.theme).apply(styleNamed: "Panel", to: Panel())

        let manager = try InlineTheme.manager(Self.theme)
        let walked = Panel()
        let report = manager.apply(styleNamed: "Panel", to: walked)

        let inTurn = Panel()
        var failures: [String] = []
        var applied: [String] = []
        for assignment in try manager.resolvedStyle(named: "Panel").assignments {
            do {
                try inTurn.applyThemeValue(assignment.value, forKeyPath: assignment.keyPath)
                applied.append(assignment.keyPath)
            } catch {
                failures.append("\(assignment.keyPath): \(error)")
            }
        }
        #expect(report.failures.map { "\($0.keyPath): \($0.message)" } == failures)
        #expect(report.appliedKeyPaths == applied)
        #expect(state(walked) == state(inTurn))
        #expect(failures.count == 4, "\(failures)")
        // Each value went to the object's own code, in order.
        #expect(walked.hooked.calls == ["textColor", "font", "layer.cornerRadius"])
        // The screen's run of ten key paths looked it up once.
        #expect(walked.screenLookups == 1)
        #expect(inTurn.screenLookups == 10)
    }
}
