import Testing

@testable import ThemeKit

/// Class tables (how the bridges style UIKit, AppKit and Core Animation) are
/// compiled into apply plans as key-path tables are: one apply engine.
@Suite @MainActor struct ClassTablePlanTests {
    private static let theme = InlineTheme.json(
        styles: """
            "Card": {"backgroundColor": "c:#F00", "textColor": "c:#0F0", "layer.cornerRadius": 4, "unknown": 1},
            "Fade": {"alpha": 0.5, "startColor": "c:#00F"}
            """)

    @Test func aClassTableObjectIsWrittenThroughAPlanThatDoesWhatTheFirstApplyDid() throws {
        let manager = try InlineTheme.manager(Self.theme)
        let label = FrameworkLabel()
        let reports = (0..<3).map { _ in "\(manager.apply(styleNamed: "Card", to: label))" }
        #expect(Set(reports).count == 1, "\(reports)")
        #expect(reports[0].contains("1 failed") && reports[0].contains("unknown"))
        #expect(label.backgroundColor == .hex("FF0000") && label.textColor == .hex("00FF00") && label.layer.cornerRadius == 4)
        let facts = StylableTypeFacts[FrameworkLabel.self]
        #expect(facts.appliesByDefault == true && facts.setsByTable == true && facts.findsChildrenByTable == true)
        let plan = ApplyPlan(try manager.resolvedStyle(named: "Card"), for: label, generation: nil)
        #expect(!plan.isProvisional)
        label.textColor = nil
        #expect(plan.run(on: label, recordsOriginals: false).applied == 3)
        #expect(label.textColor == .hex("00FF00"))
    }

    @Test func theObjectsOwnTableStillComesFirstInThePlan() throws {
        let manager = try InlineTheme.manager(Self.theme)
        let view = GradientView()
        for _ in 0..<3 {
            view.shadowAlpha = 0
            let report = manager.apply(styleNamed: "Fade", to: view)
            #expect(report.isComplete, "\(report)")
            #expect(view.shadowAlpha == 0.5 && view.alpha == 1 && view.startColor == .hex("0000FF"))
        }
    }
}
