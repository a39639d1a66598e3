import Foundation
import ThemeKit

/// Live reload: from the write of a watched theme file to the manager
/// answering with the new value, against loading the same file and
/// switching to it directly (what a reload must do anyway).
enum ReloadBenchmark {
    static func run(folder: URL) throws -> [Figure] {
        let file = folder.appendingPathComponent("reload_theme.json")
        func text(_ index: Int) -> String {
            #"{"formatVersion": 2, "Constants": {"COLOR_TEXT": "c:#\#(String(format: "%06X", index))"}, "Styles": {"Label": {"textColor": "COLOR_TEXT"}}}"#
        }
        try Data(text(0).utf8).write(to: file)
        let manager = ThemeManager(defaultTheme: try Theme(contentsOf: file))
        var index = 0
        let direct = try median(runs: 9) {
            index += 1
            try Data(text(index).utf8).write(to: file)
            try manager.switchThemes(defaultTheme: .file(file))
        }
        let watcher = manager.watchThemeFiles { _ in }
        defer { watcher.cancel() }
        let watched =
            try median(warmups: 0, runs: 9) {
                index += 1
                let expected = try Theme(data: Data(text(index).utf8), name: "expected.json")
                let value = ThemeManager(defaultTheme: expected).constant(named: "COLOR_TEXT")
                try Data(text(index).utf8).write(to: file)
                let deadline = Date().addingTimeInterval(5)
                while manager.constant(named: "COLOR_TEXT") != value, Date() < deadline { usleep(1_000) }
                // Files are looked at on a timer: let the next write land in a fresh interval.
                usleep(150_000)
            } - 0.150
        return [
            Figure(
                key: "reload_ms", name: "a theme edit reloaded: \(formatted(watched * 1000)) ms from write to new value",
                value: watched * 1000, unit: "ms",
                baseline: "loading the file and switching to it directly \(formatted(direct * 1000)) ms",
                ratio: watched / direct, target: "< 1000 ms", isMet: watched < 1, reported: watched * 1000)
        ]
    }
}
