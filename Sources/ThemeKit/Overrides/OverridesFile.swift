import Foundation

/// The overrides file: read at start (a bad one is moved aside, never
/// deleted), written atomically, and where it lives by default.
enum OverridesFile {
    struct Loaded {
        var theme: Theme?
        var modifications = Modifications()
        var diagnostics: [Diagnostic] = []
    }

    /// Reads the overrides at `url`, if the file exists.
    ///
    /// A file that cannot be read, parsed or fully understood is renamed with
    /// a `.corrupt` suffix and reported; the manager then starts without
    /// overrides, and nothing in the file is lost.
    static func load(from url: URL, limits: ThemeLimits) -> Loaded {
        removeStaleTemporaryFiles(of: url)
        guard FileManager.default.fileExists(atPath: url.path) else { return Loaded() }
        var problems: [Diagnostic]
        do {
            let theme: Theme
            do {
                theme = try Theme(contentsOf: url, limits: limits)
            } catch let error as ThemeError where error.diagnostics.contains(where: { $0.code == Diagnostic.Code.limitExceeded.rawValue }) {
                // An entry nested past the limit (an older version's file, an edit by hand): read the file
                // as deep as is safe, so the entries within the limit are kept and only the deep ones are left out.
                var deeper = limits
                deeper.maximumDepth = ThemeLimits.recursionCeiling
                guard let whole = try? Theme(contentsOf: url, limits: deeper) else { throw error }
                theme = whole
            }
            problems = theme.diagnostics.filter { $0.severity == .error }
            let modifications = Modifications(theme: theme, maximumDepth: limits.effectiveDepth, problems: &problems)
            if problems.isEmpty { return Loaded(theme: theme, modifications: modifications, diagnostics: theme.diagnostics) }
            if !modifications.isEmpty {
                // Every entry that can be read is kept; the file itself is kept aside whole, so nothing is lost.
                let outcome =
                    moveAside(url).map { "it was moved aside to \($0.path), and its other entries are kept" }
                    ?? "it could not be moved aside; its other entries are kept, and it is not overwritten until it is synchronized"
                return Loaded(
                    theme: try? Theme(
                        top: modifications.propertyList, name: url.path, format: .xmlPropertyList, source: SourceFile(binaryPath: url.path)),
                    modifications: modifications,
                    diagnostics: problems.map { problem in
                        var problem = problem
                        problem.notes.append(Diagnostic.Note(message: "an overrides entry is unusable: \(outcome)", file: url.path))
                        return problem
                    })
            }
        } catch let error as ThemeError {
            problems = error.diagnostics
        } catch {
            problems = [Diagnostic(.parseError, "cannot read the overrides file: \(error.localizedDescription)", file: url.path)]
        }
        let outcome =
            moveAside(url).map { "it was moved aside to \($0.path); ThemeKit runs without overrides" }
            ?? "it could not be moved aside; ThemeKit runs without overrides and will not overwrite it until it is synchronized"
        return Loaded(
            diagnostics: problems.map { problem in
                var problem = problem
                problem.notes.append(Diagnostic.Note(message: "the overrides file is unusable: \(outcome)", file: url.path))
                return problem
            })
    }

    /// Renames `url` to `url.corrupt` (or `.corrupt.1`, `.corrupt.2`, ... so an
    /// earlier one is never overwritten); nil if it could not be renamed.
    static func moveAside(_ url: URL) -> URL? {
        for attempt in 0..<1_000 {
            let candidate = URL(fileURLWithPath: url.path + ".corrupt" + (attempt == 0 ? "" : ".\(attempt)"))
            guard !FileManager.default.fileExists(atPath: candidate.path) else { continue }
            do {
                try FileManager.default.moveItem(at: url, to: candidate)
                return candidate
            } catch {
                return nil
            }
        }
        return nil
    }

    /// Removes temporary files that a write interrupted by a crash left beside
    /// `url`. They are never the only copy of anything (the rename either
    /// happened or the old file stands); ones younger than ten minutes are
    /// left alone, since another process may be writing them right now.
    static func removeStaleTemporaryFiles(of url: URL, olderThan age: TimeInterval = 600) {
        let directory = url.deletingLastPathComponent()
        let prefix = AtomicFileWriter.temporaryPrefix(for: url)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return }
        for name in names where name.hasPrefix(prefix) && name.hasSuffix(".tmp") {
            let path = directory.appendingPathComponent(name).path
            let modified = (try? FileManager.default.attributesOfItem(atPath: path)[.modificationDate]) as? Date
            if let modified, Date().timeIntervalSince(modified) > age { try? FileManager.default.removeItem(atPath: path) }
        }
    }

    /// Writes `modifications` as an XML property list, atomically.
    static func write(_ modifications: Modifications, to url: URL) throws {
        try AtomicFileWriter.write(Data(PropertyListWriter.xml(modifications.propertyList).utf8), to: url)
    }

    /// Where overrides live unless an app says otherwise: Application Support
    /// on Apple platforms (never Caches, which the system may purge),
    /// `$XDG_DATA_HOME` (or `~/.local/share`) elsewhere, in a folder named for the app.
    static func defaultURL(appName: String, fileName: String) -> URL {
        #if canImport(Darwin)
        let base =
            FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
            ?? FileManager.default.temporaryDirectory
        #else
        let environment = ProcessInfo.processInfo.environment
        let base =
            environment["XDG_DATA_HOME"].flatMap { $0.hasPrefix("/") ? URL(fileURLWithPath: $0) : nil }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".local/share")
        #endif
        return base.appendingPathComponent(appName, isDirectory: true).appendingPathComponent(fileName)
    }
}
