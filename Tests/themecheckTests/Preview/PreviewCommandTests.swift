import Foundation
import Testing

/// `themecheck preview` and `diff --reporter html`: the page written (only
/// when it changes), its columns, and the exit status.
@Suite struct PreviewCommandTests {
    private func page(_ project: TemporaryProject) throws -> String {
        try String(contentsOf: project.url.appendingPathComponent("preview.html"), encoding: .utf8)
    }

    @Test func thePageNeedsAnOutputFile() throws {
        let run = try ThemeCheckRun("preview", "Fixtures/valid/dark-mode.json")
        #expect(run.status == 2 && run.errors.contains("`themecheck preview` needs `--output FILE.html`"), "\(run.errors)")
        #expect(try ThemeCheckRun("preview", "--output", "x.html").status == 2)
    }

    @Test func aColumnPerVariantAndAlternativeWithWhatDiffersMarked() throws {
        let project = try TemporaryProject([:])
        let output = project.url.appendingPathComponent("preview.html").path
        let run = try ThemeCheckRun("preview", "Fixtures/valid/dark-mode.json", "--variant", "DARK", "--output", output)
        #expect(run.status == 0 && run.output.isEmpty, "\(run.errors)")
        let html = try page(project)
        #expect(html.hasPrefix("<!DOCTYPE html>") && !html.contains("<script") && !html.contains("http"))
        #expect(DefinedVariantPreviewTests.columns(of: html) == ["default", "variant DARK"])
        // COLOR_BACKGROUND is black in DARK: its cell and the Card's background are marked.
        #expect(html.contains("differs from default"))
        #expect(html.contains("c:#000000FF"))
        #expect(
            html.components(separatedBy: "<article class=\"card").count - 1 == 1 * 2,
            "a card per style per column (Card_DARK inside Card's)")
    }

    @Test func theConfigurationsOfTheConfigThemeSetAreColumnsToo() throws {
        let theme = try String(contentsOf: PackagePath.root.appendingPathComponent("Fixtures/valid/dark-mode.json"), encoding: .utf8)
        let project = try TemporaryProject([
            "Themes/theme.json": theme,
            "themecheck.json": #"{"themes": [{"default": "Themes/theme.json", "variants": [[], ["DARK"], ["DARK", "IPAD"]]}]}"#,
        ])
        let run = try ThemeCheckRun(
            arguments: [
                "preview", project.url.appendingPathComponent("Themes/theme.json").path, "--config",
                project.url.appendingPathComponent("themecheck.json").path, "--output",
                project.url.appendingPathComponent("preview.html").path,
            ])
        #expect(run.status == 0, "\(run.errors)")
        #expect(DefinedVariantPreviewTests.columns(of: try page(project)) == ["default", "variants DARK", "variants DARK + IPAD"])
    }

    @Test func thePageIsWrittenOnlyWhenItChanges() throws {
        let project = try TemporaryProject(["theme.json": #"{"formatVersion": 2, "Constants": {"COLOR_A": "c:#000000"}}"#])
        let arguments = ["preview", "theme.json", "--output", "preview.html"]
        #expect(try ThemeCheckRun(in: project.url, arguments: arguments).status == 0)
        let url = project.url.appendingPathComponent("preview.html")
        let before = try FileManager.default.attributesOfItem(atPath: url.path)
        usleep(20_000)
        #expect(try ThemeCheckRun(in: project.url, arguments: arguments).status == 0)
        let after = try FileManager.default.attributesOfItem(atPath: url.path)
        #expect(before[.modificationDate] as? Date == after[.modificationDate] as? Date)
        #expect(before[.systemFileNumber] as? Int == after[.systemFileNumber] as? Int)
        try project.write(#"{"formatVersion": 2, "Constants": {"COLOR_A": "c:#FFFFFF"}}"#, to: "theme.json")
        #expect(try ThemeCheckRun(in: project.url, arguments: arguments).status == 0)
        #expect(try page(project).contains("c:#FFFFFFFF"))
    }

    @Test func errorsMetResolvingAreOnThePageAndInTheExitStatus() throws {
        let project = try TemporaryProject([
            "theme.json": #"{"formatVersion": 2, "Styles": {"Label": {"textColor": "COLOR_MISSING", "backgroundColor": "c:#FFF"}}}"#
        ])
        let run = try ThemeCheckRun(in: project.url, arguments: ["preview", "theme.json", "--output", "preview.html"])
        #expect(run.status == 1)
        let html = try page(project)
        #expect(html.contains("undefined-constant") && html.contains("COLOR_MISSING"))
        #expect(html.contains("<p class=\"finding\">error: "), "shown on the card of the style whose value it is")
    }

    @Test func aLowContrastPairIsMarkedOnItsCard() throws {
        let project = try TemporaryProject([
            "theme.json": #"{"formatVersion": 2, "Styles": {"Faint": {"textColor": "c:#777777", "backgroundColor": "c:#888888"}}}"#
        ])
        let run = try ThemeCheckRun(in: project.url, arguments: ["preview", "theme.json", "--output", "preview.html"])
        #expect(run.status == 0)
        let html = try page(project)
        #expect(html.contains("low contrast: textColor on backgroundColor is 1.2"))
        #expect(html.contains("<tr class=\"finding\" title=\"theme.json:1\"><th>textColor</th>"))
    }

    @Test func anHTMLDiffDrawsBeforeAndAfterOfWhatChanged() throws {
        let project = try DiffCommandTests.changedGiotto()
        let new = project.url.appendingPathComponent("theme_new.plist").path
        let output = project.url.appendingPathComponent("change.html")
        let run = try ThemeCheckRun("diff", "Fixtures/giotto/theme_default.plist", new, "--reporter", "html", "--output", output.path)
        #expect(run.status == 1 && run.output.isEmpty, "\(run.errors)")
        let html = try String(contentsOf: output, encoding: .utf8)
        #expect(DefinedVariantPreviewTests.columns(of: html) == ["before", "after"])
        #expect(html.contains("<h2 id=\"summary\">Changes</h2>"))
        #expect(html.contains("~ constant COLOR_BUTTON_BACKGROUND_SELECTED"))
        #expect(html.contains("Constants (1)") && html.contains("Styles (1)"))
        #expect(html.contains("differs from before"))
        let same = try ThemeCheckRun(
            "diff", "Fixtures/giotto/theme_default.plist", "Fixtures/giotto/theme_default.plist", "--reporter", "html")
        #expect(same.status == 0 && same.output.contains("Constants (0)"))
    }

    @Test func withWatchThePageIsWrittenAgainOnEveryChange() throws {
        let project = try TemporaryProject(["theme.json": #"{"formatVersion": 2, "Constants": {"COLOR_A": "c:#000000"}}"#])
        let process = Process()
        process.executableURL = ThemeCheckRun.productsDirectory.appendingPathComponent("themecheck")
        process.arguments = ["preview", "theme.json", "--output", "preview.html", "--watch"]
        process.currentDirectoryURL = project.url
        let errors = project.url.appendingPathComponent("stderr")
        try Data().write(to: errors)
        process.standardOutput = FileHandle.nullDevice
        process.standardError = try FileHandle(forWritingTo: errors)
        try process.run()
        defer {
            process.terminate()
            process.waitUntilExit()
        }
        func contains(_ text: String, _ read: () throws -> String) -> Bool {
            let deadline = Date().addingTimeInterval(30)
            while Date() < deadline {
                if let contents = try? read(), contents.contains(text) { return true }
                usleep(20_000)
            }
            return false
        }
        func pageContains(_ text: String) -> Bool { contains(text) { try page(project) } }
        #expect(pageContains("c:#000000FF"))
        // Changed only once it watches, so the change is one it sees.
        #expect(contains("themecheck: watching 1 file") { try String(contentsOf: errors, encoding: .utf8) })
        try project.write(#"{"formatVersion": 2, "Constants": {"COLOR_A": "c:#00FF00"}}"#, to: "theme.json")
        #expect(pageContains("c:#00FF00FF"))
    }
}
