/// Live reload of a manager's theme files, from ``ThemeManager/watchThemeFiles(_:)``.
///
/// Watching stops when ``cancel()`` is called or the watcher is released,
/// so keep it for as long as edits should show.
public final class ThemeFileWatcher: Sendable {
    private let monitor: FileChangeMonitor

    init(monitor: FileChangeMonitor) {
        self.monitor = monitor
    }

    /// Stops watching: no reload starts after this returns.
    public func cancel() {
        monitor.cancel()
    }

    deinit {
        monitor.cancel()
    }
}
