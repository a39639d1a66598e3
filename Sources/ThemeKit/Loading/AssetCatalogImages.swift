import Foundation

/// The image names of asset catalogues (`.xcassets` folders), as `i:NAME`
/// names them (theme-format §12): each image set (`*.imageset`) and symbol
/// set (`*.symbolset`) by its name without the extension, with the names of
/// the folders around it that provide a namespace (`Icons/Star`), as Xcode
/// names them.
///
/// Read once from disk for `themecheck --assets DIR`; only folder names and
/// the namespace flag of each folder's `Contents.json` are read.
package struct AssetCatalogImages: Hashable, Sendable {
    /// The catalogues read, as given.
    package let catalogues: [String]
    /// Every image name they hold.
    package let names: Set<String>

    /// The names in `catalogues` (folder paths, each once however spelt);
    /// a path that is not a folder is left out with an `invalid-configuration`
    /// problem, and the others are still read.
    package init(catalogues: [String], problems: inout [Diagnostic]) {
        var names = Set<String>()
        var read: [String] = []
        var visited = Set<String>()
        for catalogue in catalogues {
            guard Self.isFolder(catalogue) else {
                problems.append(
                    Diagnostic(
                        .invalidConfiguration, "the asset catalogue `\(catalogue)` is not a folder; expected an `.xcassets` folder",
                        file: catalogue))
                continue
            }
            let root = URL(fileURLWithPath: catalogue, isDirectory: true).resolvingSymlinksInPath()
            guard !visited.contains(root.path) else { continue }
            Self.collect(root, namespace: "", into: &names, visited: &visited, depth: 0)
            read.append(catalogue)
        }
        self.catalogues = read
        self.names = names
    }

    /// Names as given, for tests and callers that know them.
    package init(names: Set<String>, catalogues: [String] = []) {
        self.names = names
        self.catalogues = catalogues
    }

    /// How deep folders are walked: Xcode reads no deeper in practice, and it bounds a hostile tree.
    static let depthLimit = 32
    /// The largest `Contents.json` read for its namespace flag; Xcode writes a few hundred bytes.
    static let contentsSizeLimit = 1 << 20

    /// Each folder once (by its path with links resolved, so a link loop ends), to ``depthLimit``.
    private static func collect(_ folder: URL, namespace: String, into names: inout Set<String>, visited: inout Set<String>, depth: Int) {
        guard depth < depthLimit, visited.insert(folder.path).inserted,
            let children = try? FileManager.default.contentsOfDirectory(atPath: folder.path)
        else { return }
        for name in children.sorted() where !name.hasPrefix(".") {
            let child = folder.appendingPathComponent(name)
            // A link to a folder is the folder, as Xcode follows it.
            guard isFolder(child.path) else { continue }
            switch child.pathExtension {
            case "imageset", "symbolset":
                names.insert(namespace + child.deletingPathExtension().lastPathComponent)
            case "":
                let inner = providesNamespace(child) ? namespace + name + "/" : namespace
                collect(child.resolvingSymlinksInPath(), namespace: inner, into: &names, visited: &visited, depth: depth + 1)
            default:
                continue  // colour sets, app icons, data sets: not images `i:` names
            }
        }
    }

    private static func isFolder(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
    }

    /// Whether a folder's `Contents.json` (a regular file of at most ``contentsSizeLimit`` bytes) says `"provides-namespace": true`.
    private static func providesNamespace(_ folder: URL) -> Bool {
        let contents = folder.appendingPathComponent("Contents.json")
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: contents.path),
            attributes[.type] as? FileAttributeType == .typeRegular,
            let size = attributes[.size] as? Int, size <= contentsSizeLimit,
            let data = try? Data(contentsOf: contents),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let properties = object["properties"] as? [String: Any]
        else { return false }
        return properties["provides-namespace"] as? Bool == true
    }
}
