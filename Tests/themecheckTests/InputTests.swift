import Foundation
import Testing

/// What `themecheck` accepts as THEME (themecheck.md, Additions: inputs):
/// files, pipes, `/dev/stdin` and `-`, never read past the size limit; a
/// path that cannot be opened is exit 2.
@Suite struct InputTests {
    private static let giotto = "Fixtures/giotto/theme_default.plist"

    @Test func standardInputIsReadForADash() throws {
        let bytes = try Data(contentsOf: PackagePath.root.appendingPathComponent(Self.giotto))
        let run = try ThemeCheckRun(standardInput: bytes, arguments: ["-", "--quiet"])
        #expect(run.status == 1)
        #expect(run.output.hasPrefix("-:95:4: error: `COLOR_BRAND_ALTERNATIVE` looks like a constant"))
    }

    @Test func devStdinAndAPipeAreRead() throws {
        let viaDevice = try ThemeCheckRun(
            product: "themecheck", standardInput: Data("{\"formatVersion\": 2, \"S\": {\"A\": {\"x\": \"s:B\"}}}".utf8),
            arguments: ["/dev/stdin", "--quiet"])
        #expect(viaDevice.status == 1)
        #expect(viaDevice.output.hasPrefix("/dev/stdin:1:39: error: no theme in the chain defines a style named `B`"))
        // A FIFO, as `<(…)` gives one, written by a shell so the test never blocks on it.
        let shell = try ShellRun("themecheck <(cat \(Self.giotto)) --quiet")
        #expect(shell.status == 1)
        #expect(shell.output.contains(":95:4: error: `COLOR_BRAND_ALTERNATIVE`"))
    }

    @Test func aPipeIsNotReadPastTheLimit() throws {
        // 20 MB of theme-like text through a pipe: refused after 16 MiB + 1 byte, whatever the writer does.
        let run = try ShellRun("head -c 20000000 /dev/zero | tr '\\\\0' ' ' | themecheck - --quiet")
        #expect(run.status == 1)
        #expect(
            run.output
                == "-: error: the input is more than the limit of 16777216 bytes; it was not read further (raise `ThemeLimits.maximumFileSize` if this is intended) [limit-exceeded]\n"
        )
    }

    @Test func aHugeFileIsRefusedFromItsSizeWithoutReadingIt() throws {
        // A sparse 2 GiB file: reading it would take seconds and gigabytes; its size alone refuses it.
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("themecheck-2g-\(UUID().uuidString).json")
        #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
        defer { try? FileManager.default.removeItem(at: url) }
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: 2 << 30)
        try handle.close()
        let run = try ThemeCheckRun(url.path, "--quiet")
        #expect(run.status == 1)
        #expect(
            run.output
                == "\(url.path): error: the file is 2147483648 bytes, more than the limit of 16777216 (raise `ThemeLimits.maximumFileSize` if this is intended) [limit-exceeded]\n"
        )
    }

    @Test(arguments: [
        (
            ["Sources/ThemeKitTesting"],
            "`Sources/ThemeKitTesting`: the folder has no theme files (.plist or .json files named *theme* or in a Themes folder)"
        ),
        (["missing.json"], "`missing.json`: no such file"),
        (["Fixtures/valid/example.json", "--alternative", "Fixtures"], "`Fixtures`: it is a directory"),
    ])
    func whatCannotBeOpenedIsExitTwo(arguments: [String], message: String) throws {
        let run = try ThemeCheckRun(arguments: arguments)
        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        #expect(run.errors == "themecheck: error: cannot open \(message)\n")
    }

    @Test func whenThemeIsBrokenTheOtherFilesAreStillChecked() throws {
        let broken = try temporaryFile("{\"formatVersion\": 2,", name: "broken.json")
        let alternative = try temporaryFile(
            "{\"formatVersion\": 2, \"Constants\": {\"COLOR_A\": \"c:#GG0000\"}, \"S\": {\"T\": {\"x\": \"COLOR_FROM_DEFAULT\"}}}",
            name: "alternative.json")
        let lint = try ThemeCheckRun(broken, "--alternative", alternative, "--quiet")
        #expect(lint.status == 1)
        let lines = lint.output.split(separator: "\n")
        #expect(lines.count == 2, "\(lint.output)")
        #expect(lines.contains { $0.contains("broken.json") && $0.hasSuffix("[parse-error]") })
        #expect(lines.contains { $0.contains("alternative.json:1:47") && $0.hasSuffix("[invalid-color]") })
        // Nothing that depends on the broken default (its constants might define COLOR_FROM_DEFAULT).
        #expect(!lint.output.contains("undefined-constant"))
        let resolve = try ThemeCheckRun("resolve", broken, "--alternative", alternative)
        #expect(resolve.status == 1)
        let styles = (resolve.json as? [String: Any])?["styles"] as? [String: Any]
        #expect(styles?["T"] != nil)
    }

    @Test func aThemeCannotForgeARecord() throws {
        let forged = try temporaryFile(
            "{\"formatVersion\": 2, \"S\": {\"T\": {\"x\": \"c:#zz\\nother.json:1:1: error: injected [parse-error]\"}}}",
            name: "forged.json")
        let run = try ThemeCheckRun(forged, "--quiet")
        #expect(run.output.split(separator: "\n").count == 1, "\(run.output)")
        #expect(run.output.contains(#"`c:#zz\nother.json:1:1: error: injected [parse-error]`"#))
        let resolve = try ThemeCheckRun("resolve", forged)
        #expect(resolve.errors.split(separator: "\n").count == 1)
    }

    private func temporaryFile(_ text: String, name: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("themecheck-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }
}

/// A shell command line run from the package root, with the built `themecheck` first on the PATH.
struct ShellRun {
    var output: String
    var status: Int32

    init(_ command: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", command]
        process.currentDirectoryURL = PackagePath.root
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = ThemeCheckRun.productsDirectory.path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        output = String(decoding: data, as: UTF8.self)
        status = process.terminationStatus
    }
}
