/// Every input surface the readers have, one ``GrowthSurface`` each: every
/// form of a theme's top level and of a style, every design-token `$type`,
/// the overrides file's groups, every `themecheck.json` key and every
/// subcommand and output format. `GrowthSurfacesTests` holds this list to the
/// declarations the readers dispatch on.
public enum GrowthSurfaces {
    public static let all: [GrowthSurface] = themes + styles + tokens + overrides + configurations + commands

    // MARK: Themes, by `ThemeTopLevelForm`

    static let themes: [GrowthSurface] = [
        GrowthSurface(.theme, "formatVersion", shape: "style groups after a theme's formatVersion") { n in
            theme(
                "\"Constants\": {\"COLOR_A\": \"c:#000000\"}, "
                    + (0..<n).map { "\"G\($0)\": {\"S\($0)\": {\"alpha\": 1}}" }.joined(separator: ", "))
        },
        GrowthSurface(.theme, "include", shape: "included files, each of a few constants") { n in
            let count = max(1, n / 10)
            var files = theme("\"_include\": [" + (0..<count).map { "\"parts/p\($0).json\"" }.joined(separator: ", ") + "]")
            for index in 0..<count {
                files["parts/p\(index).json"] = "{\"formatVersion\": 2, \"Constants\": {" + constants(10, prefix: "P\(index)_") + "}}"
            }
            return files
        },
        GrowthSurface(.theme, "deprecatedConstants", shape: "deprecated constants with their reasons") { n in
            theme(
                "\"Constants\": {" + constants(n) + "}, \"$deprecatedConstants\": {"
                    + (0..<n).map { "\"COLOR_\($0)\": \"use COLOR_\($0 + 1)\"" }.joined(separator: ", ") + "}")
        },
        GrowthSurface(.theme, "runtimeConstants", shape: "run-time constants declared and used") { n in
            theme(
                "\"_runtimeConstants\": {" + (0..<n).map { "\"COLOR_R\($0)\": \"the app's\"" }.joined(separator: ", ")
                    + "}, \"Styles\": {" + (0..<n).map { "\"S\($0)\": {\"textColor\": \"COLOR_R\($0)\"}" }.joined(separator: ", ") + "}")
        },
        GrowthSurface(.theme, "runtimeConstantGroup", shape: "names of an app's own run-time group") { n in
            theme("\"BankConstants\": {" + (0..<n).map { "\"COLOR_B\($0)\": \"the bank's\"" }.joined(separator: ", ") + "}")
        },
        GrowthSurface(.theme, "constants", shape: "constants naming constants") { n in
            theme("\"Constants\": {" + constants(n) + "}")
        },
        GrowthSurface(.theme, "variantConstants", shape: "`Constants_V` groups of a few constants each") { n in
            theme(
                "\"Constants\": {" + constants(10) + "}, "
                    + (0..<max(1, n / 5)).map { "\"Constants_V\($0)\": {" + constants(5) + "}" }.joined(separator: ", "))
        },
        GrowthSurface(.theme, "styleGroup", shape: "styles in groups") { n in
            theme(
                (0..<max(1, n / 10)).map { group in "\"G\(group)\": {" + styleList(10, prefix: "G\(group)S") + "}" }.joined(separator: ", ")
            )
        },
        GrowthSurface(.theme, "flatConstant", shape: "constants of a flat (format 1) theme") { n in
            ["theme.json": "{" + constants(n) + "}"]
        },
        GrowthSurface(.theme, "notADictionary", shape: "top-level keys that are no dictionary") { n in
            theme((0..<n).map { "\"Key\($0)\": \($0)" }.joined(separator: ", "))
        },
    ]

    // MARK: Styles: their reserved keys and variants

    static let styles: [GrowthSurface] = [
        GrowthSurface(.style, "_superstyle", shape: "styles each naming the one before as its superstyle") { n in
            theme(
                "\"Styles\": {"
                    + (0..<n).map { "\"S\($0)\": {\"_superstyle\": \"S\(max(0, $0 - 1))\", \"alpha\": 1}" }.joined(separator: ", ") + "}")
        },
        GrowthSurface(.style, "_inherit", shape: "styles inheriting from an alternative's") { n in
            theme("\"Styles\": {" + (0..<n).map { "\"S\($0)\": {\"_inherit\": \"S\($0)\", \"alpha\": 1}" }.joined(separator: ", ") + "}")
        },
        GrowthSurface(.style, "S_V", shape: "styles with a variant each") { n in
            theme(
                "\"Styles\": {" + (0..<n).map { "\"S\($0)\": {\"alpha\": 1}, \"S\($0)_DARK\": {\"alpha\": 0.5}" }.joined(separator: ", ")
                    + "}")
        },
    ]

    // MARK: Design tokens, by `DesignTokenType`

    static let tokens: [GrowthSurface] = [
        token("color", "\"#0064D2\""), token("dimension", "{\"value\": 8, \"unit\": \"px\"}"), token("number", "1.5"),
        token("fontFamily", "\"Inter\""), token("fontWeight", "700"), token("duration", "{\"value\": 200, \"unit\": \"ms\"}"),
        token("cubicBezier", "[0.25, 0.1, 0.25, 1]"), token("strokeStyle", "\"dashed\""), token("boolean", "true"),
        token("string", "\"text\""),
        token(
            "typography",
            ##"{"fontFamily": "Inter", "fontSize": {"value": 16, "unit": "px"}, "fontWeight": 400, "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.5}"##
        ),
        token(
            "shadow",
            ##"{"color": "#00000040", "offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": 2, "unit": "px"}, "blur": {"value": 4, "unit": "px"}, "spread": {"value": 0, "unit": "px"}}"##
        ),
        token("border", ##"{"color": "#000000", "width": {"value": 1, "unit": "px"}, "style": "solid"}"##),
        token(
            "transition",
            ##"{"duration": {"value": 200, "unit": "ms"}, "delay": {"value": 0, "unit": "ms"}, "timingFunction": [0.25, 0.1, 0.25, 1]}"##),
        token("gradient", ##"[{"color": "#000000", "position": 0}, {"color": "#FFFFFF", "position": 1}]"##),
    ]

    /// `n` tokens of `type` in groups of ten, every other one an alias of the one before.
    static func token(_ type: String, _ value: String) -> GrowthSurface {
        GrowthSurface(.tokens, type, shape: "`\(type)` tokens in groups, half of them aliases") { n in
            let groups = (0..<max(1, n / 10)).map { group in
                "\"g\(group)\": {\"$type\": \"\(type)\", "
                    + (0..<10).map { index in
                        index % 2 == 1
                            ? "\"t\(index)\": {\"$value\": \"{g\(group).t\(index - 1)}\"}" : "\"t\(index)\": {\"$value\": \(value)}"
                    }.joined(separator: ", ") + "}"
            }
            return ["theme.tokens.json": "{" + groups.joined(separator: ", ") + "}"]
        }
    }

    // MARK: The overrides file

    static let overrides: [GrowthSurface] = [
        GrowthSurface(.overrides, "Constants", shape: "overridden constants") { n in
            overridesFile(constants: (0..<n).map { "<key>COLOR_\($0)</key><string>c:#000000</string>" }.joined(), styles: "")
        },
        GrowthSurface(.overrides, "Styles", shape: "overridden styles of one key path") { n in
            overridesFile(
                constants: "",
                styles: (0..<n).map {
                    "<key>S\($0)</key><dict><key>layer</key><dict><key>cornerRadius</key><real>\($0)</real></dict></dict>"
                }
                .joined())
        },
        GrowthSurface(.overrides, "style", shape: "key paths of one overridden style") { n in
            let groups = (0..<max(1, n / 10)).map { group in
                "<key>child\(group)</key><dict>" + (0..<10).map { "<key>k\($0)</key><real>\($0)</real>" }.joined() + "</dict>"
            }
            return overridesFile(constants: "", styles: "<key>Screen</key><dict>" + groups.joined() + "</dict>")
        },
    ]

    // MARK: `themecheck.json`, by `LintConfiguration.Key` and `ThemeSetKey`

    static let configurations: [GrowthSurface] = [
        configuration("themes", "theme sets") { n in
            "\"themes\": [" + (0..<n).map { "{\"default\": \"t\($0).json\"}" }.joined(separator: ", ") + "]"
        },
        configuration("default", "theme sets, each its default") { n in
            "\"themes\": [" + (0..<n).map { "{\"default\": \"theme\($0).json\"}" }.joined(separator: ", ") + "]"
        },
        configuration("alternatives", "lists of alternatives of one theme set") { n in
            "\"themes\": [{\"default\": \"t.json\", \"alternatives\": [" + (0..<n).map { "[\"a\($0).json\"]" }.joined(separator: ", ")
                + "]}]"
        },
        configuration("variants", "lists of variants of one theme set") { n in
            "\"themes\": [{\"default\": \"t.json\", \"variants\": [" + (0..<n).map { "[\"V\($0)\"]" }.joined(separator: ", ") + "]}]"
        },
        configuration("exclude", "exclude globs") { n in
            "\"exclude\": [" + (0..<n).map { "\"build\($0)/**/*.json\"" }.joined(separator: ", ") + "]"
        },
        configuration("rules", "rules, unknown ones among them") { n in
            "\"rules\": {" + (0..<n).map { "\"rule-\($0)\": \"off\"" }.joined(separator: ", ") + "}"
        },
        configuration("contrast", "contrast settings, repeated") { n in
            "\"contrast\": {" + (0..<n).map { "\"\($0 % 2 == 0 ? "minimum" : "largeText")\": 4.5" }.joined(separator: ", ") + "}"
        },
        configuration("runtimeConstants", "run-time constant names and globs") { n in
            "\"runtimeConstants\": [" + (0..<n).map { "\"COLOR_R\($0)_*\"" }.joined(separator: ", ") + "]"
        },
        configuration("assets", "asset catalogue paths") { n in
            "\"assets\": [" + (0..<n).map { "\"Missing\($0).xcassets\"" }.joined(separator: ", ") + "]"
        },
        configuration("generate", "generate settings, repeated") { n in
            "\"generate\": {" + (0..<n).map { _ in "\"swift\": true" }.joined(separator: ", ") + "}"
        },
    ]

    static func configuration(_ key: String, _ shape: String, _ body: @escaping @Sendable (Int) -> String) -> GrowthSurface {
        GrowthSurface(.configuration, key, shape: shape) { n in ["themecheck.json": "{" + body(n) + "}"] }
    }

    // MARK: Subcommands and output formats

    static let commands: [GrowthSurface] = [
        // Lint checks `i:NAME` against an asset catalogue too: half the names are typos, each given a suggestion from it.
        GrowthSurface(
            .command, "lint", shape: "`themecheck lint` of styles naming constants and images, checked against an asset catalogue",
            arguments: ["theme.json", "--assets", "OUTPUT.xcassets"]
        ) { n in
            let images = (0..<n).map { "\"I\($0)\": {\"image\": \"i:\($0 % 2 == 0 ? "Image" : "Imaeg")\($0)\"}" }
            var files = theme(
                "\"Constants\": {" + constants(n) + "}, \"Styles\": {" + styleList(n, prefix: "S") + ", " + images.joined(separator: ", ")
                    + "}")
            for index in 0..<n { files["OUTPUT.xcassets/Image\(index).imageset/Contents.json"] = "{}" }
            return files
        },
        command("resolve", ["resolve", "theme.json"]),
        command("explain", ["explain", "theme.json", "--style", "S0"]), command("diff", ["diff", "theme.json", "theme.json"]),
        command("rules", ["rules"]), command("export dtcg", ["export", "dtcg", "theme.json"]),
        command("export css", ["export", "css", "theme.json"]), command("export schema", ["export", "schema"]),
        command("export xcassets", ["export", "xcassets", "theme.json", "--output", "OUTPUT.xcassets"]),
        command("generate swift", ["generate", "swift", "theme.json", "--output", "OUTPUT.swift"]),
        // Every style names the far end of the chain, so each traced value follows all of it.
        GrowthSurface(
            .command, "preview", shape: "`themecheck preview` of styles naming the end of a long chain of constants",
            arguments: ["preview", "theme.json", "--output", "OUTPUT.html"]
        ) { n in
            theme(
                "\"Constants\": {" + constants(n) + "}, \"Styles\": {"
                    + (0..<n).map { "\"S\($0)\": {\"textColor\": \"COLOR_\(n - 1)\", \"layer.cornerRadius\": \($0 % 10)}" }.joined(
                        separator: ", ")
                    + "}")
        },
        reporter("xcode"), reporter("json"), reporter("github"), reporter("sarif"),
    ]

    /// `themecheck --reporter KIND` of a theme whose every constant is an error.
    static func reporter(_ kind: String) -> GrowthSurface {
        GrowthSurface(
            .command, "reporter \(kind)", shape: "diagnostics in the \(kind) reporter", arguments: ["theme.json", "--reporter", kind]
        ) { n in
            theme("\"Constants\": {" + (0..<n).map { "\"COLOR_\($0)\": \"c:#GG\"" }.joined(separator: ", ") + "}")
        }
    }

    static func command(_ key: String, _ arguments: [String]) -> GrowthSurface {
        GrowthSurface(.command, key, shape: "`themecheck \(key)` of styles naming constants", arguments: arguments) { n in
            theme("\"Constants\": {" + constants(n) + "}, \"Styles\": {" + styleList(n, prefix: "S") + "}")
        }
    }

    // MARK: Pieces

    static func theme(_ body: String) -> [String: String] {
        ["theme.json": "{\"formatVersion\": 2" + (body.isEmpty ? "" : ", " + body) + "}"]
    }

    /// `n` colour constants, each after the first naming the one before.
    static func constants(_ n: Int, prefix: String = "") -> String {
        (0..<n).map { $0 == 0 ? "\"COLOR_\(prefix)0\": \"c:#0064D2\"" : "\"COLOR_\(prefix)\($0)\": \"COLOR_\(prefix)\($0 - 1)\"" }
            .joined(separator: ", ")
    }

    /// `n` styles, each using a constant of ``constants(_:prefix:)`` (by number, modulo ten).
    static func styleList(_ n: Int, prefix: String) -> String {
        (0..<n).map { "\"\(prefix)\($0)\": {\"backgroundColor\": \"c:#FFFFFF\", \"layer.cornerRadius\": \($0 % 10)}" }
            .joined(separator: ", ")
    }

    static func overridesFile(constants: String, styles: String) -> [String: String] {
        [
            "overrides.plist":
                "<plist><dict><key>formatVersion</key><integer>2</integer><key>Constants</key><dict>" + constants
                + "</dict><key>Styles</key><dict>" + styles + "</dict></dict></plist>"
        ]
    }
}
