import BenchmarkInputs
import Foundation
import ThemeKit

/// Resolving every style of generated themes of 1k, 10k and 100k styles
/// (as many constants, `_superstyle` chains 10 deep, `style:` references and
/// constant chains): the time per style must stay flat as themes grow, and
/// so must a new manager's first style, which must not pay for the theme.
enum ResolveBenchmark {
    static func run(counts: [Int]) throws -> [Figure] {
        var perStyle: [(count: Int, microseconds: Double)] = []
        var firstStyle: [Double] = []
        for count in counts {
            let generated = GeneratedTheme(styles: count, constants: count)
            let theme = try Theme(data: generated.json, name: "generated.json", limits: ThemeLimits(maximumFileSize: 256 << 20))
            let names = theme.styleNames
            let seconds = try median(warmups: 1, runs: count >= 100_000 ? 3 : 5) {
                let manager = ThemeManager(defaultTheme: theme)
                for name in names { consume(try manager.resolvedStyle(named: name)) }
            }
            perStyle.append((count, seconds / Double(count) * 1e6))
            let name = names[names.count / 2]
            let managers = 20
            let firstSeconds = try median(warmups: 1, runs: 5) {
                for _ in 0..<managers { consume(try ThemeManager(defaultTheme: theme).resolvedStyle(named: name)) }
            }
            firstStyle.append(firstSeconds / Double(managers) * 1e6)
        }
        let first = perStyle[0].microseconds
        return perStyle.map { entry in
            let ratio = entry.microseconds / first
            return Figure(
                key: "resolve_us_per_style_\(entry.count / 1000)k",
                name: "resolve all of \(entry.count) styles: \(formatted(entry.microseconds)) µs a style",
                value: entry.microseconds, unit: "µs", baseline: "\(formatted(first)) µs a style at \(perStyle[0].count)",
                ratio: ratio, target: "flat within 1.3x", isMet: ratio <= 1.3, reported: entry.microseconds)
        } + [
            Figure(
                key: nil, name: "resolve scaling, \(perStyle.last?.count ?? 0) vs \(perStyle[0].count) styles (per style)",
                value: (perStyle.last?.microseconds ?? first) / first, unit: "x", baseline: "per-style time at \(perStyle[0].count)",
                ratio: (perStyle.last?.microseconds ?? first) / first, target: "<= 1.3",
                isMet: (perStyle.last?.microseconds ?? first) / first <= 1.3),
            firstStyleFigure(counts: counts, microseconds: firstStyle),
        ]
    }

    /// A new manager's first style at the largest theme over the smallest:
    /// work that grows with the theme (a table as long as it was 114x at
    /// 100 times the styles) shows here; a larger theme's hash tables miss
    /// the processor's caches more, about 2x at 100 times the styles.
    private static func firstStyleFigure(counts: [Int], microseconds: [Double]) -> Figure {
        let (small, large) = (microseconds.first ?? 0, microseconds.last ?? 0)
        let ratio = large / max(small, 1e-9)
        return Figure(
            key: "resolve_first_style_ratio",
            name: "a new manager's first style, \(counts.last ?? 0) styles: \(formatted(large)) µs",
            value: large, unit: "µs", baseline: "\(formatted(small)) µs at \(counts.first ?? 0) styles",
            ratio: ratio, target: "<= 3", isMet: ratio <= 3)
    }
}
