import Foundation
import Testing

/// `themecheck [lint]` end to end.
@Suite struct LintCommandTests {
    @Test func giottosThemeHasTwoErrors() throws {
        let run = try ThemeCheckRun("Fixtures/giotto/theme_default.plist", "--alternative", "Fixtures/giotto/theme_2.plist")
        #expect(run.status == 1)
        try assertSnapshot(run.output, named: "lint/giotto.stdout.txt")
        // The warnings are low-contrast: Giotto's white titles on yellow (1.53:1) and red, black on violet.
        #expect(run.errors == "2 errors, 3 warnings in 2 files\n")
    }

    /// README's "What the checker finds in a real theme" shows a transcript:
    /// it must be what `themecheck` prints today, line for line.
    @Test func theReadmesTranscriptIsWhatThemecheckPrints() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let command = "$ swift run themecheck Fixtures/giotto/theme_default.plist\n"
        let start = try #require(readme.range(of: command)).upperBound
        let end = try #require(readme.range(of: "\n```", range: start..<readme.endIndex)).lowerBound
        let run = try ThemeCheckRun("Fixtures/giotto/theme_default.plist")
        #expect(String(readme[start..<end]) + "\n" == run.output + run.errors)
    }

    @Test func aCleanThemeExitsZero() throws {
        let run = try ThemeCheckRun("lint", "Fixtures/valid/example.json")
        #expect((run.status, run.output, run.errors) == (0, "", "0 errors, 0 warnings in 1 file\n"))
    }

    @Test func warningsFailOnlyWhenStrict() throws {
        let theme = try temporaryTheme("{\"formatVersion\": 2, \"Styles\": {\"S\": {\"tint\": \"c:brand\"}}}")
        let relaxed = try ThemeCheckRun(theme)
        #expect(relaxed.status == 0)
        #expect(
            relaxed.output.hasSuffix(
                ":1:47: warning: `c:brand` is read as the named colour `brand`, not hex digits; write hex as RGB, RGBA, RRGGBB or RRGGBBAA if a literal colour was meant [named-color]\n"
            ))
        let strict = try ThemeCheckRun(theme, "--strict", "--quiet")
        #expect((strict.status, strict.errors) == (1, ""))
    }

    @Test func malformedFilesCyclesAndDeepNestingGiveLocatedDiagnostics() throws {
        let malformed = try ThemeCheckRun(try temporaryTheme("{\n  \"formatVersion\": 2,\n  \"Styles\": {\"S\": {\"a\": 1,}}\n}"))
        #expect(malformed.status == 1)
        #expect(
            malformed.output.contains(".json:3:26: error: a trailing comma: JSON allows no `,` before `}`; remove this one [parse-error]"))

        let cycle = try ThemeCheckRun(
            try temporaryTheme("{\"formatVersion\": 2, \"Styles\": {\"A\": {\"_superstyle\": \"B\"}, \"B\": {\"x\": \"s:A\"}}}"))
        #expect(cycle.status == 1)
        #expect(cycle.output.contains(":1:33: error: styles `A` -> `B` -> `A` form a loop"))
        // One record per diagnostic, its notes (the other loop member) after it.
        let records = cycle.output.split(separator: "\n")
        #expect(records.count == 2 && records[1].contains(": note: `B` is part of the loop"))

        let nested = String(repeating: "{\"a\": ", count: 200) + "1" + String(repeating: "}", count: 200)
        let deep = try ThemeCheckRun(try temporaryTheme("{\"formatVersion\": 2, \"S\": \(nested)}"))
        #expect(deep.status == 1)
        #expect(deep.output.contains(":1:") && deep.output.contains("nesting is deeper than 64 levels"))
        #expect(deep.output.hasSuffix("[limit-exceeded]\n"))
    }

    @Test func aBrokenAlternativeIsReportedAndTheRestStillChecked() throws {
        let broken = try temporaryTheme("{\"formatVersion\": 2, \"Constants\": {")
        let run = try ThemeCheckRun("Fixtures/giotto/theme_default.plist", "--alternative", broken)
        #expect(run.status == 1)
        let lines = run.output.split(separator: "\n")
        #expect(lines.filter { !$0.hasSuffix("[low-contrast]") && !$0.contains(": note: ") }.count == 3)
        #expect(lines.contains { $0.hasPrefix(broken + ":1:") && $0.hasSuffix("[parse-error]") })
        #expect(lines.filter { $0.hasSuffix("[undefined-constant]") }.count == 2)
    }

    @Test func aStampIsWrittenOnlyAfterACleanRun() throws {
        let stamp = FileManager.default.temporaryDirectory.appendingPathComponent("stamp-\(UUID().uuidString).swift")
        defer { try? FileManager.default.removeItem(at: stamp) }
        let failing = try ThemeCheckRun("Fixtures/invalid/invalid-color/theme.json", "--quiet", "--stamp", stamp.path)
        #expect(failing.status == 1 && !FileManager.default.fileExists(atPath: stamp.path))
        let clean = try ThemeCheckRun("Fixtures/valid/example.json", "--quiet", "--stamp", stamp.path)
        #expect(clean.status == 0)
        #expect(try String(contentsOf: stamp, encoding: .utf8).hasPrefix("// Checked by themecheck "))
    }

    @Test(arguments: [
        (["--alternativ", "x"], "unknown option `--alternativ`; did you mean `--alternative`?"),
        (["lint"], "missing THEME"),
        (["a.plist", "--alternative", "c.plist", "b.plist"], "unexpected argument `b.plist`"),
        (["a.plist", "--alternative"], "`--alternative` needs a value"),
        (["a.plist", "--style", "S"], "`--style` is not an option of `themecheck lint`"),
        (["a.plist", "--reporter", "html"], "unknown reporter `html`"),
        (["resolve", "a.plist", "--strict"], "`--strict` is not an option of `themecheck resolve`"),
    ])
    func usageErrorsExitTwoWithAMessage(arguments: [String], message: String) throws {
        let run = try ThemeCheckRun(arguments: arguments)
        #expect(run.status == 2)
        #expect(run.errors.hasPrefix("themecheck: error: \(message)"), "\(run.errors)")
        // One line with a pointer to the help, not a page of usage.
        #expect(run.errors.split(separator: "\n").count == 1)
        #expect(run.errors.hasSuffix("(run `themecheck --help` for usage)\n"))
    }

    @Test(arguments: [
        (["resolv", "a.plist"], "unknown subcommand `resolv`; did you mean `resolve`?"),
        (["help", "lnt"], "unknown subcommand `lnt`; did you mean `lint`?"),
        (["a.plist", "-q"], "unknown option `-q`; did you mean `--quiet`?"),
        (["resolve", "a.plist", "-q"], "unknown option `-q` (run"),
        (["resolve", "a.plist", "--quite"], "unknown option `--quite` (run"),
        (["a.plist", "--overrides", "o.plist", "--overrides", "p.plist"], "`--overrides` is given twice"),
    ])
    func usageMistakesAreNamedWithTheFixForThisSubcommandOnly(arguments: [String], message: String) throws {
        let run = try ThemeCheckRun(arguments: arguments)
        #expect(run.status == 2)
        #expect(run.errors.hasPrefix("themecheck: error: \(message)"), "\(run.errors)")
    }

    @Test func helpForEverySpellingAndSubcommand() throws {
        for arguments in [["-h"], ["help"], ["--help"], ["help", "--help"], ["help", "-h"], ["resolve", "-h"]] {
            let run = try ThemeCheckRun(arguments: arguments)
            #expect(run.status == 0 && run.output.contains("themecheck resolve THEME"), "\(arguments)")
        }
        let resolve = try ThemeCheckRun("help", "resolve")
        #expect(resolve.status == 0 && resolve.output.contains("themecheck resolve THEME"))
        #expect(!resolve.output.contains("themecheck explain THEME"))
    }

    @Test func helpAndVersion() throws {
        let help = try ThemeCheckRun("--help")
        #expect(help.status == 0 && help.output.contains("themecheck resolve THEME"))
        let version = try ThemeCheckRun("--version")
        #expect(version.status == 0 && version.output.hasPrefix("themecheck "))
    }

    /// `themecheck --version` prints the version of CHANGELOG.md's first section.
    @Test func theVersionIsTheChangelogs() throws {
        let changelog = try String(contentsOf: PackagePath.root.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        let heading = try #require(changelog.split(separator: "\n").first { $0.hasPrefix("## ") })
        let released = try #require(heading.dropFirst(3).split(separator: " ").first)
        #expect(try ThemeCheckRun("--version").output == "themecheck \(released)\n")
    }

    private func temporaryTheme(_ text: String) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("themecheck-test-\(UUID().uuidString).json")
        try Data(text.utf8).write(to: url)
        return url.path
    }
}
