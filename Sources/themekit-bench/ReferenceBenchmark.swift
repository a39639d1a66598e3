import Foundation
import ThemeKit

/// One style whose keys each hold `s:T`, at 1,000 and at 50,000 keys: the
/// time per reference must not grow with the style (resolution is linear
/// in the assignments, whatever their form). The baseline is the same
/// workload at 1,000 references, measured in this run. And a hostile
/// shape against the same baseline: a loop whose every style names the
/// next twice, followed to the work limit.
enum ReferenceBenchmark {
    static func run(counts: (small: Int, large: Int)) throws -> [Figure] {
        let small = try microsecondsPerReference(count: counts.small)
        let large = try microsecondsPerReference(count: counts.large)
        let ratio = large / small
        let loop = try microsecondsPerLoopReference()
        return [
            Figure(
                key: "resolve_refs_ratio",
                name: "one style of \(counts.large) `s:` references: \(formatted(large)) µs a reference",
                value: large, unit: "µs", baseline: "\(formatted(small)) µs a reference at \(counts.small)",
                ratio: ratio, target: "<= 1.3", isMet: ratio <= 1.3),
            Figure(
                key: "resolve_loop_fanout_ratio",
                name: "a loop of 18 styles each naming the next twice, to the work limit: \(formatted(loop)) µs a reference",
                value: loop, unit: "µs", baseline: "\(formatted(small)) µs a plain reference at \(counts.small)",
                ratio: loop / small, target: "<= 4", isMet: loop / small <= 4),
        ]
    }

    /// The median time to resolve a style of a loop of 18 styles, each
    /// naming the next twice (and setting a value), per reference followed:
    /// the loop closes at every leaf of the fan-out until the work limit
    /// stops the style. Its report was built anew at every closing, 12 µs
    /// a reference, before a resolution built it once.
    private static func microsecondsPerLoopReference() throws -> Double {
        let count = 18
        let styles = (0..<count).map { index in
            let next = "s:L\((index + 1) % count)"
            return "\"L\(index)\": {\"a\": \"\(next)\", \"b\": \"\(next)\", \"v\": \"edge:1,2,3,4\"}"
        }
        let text = "{\"formatVersion\": 2, \"Styles\": {\(styles.joined(separator: ", "))}}"
        let theme = try Theme(data: Data(text.utf8), name: "loop.json")
        let limit = ThemeLimits.default.maximumAssignments
        let seconds = try median(warmups: 1, runs: 5) {
            do {
                consume(try ThemeManager(defaultTheme: theme).resolvedStyle(named: "L0"))
                throw BenchmarkError("the loop resolved within the work limit")
            } catch let error as ThemeError where error.diagnostics.contains(where: { $0.code == Diagnostic.Code.limitExceeded.rawValue }) {
                consume(error)
            }
        }
        return seconds / Double(limit) * 1e6
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
