import Foundation
import ThemeKit

/// The benchmark's output: a table for people, one JSON object for tools.
enum Report {
    static func table(_ figures: [Figure]) -> String {
        var lines = [
            "themekit-bench on \(ProcessInfo.processInfo.activeProcessorCount) cores; every ratio is against a baseline measured in this run",
            "",
        ]
        for figure in figures {
            let ratio = figure.ratio.map { "\(formatted($0))x" } ?? "-"
            let verdict = figure.isMet.map { $0 ? "met" : "NOT MET" } ?? ""
            lines.append(figure.name)
            lines.append("    vs \(figure.baseline): ratio \(ratio); target \(figure.target) \(verdict)")
        }
        return lines.joined(separator: "\n")
    }

    /// `{"parse_xml_ratio": 0.8, ...}`: the keys tools outside the project read;
    /// a growth figure also gives its time at 4n (`growth_..._ms`), which CI holds under 2 s.
    static func json(_ figures: [Figure]) -> String {
        let members = figures.flatMap { figure -> [(String, Double)] in
            guard let key = figure.key else { return [] }
            guard key.hasPrefix("growth_"), key.hasSuffix("_ratio"), figure.unit == "ms" else { return [(key, figure.reported)] }
            return [(key, figure.reported), (String(key.dropLast("_ratio".count)) + "_ms", figure.value)]
        }
        return "{\n" + members.map { "  \(JSONText.string($0.0)): \(String(format: "%.4g", $0.1))" }.joined(separator: ",\n") + "\n}"
    }
}
