import Foundation
import Testing

@testable import ThemeKit

/// A theme the build plugin copied into a bundle is named by the source the
/// plugin recorded in `ThemeKitSources.json`; anything else about the map is ignored.
@Suite struct ThemeSourceMapTests {
    static let brokenTheme = #"{"formatVersion": 2, "Styles": {"S": {"textColor": "c:#GG0000"}}}"#

    /// A folder holding `App_App.bundle/Themes/app-theme.json` and, when given, the map at the bundle's top.
    static func bundle(map: String?) throws -> (root: URL, theme: URL) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("sourcemap-\(UUID().uuidString)")
        let themes = root.appendingPathComponent("App_App.bundle/Themes")
        try FileManager.default.createDirectory(at: themes, withIntermediateDirectories: true)
        let theme = themes.appendingPathComponent("app-theme.json")
        try Data(brokenTheme.utf8).write(to: theme)
        if let map { try Data(map.utf8).write(to: root.appendingPathComponent("App_App.bundle/ThemeKitSources.json")) }
        return (root, theme)
    }

    @Test func aBundledThemeIsNamedByItsSource() throws {
        let (root, url) = try Self.bundle(map: #"{"Themes/app-theme.json": "/Users/dev/App/Sources/App/Themes/app-theme.json"}"#)
        defer { try? FileManager.default.removeItem(at: root) }
        let theme = try Theme(contentsOf: url)
        #expect(theme.files == ["/Users/dev/App/Sources/App/Themes/app-theme.json"])
        let diagnostics = ThemeManager(defaultTheme: theme).lint()
        #expect(diagnostics.first?.file == "/Users/dev/App/Sources/App/Themes/app-theme.json", "\(diagnostics)")
    }

    @Test(arguments: [nil, "not json", #"["a list"]"#, #"{"Themes/app-theme.json": 5}"#, #"{"Themes/other.json": "/src/other.json"}"#])
    func aMissingOrWrongMapLeavesTheBundlePath(map: String?) throws {
        let (root, url) = try Self.bundle(map: map)
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(try Theme(contentsOf: url).files == [url.path])
    }

    @Test func aMapOutsideABundleIsNotRead() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("sourcemap-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let url = root.appendingPathComponent("app-theme.json")
        try Data(Self.brokenTheme.utf8).write(to: url)
        try Data(#"{"app-theme.json": "/elsewhere.json"}"#.utf8).write(to: root.appendingPathComponent("ThemeKitSources.json"))
        #expect(try Theme(contentsOf: url).files == [url.path], "only the app's bundle is trusted to say where a theme came from")
    }

    @Test func aMapOverItsSizeIsIgnored() throws {
        let padding = String(repeating: " ", count: ThemeSourceMap.maximumSize)
        let (root, url) = try Self.bundle(map: #"{"Themes/app-theme.json": "/src/app-theme.json"}"# + padding)
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(try Theme(contentsOf: url).files == [url.path])
    }
}
