import Foundation
import Testing

/// `resolve` and `explain` show a run-time constant as such, with the
/// theme's declarations or `--config`'s (themecheck.md, third edition).
@Suite struct RuntimeConstantCommandTests {
    static let theme = """
        {"formatVersion": 2,
         "DynamicConstants": {"COLOR_BANK_BRAND": "colore della banca"},
         "_runtimeConstants": {"COLOR_TENANT": "the tenant's accent"},
         "Styles": {"Header": {"backgroundColor": "COLOR_BANK_BRAND", "tintColor": "COLOR_TENANT"}}}
        """

    @Test func resolveShowsWhatTheAppSupplies() throws {
        let project = try TemporaryProject(["theme.json": Self.theme, "themecheck.json": #"{"runtimeConstants": ["@DynamicConstants"]}"#])
        let theme = project.url.appendingPathComponent("theme.json").path
        let plain = try ThemeCheckRun("resolve", theme, "--style", "Header")
        #expect(plain.output.contains(#""tintColor": {"runtime": "COLOR_TENANT"}"#), "declared by the theme")
        #expect(plain.output.contains(#""backgroundColor": {"string": "COLOR_BANK_BRAND"}"#), "not declared without the configuration")
        #expect(plain.errors.contains("[runtime-constant-group]"))
        let configured = try ThemeCheckRun(
            "resolve", theme, "--style", "Header", "--config", project.url.appendingPathComponent("themecheck.json").path)
        #expect(configured.output.contains(#""backgroundColor": {"runtime": "COLOR_BANK_BRAND"}"#), "\(configured.output)")
        #expect(configured.status == 0 && !configured.errors.contains("warning"), "\(configured.errors)")
    }

    /// The current folder's themecheck.json is the configuration of every command, as it is of lint.
    @Test func everyCommandFollowsTheFoldersConfiguration() throws {
        let project = try TemporaryProject([
            "theme.json":
                #"{"formatVersion": 2, "Constants": {"COLOR_ACCENT": "COLOR_BANK_BRAND"}, "Styles": {"S": {"textColor": "COLOR_ACCENT"}}}"#,
            "themecheck.json": #"{"runtimeConstants": ["COLOR_BANK_*"]}"#,
        ])
        let lint = try ThemeCheckRun(in: project.url, arguments: ["theme.json"])
        #expect(lint.status == 0 && !lint.output.contains("warning") && !lint.output.contains("error"), "\(lint.output)")
        let resolve = try ThemeCheckRun(in: project.url, arguments: ["resolve", "theme.json"])
        #expect(resolve.status == 0 && resolve.output.contains(#""textColor": {"runtime": "COLOR_BANK_BRAND"}"#), "\(resolve.errors)")
        #expect(!resolve.errors.contains("[undefined-constant]") && !resolve.errors.contains("[convention-mismatch]"))
        let explain = try ThemeCheckRun(in: project.url, arguments: ["explain", "theme.json", "--style", "S"])
        #expect(explain.status == 0 && explain.output.contains("supplied at run time"), "\(explain.output)\(explain.errors)")
        let preview = try ThemeCheckRun(in: project.url, arguments: ["preview", "theme.json", "--output", "preview.html"])
        #expect(preview.status == 0 && !preview.errors.contains("[undefined-constant]"), "\(preview.errors)")
    }

    /// A constant whose value names a declared run-time constant has the app's kind, not a string's.
    @Test func aConstantNamingARuntimeConstantIsNotAString() throws {
        let project = try TemporaryProject([
            "theme.json": """
            {"formatVersion": 2, "_runtimeConstants": {"COLOR_BANK_BRAND": "the bank's colour"},
             "Constants": {"COLOR_ACCENT": "COLOR_BANK_BRAND"}, "Styles": {"S": {"textColor": "COLOR_ACCENT"}}}
            """
        ])
        let run = try ThemeCheckRun(in: project.url, arguments: ["theme.json"])
        #expect(run.status == 0 && !run.output.contains("[convention-mismatch]"), "\(run.output)")
    }

    @Test func explainSaysSuppliedAtRunTime() throws {
        let project = try TemporaryProject(["theme.json": Self.theme])
        let run = try ThemeCheckRun("explain", project.url.appendingPathComponent("theme.json").path, "--style", "Header")
        #expect(run.output.contains("tintColor = {\"runtime\": \"COLOR_TENANT\"}\n  supplied at run time"), "\(run.output)")
    }

    @Test func theRealAppsThemeLintsCleanWithOneLineOfConfiguration() throws {
        let run = try ThemeCheckRun(
            "Fixtures/valid/runtime-constants/theme.plist", "--config", "Fixtures/valid/runtime-constants/themecheck.json")
        #expect(run.status == 0)
        #expect(!run.output.contains("error") && !run.output.contains("warning"), "\(run.output)")
        let folder = try ThemeCheckRun("Fixtures/valid/runtime-constants")
        #expect(folder.status == 0, "the folder's themecheck.json is used: \(folder.output)")
    }
}
