import Foundation
import ThemeKit

/// The input shapes that once grew with the square of the input (hostile
/// input, third round), each timed at n and at 4n in this run: four times
/// the input must take at most eight times as long.
enum GrowthBenchmark {
    static func run(size: Int) throws -> [Figure] {
        try [
            GrowthFigure.measure(
                key: "growth_alias_types_ratio", shape: "aliases without `$type`, each naming the next", size: size,
                work: loadAliasChain),
            GrowthFigure.measure(
                key: "growth_unknown_names_ratio", shape: "unknown style names among as many styles", size: size, work: lintUnknownNames),
            GrowthFigure.measure(
                key: "growth_export_modes_ratio", shape: "constants each in its own `Constants_V` group, exported", size: size,
                work: exportModes),
        ]
    }

    /// A token file of `count` aliases without `$type`, each naming the token after it; the last has the type.
    private static func loadAliasChain(_ count: Int) throws {
        var members = (0..<count - 1).map { #""t\#($0)": {"$value": "{t\#($0 + 1)}"}"# }
        members.append(#""t\#(count - 1)": {"$type": "dimension", "$value": {"value": 1, "unit": "px"}}"#)
        consume(try Theme(data: Data(("{" + members.joined(separator: ",") + "}").utf8), name: "growth.tokens.json"))
    }

    /// `count` styles and `count` others naming a style that is not there (each one edit from a real one).
    private static func lintUnknownNames(_ count: Int) throws {
        let styles = (0..<count).map { #""Style\#($0)A": {"a": 1}, "U\#($0)": {"_superstyle": "Style\#($0)B"}"# }
        let theme = try Theme(
            data: Data((#"{"formatVersion": 2, "Styles": {"# + styles.joined(separator: ",") + "}}").utf8), name: "g.json")
        consume(ThemeManager(defaultTheme: theme).lint())
    }

    /// `count` constants, each also defined in a `Constants_V` group of its own beside one only that
    /// group defines, exported as tokens (flat and grouped) and CSS.
    private static func exportModes(_ count: Int) throws {
        let constants = (0..<count).map { #""COLOR_\#($0)": "c:#000000""# }.joined(separator: ",")
        let groups = (0..<count).map { #""Constants_V\#($0)": {"COLOR_\#($0)": "c:#FFFFFF", "COLOR_ONLY_\#($0)": "c:#FFFFFF"}"# }
            .joined(separator: ",")
        let theme = try Theme(
            data: Data((#"{"formatVersion": 2, "Constants": {"# + constants + "}, " + groups + "}").utf8), name: "g.json")
        let export = ThemeExport(manager: ThemeManager(defaultTheme: theme))
        consume(export.designTokens())
        consume(export.designTokens(grouped: true))
        consume(export.css())
    }
}
