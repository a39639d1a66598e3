import Foundation

/// The files `themecheck --watch` looks at: every file any of its runs read,
/// and those named on the command line, never fewer as runs go by.
///
/// A run that could not read an included or `$ref`'d file (deleted for a
/// moment by a checkout, or by an editor that saves by delete and write)
/// does not read it, yet its error stays on screen until the file is back;
/// dropping the file from the list would mean nobody sees it come back.
/// The list is touched from the monitor's queue after the first run.
final class WatchList: @unchecked Sendable {
    private let lock = NSLock()
    private var paths: [String] = []
    private var known: Set<String> = []

    /// The list with the files `sources` read and `named` added (in that
    /// order, each once), as it now stands.
    func adding(read sources: SourceLines, named: [String]) -> [String] {
        lock.withLock {
            // An asset catalogue read whole is watched as its folder: a set added or removed at its top changes it.
            for path in sources.paths.sorted() + sources.folders + named where known.insert(path).inserted { paths.append(path) }
            return paths
        }
    }
}
