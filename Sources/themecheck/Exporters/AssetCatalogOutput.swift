import Foundation
import ThemeKit

/// Writes an ``AssetCatalog`` into a folder (`export xcassets --output
/// DIR.xcassets`) and removes the colour sets an earlier export wrote whose
/// constants are gone.
///
/// The export owns only the colour sets it wrote (`info.author` is
/// `themecheck`): a set of the same name that Xcode or a person made, or
/// edited since, is left as it is, and so is the catalogue's own
/// `Contents.json` (Xcode's `provides-namespace` and the rest), which is
/// made only when missing. Nothing is written through a symbolic link inside
/// the catalogue (``CatalogItem``). A set that cannot be written does not
/// stop the others: each is tried, and what was left is thrown at the end.
/// A set someone else made is no failure to write but a `name-collision`
/// error of the theme's, returned.
enum AssetCatalogOutput {
    @discardableResult
    static func write(_ catalog: AssetCatalog, to folder: String, inputs: InputFiles) throws(OutputFile.WriteFailure) -> [Diagnostic] {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) {
            guard isFolder.boolValue else {
                throw OutputFile.WriteFailure(reason: "it is a file, not a folder (an asset catalogue is a folder)")
            }
        } else {
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            } catch {
                throw OutputFile.WriteFailure(reason: "the folder cannot be made: \(error.localizedDescription)")
            }
        }
        let root = CatalogItem(path: folder, name: "")
        var refusals: [String] = []
        var collisions: [Diagnostic] = []
        do {
            let contents = root.appending("Contents.json")
            switch contents.kind {
            case .missing: try contents.write(Data(AssetCatalog.rootContents.utf8), over: nil)
            case .file: break
            default: _ = try contents.read()  // A link or a special file: named, and left as it is.
            }
        } catch {
            refusals.append(error.reason)
        }
        // The sets there, as a Mac names them: `Color.A.colorset` is `color.a.colorset` there.
        let present = Dictionary(
            ((try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []).map { (AssetCatalog.fileSystemKey($0), $0) },
            uniquingKeysWith: { first, _ in first })
        for set in catalog.colorSets {
            do {
                let spelt = present[AssetCatalog.fileSystemKey(set.name + ".colorset")] ?? set.name + ".colorset"
                if let collision = try write(set, in: root, spelt: spelt, inputs: inputs) { collisions.append(collision) }
            } catch {
                refusals.append(error.reason)
            }
        }
        removeStaleSets(
            in: root, keeping: Set(catalog.colorSets.map { AssetCatalog.fileSystemKey($0.name + ".colorset") }), inputs: inputs)
        guard refusals.isEmpty else {
            throw OutputFile.WriteFailure(reason: refusals.joined(separator: "; ") + " (the other colour sets were written)")
        }
        return collisions
    }

    /// Writes one colour set, unless a set of its name is someone else's: then
    /// the `name-collision` that says so, and nothing written.
    /// `spelt` is the set's folder as it is there (another case of the name on
    /// a case-sensitive disk is the same folder on a Mac); a file the run
    /// read (an include kept in the catalogue) is never written.
    private static func write(
        _ set: AssetCatalog.ColorSet, in root: CatalogItem, spelt: String, inputs: InputFiles
    ) throws(OutputFile.WriteFailure) -> Diagnostic? {
        let folder = root.appending(spelt)
        try folder.makeFolder()
        let file = folder.appending("Contents.json")
        if inputs.input(sameAs: file.path) != nil {
            throw OutputFile.WriteFailure(reason: "`\(spelt)/Contents.json` is an input of this run, so it was left as it is")
        }
        let old = try file.read()
        if let old, !AssetCatalog.isWrittenByExport(old.data) {
            let author = AssetCatalog.author(of: old.data).map { "its `info.author` is `\($0)`" } ?? "it has no `info.author`"
            return Diagnostic(
                .nameCollision,
                "constant `\(set.constant)` is left out of the asset catalogue: colour set `\(spelt)` was made by someone else "
                    + "(\(author), not `\(AssetCatalog.author)`), so it was left as it is; rename the constant or that colour set",
                file: file.path)
        }
        try file.write(Data(set.contents.utf8), over: old)
        return nil
    }

    /// Removes the colour sets in `root` that this tool wrote and the theme
    /// no longer has (`current` as a Mac compares names: `color.-uC9` is
    /// `color.-uc9` there, a set just written).
    private static func removeStaleSets(in root: CatalogItem, keeping current: Set<String>, inputs: InputFiles) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        for name in names where name.hasSuffix(".colorset") && !current.contains(AssetCatalog.fileSystemKey(name)) {
            let folder = root.appending(name)
            let contents = folder.appending("Contents.json")
            guard folder.kind == .folder, inputs.input(sameAs: contents.path) == nil, let old = try? contents.read(),
                AssetCatalog.isWrittenByExport(old.data)
            else { continue }
            contents.remove(ifStill: old.identity, folder: folder)
        }
    }
}
