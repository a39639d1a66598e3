import Foundation
import Testing

@testable import ThemeKit

/// Repeated applies go through a compiled plan; these check that a plan
/// does exactly what the first, uncompiled apply does, and keeps calling
/// the object's own code wherever the object has some.
@Suite @MainActor struct ApplyPlanTests {
    /// Counts the values its own `applyThemeValue` handles, and hands the rest to the default.
    final class HookedLabel: KeyPathStylable {
        var textColor: ThemeColor?
        var font: ThemeFont?
        var hookCalls = 0
        static let themeProperties: ThemeProperties<HookedLabel> = ["textColor": .value(\.textColor), "font": .value(\.font)]

        func applyThemeValue(_ value: ThemeValue, forKeyPath keyPath: String) throws {
            if keyPath == "textColor" { hookCalls += 1 }
            try applyThemeValueByDefault(value, forKeyPath: keyPath)
        }
    }

    /// Sets every value by its own code.
    final class Recorder: Stylable {
        var values: [String: ThemeValue] = [:]
        var calls = 0
        func setThemeValue(_ value: ThemeValue, forKey key: String) throws {
            calls += 1
            values[key] = value
        }
    }

    /// Written with the fast row form.
    final class FastLabel: KeyPathStylable {
        var textColor: ThemeColor?
        var lines = 0
        var shadows: [ThemeState: ThemeColor] = [:]
        static let themeProperties: ThemeProperties<FastLabel> = [
            "textColor": .value(\.textColor) { $0.textColor = $1 }, "lines": .value(\.lines) { $0.lines = $1 },
            "shadow": .perState(\.shadows) { $0.shadows[$2] = $1 },
        ]
    }

    private static let screenTheme = InlineTheme.json(
        constants: "\"COLOR_TEXT\": \"c:112233\"",
        styles: """
            "Screen": {"backgroundColor": "c:FFF", "frame": "rect:0,0,320,480", "isHidden": "sometimes",
                       "title": {"textColor": "COLOR_TEXT", "font": "f:system,17", "layer.cornerRadius": 4},
                       "buttons": {"selected:titleColor": "c:F00", "font": "f:systemBold,15", "layer.unknown": 1},
                       "footer.text": "Bye"}
            """)

    private func report(_ report: ApplyReport) -> String {
        "\(report)\n\(report.appliedKeyPaths)"
    }

    @Test func repeatedAppliesDoWhatTheFirstDid() throws {
        let manager = try InlineTheme.manager(Self.screenTheme)
        let screen = Screen()
        let reports = (0..<4).map { _ in report(manager.apply(styleNamed: "Screen", to: screen)) }
        #expect(Set(reports).count == 1, "every apply reports the same: \(reports)")
        #expect(reports[0].contains("3 failed"))
        #expect(reports[0].contains("  isHidden: "))
        #expect(reports[0].contains("has no child object `footer`"))
        #expect(reports[0].contains("3 of 3 objects at `buttons`"))
        #expect(screen.title.textColor == .hex("112233"))
        #expect(screen.title.layer.cornerRadius == 4)
        #expect(screen.buttons.allSatisfy { $0.titleColors[.selected] == .hex("F00") && $0.font?.size == 15 })
        #expect(screen.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
    }

    @Test func childrenAreFoundAgainOnEveryApply() throws {
        let manager = try InlineTheme.manager(Self.screenTheme)
        let screen = Screen()
        for _ in 0..<3 { manager.apply(styleNamed: "Screen", to: screen) }
        screen.footer = Label()
        screen.buttons.append(Button())
        let report = manager.apply(styleNamed: "Screen", to: screen)
        #expect(screen.footer?.text == "Bye")
        #expect(screen.buttons.last?.titleColors[.selected] == .hex("F00"))
        #expect(report.failures.count == 2)
        #expect(report.appliedKeyPaths.contains("footer.text"))
    }

    @Test func aMarkAfterADotIsPlannedAsTheWalkReadsIt() throws {
        // "title.\u{301}text" is the child `title` and the key "\u{301}text"
        // (key paths are cut at the byte); a plan must group it with `title`
        // as the walk does, where comparing characters saw no "title." at all.
        let manager = try InlineTheme.manager(
            InlineTheme.json(styles: #""Screen": {"title.\u0301text": "x", "title.textColor": "c:F00", "frame": "rect:0,0,1,1"}"#))
        let screen = Screen()
        let reports = (0..<3).map { _ in report(manager.apply(styleNamed: "Screen", to: screen)) }
        #expect(Set(reports).count == 1, "every apply reports the same: \(reports)")
        #expect(reports[0].contains("1 failed") && reports[0].contains("title.\u{301}text"))
        #expect(screen.title.textColor == .hex("F00"))
    }

    @Test func anObjectsOwnApplyIsCalledOnEveryApply() throws {
        let manager = try InlineTheme.manager(InlineTheme.json(styles: "\"Label\": {\"textColor\": \"c:000\", \"font\": \"f:system,12\"}"))
        let label = HookedLabel()
        for _ in 0..<5 { #expect(manager.apply(styleNamed: "Label", to: label).isComplete) }
        #expect(label.hookCalls == 5)
        #expect(label.font?.size == 12)
    }

    @Test func anObjectsOwnSetterIsCalledOnEveryApply() throws {
        let manager = try InlineTheme.manager(InlineTheme.json(styles: "\"Thing\": {\"a\": 1, \"b\": \"c:000\"}"))
        let thing = Recorder()
        for _ in 0..<3 { manager.apply(styleNamed: "Thing", to: thing) }
        #expect(thing.calls == 6)
        #expect(thing.values["a"] == .number(1))
    }

    @Test func aChangeOfTheChainMakesANewPlan() throws {
        let manager = try InlineTheme.manager(
            InlineTheme.json(
                constants: "\"COLOR_TEXT\": \"c:000\"", styles: "\"Label\": {\"textColor\": \"COLOR_TEXT\", \"lines\": 2}"))
        let label = FastLabel()
        for _ in 0..<3 { manager.apply(styleNamed: "Label", to: label) }
        #expect(label.textColor == .hex("000") && label.lines == 2)
        manager.modifyConstant("COLOR_TEXT", value: .color(.hex("FFF")))
        manager.apply(styleNamed: "Label", to: label)
        #expect(label.textColor == .hex("FFF"))
        manager.variants = ["DARK"]
        manager.apply(styleNamed: "Label", to: label)
        #expect(label.textColor == .hex("FFF"))
    }

    @Test func aResolvedStyleAppliedByHandUsesItsOwnPlan() throws {
        let manager = try InlineTheme.manager(InlineTheme.json(styles: "\"A\": {\"lines\": 1}, \"B\": {\"lines\": 2}"))
        let label = FastLabel()
        let first = try manager.resolvedStyle(named: "A")
        let second = try manager.resolvedStyle(named: "B")
        for _ in 0..<3 {
            manager.apply(first, to: label)
            #expect(label.lines == 1)
            manager.apply(second, to: label)
            #expect(label.lines == 2)
        }
    }

    @Test func setterRowsTakeStatesAndArePutBackOnRestyling() throws {
        let manager = try InlineTheme.manager(
            InlineTheme.json(styles: "\"A\": {\"shadow\": \"c:111\", \"selected:shadow\": \"c:222\", \"lines\": 3}, \"B\": {}"))
        let label = FastLabel()
        for _ in 0..<3 { manager.apply(styleNamed: "A", to: label) }
        #expect(label.shadows == [.normal: .hex("111"), .selected: .hex("222")] && label.lines == 3)
        let registration = manager.register(label, style: "A")
        registration.cancel(restoring: true)
        #expect(label.lines == 3, "plain applies keep no originals; the registration saw 3 as the original")
        let fresh = FastLabel()
        let kept = manager.register(fresh, style: "A")
        #expect(fresh.shadows[.selected] == .hex("222"))
        kept.cancel(restoring: true)
        #expect(fresh.shadows.isEmpty && fresh.lines == 0)
    }

    @Test func aValueThatDoesNotConvertFailsTheSameEveryTime() throws {
        let manager = try InlineTheme.manager(InlineTheme.json(styles: "\"Label\": {\"lines\": \"many\", \"textColor\": \"c:000\"}"))
        let label = FastLabel()
        let messages = (0..<3).map { _ in manager.apply(styleNamed: "Label", to: label).failures.map(\.message) }
        #expect(messages.allSatisfy { $0 == messages[0] && $0.count == 1 })
        #expect(label.textColor == .hex("000"))
    }

    @Test func manyStylesTakenInTurnEachApplyTheirOwnValues() throws {
        // More styles than the plans kept as recent, over two types, in turn:
        // each apply must find its own plan, from the recent ones or the table.
        let styles = (1...12).map { "\"S\($0)\": {\"lines\": \($0), \"textColor\": \"c:\(String(format: "%06X", $0))\"}" }
        let manager = try InlineTheme.manager(InlineTheme.json(styles: styles.joined(separator: ", ")))
        let labels = (1...12).map { _ in FastLabel() }
        let hooked = (1...12).map { _ in HookedLabel() }
        for round in 0..<3 {
            for number in (1...12).reversed() where (number + round) % 2 == 0 || round == 2 {
                #expect(manager.apply(styleNamed: "S\(number)", to: labels[number - 1]).isComplete)
                #expect(manager.apply(styleNamed: "S\(number)", to: hooked[number - 1]).applied == 1)
            }
        }
        for number in 1...12 {
            let color = ThemeColor.hex(String(format: "%06X", number))
            #expect(labels[number - 1].lines == number && labels[number - 1].textColor == color)
            #expect(hooked[number - 1].textColor == color)
        }
    }

    @Test func writesPlannedForOneTypeFailOnAnotherAndWriteNothing() {
        let assignments = [ResolvedStyle.Assignment(path: StyleKeyPath(parsing: "lines"), value: .number(4))]
        let label = FastLabel()
        // Twice: the first plan may only call the object while its type's facts are learnt.
        PlannedWrites(assignments, for: label).run(on: label, recordsOriginals: false) { _, _ in }
        let writes = PlannedWrites(assignments, for: label)
        let other = HookedLabel()
        var failures: [Int: String] = [:]
        writes.run(on: other, recordsOriginals: false) { failures[$0] = $1 }
        #expect(failures.keys.sorted() == [0])
        #expect(failures[0]?.contains("`HookedLabel` is not the type this style was planned for") == true)
        writes.run(on: label, recordsOriginals: false) { failures[$0] = "label: \($1)" }
        #expect(label.lines == 4 && failures.count == 1)
    }

    /// Declares a table rooted at another class, so it is not its table's root.
    final class Misrooted: KeyPathStylable {
        typealias ThemeRoot = Label
        static let themeProperties: ThemeProperties<Label> = ["inner": .child(\.layer), "text": .value(\.text)]
    }

    @Test func aTypeThatIsNotItsTablesRootFailsTheSameOnEveryApply() throws {
        // Its plan finds no children, as the walk does, rather than casting the object to the table's root.
        let manager = try InlineTheme.manager(InlineTheme.json(styles: "\"M\": {\"inner.cornerRadius\": 3, \"text\": \"x\"}"))
        let object = Misrooted()
        let reports = (0..<3).map { _ in report(manager.apply(styleNamed: "M", to: object)) }
        #expect(Set(reports).count == 1, "every apply reports the same: \(reports)")
        #expect(reports[0].contains("0 applied, 2 failed"))
    }
}
