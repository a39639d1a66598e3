import Foundation
import Testing

/// `themecheck init [DIR]` writes a starter theme and a configuration that
/// lint clean, prints the next steps, and never writes over a file.
@Suite struct InitCommandTests {
    @Test func theStarterFilesLintCleanInLightAndDarkAndNameTheNextSteps() throws {
        let project = try TemporaryProject([:])
        let run = try ThemeCheckRun(
            in: project.url.deletingLastPathComponent(), arguments: ["init", project.url.lastPathComponent + "/app"])
        #expect(run.status == 0, "\(run.errors)")
        let folder = project.url.lastPathComponent + "/app"
        #expect(
            run.output.hasPrefix(
                "themecheck: wrote \(folder)/theme.json (constants, styles, a dark variant) and \(folder)/themecheck.json\n"))
        for step in [
            "themecheck --config \(folder)/themecheck.json", "ThemeCheckPlugin", "generate swift \(folder)/theme.json",
            "assertThemeSnapshot", "bash .ci/docs",
        ] {
            #expect(run.output.contains(step), "\(step)")
        }
        // What the starter promises: a style built on another, a dark variant of constants and of a style.
        let theme = try #require(try JSONSerialization.jsonObject(with: Data(project.read("app/theme.json").utf8)) as? [String: Any])
        let styles = try #require(theme["Styles"] as? [String: [String: Any]])
        #expect(styles["HeadlineLabel"]?["_superstyle"] as? String == "BodyLabel")
        #expect(theme["Constants_DARK"] != nil && styles["Card_DARK"] != nil)
        // Clean as written, with unused constants reported, in both configurations.
        let lint = try ThemeCheckRun("--config", project.url.appendingPathComponent("app/themecheck.json").path, "--strict")
        #expect(lint.status == 0 && lint.output.isEmpty, "\(lint.output)")
        #expect(lint.errors.contains("0 errors, 0 warnings"))
    }

    @Test(arguments: ["theme.json", "themecheck.json"])
    func anExistingFileIsKeptAndNothingIsWritten(existing: String) throws {
        let project = try TemporaryProject([existing: "mine\n"])
        let run = try ThemeCheckRun(in: project.url, arguments: ["init"])
        #expect(run.status == 2)
        #expect(run.errors == "themecheck: error: `\(existing)` exists; init writes over nothing, so nothing was written\n")
        #expect(run.output.isEmpty)
        #expect(try project.read(existing) == "mine\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: project.url.path) == [existing])
    }

    @Test func aLinkNamedLikeAStarterFileIsKeptEvenWhenItPointsNowhere() throws {
        let project = try TemporaryProject([:])
        try FileManager.default.createDirectory(at: project.url, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: project.url.appendingPathComponent("themecheck.json").path, withDestinationPath: "/nonexistent")
        let run = try ThemeCheckRun(in: project.url, arguments: ["init"])
        #expect(run.status == 2)
        #expect(run.errors == "themecheck: error: `themecheck.json` exists; init writes over nothing, so nothing was written\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: project.url.path) == ["themecheck.json"])
    }

    @Test func aFolderThatCannotBeMadeIsAUsageErrorNamingIt() throws {
        let project = try TemporaryProject(["file": "not a folder\n"])
        let run = try ThemeCheckRun(in: project.url, arguments: ["init", "file/app"])
        #expect(run.status == 2)
        #expect(run.errors.hasPrefix("themecheck: error: cannot write `file/app` ("))
        #expect(try FileManager.default.contentsOfDirectory(atPath: project.url.path) == ["file"])
    }

    @Test func theNextStepsCanBePastedWhateverTheFolderIsCalled() throws {
        let project = try TemporaryProject([:])
        try FileManager.default.createDirectory(at: project.url, withIntermediateDirectories: true)
        let run = try ThemeCheckRun(in: project.url, arguments: ["init", "my themes/it's"])
        #expect(run.status == 0)
        #expect(run.output.contains(#"themecheck --config 'my themes/it'\''s/themecheck.json'"#), "\(run.output)")
    }

    @Test func moreThanOneFolderIsAUsageError() throws {
        let run = try ThemeCheckRun("init", "a", "b")
        #expect(run.status == 2)
        #expect(run.errors.contains("unexpected argument `b`; `themecheck init` takes one folder"))
        let empty = try ThemeCheckRun("init", "")
        #expect(empty.status == 2)
        #expect(empty.errors.contains("`themecheck init` needs a folder name, not an empty one"))
    }
}
