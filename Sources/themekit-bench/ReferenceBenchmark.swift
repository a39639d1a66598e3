import Foundation
import ThemeKit

/// One style whose keys each hold `s:T`, at 1,000 and at 50,000 keys: the
/// time per reference must not grow with the style (resolution is linear
/// in the assignments, whatever their form). The baseline is the same
/// workload at 1,000 references, measured in this run.
enum ReferenceBenchmark {
    static func run(counts: (small: Int, large: Int)) throws -> Figure {
        let small = try microsecondsPerReference(count: counts.small)
        let large = try microsecondsPerReference(count: counts.large)
        let ratio = large / small
        return Figure(
            key: "resolve_refs_ratio",
            name: "one style of \(counts.large) `s:` references: \(formatted(large)) µs a reference",
            value: large, unit: "µs", baseline: "\(formatted(small)) µs a reference at \(counts.small)",
            ratio: ratio, target: "<= 1.3", isMet: ratio <= 1.3)
    }

    /// The median time to lint a theme whose style `Big` holds `count` references, per reference.
    private static func microsecondsPerReference(count: Int) throws -> Double {
        let keys = (0..<count).map { "\"k\($0)\": \"s:T\"" }.joined(separator: ", ")
        let text = "{\"formatVersion\": 2, \"Styles\": {\"T\": {\"a\": 1, \"b\": \"c:#FFF\"}, \"Big\": {\(keys)}}}"
        let theme = try Theme(data: Data(text.utf8), name: "references.json")
        // Repeat small inputs so that both sizes time about the same amount of work.
        let repeats = max(1, 50_000 / count)
        let seconds = try median(warmups: 1, runs: 7) {
            for _ in 0..<repeats {
                let manager = ThemeManager(defaultTheme: theme)
                consume(try manager.resolvedStyle(named: "Big"))
            }
        }
        return seconds / Double(repeats * count) * 1e6
    }
}
