import Foundation
import Testing

/// `--output` of `preview`, `export`, `generate swift`, `diff` and `resolve`
/// is never a file the run takes in (compared by device and inode), and no
/// file is written through a symbolic link: exit 2, one line saying why,
/// and nothing written (themecheck.md, "Writes").
@Suite struct OutputFileTests {
    static let theme = #"{"formatVersion": 2, "_include": "parts/colors.json", "Styles": {"S": {"textColor": "COLOR_TEXT"}}}"#

    /// THEME including `parts/colors.json`, a second theme for `diff`, an
    /// alternative, an overrides file and a configuration naming THEME.
    static func project() throws -> TemporaryProject {
        try TemporaryProject([
            "theme.json": theme,
            "parts/colors.json": #"{"formatVersion": 2, "Constants": {"COLOR_TEXT": "c:#000000"}}"#,
            "other.json": #"{"formatVersion": 2, "Constants": {"COLOR_TEXT": "c:#FFFFFF"}}"#,
            "dark.json": #"{"formatVersion": 2, "Constants": {"COLOR_TEXT": "c:#EEEEEE"}}"#,
            "overrides.json": #"{"formatVersion": 2, "Constants": {"COLOR_TEXT": "c:#111111"}}"#,
            "themecheck.json": #"{"themes": [{"default": "theme.json"}]}"#,
        ])
    }

    /// Every command that writes `--output`, THEME standing for the theme.
    static let commands: [[String]] = [
        ["preview", "THEME"], ["export", "css", "THEME"], ["export", "dtcg", "THEME"], ["export", "xcassets", "THEME"],
        ["generate", "swift", "THEME"], ["diff", "THEME", "other.json"], ["diff", "other.json", "THEME"], ["resolve", "THEME"],
    ]

    /// The one line a refused `--output` gets.
    static func refusal(_ output: String, input: String) -> String {
        "themecheck: error: `--output` `\(output)` is an input of this run (`\(input)`); choose another file"
    }

    /// Runs `command` in `folder` of `project` with `--output output`,
    /// expecting the refusal naming `input` (control characters escaped) and
    /// every file of the project as it was.
    static func expectRefused(
        _ command: [String], theme: String = "theme.json", output: String, input: String, in project: TemporaryProject,
        folder: String = "", sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let before = try project.entries()
        let arguments = command.map { $0 == "THEME" ? theme : $0 } + ["--output", output]
        let run = try ThemeCheckRun(in: project.url.appendingPathComponent(folder), arguments: arguments)
        let shown = output.replacingOccurrences(of: "\n", with: "\\n")
        #expect(run.status == 2, "\(arguments): \(run.errors)", sourceLocation: sourceLocation)
        #expect(run.output.isEmpty, sourceLocation: sourceLocation)
        #expect(run.errors.split(separator: "\n").last.map(String.init) == refusal(shown, input: input), sourceLocation: sourceLocation)
        #expect(try project.entries() == before, "nothing written: \(arguments)", sourceLocation: sourceLocation)
    }

    @Test(arguments: commands)
    func theThemeItselfIsNeverTheOutput(command: [String]) throws {
        try Self.expectRefused(command, output: "theme.json", input: "theme.json", in: try Self.project())
    }

    @Test(arguments: commands)
    func anIncludedFileIsNeverTheOutput(command: [String]) throws {
        try Self.expectRefused(command, output: "parts/colors.json", input: "parts/colors.json", in: try Self.project())
    }

    /// The other files a run reads: an alternative, an overrides file, the configuration.
    @Test(arguments: [
        (["export", "css", "THEME", "--alternative", "dark.json"], "dark.json"),
        (["preview", "THEME", "--alternative", "dark.json"], "dark.json"),
        (["resolve", "THEME", "--overrides", "overrides.json"], "overrides.json"),
        (["resolve", "THEME", "--config", "themecheck.json"], "themecheck.json"),
        (["preview", "THEME", "--config", "themecheck.json"], "themecheck.json"),
    ])
    func everyOtherFileReadIsAnInputToo(command: [String], input: String) throws {
        try Self.expectRefused(command, output: "./\(input)", input: input, in: try Self.project())
    }

    /// A spelling the writer folds into an input (Foundation's URL drops a trailing
    /// `/` and folds `..` after a folder that is not there) is that input.
    @Test(arguments: commands)
    func aSpellingFoldedIntoAnInputIsThatInput(command: [String]) throws {
        let project = try Self.project()
        for (output, input) in [
            ("theme.json/", "theme.json"), ("theme.json/.", "theme.json"), ("missing/../theme.json", "theme.json"),
            ("a/b/../../parts/colors.json", "parts/colors.json"), ("parts/colors.json/", "parts/colors.json"),
        ] {
            try Self.expectRefused(command, output: output, input: input, in: project)
        }
    }

    /// A theme read on standard input redirected from a file (`- < theme.json`) is that file.
    @Test(arguments: commands.filter { $0.contains("THEME") && !$0.contains("diff") })
    func aThemeRedirectedToStandardInputIsAnInput(command: [String]) throws {
        let project = try Self.project()
        let before = try project.entries()
        let arguments = command.map { $0 == "THEME" ? "-" : $0 } + ["--output", "theme.json"]
        let run = try ThemeCheckRun(
            standardInputFile: project.url.appendingPathComponent("theme.json"), in: project.url, arguments: arguments)
        #expect(run.status == 2, "\(arguments): \(run.errors)")
        #expect(run.errors.split(separator: "\n").last.map(String.init) == Self.refusal("theme.json", input: "-"))
        #expect(try project.entries() == before)
    }

    /// `--stamp` is an output too: never an input, never a link.
    @Test func theStampIsNeverAnInput() throws {
        let project = try Self.project()
        let before = try project.entries()
        for stamp in ["theme.json", "./parts/colors.json", "missing/../theme.json"] {
            let run = try ThemeCheckRun(in: project.url, arguments: ["theme.json", "--stamp", stamp])
            #expect(run.status == 2 && run.errors.contains("`--stamp` `\(stamp)` is an input of this run"), "\(run.errors)")
        }
        #expect(try project.entries() == before)
    }

    /// A link anywhere else is refused as well: the write would land on whatever it names.
    @Test(arguments: commands)
    func noFileIsWrittenThroughASymbolicLink(command: [String]) throws {
        let project = try Self.project()
        try project.write("kept", to: "elsewhere.txt")
        try project.link("out", to: command.contains("xcassets") ? "parts" : "elsewhere.txt")
        try project.link("dangling", to: "nowhere.txt")
        for output in ["out", "dangling"] {
            let before = try project.entries()
            let run = try ThemeCheckRun(
                in: project.url, arguments: command.map { $0 == "THEME" ? "theme.json" : $0 } + ["--output", output])
            #expect(run.status == 2, "\(command) \(output): \(run.errors)")
            #expect(
                run.errors.split(separator: "\n").last.map(String.init)
                    == "themecheck: error: cannot write `\(output)`: it is a symbolic link, and themecheck writes no file through a link; "
                    + "name the file itself")
            #expect(try project.entries() == before, "nothing written: \(command) \(output)")
        }
    }

    @Test func aFileNotThereYetIsWritten() throws {
        let project = try Self.project()
        for command in Self.commands {
            let run = try ThemeCheckRun(
                in: project.url, arguments: command.map { $0 == "THEME" ? "theme.json" : $0 } + ["--output", "new/out"])
            #expect([0, 1].contains(run.status), "\(command): \(run.errors)")
            #expect(FileManager.default.fileExists(atPath: project.url.appendingPathComponent("new/out").path))
            try FileManager.default.removeItem(at: project.url.appendingPathComponent("new"))
        }
    }
}
