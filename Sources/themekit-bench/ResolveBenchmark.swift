import BenchmarkInputs
import Foundation
import ThemeKit

/// Resolving every style of generated themes of 1k, 10k and 100k styles
/// (as many constants, `_superstyle` chains 10 deep, `style:` references and
/// constant chains): the time per style must stay flat as themes grow.
enum ResolveBenchmark {
    static func run(counts: [Int]) throws -> [Figure] {
        var perStyle: [(count: Int, microseconds: Double)] = []
        for count in counts {
            let generated = GeneratedTheme(styles: count, constants: count)
            let theme = try Theme(data: generated.json, name: "generated.json", limits: ThemeLimits(maximumFileSize: 256 << 20))
            let names = theme.styleNames
            let seconds = try median(warmups: 1, runs: count >= 100_000 ? 3 : 5) {
                let manager = ThemeManager(defaultTheme: theme)
                for name in names { consume(try manager.resolvedStyle(named: name)) }
            }
            perStyle.append((count, seconds / Double(count) * 1e6))
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
                isMet: (perStyle.last?.microseconds ?? first) / first <= 1.3)
        ]
    }
}
