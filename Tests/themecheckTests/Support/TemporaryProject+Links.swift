import Foundation

/// Links made in a project, and what its files hold, so a test can say that
/// a run wrote nothing at all.
extension TemporaryProject {
    /// Makes `path` a symbolic link whose text is `destination` (relative to the link's folder, as `ln -s` takes it).
    func link(_ path: String, to destination: String) throws {
        try FileManager.default.createSymbolicLink(atPath: url.appendingPathComponent(path).path, withDestinationPath: destination)
    }

    /// Makes `path` a second name (a hard link) of the file `existing`.
    func hardLink(_ path: String, to existing: String) throws {
        try FileManager.default.linkItem(at: url.appendingPathComponent(existing), to: url.appendingPathComponent(path))
    }

    /// Every entry under the project, by relative path: a file's bytes, a
    /// link's text (links are not followed), a folder as empty data.
    func entries() throws -> [String: Data] {
        var entries: [String: Data] = [:]
        let files = FileManager.default
        for case let path as String in files.enumerator(atPath: url.path) ?? FileManager.DirectoryEnumerator() {
            let full = url.appendingPathComponent(path).path
            let type = try files.attributesOfItem(atPath: full)[.type] as? FileAttributeType
            switch type {
            case .typeSymbolicLink?: entries[path] = Data(try files.destinationOfSymbolicLink(atPath: full).utf8)
            case .typeRegular?: entries[path] = try Data(contentsOf: URL(fileURLWithPath: full))
            default: entries[path] = Data()
            }
        }
        return entries
    }
}
