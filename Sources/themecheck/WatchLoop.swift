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
        // The named files as the first check will read them: an edit made while it runs is checked again.
        let before = FileChangeMonitor.Snapshot(named(by: invocation))
        _ = ThemeCheck.execute(invocation, sources: sources, output: &output, errors: &errors)
        let watched = paths(read: sources, named: invocation)
        let monitor = FileChangeMonitor(paths: watched, since: before) {
            var output = StandardStream(handle: .standardOutput)
            var errors = StandardStream(handle: .standardError)
            let fresh = SourceLines()
            let time = Date().formatted(.dateTime.hour(.twoDigits(amPM: .omitted)).minute(.twoDigits).second(.twoDigits))
            print("themecheck: \(time) a file changed; checking again", to: &errors)
            _ = ThemeCheck.execute(invocation, sources: fresh, output: &output, errors: &errors)
            return paths(read: fresh, named: invocation)
        }
        print("themecheck: watching \(counted(watched.count)); press Ctrl-C to stop", to: &errors)
        withExtendedLifetime(monitor) { dispatchMain() }
    }

    /// The files a run read, and always those named on the command line: one
    /// that is missing now (a checkout, an editor that saves by delete and
    /// write) is checked again when it comes back.
    static func paths(read sources: SourceLines, named invocation: Invocation) -> [String] {
        var seen = Set<String>()
        return (sources.paths.sorted() + named(by: invocation)).filter { seen.insert($0).inserted }
    }

    /// The files named on the command line (standard input is not one).
    private static func named(by invocation: Invocation) -> [String] {
        ([invocation.theme] + invocation.alternatives + [invocation.overrides, invocation.config].compactMap { $0 })
            .filter { !$0.isEmpty && $0 != "-" }
    }

    private static func counted(_ count: Int) -> String {
        "\(count) file\(count == 1 ? "" : "s")"
    }
}
