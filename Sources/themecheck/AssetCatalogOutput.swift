import Foundation
import ThemeKit

/// Writes an ``AssetCatalog`` into a folder (`export xcassets --output
/// DIR.xcassets`): each colour set's `Contents.json` through ``OutputFile``
/// (only when it changes, never over an edit made meanwhile), and removes the
/// colour sets an earlier export wrote whose constants are gone. A colour set
/// someone else made (another `author`) is never touched.
enum AssetCatalogOutput {
    static func write(_ catalog: AssetCatalog, to folder: String) throws(OutputFile.WriteFailure) {
        let files = FileManager.default
        var isFolder: ObjCBool = false
        if files.fileExists(atPath: folder, isDirectory: &isFolder) {
            guard isFolder.boolValue else {
                throw OutputFile.WriteFailure(reason: "it is a file, not a folder (an asset catalogue is a folder)")
            }
        } else {
            do {
                try files.createDirectory(atPath: folder, withIntermediateDirectories: true)
            } catch {
                throw OutputFile.WriteFailure(reason: "the folder cannot be made: \(error.localizedDescription)")
            }
        }
        let root = URL(fileURLWithPath: folder)
        try OutputFile.write(AssetCatalog.rootContents, to: root.appendingPathComponent("Contents.json").path)
        for set in catalog.colorSets {
            let setFolder = root.appendingPathComponent(set.name + ".colorset")
            if !isPlainFolder(setFolder.path) {
                do {
                    try files.createDirectory(at: setFolder, withIntermediateDirectories: false)
                } catch {
                    throw OutputFile.WriteFailure(reason: "`\(set.name).colorset` cannot be made: it is there, and not a folder")
                }
            }
            try OutputFile.write(set.contents, to: setFolder.appendingPathComponent("Contents.json").path)
        }
        removeStaleSets(in: root, keeping: Set(catalog.colorSets.map { $0.name + ".colorset" }))
    }

    /// Whether `path` is a folder itself, not a link to one.
    private static func isPlainFolder(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
    }

    /// Removes the colour sets in `root` that this tool wrote (their `author`) and the theme no longer has.
    private static func removeStaleSets(in root: URL, keeping current: Set<String>) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        for name in names where name.hasSuffix(".colorset") && !current.contains(name) {
            let folder = root.appendingPathComponent(name)
            let contents = folder.appendingPathComponent("Contents.json")
            guard isPlainFolder(folder.path),
                case .success(let old) = ThemeFileReader.contents(of: contents.path, limit: 1 << 20, onlyRegularFile: true),
                String(decoding: old.data, as: UTF8.self).contains("\"author\" : \"\(AssetCatalog.author)\"")
            else { continue }
            try? FileManager.default.removeItem(at: contents)
            // Only an empty folder goes: anything else in it is someone's.
            _ = rmdir(folder.path)
        }
    }
}
