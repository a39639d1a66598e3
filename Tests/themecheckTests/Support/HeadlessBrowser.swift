import Foundation
import Testing

/// Debian's `chromium`, headless: what tests of the preview page use to see
/// it as a browser does. CI installs it (`.ci/run`); elsewhere the tests
/// that need it are skipped when it is missing, and in CI they fail.
struct HeadlessBrowser {
    let executable: URL

    /// `CHROMIUM`, else the first of the usual names on the `PATH`.
    static let shared: HeadlessBrowser? = {
        let environment = ProcessInfo.processInfo.environment
        let folders = (environment["PATH"] ?? "/usr/bin").split(separator: ":").map(String.init)
        let candidates =
            [environment["CHROMIUM"]].compactMap { $0 }
            + ["chromium", "chromium-browser", "google-chrome"].flatMap { name in folders.map { "\($0)/\(name)" } }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }.map {
            HeadlessBrowser(executable: URL(fileURLWithPath: $0))
        }
    }()

    /// Whether the browser tests run: always in CI, which must have the browser.
    static var isAvailable: Bool { shared != nil || ProcessInfo.processInfo.environment["CI"] == "true" }

    /// What a run of the browser printed: the page's DOM as the browser
    /// serialises it, and each console message the page caused.
    struct Run {
        var dom: String
        var console: [String]
    }

    /// Loads `page` in a window `width` wide and prints its DOM once the page
    /// (and its scripts, for a test's own harness) have run.
    func dumpDOM(of page: URL, width: Int = 1440, height: Int = 900) throws -> Run {
        let (output, errors) = try run([
            "--window-size=\(width),\(height)", "--allow-file-access-from-files", "--virtual-time-budget=10000",
            "--enable-logging=stderr", "--v=0", "--dump-dom", page.absoluteString,
        ])
        let console = errors.split(separator: "\n").filter { $0.contains(":CONSOLE") }.map(String.init)
        return Run(dom: output, console: console)
    }

    /// A PNG of the page's first `height` pixels in a window `width` wide.
    func screenshot(of page: URL, to file: URL, width: Int, height: Int) throws {
        _ = try run(["--window-size=\(width),\(height)", "--hide-scrollbars", "--screenshot=\(file.path)", page.absoluteString])
        try #require(FileManager.default.fileExists(atPath: file.path), "the browser wrote no screenshot")
    }

    /// The text a harness page's script left in its `<pre id="result">`, as JSON.
    func harnessResult(_ html: String, width: Int = 1440) throws -> [String: Any] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("harness-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = folder.appendingPathComponent("harness.html")
        try Data(html.utf8).write(to: page)
        let dom = try dumpDOM(of: page, width: width).dom
        guard let start = dom.range(of: "<pre id=\"result\">"), let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex)
        else {
            Issue.record("the harness left no result: \(dom.prefix(500))")
            return [:]
        }
        let text = String(dom[start.upperBound..<end.lowerBound])
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&lt;", with: "<")
            .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
        return object as? [String: Any] ?? [:]
    }

    private func run(_ arguments: [String]) throws -> (String, String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("chromium-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let (outputURL, errorURL) = (folder.appendingPathComponent("stdout"), folder.appendingPathComponent("stderr"))
        try Data().write(to: outputURL)
        try Data().write(to: errorURL)
        let process = Process()
        process.executableURL = executable
        process.arguments =
            [
                "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-extensions",
                "--user-data-dir=\(folder.appendingPathComponent("profile").path)",
            ] + arguments
        process.standardOutput = try FileHandle(forWritingTo: outputURL)
        process.standardError = try FileHandle(forWritingTo: errorURL)
        try process.run()
        process.waitUntilExit()
        return (try String(contentsOf: outputURL, encoding: .utf8), String(decoding: try Data(contentsOf: errorURL), as: UTF8.self))
    }
}
