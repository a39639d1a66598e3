import Foundation

/// Where a theme inside an app's bundle was copied from: ThemeCheckPlugin
/// records each bundled theme's source path in `ThemeKitSources.json` at the
/// top of the target's resource bundle, so run-time diagnostics name the
/// file the developer edits, not the copy the build made.
///
/// Only a theme inside a bundle (a folder ending in `.bundle`, `.resources`,
/// `.app`, `.appex`, `.framework` or `.xctest`) is looked up, in the folders
/// from the theme's up to that bundle's; a map that cannot be read, or that
/// is not an object of strings, is ignored.
enum ThemeSourceMap {
    static let fileName = "ThemeKitSources.json"
    /// A map is a few lines per theme; anything larger is not one.
    static let maximumSize = 1 << 20
    private static let bundleExtensions: Set<String> = ["bundle", "resources", "app", "appex", "framework", "xctest"]

    /// The source path recorded for the theme at `url`, or nil.
    static func sourcePath(of url: URL) -> String? {
        let components = url.standardizedFileURL.pathComponents
        guard
            let bundle = components.dropLast().lastIndex(where: { bundleExtensions.contains(($0 as NSString).pathExtension.lowercased()) })
        else { return nil }
        // From the theme's own folder up to the bundle's top: the map names the theme relative to where it is.
        for top in stride(from: components.count - 2, through: bundle, by: -1) {
            let folder = NSString.path(withComponents: Array(components[...top]))
            guard let map = read(URL(fileURLWithPath: folder).appendingPathComponent(fileName).path) else { continue }
            return map[components[(top + 1)...].joined(separator: "/")]
        }
        return nil
    }

    private static func read(_ path: String) -> [String: String]? {
        guard case .success(let contents) = ThemeFileReader.contents(of: path, limit: maximumSize, onlyRegularFile: true),
            let object = try? JSONSerialization.jsonObject(with: contents.data) as? [String: Any]
        else { return nil }
        return object.compactMapValues { $0 as? String }
    }
}
