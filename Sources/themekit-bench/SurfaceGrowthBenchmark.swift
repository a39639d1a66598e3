import Foundation
import ThemeKit

/// Every input surface at n and at 4n of its largest dimension, timed in this
/// run: four times the input must take at most eight times as long.
enum SurfaceGrowthBenchmark {
    static func run(size: Int, folder: URL) throws -> [Figure] {
        let themecheck = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("themecheck")
        var figures = try [
            GrowthFigure.measure(key: "growth_theme_ratio", shape: "constants and styles naming them, linted", size: size, work: lintTheme),
            GrowthFigure.measure(key: "growth_tokens_ratio", shape: "tokens in groups with aliases, loaded", size: size, work: loadTokens),
            GrowthFigure.measure(key: "growth_overrides_ratio", shape: "overrides entries, read back", size: size, work: readOverrides),
            GrowthFigure.measure(
                key: "growth_overrides_style_ratio", shape: "key paths of one overridden style, read back", size: size,
                work: readOverriddenStyle),
            GrowthFigure.measure(
                key: "growth_config_ratio", shape: "theme sets of a themecheck.json, read", size: size, work: readConfiguration),
            GrowthFigure.measure(key: "growth_generate_ratio", shape: "names made into Swift", size: size, work: generateSwift),
            GrowthFigure.measure(
                key: "growth_generate_colliding_ratio", shape: "names that give one Swift identifier, numbered", size: size,
                work: generateCollidingSwift),
            GrowthFigure.measure(key: "growth_explain_ratio", shape: "styles explained", size: size, work: explainStyles),
            GrowthFigure.measure(key: "growth_diff_ratio", shape: "styles of two snapshots compared", size: size, work: diffSnapshots),
            GrowthFigure.measure(key: "growth_include_ratio", shape: "included files, loaded", size: size / 10) { count in
                try loadIncludes(count, folder: folder)
            },
            GrowthFigure.measure(
                key: "growth_composites_ratio", shape: "shadow and typography tokens with aliases, and oklch colours, loaded",
                size: size, work: loadComposites),
            GrowthFigure.measure(
                key: "growth_tokens_studio_ratio", shape: "Tokens Studio sets and themes with aliases across sets, loaded",
                size: size, work: loadTokensStudio),
            GrowthFigure.measure(
                key: "growth_tokens_studio_groups_ratio", shape: "themes of one group over another group's large set, loaded",
                size: size, work: loadTokensStudioGroups),
            GrowthFigure.measure(
                key: "growth_split_set_ratio", shape: "token files of one _include list aliasing each other", size: size / 10
            ) {
                count in try loadSplitSet(count, folder: folder)
            },
            // Four times the size (each group or mode is little work), so a walk over them all shows in the quick run too.
            GrowthFigure.measure(
                key: "growth_include_variants_ratio", shape: "variant groups of an included file, loaded and linted",
                size: size * 4
            ) {
                count in try lintIncludedVariants(count, folder: folder)
            },
            GrowthFigure.measure(key: "growth_token_modes_ratio", shape: "modes of a token, loaded", size: size * 4, work: loadTokenModes),
            GrowthFigure.measure(
                key: "growth_resolver_ratio", shape: "resolver contexts over referenced token files, loaded", size: size / 10
            ) {
                count in try loadResolverDocument(count, folder: folder)
            },
        ]
        if FileManager.default.isExecutableFile(atPath: themecheck.path) {
            figures.append(
                try GrowthFigure.measure(key: "growth_preview_ratio", shape: "styles and constants on a preview page", size: size * 4) {
                    count in try preview(count, themecheck: themecheck, folder: folder)
                })
            for reporter in ["xcode", "json", "github", "sarif"] {
                figures.append(
                    // Ten times the size, so the report's work, not the process start, is what is timed.
                    try GrowthFigure.measure(
                        key: "growth_\(reporter)_reporter_ratio", shape: "diagnostics in the \(reporter) reporter", size: size * 10
                    ) {
                        count in try report(count, reporter: reporter, themecheck: themecheck, folder: folder)
                    })
            }
        }
        return figures
    }

    private static func theme(_ json: String, name: String = "g.json") throws -> Theme {
        try Theme(data: Data(json.utf8), name: name)
    }

    private static func styles(_ count: Int) -> String {
        (0..<count).map { #""Style\#($0)": {"textColor": "COLOR_\#($0)", "_superstyle": "Style\#(max(0, $0 - 1))"}"# }
            .joined(separator: ",")
    }

    private static func constants(_ count: Int) -> String {
        (0..<count).map { #""COLOR_\#($0)": "c:#0000\#(String(format: "%02X", $0 % 256))""# }.joined(separator: ",")
    }

    private static func lintTheme(_ count: Int) throws {
        let json = #"{"formatVersion": 2, "Constants": {"# + constants(count) + #"}, "Styles": {"# + styles(count) + "}}"
        consume(ThemeManager(defaultTheme: try theme(json)).lint())
    }

    private static func loadTokens(_ count: Int) throws {
        let groups = (0..<count / 10).map { group in
            #""g\#(group)": {"$type": "color", "# + (0..<10).map { #""t\#($0)": {"$value": "{base.color}"}"# }.joined(separator: ",") + "}"
        }
        let json = ##"{"base": {"color": {"$type": "color", "$value": "#0064D2"}}, "## + groups.joined(separator: ",") + "}"
        consume(try theme(json, name: "g.tokens.json"))
    }

    private static func loadComposites(_ count: Int) throws {
        let tokens = (0..<count).map { index in
            #""c\#(index)": {"$type": "color", "$value": {"colorSpace": "oklch", "components": [0.6, 0.3, \#(index % 360)]}}, "#
                + #""s\#(index)": {"$type": "shadow", "$value": {"color": "{c\#(index)}", "offsetX": {"value": 0, "unit": "px"}, "#
                + #""offsetY": {"value": 2, "unit": "px"}, "blur": {"value": 4, "unit": "px"}}}, "#
                + #""t\#(index)": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": {"value": 16, "unit": "px"}, "#
                + #""fontWeight": 600, "lineHeight": 1.25}}"#
        }
        consume(try theme("{" + tokens.joined(separator: ",") + "}", name: "g.tokens.json"))
    }

    /// A Tokens Studio export: a palette set, then a set and a theme per ten
    /// tokens, in the exporter's forms (`value`, hex, `"16"`, `spacing`).
    private static func loadTokensStudio(_ count: Int) throws {
        let palette = ##""palette": {"blue": {"value": "#0064D2", "type": "color"}, "gap": {"value": "8", "type": "spacing"}}"##
        let sets = (0..<count / 10).map { set in
            #""s\#(set)": {"#
                + (0..<10).map { #""t\#($0)": {"value": "{blue}", "type": "color"}, "g\#($0)": {"value": "{gap}", "type": "spacing"}"# }
                .joined(separator: ",") + "}"
        }
        let themes = (0..<count / 10).map { #"{"name": "T\#($0)", "selectedTokenSets": {"palette": "source", "s\#($0)": "enabled"}}"# }
        let order = (0..<count / 10).map { #""s\#($0)""# }.joined(separator: ",")
        let json =
            "{" + palette + "," + sets.joined(separator: ",") + #", "$themes": ["# + themes.joined(separator: ",")
            + #"], "$metadata": {"tokenSetOrder": ["palette", "# + order + "]}}"
        consume(try theme(json, name: "tokens.json"))
    }

    /// A Tokens Studio export whose `Brand` group's only theme enables a set
    /// of `count` tokens and whose `Mode` group has a theme per token, each
    /// enabling its own set: every variant over the same large base.
    private static func loadTokensStudioGroups(_ count: Int) throws {
        let big = #""big": {"# + (0..<count).map { ##""b\##($0)": {"value": "#111111", "type": "color"}"## }.joined(separator: ",") + "}"
        let sets = (0..<count).map { ##""m\##($0)": {"x": {"value": "#222222", "type": "color"}}"## }.joined(separator: ",")
        let themes =
            [#"{"name": "Base", "group": "Brand", "selectedTokenSets": {"big": "enabled"}}"#]
            + (0..<count).map { #"{"name": "M\#($0)", "group": "Mode", "selectedTokenSets": {"m\#($0)": "enabled"}}"# }
        let order = (0..<count).map { #""m\#($0)""# }.joined(separator: ",")
        let json =
            "{" + big + "," + sets + #", "$themes": ["# + themes.joined(separator: ",") + #"], "$metadata": {"tokenSetOrder": ["big", "#
            + order + "]}}"
        consume(try theme(json, name: "tokens.json"))
    }

    /// `count` token files in one `_include` list, each aliasing the one before, untyped.
    private static func loadSplitSet(_ count: Int, folder: URL) throws {
        let parts = folder.appendingPathComponent("growth-split-\(count)")
        try FileManager.default.createDirectory(at: parts, withIntermediateDirectories: true)
        for index in 0..<count {
            let tokens = (0..<10).map { token in
                index == 0
                    ? ##""t\##(token)": {"$type": "color", "$value": "#000000"}"##
                    : #""t\#(token)": {"$value": "{f\#(index - 1).t\#(token)}"}"#
            }
            try Data(#"{"f\#(index)": {\#(tokens.joined(separator: ","))}}"#.utf8).write(
                to: parts.appendingPathComponent("f\(index).tokens.json"))
        }
        let list = (0..<count).map { #""f\#($0).tokens.json""# }.joined(separator: ",")
        let top = parts.appendingPathComponent("theme.json")
        try Data((#"{"formatVersion": 2, "_include": ["# + list + "]}").utf8).write(to: top)
        consume(try Theme(contentsOf: top))
    }

    private static func loadResolverDocument(_ count: Int, folder: URL) throws {
        let parts = folder.appendingPathComponent("growth-resolver-\(count)")
        try FileManager.default.createDirectory(at: parts, withIntermediateDirectories: true)
        for index in 0..<count {
            let tokens = (0..<10).map { ##""t\##($0)": {"$value": "#0000\##(String(format: "%02X", index % 256))"}"## }.joined(
                separator: ",")
            try Data(#"{"color": {"$type": "color", \#(tokens)}}"#.utf8).write(to: parts.appendingPathComponent("c\(index).tokens.json"))
        }
        let contexts = (0..<count).map { #""c\#($0)": [{"$ref": "c\#($0).tokens.json"}]"# }.joined(separator: ",")
        let document = ##"{"resolutionOrder": [{"$ref": "#/modifiers/m"}], "modifiers": {"m": {"contexts": {\##(contexts)}}}}"##
        let top = parts.appendingPathComponent("g.resolver.json")
        try Data(document.utf8).write(to: top)
        consume(try Theme(contentsOf: top))
    }

    private static func readOverrides(_ count: Int) throws {
        let entries = (0..<count).map {
            "<key>S\($0)</key><dict><key>layer</key><dict><key>cornerRadius</key><real>\($0)</real></dict></dict>"
        }
        let xml =
            "<plist><dict><key>formatVersion</key><integer>2</integer><key>Styles</key><dict>" + entries.joined() + "</dict></dict></plist>"
        let overrides = try Theme(data: Data(xml.utf8), name: "overrides.plist")
        consume(ThemeManager(defaultTheme: try theme("{}"), alternatives: [], overrides: overrides).modifications)
    }

    /// One style of many key paths, each in a nested dictionary of ten, as an app that overrides a screen writes it.
    private static func readOverriddenStyle(_ count: Int) throws {
        let groups = (0..<count / 10).map { group in
            "<key>child\(group)</key><dict>" + (0..<10).map { "<key>k\($0)</key><real>\($0)</real>" }.joined() + "</dict>"
        }
        let xml =
            "<plist><dict><key>formatVersion</key><integer>2</integer><key>Styles</key><dict><key>Screen</key><dict>"
            + groups.joined() + "</dict></dict></dict></plist>"
        let overrides = try Theme(data: Data(xml.utf8), name: "overrides.plist")
        consume(ThemeManager(defaultTheme: try theme("{}"), alternatives: [], overrides: overrides).modifications)
    }

    private static func readConfiguration(_ count: Int) throws {
        let sets = (0..<count).map { #"{"default": "t\#($0).json", "alternatives": [[], ["d\#($0).json"]], "variants": [[], ["DARK"]]}"# }
        consume(try LintConfiguration(data: Data((#"{"themes": ["# + sets.joined(separator: ",") + "]}").utf8), path: "themecheck.json"))
    }

    private static func generateSwift(_ count: Int) throws {
        let names = (0..<count).map { "COLOR_BRAND_\($0)_PRIMARY" }
        consume(SwiftNames.source(constants: names, styles: names, from: "theme.json"))
    }

    /// Names of one length that differ only in punctuation, so every one gives the identifier `x`.
    private static func generateCollidingSwift(_ count: Int) throws {
        let separators: [Character] = ["_", "-", ".", " "]
        let names = (0..<count).map { index in
            "X" + String((0..<12).map { digit in separators[(index >> (2 * digit)) & 3] })
        }
        consume(SwiftNames.source(constants: names, styles: [], from: "theme.json"))
    }

    private static func explainStyles(_ count: Int) throws {
        let manager = ThemeManager(
            defaultTheme: try theme(#"{"formatVersion": 2, "Constants": {"# + constants(count) + #"}, "Styles": {"# + styles(count) + "}}"))
        for index in 0..<count { consume(try manager.explain(styleNamed: "Style\(index)")) }
    }

    private static func diffSnapshots(_ count: Int) throws {
        let old = ThemeManager(
            defaultTheme: try theme(#"{"formatVersion": 2, "Constants": {"# + constants(count) + #"}, "Styles": {"# + styles(count) + "}}"))
        let new = ThemeManager(
            defaultTheme: try theme(
                #"{"formatVersion": 2, "Constants": {"# + constants(count + 1) + #"}, "Styles": {"# + styles(count + 1) + "}}"))
        consume(ThemeSnapshot(manager: old).difference(to: ThemeSnapshot(manager: new)))
    }

    private static func loadIncludes(_ count: Int, folder: URL) throws {
        let parts = folder.appendingPathComponent("growth-includes-\(count)")
        try FileManager.default.createDirectory(at: parts, withIntermediateDirectories: true)
        for index in 0..<count {
            try Data(#"{"formatVersion": 2, "Constants": {"COLOR_\#(index)": "c:#000000"}}"#.utf8)
                .write(to: parts.appendingPathComponent("p\(index).json"))
        }
        let list = (0..<count).map { #""p\#($0).json""# }.joined(separator: ",")
        let top = parts.appendingPathComponent("theme.json")
        try Data((#"{"formatVersion": 2, "_include": ["# + list + "]}").utf8).write(to: top)
        consume(try Theme(contentsOf: top))
    }

    /// A theme including one file of `count` `Constants_V` groups, each giving
    /// four constants their value in its variant (names past 15 bytes, which
    /// Swift keeps out of line, as a design system names its brands).
    private static func lintIncludedVariants(_ count: Int, folder: URL) throws {
        let parts = folder.appendingPathComponent("growth-include-variants-\(count)")
        try FileManager.default.createDirectory(at: parts, withIntermediateDirectories: true)
        let names = (0..<4).map { "COLOR_\($0)" }
        let base = names.map { #""\#($0)": "c:#000000""# }.joined(separator: ",")
        let groups = (0..<count).map { variant in
            #""Constants_BRAND_VARIANT_\#(variant)": {"#
                + names.map { #""\#($0)": "c:#0000\#(String(format: "%02X", variant % 256))""# }.joined(separator: ",") + "}"
        }
        try Data((#"{"formatVersion": 2, "Constants": {\#(base)}, "# + groups.joined(separator: ",") + "}").utf8)
            .write(to: parts.appendingPathComponent("variants.json"))
        let top = parts.appendingPathComponent("theme.json")
        try Data(#"{"formatVersion": 2, "_include": "variants.json"}"#.utf8).write(to: top)
        consume(ThemeManager(defaultTheme: try Theme(contentsOf: top)).lint())
    }

    /// A colour token with a value in each of `count` modes (`$extensions.mode`), named as an exporter names them.
    private static func loadTokenModes(_ count: Int) throws {
        let modes = (0..<count).map { mode in
            ##""brand-variant-mode-\##(mode)": {"colorSpace": "srgb", "components": [0, 0, \##(Double(mode % 100) / 100)]}"##
        }
        let json =
            ##"{"color": {"text": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0, 0]}, "$extensions": {"mode": {"##
            + modes.joined(separator: ",") + "}}}}}"
        consume(try theme(json, name: "g.tokens.json"))
    }

    /// `themecheck --reporter R` on a theme with `count` invalid colours, so `count` diagnostics.
    private static func report(_ count: Int, reporter: String, themecheck: URL, folder: URL) throws {
        let file = folder.appendingPathComponent("growth-diagnostics-\(count).json")
        if !FileManager.default.fileExists(atPath: file.path) {
            let bad = (0..<count).map { #""COLOR_\#($0)": "c:#GG""# }.joined(separator: ",")
            try Data((#"{"formatVersion": 2, "Constants": {"# + bad + "}}").utf8).write(to: file)
        }
        try Spawn.andWait(themecheck.path, [file.path, "--reporter", reporter])
    }

    /// `themecheck preview` of `count` styles naming `count` constants, its page written anew each run.
    private static func preview(_ count: Int, themecheck: URL, folder: URL) throws {
        let file = folder.appendingPathComponent("growth-preview-\(count).json")
        if !FileManager.default.fileExists(atPath: file.path) {
            try Data((#"{"formatVersion": 2, "Constants": {"# + constants(count) + #"}, "Styles": {"# + styles(count) + "}}").utf8)
                .write(to: file)
        }
        let page = folder.appendingPathComponent("growth-preview-\(count).html")
        try? FileManager.default.removeItem(at: page)
        try Spawn.andWait(themecheck.path, ["preview", file.path, "--output", page.path])
    }
}

/// One shape timed at n and 4n, as a figure.
enum GrowthFigure {
    static func measure(key: String, shape: String, size: Int, work: (Int) throws -> Void) throws -> Figure {
        let small = try median(runs: 3) { try work(size) }
        let large = try median(runs: 3) { try work(size * 4) }
        let ratio = large / small
        return Figure(
            key: key, name: "\(shape), \(size * 4) of them: \(formatted(large * 1e3)) ms",
            value: large * 1e3, unit: "ms", baseline: "\(formatted(small * 1e3)) ms at \(size)",
            ratio: ratio, target: "<= 8", isMet: ratio <= 8)
    }
}
