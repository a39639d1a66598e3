import Foundation

/// A folder of files written for one test, removed when the test lets go of it.
final class TemporaryProject {
    let url: URL

    init(_ files: [String: String]) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("themecheck-project-\(UUID().uuidString)")
        for (path, text) in files { try write(text, to: path) }
    }

    func write(_ text: String, to path: String) throws {
        let file = url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }

    func read(_ path: String) throws -> String {
        try String(contentsOf: url.appendingPathComponent(path), encoding: .utf8)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }
}
