import Foundation
import ThemeKit

/// Two threads reading one manager at once (a constant, and a style already
/// resolved) against one thread making the same reads: every read takes the
/// manager's lock, so two cores are not twice as quick as one, and waiting
/// for the lock makes the pair slower than one thread alone. Informative:
/// reads without the lock (an immutable resolved chain, issue 26) would
/// bring it towards 0.5.
enum ContentionBenchmark {
    static let theme = """
        {"formatVersion": 2, "Constants": {"COLOR_BRAND": "c:#0A84FF", "DIMENSION_RADIUS": 12},
         "Styles": {"Card": {"backgroundColor": "COLOR_BRAND", "cornerRadius": "DIMENSION_RADIUS", "title": "Title"}}}
        """

    static func run(reads: Int) throws -> [Figure] {
        let manager = ThemeManager(defaultTheme: try Theme(data: Data(theme.utf8), name: "card.json"))
        guard manager.constant(named: "COLOR_BRAND") != nil, (try? manager.resolvedStyle(named: "Card")) != nil else {
            throw BenchmarkError("the contention benchmark's theme did not resolve")
        }
        let readAll: @Sendable () -> Void = {
            for _ in 0..<reads {
                consume(manager.constant(named: "COLOR_BRAND"))
                consume(try? manager.resolvedStyle(named: "Card"))
            }
        }
        let one = median(runs: 5) { readAll() }
        let two = median(runs: 5) {
            let group = DispatchGroup()
            for _ in 0..<2 { DispatchQueue.global().async(group: group, execute: readAll) }
            group.wait()
        }
        // One thread makes 2 x `reads` reads; the pair, twice as many in the same wall time if they ran in parallel.
        let (alone, together) = (one / Double(2 * reads), two / Double(4 * reads))
        return [
            Figure(
                key: "read_two_threads_ratio",
                name: "two threads reading one manager at once: \(formatted(together * 1e9)) ns a read (wall time)",
                value: together * 1e9, unit: "ns", baseline: "one thread alone, \(formatted(alone * 1e9)) ns a read",
                ratio: together / alone, target: "informative: 0.5 is two cores in parallel, 1.0 one at a time", isMet: nil)
        ]
    }
}
