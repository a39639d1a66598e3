import Dispatch
import Foundation
import ThemeKit

/// `themecheck --watch`: runs the invocation, then again each time one of
/// the files it read changes (included files and the configuration too),
/// printing the fresh result, until interrupted. The edit-check loop of a
/// theme author. Files are looked at every 100 ms (``FileChangeMonitor``);
/// a file once read stays watched (``WatchList``).
enum WatchLoop {
    static func run(_ invocation: Invocation) -> Never {
        var output = StandardStream(handle: .standardOutput)
        var errors = StandardStream(handle: .standardError)
        let sources = SourceLines()
        let named = InputFiles.named(by: invocation).filter { $0 != "-" }
        // The named files as the first check will read them: an edit made while it runs is checked again.
        let before = FileChangeMonitor.Snapshot(named)
        _ = ThemeCheck.execute(invocation, sources: sources, output: &output, errors: &errors)
        let list = WatchList()
        let watched = list.adding(read: sources, named: named)
        let monitor = FileChangeMonitor(paths: watched, since: before) {
            var output = StandardStream(handle: .standardOutput)
            var errors = StandardStream(handle: .standardError)
            let fresh = SourceLines()
            let time = Date().formatted(.dateTime.hour(.twoDigits(amPM: .omitted)).minute(.twoDigits).second(.twoDigits))
            print("themecheck: \(time) a file changed; checking again", to: &errors)
            _ = ThemeCheck.execute(invocation, sources: fresh, output: &output, errors: &errors)
            return list.adding(read: fresh, named: named)
        }
        print("themecheck: watching \(counted(watched.count)); press Ctrl-C to stop", to: &errors)
        withExtendedLifetime(monitor) { dispatchMain() }
    }

    private static func counted(_ count: Int) -> String {
        "\(count) file\(count == 1 ? "" : "s")"
    }
}
