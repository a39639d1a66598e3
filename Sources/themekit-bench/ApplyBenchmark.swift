import Foundation
import ThemeKit

/// Applying a cached resolved style of 20 properties through the property
/// registry against the same 20 assignments written by hand, with key-path
/// rows and with setter rows; and a first apply (resolve, then apply)
/// against a cached one.
@MainActor
enum ApplyBenchmark {
    final class Card: KeyPathStylable {
        var backgroundColor: ThemeColor?, borderColor: ThemeColor?, textColor: ThemeColor?, tintColor: ThemeColor?
        var titleFont: ThemeFont?, bodyFont: ThemeFont?
        var cornerRadius = 0.0, borderWidth = 0.0, alpha = 1.0, spacing = 0.0, padding = 0.0, shadowRadius = 0.0
        var insets = ThemeEdgeInsets(top: 0, left: 0, bottom: 0, right: 0), frame = ThemeRect(x: 0, y: 0, width: 0, height: 0)
        var title = "", subtitle = "", isHidden = false, isEnabled = true, lines = 0, tag = 0

        static let themeProperties: ThemeProperties<Card> = [
            "backgroundColor": .value(\.backgroundColor), "borderColor": .value(\.borderColor),
            "textColor": .value(\.textColor), "tintColor": .value(\.tintColor),
            "titleFont": .value(\.titleFont), "bodyFont": .value(\.bodyFont),
            "cornerRadius": .value(\.cornerRadius), "borderWidth": .value(\.borderWidth), "alpha": .value(\.alpha),
            "spacing": .value(\.spacing), "padding": .value(\.padding), "shadowRadius": .value(\.shadowRadius),
            "insets": .value(\.insets), "frame": .value(\.frame), "title": .value(\.title), "subtitle": .value(\.subtitle),
            "isHidden": .value(\.isHidden), "isEnabled": .value(\.isEnabled), "lines": .value(\.lines), "tag": .value(\.tag),
        ]
    }

    /// The same card, its rows written with setters (`.value(_:set:)`): a
    /// final class of its own, since sharing the fields through a base class
    /// changes how the optimiser compiles the hand-written baseline.
    final class FastCard: KeyPathStylable {
        var backgroundColor: ThemeColor?, borderColor: ThemeColor?, textColor: ThemeColor?, tintColor: ThemeColor?
        var titleFont: ThemeFont?, bodyFont: ThemeFont?
        var cornerRadius = 0.0, borderWidth = 0.0, alpha = 1.0, spacing = 0.0, padding = 0.0, shadowRadius = 0.0
        var insets = ThemeEdgeInsets(top: 0, left: 0, bottom: 0, right: 0), frame = ThemeRect(x: 0, y: 0, width: 0, height: 0)
        var title = "", subtitle = "", isHidden = false, isEnabled = true, lines = 0, tag = 0

        static let themeProperties: ThemeProperties<FastCard> = [
            "backgroundColor": .value(\.backgroundColor) { $0.backgroundColor = $1 },
            "borderColor": .value(\.borderColor) { $0.borderColor = $1 },
            "textColor": .value(\.textColor) { $0.textColor = $1 }, "tintColor": .value(\.tintColor) { $0.tintColor = $1 },
            "titleFont": .value(\.titleFont) { $0.titleFont = $1 }, "bodyFont": .value(\.bodyFont) { $0.bodyFont = $1 },
            "cornerRadius": .value(\.cornerRadius) { $0.cornerRadius = $1 }, "borderWidth": .value(\.borderWidth) { $0.borderWidth = $1 },
            "alpha": .value(\.alpha) { $0.alpha = $1 }, "spacing": .value(\.spacing) { $0.spacing = $1 },
            "padding": .value(\.padding) { $0.padding = $1 }, "shadowRadius": .value(\.shadowRadius) { $0.shadowRadius = $1 },
            "insets": .value(\.insets) { $0.insets = $1 }, "frame": .value(\.frame) { $0.frame = $1 },
            "title": .value(\.title) { $0.title = $1 }, "subtitle": .value(\.subtitle) { $0.subtitle = $1 },
            "isHidden": .value(\.isHidden) { $0.isHidden = $1 }, "isEnabled": .value(\.isEnabled) { $0.isEnabled = $1 },
            "lines": .value(\.lines) { $0.lines = $1 }, "tag": .value(\.tag) { $0.tag = $1 },
        ]
    }

    static let theme = """
        {"formatVersion": 2, "Constants": {"COLOR_BRAND": "c:#0A84FF", "DIMENSION_RADIUS": 12},
         "Styles": {"Card": {"backgroundColor": "COLOR_BRAND", "borderColor": "c:#333", "textColor": "c:#111", "tintColor": "c:F80",
            "titleFont": "f:systemBold,17", "bodyFont": "f:system,15", "cornerRadius": "DIMENSION_RADIUS", "borderWidth": 1,
            "alpha": 0.9, "spacing": "8", "padding": 16, "shadowRadius": 4, "insets": "edge:8,16,8,16", "frame": "rect:0,0,320,200",
            "title": "Title", "subtitle": "Subtitle", "isHidden": false, "isEnabled": true, "lines": 2, "tag": 7}}}
        """

    @inline(never)
    static func applyByHand(_ card: Card, _ values: HandValues) {
        card.backgroundColor = values.brand
        card.borderColor = values.border
        card.textColor = values.text
        card.tintColor = values.tint
        card.titleFont = values.titleFont
        card.bodyFont = values.bodyFont
        card.cornerRadius = 12
        card.borderWidth = 1
        card.alpha = 0.9
        card.spacing = 8
        card.padding = 16
        card.shadowRadius = 4
        card.insets = values.insets
        card.frame = values.frame
        card.title = values.title
        card.subtitle = values.subtitle
        card.isHidden = false
        card.isEnabled = true
        card.lines = 2
        card.tag = 7
    }

    struct HandValues {
        var brand, border, text, tint: ThemeColor
        var titleFont, bodyFont: ThemeFont
        var insets: ThemeEdgeInsets
        var frame: ThemeRect
        var title, subtitle: String
    }

    static func run() throws -> [Figure] {
        let loaded = try Theme(data: Data(theme.utf8), name: "card.json")
        let manager = ThemeManager(defaultTheme: loaded)
        let card = Card()
        let report = manager.apply(styleNamed: "Card", to: card)
        guard report.applied == 20, report.isComplete else { throw BenchmarkError("the apply benchmark's style did not apply: \(report)") }
        let values = HandValues(
            brand: card.backgroundColor ?? ThemeColor(red: 0, green: 0, blue: 0, alpha: 1),
            border: card.borderColor ?? ThemeColor(red: 0, green: 0, blue: 0, alpha: 1),
            text: card.textColor ?? ThemeColor(red: 0, green: 0, blue: 0, alpha: 1),
            tint: card.tintColor ?? ThemeColor(red: 0, green: 0, blue: 0, alpha: 1),
            titleFont: card.titleFont ?? ThemeFont(name: "", size: 1), bodyFont: card.bodyFont ?? ThemeFont(name: "", size: 1),
            insets: card.insets, frame: card.frame, title: card.title, subtitle: card.subtitle)
        let repetitions = 20_000
        let cached =
            median(runs: 7) { for _ in 0..<repetitions { consume(manager.apply(styleNamed: "Card", to: card)) } } / Double(repetitions)
        let byHand =
            median(runs: 7) {
                for _ in 0..<repetitions {
                    applyByHand(card, values)
                    consume(card)
                }
            } / Double(repetitions)
        let fastCard = FastCard()
        guard manager.apply(styleNamed: "Card", to: fastCard).applied == 20 else {
            throw BenchmarkError("the setter-row card did not apply")
        }
        let cachedSetters =
            median(runs: 7) {
                for _ in 0..<repetitions { consume(manager.apply(styleNamed: "Card", to: fastCard)) }
            } / Double(repetitions)
        let first =
            median(runs: 7) {
                for _ in 0..<200 { consume(ThemeManager(defaultTheme: loaded).apply(styleNamed: "Card", to: card)) }
            } / 200
        return [
            Figure(
                key: "apply_cached_ratio", name: "apply a cached 20-property style: \(formatted(cached * 1e6)) µs",
                value: cached * 1e6, unit: "µs", baseline: "20 assignments by hand \(formatted(byHand * 1e6)) µs",
                ratio: cached / byHand, target: "<= 2", isMet: cached / byHand <= 2),
            Figure(
                key: "apply_cached_setters_ratio", name: "the same with setter rows: \(formatted(cachedSetters * 1e6)) µs",
                value: cachedSetters * 1e6, unit: "µs", baseline: "20 assignments by hand \(formatted(byHand * 1e6)) µs",
                ratio: cachedSetters / byHand, target: "<= 1.5", isMet: cachedSetters / byHand <= 1.5),
            Figure(
                key: "apply_first_over_cached", name: "first apply (resolve + apply): \(formatted(first * 1e6)) µs",
                value: first * 1e6, unit: "µs", baseline: "a cached apply \(formatted(cached * 1e6)) µs",
                ratio: first / cached, target: "first dominated by resolution, then cached", isMet: nil),
        ]
    }
}

struct BenchmarkError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
