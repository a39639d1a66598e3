import Dispatch
import Foundation
import ThemeKit

/// `themecheck --watch`: runs the invocation, then again each time one of
/// the files it read changes (included files and the configuration too),
/// printing the fresh result, until interrupted. The edit-check loop of a
/// theme author. Files are looked at every 100 ms (``FileChangeMonitor``).
enum WatchLoop {
    static func run(_ invocation: Invocation) -> Never {
        var output = StandardStream(handle: .standardOutput)
        var errors = StandardStream(handle: .standardError)
        let sources = SourceLines()
        _ = ThemeCheck.execute(invocation, sources: sources, output: &output, errors: &errors)
        print("themecheck: watching \(counted(sources.paths.count)); press Ctrl-C to stop", to: &errors)
        let monitor = FileChangeMonitor(paths: sources.paths) {
            var output = StandardStream(handle: .standardOutput)
            var errors = StandardStream(handle: .standardError)
            let fresh = SourceLines()
            let time = Date().formatted(.dateTime.hour(.twoDigits(amPM: .omitted)).minute(.twoDigits).second(.twoDigits))
            print("themecheck: \(time) a file changed; checking again", to: &errors)
            _ = ThemeCheck.execute(invocation, sources: fresh, output: &output, errors: &errors)
            return fresh.paths
        }
        withExtendedLifetime(monitor) { dispatchMain() }
    }

    private static func counted(_ count: Int) -> String {
        "\(count) file\(count == 1 ? "" : "s")"
    }
}
