import Foundation
import Testing

/// `themecheck --watch`: the result printed again after every change to a file it read.
@Suite struct WatchTests {
    /// Waits until `file` holds `text`, at most `seconds`.
    private func wait(for text: String, in file: URL, seconds: Double = 30) throws -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if let contents = try? String(contentsOf: file, encoding: .utf8), contents.contains(text) { return true }
            usleep(20_000)
        }
        return false
    }

    /// Starts `themecheck THEME --watch` in `project`, its output and errors going to files there.
    static func watch(
        _ theme: String, in project: TemporaryProject, more: [String] = []
    ) throws -> (process: Process, output: URL, errors: URL) {
        let output = project.url.appendingPathComponent("stdout")
        let errors = project.url.appendingPathComponent("stderr")
        try Data().write(to: output)
        try Data().write(to: errors)
        let process = Process()
        process.executableURL = ThemeCheckRun.productsDirectory.appendingPathComponent("themecheck")
        process.arguments = [theme, "--watch"] + more
        process.currentDirectoryURL = project.url
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = try FileHandle(forWritingTo: errors)
        try process.run()
        return (process, output, errors)
    }

    @Test func anEditToAThemeOrAnIncludedFileIsCheckedAgain() throws {
        let project = try TemporaryProject([
            "theme.json": #"{"formatVersion": 2, "_include": "parts/colors.json", "Styles": {"S": {"textColor": "COLOR_TEXT"}}}"#,
            "parts/colors.json": #"{"formatVersion": 2, "Constants": {"COLOR_TEXT": "c:#000000"}}"#,
        ])
        let (process, output, errors) = try Self.watch("theme.json", in: project)
        defer {
            process.terminate()
            process.waitUntilExit()
        }

        #expect(try wait(for: "themecheck: watching 2 files", in: errors))
        #expect(try String(contentsOf: errors, encoding: .utf8).hasPrefix("0 errors, 0 warnings in 2 files\n"))
        // The included file loses the constant: the next check finds the theme broken.
        try project.write(#"{"formatVersion": 2, "Constants": {"COLOR_TEXTT": "c:#000000"}}"#, to: "parts/colors.json")
        #expect(try wait(for: "[undefined-constant]", in: output))
        #expect(try wait(for: "1 error, 0 warnings in 2 files", in: errors))
        // Fixed again: a clean check follows.
        try project.write(#"{"formatVersion": 2, "Constants": {"COLOR_TEXT": "c:#000000"}}"#, to: "parts/colors.json")
        #expect(try wait(for: "a file changed; checking again\n0 errors, 0 warnings in 2 files", in: errors))
        #expect(process.isRunning, "it watches until interrupted")
    }

    /// An asset catalogue is watched as a folder: an image set added to it is a change, checked again.
    @Test func anImageSetAddedToACatalogueIsCheckedAgain() throws {
        let project = try TemporaryProject([
            "theme.json": #"{"formatVersion": 2, "Styles": {"S": {"image": "i:Logo"}}}"#,
            "Assets.xcassets/Contents.json": "{}",
        ])
        let (process, output, errors) = try Self.watch("theme.json", in: project, more: ["--assets", "Assets.xcassets"])
        defer {
            process.terminate()
            process.waitUntilExit()
        }
        #expect(try wait(for: "[unknown-image]", in: output))
        #expect(try wait(for: "themecheck: watching 2 files", in: errors))
        try FileManager.default.createDirectory(
            at: project.url.appendingPathComponent("Assets.xcassets/Logo.imageset"), withIntermediateDirectories: true)
        #expect(try wait(for: "a file changed; checking again\n0 errors, 0 warnings in 1 file", in: errors))
    }

    @Test func aThemeThatGoesMissingIsCheckedAgainWhenItComesBack() throws {
        let project = try TemporaryProject(["theme.json": #"{"formatVersion": 2, "Constants": {"COLOR_A": "c:#000000"}}"#])
        let (process, output, errors) = try Self.watch("theme.json", in: project)
        defer {
            process.terminate()
            process.waitUntilExit()
        }
        #expect(try wait(for: "themecheck: watching 1 file", in: errors))
        // A checkout removes it: the run says so, and watching goes on.
        try FileManager.default.removeItem(at: project.url.appendingPathComponent("theme.json"))
        #expect(try wait(for: "cannot open", in: errors))
        // It comes back, broken, then fixed: each is checked.
        try project.write(#"{"formatVersion": 2, "Constants": {"COLOR_A": "c:#GG"}}"#, to: "theme.json")
        #expect(try wait(for: "[invalid-color]", in: output))
        try project.write(#"{"formatVersion": 2, "Constants": {"COLOR_A": "c:#000000"}}"#, to: "theme.json")
        #expect(try wait(for: "checking again\n0 errors, 0 warnings in 1 file", in: errors))
    }

    /// A run that cannot read an included file still watches it: when it
    /// comes back, the check runs again and the error goes.
    @Test func anIncludedFileThatGoesMissingIsCheckedAgainWhenItComesBack() throws {
        let colors = #"{"formatVersion": 2, "Constants": {"COLOR_TEXT": "c:#000000"}}"#
        let project = try TemporaryProject([
            "theme.json": #"{"formatVersion": 2, "_include": "parts/colors.json", "Styles": {"S": {"textColor": "COLOR_TEXT"}}}"#,
            "parts/colors.json": colors,
        ])
        let (process, output, errors) = try Self.watch("theme.json", in: project)
        defer {
            process.terminate()
            process.waitUntilExit()
        }
        #expect(try wait(for: "themecheck: watching 2 files", in: errors))
        // A checkout removes it for a moment: the run says so.
        try FileManager.default.removeItem(at: project.url.appendingPathComponent("parts/colors.json"))
        #expect(try wait(for: "[include-not-found]", in: output))
        #expect(try wait(for: "a file changed; checking again\n2 errors, 0 warnings in 1 file", in: errors))
        // It comes back: checked again, clean, and still watched after that.
        try project.write(colors, to: "parts/colors.json")
        #expect(try wait(for: "checking again\n0 errors, 0 warnings in 2 files", in: errors))
        try project.write(#"{"formatVersion": 2, "Constants": {"COLOR_TEXT": "c:#GG"}}"#, to: "parts/colors.json")
        #expect(try wait(for: "[invalid-color]", in: output))
    }

    @Test func watchAndFixDoNotGoTogether() throws {
        let run = try ThemeCheckRun("theme.json", "--watch", "--fix")
        #expect(run.status == 2 && run.errors.contains("`--watch` and `--fix` do not go together"))
    }
}
