import Foundation
import Testing

@testable import ThemeKit

/// `FileChangeMonitor`: a change is compared with the files as a check
/// found them before reading, so no edit falls between a check and the look
/// that follows it.
@Suite struct FileChangeMonitorTests {
    /// A file of its own in the temporary folder.
    private func temporaryFile(_ text: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("monitor-\(UUID().uuidString).json")
        try Data(text.utf8).write(to: url)
        return url
    }

    /// Waits until `condition` holds, at most `seconds`.
    private func eventually(within seconds: Double = 5, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while !condition() {
            guard Date() < deadline else { return false }
            usleep(20_000)
        }
        return true
    }

    @Test func anEditMadeBeforeWatchingStartsIsSeenAgainstTheSnapshot() throws {
        let file = try temporaryFile("{}")
        defer { try? FileManager.default.removeItem(at: file) }
        let before = FileChangeMonitor.Snapshot([file.path])
        // The first check runs here; the file changes before the monitor is made.
        try Data(#"{"edited": true}"#.utf8).write(to: file)
        let calls = Locked(0)
        let monitor = FileChangeMonitor(paths: [file.path], since: before, interval: .milliseconds(20)) {
            calls.withLock { $0 += 1 }
            return [file.path]
        }
        defer { monitor.cancel() }
        #expect(eventually { calls.withLock { $0 } == 1 })
    }

    @Test func anEditMadeWhileACheckRunsIsCheckedAgain() throws {
        let file = try temporaryFile("{}")
        defer { try? FileManager.default.removeItem(at: file) }
        let calls = Locked(0)
        let monitor = FileChangeMonitor(paths: [file.path], interval: .milliseconds(20)) {
            let call = calls.withLock { calls -> Int in
                calls += 1
                return calls
            }
            // The first check has read the file when an editor saves it again.
            if call == 1 { try? Data(#"{"saved": "twice"}"#.utf8).write(to: file) }
            return [file.path]
        }
        defer { monitor.cancel() }
        try Data(#"{"saved": "once"}"#.utf8).write(to: file)
        #expect(eventually { calls.withLock { $0 } == 2 })
    }
}
