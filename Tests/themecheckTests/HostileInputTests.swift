import Foundation
import Testing

/// Hostile input (`Fixtures/invalid/hostile/<case>/`): truncated and
/// unterminated files in every format, bad encodings, stray bytes, numbers
/// out of range, entity attacks, 100,000-level nesting, a fan-out to
/// billions, an empty file, a corrupted binary plist, forged records, CR
/// line endings, binary objects shared, self-containing or expanding
/// exponentially, UIDs, 16-byte integers, 20,000 `s:` references, and
/// themecheck.json files truncated, nested 100,000 deep, of the wrong types,
/// not an object, not UTF-8, or forging a record; and `_include` paths that
/// climb out, are absolute, include the file itself, nest 20 deep or are not
/// strings; design-token files with alias loops and values of every wrong
/// shape, numbers out of range, and paths and modes that collapse into one
/// name; Tokens Studio exports whose sets climb out of their folder, are
/// absolute, missing or not names, whose themes are malformed, and whose
/// tokens hold expressions, pointer loops and values out of range; and a
/// binary plist sharing one string 500 times. Each must give located
/// diagnostics (compared with the golden file beside it) and never crash or hang.
@Suite struct HostileInputTests {
    static let cases: [String] = {
        let folder = PackagePath.root.appendingPathComponent("Fixtures/invalid/hostile").path
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    }()

    /// Cases whose findings are warnings only (exit 0).
    static let warningsOnly: Set = ["duplicate-keys", "binary-16-byte-integer"]

    @Test func theCorpusIsThere() {
        #expect(Self.cases.count >= 61)
    }

    @Test(arguments: cases)
    func eachCaseIsAnsweredWithDiagnostics(name: String) throws {
        let folder = "Fixtures/invalid/hostile/\(name)"
        let files = try FileManager.default.contentsOfDirectory(atPath: PackagePath.root.appendingPathComponent(folder).path)
        // A case is a theme, or a configuration file linted as a project.
        let arguments =
            try files.first { $0.hasPrefix("theme.") || $0 == "$metadata.json" }.map { ["\(folder)/\($0)"] }
            ?? ["--config", "\(folder)/\(try #require(files.first { $0 == "themecheck.json" }, "no input in \(name)"))"]
        let run = try ThemeCheckRun(arguments: arguments)
        #expect(run.status == (Self.warningsOnly.contains(name) ? 0 : 1), "exit status \(run.status) for \(name)")
        #expect(!run.output.isEmpty, "\(name) must be reported")
        try assertSnapshot(run.output, named: "../invalid/hostile/\(name)/lint.xcode.txt")
    }

    /// Each theme of the corpus drawn as a preview page: never a crash, and
    /// nothing from it becomes markup (no element, attribute or URL of its own).
    @Test(arguments: cases)
    func eachThemeCaseGivesASafePreviewPage(name: String) throws {
        let folder = "Fixtures/invalid/hostile/\(name)"
        let files = try FileManager.default.contentsOfDirectory(atPath: PackagePath.root.appendingPathComponent(folder).path)
        guard let theme = files.first(where: { $0.hasPrefix("theme.") || $0 == "$metadata.json" }) else { return }
        let page = FileManager.default.temporaryDirectory.appendingPathComponent("preview-\(UUID().uuidString).html")
        defer { try? FileManager.default.removeItem(at: page) }
        let run = try ThemeCheckRun(arguments: ["preview", "\(folder)/\(theme)", "--output", page.path])
        // 1 when the theme has errors; 2 is an input that could not be opened, never a crash.
        #expect([0, 1, 2].contains(run.status), "exit status \(run.status) for \(name): \(run.errors)")
        guard let html = try? String(contentsOf: page, encoding: .utf8) else { return }
        let tags = Set(html.matches(of: /<([a-z0-9]+)[ >]/).map { String($0.output.1) })
        #expect(tags.isSubset(of: Self.previewTags), "\(name): \(tags.subtracting(Self.previewTags))")
        #expect(html.matches(of: /<[^>]* on[a-z]+=/).isEmpty && !html.contains("href=\"javascript") && !html.contains("src="))
    }

    /// Every element the preview page makes.
    static let previewTags: Set = [
        "html", "head", "meta", "title", "style", "body", "header", "h1", "h2", "h3", "p", "div", "span", "nav", "a", "main",
        "section", "details", "summary", "article", "table", "tr", "th", "td", "ul", "li",
    ]

    @Test func aFileOverTheSizeLimitIsRefusedBeforeParsing() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("themecheck-17mb-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: url) }
        let padding = String(repeating: "x", count: 17 * 1024 * 1024)
        let data = Data("{\"formatVersion\": 2, \"Constants\": {\"PADDING\": \"\(padding)\"}}".utf8)
        try data.write(to: url)
        let run = try ThemeCheckRun(url.path, "--quiet")
        #expect(run.status == 1)
        #expect(
            run.output
                == "\(url.path): error: the file is \(data.count) bytes, more than the limit of 16777216 (raise `ThemeLimits.maximumFileSize` if this is intended) [limit-exceeded]\n"
        )
    }
}

/// Hostile `--output` spellings: each names a file the run reads without
/// saying so (a link to it, a hard link, `./`, a climb out and back, a folder
/// link, a `$ref`'d token file, a name with a line break forging a record).
/// Each command that writes `--output` refuses each, writes nothing, and
/// says which input it is on one line.
extension HostileInputTests {
    struct HostileOutput: Sendable, CustomTestStringConvertible {
        var theme = "theme.json"
        var output: String
        /// The input the refusal names.
        var input = "theme.json"
        var testDescription: String { output.debugDescription }
    }

    static let hostileOutputs: [HostileOutput] = [
        HostileOutput(output: "./theme.json"),
        HostileOutput(output: "../Themes/theme.json"),
        HostileOutput(output: "parts/../theme.json"),
        HostileOutput(output: "link.json"),
        HostileOutput(output: "link-to-link.json"),
        HostileOutput(output: "hard.json"),
        HostileOutput(output: "linked-parts/colors.json", input: "parts/colors.json"),
        HostileOutput(output: "evil\nthemecheck: note: forged.json"),
        HostileOutput(theme: "theme.resolver.json", output: "./base.tokens.json", input: "base.tokens.json"),
    ]

    /// `Themes/` with a theme that includes `parts/colors.json`, a resolver
    /// document whose set is `$ref`'d from `base.tokens.json`, and every
    /// link the hostile outputs use; runs happen in `Themes/`.
    static func hostileOutputProject() throws -> TemporaryProject {
        let project = try TemporaryProject([
            "Themes/theme.json": OutputFileTests.theme,
            "Themes/parts/colors.json": #"{"formatVersion": 2, "Constants": {"COLOR_TEXT": "c:#000000"}}"#,
            "Themes/other.json": #"{"formatVersion": 2, "Constants": {"COLOR_TEXT": "c:#FFFFFF"}}"#,
            "Themes/theme.resolver.json": ##"{"version": "2025.10", "resolutionOrder": [{"$ref": "#/sets/base"}], "##
                + #""sets": {"base": {"sources": [{"$ref": "base.tokens.json"}]}}}"#,
            "Themes/base.tokens.json":
                #"{"color": {"$type": "color", "text": {"$value": {"colorSpace": "srgb", "components": [0, 0, 0]}}}}"#,
        ])
        try project.link("Themes/link.json", to: "theme.json")
        try project.link("Themes/link-to-link.json", to: "link.json")
        try project.hardLink("Themes/hard.json", to: "Themes/theme.json")
        try project.link("Themes/linked-parts", to: "parts")
        try project.link("Themes/evil\nthemecheck: note: forged.json", to: "theme.json")
        return project
    }

    @Test(arguments: hostileOutputs, OutputFileTests.commands)
    func eachHostileOutputNamingAnInputIsRefused(hostile: HostileOutput, command: [String]) throws {
        try OutputFileTests.expectRefused(
            command, theme: hostile.theme, output: hostile.output, input: hostile.input, in: try Self.hostileOutputProject(),
            folder: "Themes")
    }
}
