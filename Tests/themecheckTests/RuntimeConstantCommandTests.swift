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
