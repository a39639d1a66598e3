import DemoModel
import Foundation
import ThemeKit

/// Giotto's example style `TestViewController` (29 values on 13 objects)
/// applied to the demo's object graph: cached, against the same 29
/// assignments by hand; first on a new manager over the loaded theme, and
/// first with the load, each against Foundation parsing the file.
@MainActor
enum GiottoApplyBenchmark {
    static func run(theme data: Data) throws -> [Figure] {
        let theme = try Theme(data: data, name: "theme_default.plist")
        let manager = ThemeManager(defaultTheme: theme)
        let screen = TestViewController()
        let report = manager.apply(styleNamed: "TestViewController", to: screen)
        guard report.applied == 29, report.isComplete else { throw BenchmarkError("Giotto's style did not apply: \(report)") }
        let repetitions = 5_000
        let cached =
            median(runs: 7) {
                for _ in 0..<repetitions { consume(manager.apply(styleNamed: "TestViewController", to: screen)) }
            } / Double(repetitions)
        let byHand =
            median(runs: 7) {
                for _ in 0..<repetitions {
                    assignByHand(screen, copying: screen)
                    consume(screen)
                }
            }
            / Double(repetitions)
        let screens = (0..<200).map { _ in TestViewController() }
        let first =
            median(runs: 7) {
                for screen in screens {
                    consume(ThemeManager(defaultTheme: theme).apply(styleNamed: "TestViewController", to: screen))
                }
            } / Double(screens.count)
        let loadedFirst =
            try median(runs: 7) {
                for screen in screens {
                    consume(
                        ThemeManager(defaultTheme: try Theme(data: data, name: "theme_default.plist"))
                            .apply(styleNamed: "TestViewController", to: screen))
                }
            } / Double(screens.count)
        let parse =
            try median(runs: 7) {
                for _ in screens { consume(try PropertyListSerialization.propertyList(from: data, format: nil)) }
            } / Double(screens.count)
        return [
            Figure(
                key: "apply_giotto_cached_ratio", name: "Giotto's TestViewController, cached: \(formatted(cached * 1e6)) µs",
                value: cached * 1e6, unit: "µs", baseline: "the 29 assignments by hand \(formatted(byHand * 1e6)) µs",
                ratio: cached / byHand, target: "<= 2", isMet: cached / byHand <= 2),
            Figure(
                key: "apply_giotto_first_ratio",
                name: "Giotto's TestViewController, first apply on a new manager: \(formatted(first * 1e6)) µs",
                value: first * 1e6, unit: "µs", baseline: "PropertyListSerialization parsing the theme \(formatted(parse * 1e6)) µs",
                ratio: first / parse, target: "<= 0.5", isMet: first / parse <= 0.5),
            Figure(
                key: "apply_giotto_load_first_ratio",
                name: "Giotto's theme loaded, resolved and applied: \(formatted(loadedFirst * 1e6)) µs",
                value: loadedFirst * 1e6, unit: "µs", baseline: "PropertyListSerialization parsing it \(formatted(parse * 1e6)) µs",
                ratio: loadedFirst / parse, target: "<= 2", isMet: loadedFirst / parse <= 2),
        ]
    }

    /// The style's 29 assignments written out, with the values a theme gave `source`.
    @inline(never)
    static func assignByHand(_ target: TestViewController, copying source: TestViewController) {
        target.view.backgroundColor = source.view.backgroundColor
        target.containerView.backgroundColor = source.containerView.backgroundColor
        target.containerView.layer.borderColor = source.containerView.layer.borderColor
        target.containerView.layer.borderWidth = source.containerView.layer.borderWidth
        target.containerView.layer.cornerRadius = source.containerView.layer.cornerRadius
        target.styledLabel.font = source.styledLabel.font
        target.styledLabel.textColor = source.styledLabel.textColor
        target.boldLabel.font = source.boldLabel.font
        target.boldLabel.textColor = source.boldLabel.textColor
        assignByHand(target.modifyButton, copying: source.modifyButton)
        assignByHand(target.inheritanceButton, copying: source.inheritanceButton)
        assignByHand(target.saveButton, copying: source.saveButton)
        assignByHand(target.resetButton, copying: source.resetButton)
    }

    /// A button's five assignments.
    @inline(__always)
    static func assignByHand(_ button: Button, copying source: Button) {
        button.backgroundColor = source.backgroundColor
        button.font = source.font
        button.layer.cornerRadius = source.layer.cornerRadius
        button.titleColors[.normal] = source.titleColors[.normal]
        button.titleColors[.selected] = source.titleColors[.selected]
    }
}
