import Foundation
import ThemeKit

/// Themes for the bridge tests: written inline, or the repository's fixtures.
enum BridgeThemes {
    /// A manager over one version-2 theme of these constants and styles (JSON fragments).
    static func manager(constants: String = "", _ styles: String) throws -> ThemeManager {
        let text = #"{"formatVersion": 2, "Constants": {\#(constants)}, "Styles": {\#(styles)}}"#
        return ThemeManager(defaultTheme: try Theme(data: Data(text.utf8), name: "test.json"))
    }

    /// A manager whose style `Title` sets `textColor` to black, or to white when `DARK` is active.
    static func darkModeManager() throws -> ThemeManager {
        let manager = try manager(constants: #""COLOR_TEXT": "c:#000""#, #""Title": {"textColor": "COLOR_TEXT"}"#)
        let dark = #"{"formatVersion": 2, "Constants_DARK": {"COLOR_TEXT": "c:#FFF"}}"#
        manager.setAlternativeThemes([try Theme(data: Data(dark.utf8), name: "dark.json")])
        return manager
    }

    /// A file of the repository, by its path from the root (`Fixtures/valid/profile.json`).
    static func repositoryFile(_ path: String) -> URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../\(path)").standardizedFileURL
    }
}

extension ThemeColor {
    /// An opaque colour from `0xRRGGBB`.
    static func opaque(_ rgb: Int) -> ThemeColor {
        ThemeColor(red: Double(rgb >> 16 & 0xFF) / 255, green: Double(rgb >> 8 & 0xFF) / 255, blue: Double(rgb & 0xFF) / 255, alpha: 1)
    }
}

/// A value shared with a `@Sendable` closure.
final class Locked<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value
    init(_ value: Value) { stored = value }
    var value: Value { lock.withLock { stored } }
    func set(_ value: Value) { lock.withLock { stored = value } }
}
