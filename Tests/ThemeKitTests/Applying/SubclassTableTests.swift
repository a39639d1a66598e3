import Testing
import ThemeKit

/// A subclass extends its superclass's table with rows rooted at itself,
/// and may override a row.
@Suite @MainActor struct SubclassTableTests {
    @MainActor class Control: KeyPathStylable {
        var tintColor: ThemeColor?
        var alpha = 1.0
        class var themeProperties: ThemeProperties<Control> { controlProperties }
        private static let controlProperties: ThemeProperties<Control> = ["tintColor": .value(\.tintColor), "alpha": .value(\.alpha)]
    }

    @MainActor final class Slider: Control {
        var trackColors: [ThemeState: ThemeColor] = [:]
        var thumb = Layer()
        var scaledAlpha = 0.0
        override class var themeProperties: ThemeProperties<Control> { sliderProperties }
        private static let sliderProperties = Control.themeProperties.extended(
            by: Slider.self,
            [
                "trackColor": .perState(\.trackColors),
                "thumb": .child(\.thumb),
                "alpha": .value(\.scaledAlpha),  // overrides the superclass's row
            ])
    }

    private let manager = try? InlineTheme.manager(
        InlineTheme.json(
            styles: """
                "Slider": {"tintColor": "c:F00", "alpha": 0.5, "selected:trackColor": "c:0F0", "thumb.cornerRadius": 6}
                """))

    @Test func aSubclassGetsItsOwnRowsAndItsSuperclasses() throws {
        let slider = Slider()
        let report = try #require(manager).apply(styleNamed: "Slider", to: slider)
        #expect(report.isComplete, "\(report)")
        #expect(slider.tintColor == .hex("F00"))
        #expect(slider.trackColors == [.selected: .hex("0F0")])
        #expect(slider.thumb.cornerRadius == 6)
        #expect(slider.scaledAlpha == 0.5 && slider.alpha == 1, "the overriding row is used")
    }

    @Test func theSuperclassTableIsUnchanged() throws {
        let control = Control()
        let report = try #require(manager).apply(styleNamed: "Slider", to: control)
        #expect(control.alpha == 0.5)
        #expect(report.failures.map(\.keyPath).sorted() == ["selected:trackColor", "thumb.cornerRadius"])
    }

    @Test func subclassRowsAreReversible() throws {
        let manager = try #require(manager)
        let slider = Slider()
        manager.register(slider, style: "Slider")
        manager.setAlternativeThemes([try InlineTheme.load(InlineTheme.json(styles: "\"Slider\": {\"tintColor\": \"c:00F\"}"))])
        #expect(slider.trackColors.isEmpty && slider.thumb.cornerRadius == 0 && slider.scaledAlpha == 0)
        #expect(slider.tintColor == .hex("00F"))
    }

    /// Holds a control of either class, changed between applies.
    @MainActor final class Panel: KeyPathStylable {
        var control: Control = Slider()
        static let themeProperties: ThemeProperties<Panel> = ["control": .child(\.control)]
    }

    private static let panelTheme = InlineTheme.json(
        styles: """
            "Panel": {"control.tintColor": "c:F00", "control.selected:trackColor": "c:0F0", "control.alpha": 0.5}
            """)

    /// What a first apply (a plan's decisions carried out at once, none kept) reports for `panel` as it is now.
    private func firstApply(to panel: Panel) throws -> String {
        let report = try InlineTheme.manager(Self.panelTheme).apply(styleNamed: "Panel", to: panel)
        return "\(report) \(report.appliedKeyPaths)"
    }

    @Test func plannedSubclassRowsWriteOnEveryApplyAndFailOnTheSuperclass() throws {
        // Plans compile on the second apply: the later ones run a subclass's
        // rows narrowed once, when planned, and must still write every time.
        let manager = try #require(manager)
        let slider = Slider()
        for _ in 0..<4 {
            slider.trackColors = [:]
            slider.scaledAlpha = 0
            #expect(manager.apply(styleNamed: "Slider", to: slider).isComplete)
            #expect(slider.trackColors == [.selected: .hex("0F0")] && slider.scaledAlpha == 0.5)
        }
        let control = Control()
        let reports = (0..<4).map { _ in manager.apply(styleNamed: "Slider", to: control).description }
        #expect(Set(reports).count == 1 && reports[0].contains("2 failed"), "\(reports)")
    }

    @Test func aChildOfAnotherClassThanWhenPlannedGetsItsOwnWrites() throws {
        let manager = try InlineTheme.manager(Self.panelTheme)
        let panel = Panel()
        for _ in 0..<3 { #expect(manager.apply(styleNamed: "Panel", to: panel).isComplete) }
        // The plan was made for a slider child; now the child is a plain control, then a slider again.
        for control in [Control(), Slider(), Control()] {
            panel.control = control
            let report = manager.apply(styleNamed: "Panel", to: panel)
            let expected = try firstApply(to: Panel().replacingControl(with: type(of: control)))
            #expect("\(report) \(report.appliedKeyPaths)" == expected)
            #expect(control.tintColor == .hex("F00"))
            #expect((control as? Slider)?.trackColors[.selected] == (control is Slider ? .hex("0F0") : nil))
        }
    }
}

/// A subclass that declares its own table as a `static let` instead of
/// overriding `class var themeProperties` (the compiler refuses the same
/// name, so it takes another, which nothing reads) is told so at its first apply.
@Suite @MainActor struct ShadowedTableTests {
    @MainActor class Control: KeyPathStylable {
        var tintColor: ThemeColor?
        class var themeProperties: ThemeProperties<Control> { ["tintColor": .value(\.tintColor)] }
    }

    @MainActor final class Badge: Control {
        var badgeColor: ThemeColor?
        // The mistake: a table of its own, not an override of `themeProperties`.
        static let badgeProperties: ThemeProperties<Badge> = ["badgeColor": .value(\.badgeColor)]
    }

    @Test func theFirstApplySaysWhatIsWrongAndTheFix() throws {
        let manager = try InlineTheme.manager(InlineTheme.json(styles: #""Badge": {"tintColor": "c:F00", "badgeColor": "c:0F0"}"#))
        let badge = Badge()
        let registration = manager.register(badge, style: "Badge")
        defer { registration.cancel() }
        let failures = registration.lastReport.failures.map(\.message)
        #expect(badge.tintColor == .hex("F00") && badge.badgeColor == nil)
        #expect(
            failures.contains {
                $0.contains("`Badge` has no stylable property `badgeColor`")
                    && $0.contains("`Badge` adds no rows to the table of `Control`, so a table it declares as a `static let` is never read")
                    && $0.contains("`Control.themeProperties.extended(by: Badge.self, [...])`")
            }, "\(failures)")
    }
}

extension SubclassTableTests.Panel {
    /// This panel with a new control of `type`.
    func replacingControl(with type: SubclassTableTests.Control.Type) -> Self {
        control = type == SubclassTableTests.Slider.self ? SubclassTableTests.Slider() : SubclassTableTests.Control()
        return self
    }
}
