import Foundation
import Testing

/// `themecheck` over a themecheck.json: every configuration a whole chain,
/// each diagnostic once, excludes, lone files, rules and directories.
@Suite struct ProjectLintTests {
    /// A default theme that misspells the definition of COLOR_TEXT (which the
    /// dark theme defines), a dark theme that uses the default's COLOR_BACKGROUND,
    /// a manifest that is not a theme, and a theme no set names.
    static func project(rules: String = "{}") throws -> TemporaryProject {
        try TemporaryProject([
            "Themes/theme_default.json": """
            {
              "formatVersion": 2,
              "Constants": {"COLOR_TEXTT": "c:#1C1C1E", "COLOR_BACKGROUND": "c:#FFFFFF", "COLOR_OLD": "c:#123456"},
              "Styles": {
                "Label": {"textColor": "COLOR_TEXT", "backgroundColor": "COLOR_BACKGROUND"},
                "Label_DARK": {"shadowColor": "COLOR_SHADOW"}
              }
            }
            """,
            "Themes/theme_dark.json": """
            {
              "formatVersion": 2,
              "Constants": {"COLOR_TEXT": "c:#F2F2F7", "COLOR_SHADOW": "c:#000000"},
              "Styles": {"Label": {"textColor": "COLOR_TEXT", "backgroundColor": "c:#000000"}}
            }
            """,
            "Themes/manifest.json": #"{"themes": ["theme_default.json"]}"#,
            "Extra/brand_theme.json": #"{"formatVersion": 2, "Styles": {"Brand": {"tint": "c:brandd"}}}"#,
            "themecheck.json": """
            // default alone and with dark, each without and with the DARK variant
            {
              "themes": [{ "default": "Themes/theme_default.json",
                           "alternatives": [[], ["Themes/theme_dark.json"]],
                           "variants": [[], ["DARK"]] }],
              "exclude": ["Themes/manifest.json"],
              "rules": \(rules)
            }
            """,
        ])
    }

    @Test func everyConfigurationIsLintedAsAWholeChainAndEachProblemReportedOnce() throws {
        let project = try Self.project()
        let run = try ThemeCheckRun(in: project.url, arguments: [])
        #expect(run.status == 1)
        let records = run.output.split(separator: "\n").map(String.init)
        // The misspelt definition shows only without dark: reported once, from the first configuration.
        #expect(
            records.filter { $0.contains("`COLOR_TEXT` looks like a constant") } == [
                "Themes/theme_default.json:5:28: error: `COLOR_TEXT` looks like a constant, but no theme in the chain defines it; it is used as the plain string; did you mean `COLOR_TEXTT`? [undefined-constant]"
            ])
        // Every definition is checked in every configuration (Label_DARK too, DARK on or not), so the
        // missing COLOR_SHADOW is found first without dark; what only a later configuration finds names it.
        #expect(
            records.filter { $0.contains("COLOR_SHADOW") } == [
                "Themes/theme_dark.json:3:44: warning: alternative theme `Themes/theme_dark.json` defines constant `COLOR_SHADOW`, which the default theme `Themes/theme_default.json` does not (in the configuration alternatives [Themes/theme_dark.json], variants []) [unknown-override]",
                "Themes/theme_default.json:6:35: error: `COLOR_SHADOW` looks like a constant, but no theme in the chain defines it; it is used as the plain string [undefined-constant]",
            ])
        // The dark theme uses the default's constants: no false errors about it.
        #expect(!records.contains { $0.hasPrefix("Themes/theme_dark.json") && $0.contains("error:") })
        // The manifest is excluded; the theme no set names is linted alone.
        #expect(!run.output.contains("manifest.json"))
        #expect(records.contains { $0.hasPrefix("Extra/brand_theme.json:1:") && $0.hasSuffix("[named-color]") })
        #expect(Set(records).count == records.count, "no record twice")
        #expect(run.errors.hasSuffix("in 3 files\n"))
    }

    @Test func aProblemWhoseSuggestionDiffersByConfigurationIsStillReportedOnce() throws {
        // Without the alternative, COLOR_TEXTX suggests COLOR_TEXT; with it, the alternative's COLOR_TEXTx (a case slip comes first).
        let project = try TemporaryProject([
            "theme_default.json":
                ##"{"formatVersion": 2, "Constants": {"COLOR_TEXT": "c:#000000"}, "Styles": {"S": {"textColor": "COLOR_TEXTX"}}}"##,
            "theme_alt.json": ##"{"formatVersion": 2, "Constants": {"COLOR_TEXT": "c:#111111", "COLOR_TEXTx": "c:#222222"}}"##,
            "themecheck.json": #"{"themes": [{"default": "theme_default.json", "alternatives": [["theme_alt.json"], []]}]}"#,
        ])
        let run = try ThemeCheckRun(in: project.url, arguments: ["--quiet"])
        let found = run.output.split(separator: "\n").filter { $0.hasSuffix("[undefined-constant]") }
        #expect(found.count == 1)
        #expect(found.first?.contains("did you mean `COLOR_TEXTx`?") == true, "the first configuration's record is kept")
    }

    @Test func aFolderArgumentAndConfigOptionFindTheSameProject() throws {
        let project = try Self.project()
        let here = try ThemeCheckRun(in: project.url, arguments: ["--reporter", "json"])
        let folder = try ThemeCheckRun(
            in: project.url.deletingLastPathComponent(), arguments: [project.url.lastPathComponent, "--reporter", "json"])
        let config = try ThemeCheckRun(in: project.url, arguments: ["--config", "themecheck.json", "--reporter", "json"])
        #expect(here.status == 1 && folder.status == 1 && config.status == 1)
        #expect(here.output == config.output)
        let paths = { (run: ThemeCheckRun) in ((run.json as? [[String: Any]]) ?? []).compactMap { $0["file"] as? String } }
        #expect(paths(folder) == paths(here).map { project.url.lastPathComponent + "/" + $0 })
    }

    @Test func aFolderWithoutConfigurationHasEachThemeLintedAlone() throws {
        let project = try TemporaryProject([
            "a_theme.json": #"{"formatVersion": 2, "Constants": {"COLOR_A": "c:#000000"}}"#,
            "b_theme.json": #"{"formatVersion": 2, "Styles": {"S": {"color": "COLOR_A"}}}"#,
        ])
        let run = try ThemeCheckRun(arguments: [project.url.path, "--quiet"])
        #expect(run.status == 1)
        #expect(
            run.output.hasSuffix(
                "b_theme.json:1:48: error: `COLOR_A` looks like a constant, but no theme in the chain defines it; it is used as the plain string [undefined-constant]\n"
            ))
    }

    @Test func snapshotReferencesAreNoThemes() throws {
        // ThemeKitTesting's references are resolved JSON beside the tests: a test named for the theme gives one named so.
        let project = try TemporaryProject([
            "Sources/App/Themes/theme.json": #"{"formatVersion": 2, "Constants": {"COLOR_A": "c:#000000"}}"#,
            "Tests/AppTests/__Snapshots__/AppThemeTests/testThemeResolves.json":
                ##"{"constants": {"COLOR_A": {"color": "#000000FF"}}, "styles": {}}"##,
        ])
        let run = try ThemeCheckRun(arguments: [project.url.path])
        #expect(run.status == 0, "\(run.output)")
        #expect(run.errors.hasSuffix("0 errors, 0 warnings in 1 file\n"))
    }

    @Test func aResolverDocumentInAFolderIsLintedWithItsTokenFiles() throws {
        let project = try TemporaryProject([
            "ds.resolver.json":
                ##"{"resolutionOrder": [{"$ref": "#/sets/base"}], "sets": {"base": {"sources": [{"$ref": "colors.tokens.json"}]}}}"##,
            "colors.tokens.json": ##"{"color": {"$type": "color", "bad": {"$value": "#GG0000"}}}"##,
        ])
        let run = try ThemeCheckRun(arguments: [project.url.path, "--quiet"])
        #expect(run.status == 1)
        #expect(run.output.contains("colors.tokens.json:1:48: error: token `color.bad`: `#GG0000` is no colour"), "\(run.output)")
        let resolve = try ThemeCheckRun("resolve", project.url.appendingPathComponent("ds.resolver.json").path)
        #expect(resolve.status == 1 && resolve.output.contains("\"constants\""))
    }

    @Test func rulesSetSeverities() throws {
        let relaxedProject = try Self.project(rules: #"{"named-color": "off", "undefined-constant": "warning"}"#)
        let relaxed = try ThemeCheckRun(in: relaxedProject.url, arguments: ["--quiet"])
        #expect(relaxed.status == 0)
        #expect(!relaxed.output.contains("[named-color]") && relaxed.output.contains("warning: `COLOR_TEXT` looks like a constant"))
        let unusedProject = try Self.project(rules: #"{"unused-constant": "error"}"#)
        let unused = try ThemeCheckRun(in: unusedProject.url, arguments: ["--quiet"])
        // COLOR_SHADOW is used by Label_DARK and COLOR_TEXT by the styles: only COLOR_OLD (and the misspelt COLOR_TEXTT) are unused.
        let found = unused.output.split(separator: "\n").filter { $0.hasSuffix("[unused-constant]") }
        #expect(found.count == 2)
        #expect(found.allSatisfy { $0.contains("COLOR_OLD") || $0.contains("COLOR_TEXTT") })
    }

    @Test func aBadConfigurationIsDiagnosedWithItsPosition() throws {
        let project = try TemporaryProject([
            "theme.json": #"{"formatVersion": 2, "Styles": {}}"#,
            "themecheck.json": "{\n  \"themes\": [{\"default\": \"theme.json\", \"variant\": [[\"DARK\"]]}]\n}\n",
        ])
        let run = try ThemeCheckRun(in: project.url, arguments: [])
        #expect(run.status == 1)
        #expect(
            run.output
                == "themecheck.json:2:40: error: a theme set has no key `variant`; did you mean `variants`? [invalid-configuration]\n")
        let broken = try TemporaryProject(["themecheck.json": "{\"themes\": [\n"])
        let parse = try ThemeCheckRun(in: broken.url, arguments: ["--quiet"])
        #expect(parse.status == 1 && parse.output.hasPrefix("themecheck.json:2:1: error: ") && parse.output.hasSuffix("[parse-error]\n"))
    }

    @Test func theStampHoldsTheSwiftNamesWhenTheConfigurationAsks() throws {
        let project = try TemporaryProject([
            "theme_default.json":
                #"{"formatVersion": 2, "Constants": {"COLOR_TEXT": "c:#000000"}, "Styles": {"Body": {"textColor": "COLOR_TEXT"}}}"#,
            "theme_dark.json": #"{"formatVersion": 2, "Styles": {"Card": {"textColor": "COLOR_TEXT"}}}"#,
            "themecheck.json":
                #"{"themes": [{"default": "theme_default.json", "alternatives": [[], ["theme_dark.json"]]}], "generate": {"swift": true}}"#,
        ])
        let stamp = project.url.appendingPathComponent("stamp.swift")
        let run = try ThemeCheckRun(in: project.url, arguments: ["--quiet", "--stamp", stamp.path])
        #expect(run.status == 0)
        let text = try String(contentsOf: stamp, encoding: .utf8)
        #expect(text.hasPrefix("// Checked by themecheck"))
        #expect(
            text.contains("public static let body = ThemeStyleName(\"Body\")")
                && text.contains("public static let card = ThemeStyleName(\"Card\")"),
            "names of every configuration")
        #expect(text.contains("public static let colorText = ThemeConstantKey<ThemeColor>(\"COLOR_TEXT\")"))
    }

    @Test func aConfigurationWithNothingToLintIsExitTwo() throws {
        let project = try TemporaryProject(["themecheck.json": #"{"rules": {"named-color": "off"}}"#])
        let run = try ThemeCheckRun(in: project.url, arguments: [])
        #expect(run.status == 2 && run.errors.hasPrefix("themecheck: error: nothing to lint"))
    }

    @Test func aConfigurationNamingAMissingFileIsExitTwo() throws {
        let project = try TemporaryProject(["themecheck.json": #"{"themes": [{"default": "missing.json"}]}"#])
        let run = try ThemeCheckRun(in: project.url, arguments: [])
        #expect(run.status == 2 && run.errors.hasPrefix("themecheck: error: cannot open `missing.json`"))
    }

    @Test(arguments: ["./Themes/theme_dark.json", "Themes/../Themes/theme_dark.json"])
    func aConfigurationNamesAFileHoweverItIsSpelt(spelling: String) throws {
        let project = try Self.project()
        let configuration = try project.read("themecheck.json").replacingOccurrences(
            of: #"["Themes/theme_dark.json"]"#, with: "[\"\(spelling)\"]")
        try project.write(configuration, to: "themecheck.json")
        // The dark theme uses the default's COLOR_BACKGROUND: alone, that would be an undefined constant.
        try project.write(
            #"{"formatVersion": 2, "Constants": {"COLOR_TEXT": "c:#F2F2F7"}, "Styles": {"Label": {"backgroundColor": "COLOR_BACKGROUND"}}}"#,
            to: "Themes/theme_dark.json")
        let run = try ThemeCheckRun(in: project.url, arguments: [])
        #expect(
            !run.output.split(separator: "\n").contains { $0.hasPrefix("Themes/theme_dark.json:") },
            "the dark theme is linted only in its chain, never alone (where COLOR_... would be false errors): \(run.output)")
    }

    @Test func aConstantOfAnIncludedPaletteUsedByItsThemeIsNotUnused() throws {
        let project = try TemporaryProject([
            "Themes/theme.json": #"{"formatVersion": 2, "_include": "palette.json", "Styles": {"Label": {"textColor": "COLOR_TEXT"}}}"#,
            "Themes/palette.json": #"{"formatVersion": 2, "Constants": {"COLOR_TEXT": "c:#111111", "COLOR_SPARE": "c:#222222"}}"#,
            "themecheck.json": #"{"themes": [{"default": "Themes/theme.json"}], "rules": {"unused-constant": "warning"}}"#,
        ])
        let run = try ThemeCheckRun(in: project.url, arguments: [])
        #expect(!run.output.contains("`COLOR_TEXT`"), "\(run.output)")
        #expect(run.output.contains("constant `COLOR_SPARE` is not used"), "a constant no theme uses is still found")
    }
}
