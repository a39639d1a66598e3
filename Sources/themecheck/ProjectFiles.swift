import Foundation

/// The theme files of a folder: what `themecheck DIR` and a configuration
/// lint when no theme set names them.
enum ProjectFiles {
    static let configurationName = "themecheck.json"

    /// Every theme file under `folder` (hidden folders, `.build` and
    /// `__Snapshots__` left out), as `folder/…` paths, sorted. As for the build plugin, a theme
    /// file is a `.plist` or `.json` file whose name contains "theme", a DTCG
    /// resolver document (`*.resolver.json`), a Tokens Studio folder's
    /// `$metadata.json` (its sets and `$themes.json` are read with it), or a
    /// file in a folder named `Themes`, so an Info.plist or a JSON fixture is
    /// never taken for one.
    static func themeFiles(under folder: String) -> [String] {
        let root = URL(fileURLWithPath: folder)
        guard
            let enumerator = FileManager.default.enumerator(
                at: root, includingPropertiesForKeys: [.isRegularFileKey],
                options: [.skipsHiddenFiles])
        else { return [] }
        var found: [String] = []
        for case let url as URL in enumerator {
            // Build products, and ThemeKitTesting's snapshot references (resolved JSON, no theme).
            if url.lastPathComponent == ".build" || url.lastPathComponent == "__Snapshots__" {
                enumerator.skipDescendants()
                continue
            }
            let relative = relativePath(of: url, under: root)
            guard isThemeFile(relative), (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
            found.append(joined(folder, relative))
        }
        // A Tokens Studio folder is one theme, read from its `$metadata.json`: its set files are not themes of their own.
        let studioFolders = found.filter { $0.hasSuffix("/" + metadataName) || $0 == metadataName }.map {
            String($0.dropLast(metadataName.count))
        }
        return found.filter { path in
            path.hasSuffix(metadataName) || !studioFolders.contains { !$0.isEmpty && path.hasPrefix($0) }
        }.sorted()
    }

    /// The entry file of a Tokens Studio folder export.
    static let metadataName = "$metadata.json"

    /// Whether a path names a theme file (see ``themeFiles(under:)``).
    static func isThemeFile(_ path: String) -> Bool {
        let components = path.split(separator: "/")
        guard let name = components.last, name != Substring(configurationName),
            let dot = name.lastIndex(of: "."), ["plist", "json"].contains(name[name.index(after: dot)...].lowercased())
        else { return false }
        if name == Substring(metadataName) { return true }
        // Tokens Studio's list of themes is read with its `$metadata.json`, never alone.
        if name == "$themes.json" { return false }
        let stem = name[..<dot].lowercased()
        return stem.contains("theme") || stem.hasSuffix(".resolver") || components.dropLast().contains("Themes")
    }

    /// `path` inside `folder`, written as a person would (`Themes/a.json`, not `./Themes/a.json`).
    static func joined(_ folder: String, _ path: String) -> String {
        if path.hasPrefix("/") || folder == "." || folder.isEmpty { return path }
        return folder.hasSuffix("/") ? folder + path : folder + "/" + path
    }

    /// The part of `url`'s path below `root`.
    static func relativePath(of url: URL, under root: URL) -> String {
        let base = root.standardizedFileURL.resolvingSymlinksInPath().pathComponents
        let full = url.standardizedFileURL.resolvingSymlinksInPath().pathComponents
        guard full.starts(with: base) else { return url.path }
        return full.dropFirst(base.count).joined(separator: "/")
    }

    /// Whether `path` is a folder.
    static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
