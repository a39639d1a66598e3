import BenchmarkInputs
import Foundation
import ThemeKit

/// ThemeKit loading a theme (parse with positions and key order, then the
/// theme model) against Foundation parsing the same bytes (without either).
enum ParseBenchmark {
    static func run(sizes: [(label: String, json: Data, key: Bool)], giotto: Data?) throws -> [Figure] {
        var figures: [Figure] = []
        var inputs: [(label: String, xml: Data, json: Data, openStep: Data, key: Bool)] = []
        if let giotto {
            let object = try PropertyListSerialization.propertyList(from: giotto, format: nil)
            let json = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
            inputs.append(("Giotto example", giotto, json, GeneratedTheme.openStep(of: object), false))
        }
        for size in sizes {
            let object = try JSONSerialization.jsonObject(with: size.json)
            inputs.append(
                (
                    size.label, try PropertyListSerialization.data(fromPropertyList: object, format: .xml, options: 0),
                    size.json, GeneratedTheme.openStep(of: object), size.key
                ))
        }
        for input in inputs {
            let limits = ThemeLimits(maximumFileSize: 64 << 20)
            let runs = input.xml.count > 4_000_000 ? 5 : 9
            for (format, data, foundation) in [
                ("xml", input.xml, { (data: Data) throws in consume(try PropertyListSerialization.propertyList(from: data, format: nil)) }),
                ("json", input.json, { (data: Data) throws in consume(try JSONSerialization.jsonObject(with: data)) }),
                (
                    "openstep", input.openStep,
                    { (data: Data) throws in consume(try PropertyListSerialization.propertyList(from: data, format: nil)) }
                ),
            ] as [(String, Data, (Data) throws -> Void)] {
                let name = format == "json" ? "theme.json" : "theme.plist"
                let ours = try median(runs: runs) { consume(try Theme(data: data, name: name, limits: limits)) }
                let theirs = try median(runs: runs) { try foundation(data) }
                figures.append(
                    Figure(
                        key: input.key ? "parse_\(format)_ratio" : nil,
                        name:
                            "parse \(format), \(input.label) theme, \(formatted(Double(data.count) / 1e6)) MB as \(format): \(formatted(ours * 1000)) ms",
                        value: ours * 1000, unit: "ms",
                        baseline:
                            "Foundation \(format == "json" ? "JSONSerialization" : "PropertyListSerialization") \(formatted(theirs * 1000)) ms",
                        ratio: ours / theirs, target: "<= 1.0", isMet: ours / theirs <= 1.0))
            }
        }
        return figures
    }
}
