import Foundation
import Testing

@testable import ThemeKit

/// `watchThemeFiles`: edits to watched theme files reload the chain and
/// re-style registered objects; a broken edit keeps the last good theme.
@Suite @MainActor struct LiveReloadTests {
    /// A theme in a folder of its own, with one included file.
    final class Project: Sendable {
        let folder: URL
        var theme: URL { folder.appendingPathComponent("theme.json") }
        var colors: URL { folder.appendingPathComponent("parts/colors.json") }

        init() throws {
            folder = FileManager.default.temporaryDirectory.appendingPathComponent("reload-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("parts"), withIntermediateDirectories: true)
            try write(
                #"{"formatVersion": 2, "_include": "parts/colors.json", "Styles": {"Label": {"textColor": "COLOR_TEXT", "layer.cornerRadius": 4}}}"#
            )
            try Data(#"{"formatVersion": 2, "Constants": {"COLOR_TEXT": "c:#000000"}}"#.utf8).write(to: colors)
        }

        func write(_ text: String, to url: URL? = nil) throws {
            try Data(text.utf8).write(to: url ?? theme)
        }

        /// Saves as many editors do: a temporary file renamed over the old one.
        func replace(_ text: String) throws {
            let temporary = folder.appendingPathComponent(".theme.json.tmp")
            try Data(text.utf8).write(to: temporary)
            guard rename(temporary.path, theme.path) == 0 else { throw CocoaError(.fileWriteUnknown) }
        }

        deinit { try? FileManager.default.removeItem(at: folder) }
    }

    /// What the watcher reported, in order.
    final class Reports: Sendable {
        private let results = Locked<[Result<Void, ThemeError>]>([])
        func add(_ result: Result<Void, ThemeError>) { results.withLock { $0.append(result) } }
        var all: [Result<Void, ThemeError>] { results.withLock { $0 } }
        var failures: Int { all.filter { if case .failure = $0 { true } else { false } }.count }
    }

    /// A manager over the project's theme, its files watched, and what the watcher reports.
    func watched(_ project: Project) throws -> (ThemeManager, Reports, ThemeFileWatcher) {
        let manager = ThemeManager(defaultTheme: try Theme(contentsOf: project.theme))
        let reports = Reports()
        return (manager, reports, manager.watchThemeFiles { reports.add($0) })
    }

    /// Waits (letting the main actor run the re-styling) until `condition` holds, at most `seconds`.
    func eventually(within seconds: Double = 3, _ condition: () -> Bool) async throws -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while !condition() {
            guard Date() < deadline else { return false }
            try await Task.sleep(nanoseconds: 20_000_000)
        }
        return true
    }

    @Test func anEditReStylesAndARemovedKeyGivesThePropertyBack() async throws {
        let project = try Project()
        defer { withExtendedLifetime(project) {} }  // the folder lives until the test ends
        let (manager, reports, watcher) = try watched(project)
        defer { watcher.cancel() }
        let label = Label()
        manager.register(label, style: "Label")
        #expect(label.layer.cornerRadius == 4)

        try project.write(#"{"formatVersion": 2, "_include": "parts/colors.json", "Styles": {"Label": {"textColor": "c:#FF0000"}}}"#)
        #expect(try await eventually { label.textColor == .hex("FF0000") })
        #expect(label.layer.cornerRadius == 0, "the key removed from the file gives the property back its own value")
        #expect(reports.failures == 0, "\(reports.all)")
    }

    @Test func anEditToAnIncludedFileAndAReplacementByRenameAreSeen() async throws {
        let project = try Project()
        defer { withExtendedLifetime(project) {} }  // the folder lives until the test ends
        let (manager, reports, watcher) = try watched(project)
        defer { watcher.cancel() }

        try project.write(#"{"formatVersion": 2, "Constants": {"COLOR_TEXT": "c:#00FF00"}}"#, to: project.colors)
        #expect(try await eventually { manager.constant(named: "COLOR_TEXT") == .color(.hex("00FF00")) })
        try project.replace(#"{"formatVersion": 2, "Constants": {"COLOR_TEXT": "c:#0000FF"}}"#)
        #expect(try await eventually { manager.constant(named: "COLOR_TEXT") == .color(.hex("0000FF")) })
        #expect(reports.failures == 0)
    }

    @Test func aBrokenEditKeepsTheLastGoodThemeUntilItIsFixed() async throws {
        let project = try Project()
        defer { withExtendedLifetime(project) {} }  // the folder lives until the test ends
        let (manager, reports, watcher) = try watched(project)
        defer { watcher.cancel() }

        try project.write(#"{"formatVersion": 2, "Styles": {"Label": {"textColor": "c:#FF"#)
        #expect(try await eventually { reports.failures == 1 })
        guard case .failure(let error)? = reports.all.last else {
            Issue.record("no failure reported")
            return
        }
        #expect(error.diagnostics.first?.code == "parse-error" && error.diagnostics.first?.file == project.theme.path)
        #expect(try manager.resolvedStyle(named: "Label")["layer.cornerRadius"] == .number(4), "the last good theme stays")

        try project.write(#"{"formatVersion": 2, "Styles": {"Label": {"textColor": "c:#123456"}}}"#)
        #expect(try await eventually { (try? manager.resolvedStyle(named: "Label"))?["textColor"] == .color(.hex("123456")) })
    }

    @Test func cancelStopsTheWatching() async throws {
        let project = try Project()
        defer { withExtendedLifetime(project) {} }  // the folder lives until the test ends
        let (manager, reports, watcher) = try watched(project)
        watcher.cancel()
        try project.write(#"{"formatVersion": 2, "Styles": {"Label": {"textColor": "c:#FF0000"}}}"#)
        try await Task.sleep(nanoseconds: 500_000_000)
        #expect(reports.all.isEmpty)
        #expect(try manager.resolvedStyle(named: "Label")["layer.cornerRadius"] == .number(4))
    }

    @Test func aThemeFromDataIsKeptAsItIs() throws {
        let manager = ThemeManager(defaultTheme: try InlineTheme.load(#"{"formatVersion": 2, "Constants": {"A": "1"}}"#))
        #expect(manager.watchedFiles.isEmpty)
        #expect(try manager.reloadThemeFiles().get().isEmpty)
        #expect(manager.constant(named: "A") == .string("1"))
    }

    @Test func aReloadLandsOnTheChainAsItIsWhenItLands() throws {
        let project = try Project()
        let manager = ThemeManager(defaultTheme: try Theme(contentsOf: project.theme))
        let dark = try Theme(data: Data(#"{"formatVersion": 2, "Constants": {"COLOR_TEXT": "c:#FFFFFF"}}"#.utf8), name: "dark.json")
        let edited = try Theme(
            data: Data(#"{"formatVersion": 2, "Constants": {"COLOR_TEXT": "c:#111111"}, "Styles": {"Label": {"alpha": 0.5}}}"#.utf8),
            name: "theme.json")
        // The app switches to its dark alternative while the reload is being checked.
        var isFirstCheck = true
        let found = try manager.changeChain(.alternativeThemes) { state in
            if isFirstCheck {
                isFirstCheck = false
                manager.setAlternativeThemes([dark])
            }
            state.defaultTheme = edited
        }
        #expect(found.isEmpty)
        #expect(manager.themes.map(\.name) == ["dark.json", "theme.json"], "the app's switch stays, and the reload landed")
        #expect(manager.constant(named: "COLOR_TEXT") == .color(ThemeColor(red: 1, green: 1, blue: 1, alpha: 1)))
        #expect(try manager.resolvedStyle(named: "Label")["alpha"] == .number(0.5))
    }

    @Test func aReloadThatWouldBreakTheChainAsItIsNowDoesNotLand() throws {
        let project = try Project()
        let manager = ThemeManager(defaultTheme: try Theme(contentsOf: project.theme))
        // Sound alone; but the alternative switched to meanwhile uses a constant the edit removes.
        let alternative = try Theme(
            data: Data(#"{"formatVersion": 2, "Styles": {"Title": {"textColor": "COLOR_TEXT"}}}"#.utf8), name: "brand.json")
        let edited = try Theme(data: Data(#"{"formatVersion": 2, "Styles": {"Label": {"alpha": 0.5}}}"#.utf8), name: "theme.json")
        var isFirstCheck = true
        #expect(throws: ThemeError.self) {
            try manager.changeChain(.alternativeThemes) { state in
                if isFirstCheck {
                    isFirstCheck = false
                    manager.setAlternativeThemes([alternative])
                }
                state.defaultTheme = edited
            }
        }
        #expect(manager.themes.map(\.name) == ["brand.json", "theme.json"])
        #expect(manager.constant(named: "COLOR_TEXT") != nil, "the last good default theme stays")
    }
}
