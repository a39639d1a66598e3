import Foundation

/// The theme files of a folder: what `themecheck DIR` and a configuration
/// lint when no theme set names them.
enum ProjectFiles {
    static let configurationName = "themecheck.json"

    /// Every `.plist` and `.json` file under `folder` (hidden folders and
    /// `.build` left out, and the configuration itself), as `folder/…` paths, sorted.
    static func themeFiles(under folder: String) -> [String] {
        let root = URL(fileURLWithPath: folder)
        guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey],
                                                              options: [.skipsHiddenFiles]) else { return [] }
        var found: [String] = []
        for case let url as URL in enumerator {
            if url.lastPathComponent == ".build" { enumerator.skipDescendants(); continue }
            guard ["plist", "json"].contains(url.pathExtension.lowercased()), url.lastPathComponent != configurationName,
                  (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
            found.append(joined(folder, relativePath(of: url, under: root)))
        }
        return found.sorted()
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
