import Testing
import ThemeKit

/// Rows that are given their conversion, for framework types that cannot
/// conform to `ThemeValueConvertible` and for properties behind methods.
@Suite @MainActor struct ConvertingRowTests {
    /// A framework-like class: no `ThemeValueConvertible` conformance.
    final class Paint: Equatable {
        let hex: String
        init(_ hex: String) { self.hex = hex }
        static func == (lhs: Paint, rhs: Paint) -> Bool { lhs.hex == rhs.hex }
        @Sendable static func from(_ value: ThemeValue) throws -> Paint {
            Paint(try ThemeColor(themeValue: value).hexString)
        }
    }

    @MainActor final class Control: KeyPathStylable {
        var tint: Paint? = Paint("#ORIGINAL")
        var fill = Paint("#FILL")
        private(set) var titlePaints: [ThemeControlStates: Paint] = [.normal: Paint("#TITLE")]
        func titlePaint(for states: ThemeControlStates) -> Paint? { titlePaints[states] }
        func setTitlePaint(_ paint: Paint?, for states: ThemeControlStates) { titlePaints[states] = paint }

        static let themeProperties: ThemeProperties<Control> = [
            "tint": .value(\.tint, converting: Paint.from),
            "fill": .value(\.fill, converting: Paint.from),
            "titlePaint": .perState(
                get: { control, state in (try? ThemeControlStates(state)).flatMap(control.titlePaint(for:)) },
                set: { control, paint, state in control.setTitlePaint(paint, for: try ThemeControlStates(state)) },
                converting: Paint.from),
        ]
    }

    private let manager = try? InlineTheme.manager(
        InlineTheme.json(
            styles: """
                "A": {"tint": "c:#F00", "fill": "c:#0F0", "titlePaint": "c:#00F", "selected:titlePaint": "c:#FFF", "pressed:titlePaint": "c:#000"},
                "Clear": {"tint": null},
                "Wrong": {"fill": null}
                """))

    @Test func aRowConvertsWithTheFunctionItIsGiven() throws {
        let control = Control()
        let report = try #require(manager).apply(styleNamed: "A", to: control)
        #expect(control.tint == Paint("#FF0000FF") && control.fill == Paint("#00FF00FF"))
        #expect(control.titlePaints == [.normal: Paint("#0000FFFF"), .selected: Paint("#FFFFFFFF")])
        #expect(report.failures.map(\.keyPath) == ["pressed:titlePaint"], "a state the control lacks is reported")
    }

    @Test func nullClearsAnOptionalAndIsRefusedByAValue() throws {
        let control = Control()
        #expect(try #require(manager).apply(styleNamed: "Clear", to: control).isComplete)
        #expect(control.tint == nil)
        let report = try #require(manager).apply(styleNamed: "Wrong", to: control)
        #expect(report.failures.map(\.message) == ["expected a colour, got null"])
        #expect(control.fill == Paint("#FILL"))
    }

    @Test func reStylingPutsBackWhatTheGettersRead() throws {
        let control = Control()
        let manager = try #require(manager)
        _ = manager.register(control, style: "A").cancel(restoring: true)
        #expect(control.tint == Paint("#ORIGINAL") && control.fill == Paint("#FILL"))
        #expect(control.titlePaints == [.normal: Paint("#TITLE")], "the selected entry it added is removed again")
    }
}
