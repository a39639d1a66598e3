import Foundation

/// Live reload during development: edits to theme files show on screen without a rebuild.
extension ThemeManager {
    /// Watches the files of the default and alternative themes (includes
    /// too) and reloads them through ``switchThemes(defaultTheme:alternatives:)``
    /// when they change: a good edit re-styles the registered objects (a key
    /// removed from a file gives the property back its own value), and a
    /// broken one keeps the last good theme. Each reload is reported to
    /// `onReload`, on the watcher's queue, with the errors when it failed.
    ///
    /// Themes loaded from data have no file and are kept as they are. Files
    /// are looked at every 100 ms; an edit shows 100-200 ms after its last
    /// write, plus the time to load and re-style (every 100 ms).
    public func watchThemeFiles(_ onReload: @escaping @Sendable (Result<Void, ThemeError>) -> Void) -> ThemeFileWatcher {
        let monitor = FileChangeMonitor(paths: watchedFiles) { [weak self] in
            guard let self else { return [] }
            let result = self.reloadThemeFiles()
            onReload(result.map { _ in () })
            // What the themes include may have changed.
            return Array(Set(self.watchedFiles + ((try? result.get()) ?? [])))
        }
        return ThemeFileWatcher(monitor: monitor)
    }

    /// Every file of the default and alternative themes that came from a file.
    var watchedFiles: [String] {
        state.withLock { state in
            ([state.defaultTheme] + state.alternatives).filter { $0.fileURL != nil }.flatMap(\.files)
        }
    }

    /// Loads every file-backed theme again and switches to them if the new
    /// chain is sound; returns the files the new themes read.
    func reloadThemeFiles() -> Result<[String], ThemeError> {
        let (defaultTheme, alternatives, limits) = state.withLock { ($0.defaultTheme, $0.alternatives, $0.limits) }
        var errors: [Diagnostic] = []
        var files: [String] = []
        func reload(_ theme: Theme) -> Theme {
            guard let url = theme.fileURL else { return theme }
            do {
                let reloaded = try Theme(contentsOf: url, limits: limits)
                files += reloaded.files
                return reloaded
            } catch let error as ThemeError {
                errors += error.diagnostics
            } catch {
                errors.append(Diagnostic(.parseError, "\(error)", file: url.path))
            }
            return theme
        }
        // The reloaded themes by file: they replace the themes of those files in the chain as it is
        // when the reload lands, so a switch the app made meanwhile stays.
        var reloaded: [URL: Theme] = [:]
        for theme in [defaultTheme] + alternatives {
            if let url = theme.fileURL { reloaded[url] = reload(theme) }
        }
        guard errors.isEmpty else { return .failure(ThemeError(collecting: errors)) }
        do {
            _ = try changeChain(.alternativeThemes) { state in
                if let url = state.defaultTheme.fileURL, let theme = reloaded[url] { state.defaultTheme = theme }
                state.alternatives = state.alternatives.map { theme in theme.fileURL.flatMap { reloaded[$0] } ?? theme }
            }
            return .success(files)
        } catch {
            return .failure(error)
        }
    }
}
