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

    /// `{"parse_xml_ratio": 0.8, ...}`: the keys tools outside the project read.
    static func json(_ figures: [Figure]) -> String {
        let members = figures.compactMap { figure in figure.key.map { ($0, figure.reported) } }
        return "{\n" + members.map { "  \(JSONText.string($0.0)): \(String(format: "%.4g", $0.1))" }.joined(separator: ",\n") + "\n}"
    }
}
