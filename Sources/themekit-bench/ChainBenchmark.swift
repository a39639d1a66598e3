import Foundation
import ThemeKit

/// 30,000 constants with 29,700 references in chains up to 100 deep,
/// resolved completely, against following the same chains in a plain
/// dictionary (the least work there is).
enum ChainBenchmark {
    static func run() throws -> [Figure] {
        let chains = 300
        let length = 100
        var lines: [String] = []
        var raw: [String: String] = [:]
        for chain in 0..<chains {
            for step in 0..<length {
                let name = "COLOR_CHAIN\(chain)_\(step)"
                let value = step == 0 ? "c:#\(String(format: "%06X", chain * 997 % 0xFFFFFF))" : "COLOR_CHAIN\(chain)_\(step - 1)"
                lines.append("\"\(name)\": \"\(value)\"")
                raw[name] = value
            }
        }
        let text = "{\"formatVersion\": 2, \"Constants\": {\(lines.joined(separator: ", "))}}"
        let limits = ThemeLimits(maximumConstantChain: 128)
        let theme = try Theme(data: Data(text.utf8), name: "chains.json", limits: limits)
        let names = theme.constantNames
        let ours = median(runs: 7) {
            let manager = ThemeManager(defaultTheme: theme, alternatives: [], overridesURL: nil, limits: limits)
            for name in names { consume(manager.constant(named: name)) }
        }
        // The least work there is: follow each chain to its end in a dictionary, memoised.
        let baseline = median(runs: 7) {
            var memo: [String: String] = [:]
            for name in names {
                var path: [String] = []
                var current = name
                while memo[current] == nil, let next = raw[current], raw[next] != nil {
                    path.append(current)
                    current = next
                }
                let end = memo[current] ?? raw[current] ?? current
                for member in path { memo[member] = end }
                memo[name] = end
            }
            consume(memo)
        }
        let name = "30,000 constants, 29,700 references in chains 100 deep: \(formatted(ours * 1000)) ms"
        let walk = "a memoised dictionary walk \(formatted(baseline * 1000)) ms"
        return [
            Figure(
                key: "chain30k_ms", name: name, value: ours * 1000, unit: "ms", baseline: walk,
                ratio: ours / baseline, target: "< 50 ms", isMet: ours * 1000 < 50, reported: ours * 1000),
            Figure(
                key: "chain30k_ratio", name: name, value: ours * 1000, unit: "ms", baseline: walk,
                ratio: ours / baseline, target: "<= 1.0", isMet: ours / baseline <= 1.0),
        ]
    }
}
