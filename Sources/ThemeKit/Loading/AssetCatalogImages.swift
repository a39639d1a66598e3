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

    /// The names in `catalogues` (folder paths); a path that is not a
    /// folder is left out with an `invalid-configuration` problem, and the
    /// others are still read.
    package init(catalogues: [String], problems: inout [Diagnostic]) {
        var names = Set<String>()
        var read: [String] = []
        for catalogue in catalogues {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: catalogue, isDirectory: &isFolder), isFolder.boolValue else {
                problems.append(
                    Diagnostic(
                        .invalidConfiguration, "the asset catalogue `\(catalogue)` is not a folder; expected an `.xcassets` folder",
                        file: catalogue))
                continue
            }
            Self.collect(URL(fileURLWithPath: catalogue, isDirectory: true), namespace: "", into: &names, depth: 0)
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

    /// How deep folders are walked: deeper is not a catalogue Xcode reads, and a link loop ends here.
    private static let depthLimit = 32

    private static func collect(_ folder: URL, namespace: String, into names: inout Set<String>, depth: Int) {
        guard depth < depthLimit,
            let children = try? FileManager.default.contentsOfDirectory(
                at: folder, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles])
        else { return }
        for child in children where (try? child.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true {
            let name = child.lastPathComponent
            switch child.pathExtension {
            case "imageset", "symbolset":
                names.insert(namespace + child.deletingPathExtension().lastPathComponent)
            case "":
                let inner = providesNamespace(child) ? namespace + name + "/" : namespace
                collect(child, namespace: inner, into: &names, depth: depth + 1)
            default:
                continue  // colour sets, app icons, data sets: not images `i:` names
            }
        }
    }

    /// Whether a folder's `Contents.json` says `"provides-namespace": true`.
    private static func providesNamespace(_ folder: URL) -> Bool {
        guard let data = try? Data(contentsOf: folder.appendingPathComponent("Contents.json")),
            let contents = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let properties = contents["properties"] as? [String: Any]
        else { return false }
        return properties["provides-namespace"] as? Bool == true
    }
}
