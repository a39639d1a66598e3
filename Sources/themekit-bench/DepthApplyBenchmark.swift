import Foundation
import ThemeKit

/// The first apply of a style at the end of a 20-deep `_superstyle` chain
/// (each level sets one of the card's 20 properties) on a fresh manager,
/// against the first apply of one style that sets the same 20 itself: what
/// a chain's depth costs beyond its keys.
@MainActor
enum DepthApplyBenchmark {
    static let depth = 20

    static func run() throws -> [Figure] {
        let values = [
            "\"backgroundColor\": \"c:#0A84FF\"", "\"borderColor\": \"c:#333\"", "\"textColor\": \"c:#111\"",
            "\"tintColor\": \"c:F80\"", "\"titleFont\": \"f:systemBold,17\"", "\"bodyFont\": \"f:system,15\"",
            "\"cornerRadius\": 12", "\"borderWidth\": 1", "\"alpha\": 0.9", "\"spacing\": 8", "\"padding\": 16",
            "\"shadowRadius\": 4", "\"insets\": \"edge:8,16,8,16\"", "\"frame\": \"rect:0,0,320,200\"",
            "\"title\": \"Title\"", "\"subtitle\": \"Subtitle\"", "\"isHidden\": false", "\"isEnabled\": true",
            "\"lines\": 2", "\"tag\": 7",
        ]
        var styles = ["\"Flat\": {\(values.joined(separator: ", "))}"]
        for level in 0..<depth {
            let superstyle = level == 0 ? "" : "\"_superstyle\": \"Level\(level - 1)\", "
            styles.append("\"Level\(level)\": {\(superstyle)\(values[level])}")
        }
        let text = "{\"formatVersion\": 2, \"Styles\": {\(styles.joined(separator: ", "))}}"
        let theme = try Theme(data: Data(text.utf8), name: "depth.json")
        let deepest = "Level\(depth - 1)"
        for name in ["Flat", deepest] {
            let report = ThemeManager(defaultTheme: theme).apply(styleNamed: name, to: ApplyBenchmark.Card())
            guard report.applied == 20, report.isComplete else {
                throw BenchmarkError("the depth benchmark's \(name) did not apply: \(report)")
            }
        }
        let cards = (0..<200).map { _ in ApplyBenchmark.Card() }
        func firstApplies(of name: String) -> Double {
            median(runs: 7) {
                for card in cards { consume(ThemeManager(defaultTheme: theme).apply(styleNamed: name, to: card)) }
            } / Double(cards.count)
        }
        let flat = firstApplies(of: "Flat")
        let deep = firstApplies(of: deepest)
        return [
            Figure(
                key: "apply_depth20_first_over_depth1",
                name: "first apply of a 20-deep chain setting 20 values: \(formatted(deep * 1e6)) µs",
                value: deep * 1e6, unit: "µs", baseline: "one style setting the same 20 \(formatted(flat * 1e6)) µs",
                ratio: deep / flat, target: "<= 3", isMet: deep / flat <= 3)
        ]
    }
}
