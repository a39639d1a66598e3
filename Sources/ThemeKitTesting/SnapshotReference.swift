import Foundation
import ThemeKit

/// Where a test's reference file lives, and the record switch, as
/// swift-snapshot-testing arranges them: `__Snapshots__/<TestFile>/<test>[.<name>].json`
/// beside the test file; recorded when missing, or for every test while
/// `THEMEKIT_RECORD=1` (or `record: true`), and the test fails either way so
/// CI never passes on a reference it did not compare.
struct SnapshotReference {
    let url: URL

    /// The reference of test `function` in `filePath`, with an optional name and the variants it is for.
    init(filePath: String, function: String, name: String?, variants: [String]) {
        let testFile = URL(fileURLWithPath: filePath)
        let folder = testFile.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
            .appendingPathComponent(testFile.deletingPathExtension().lastPathComponent)
        let test = function.prefix { $0 != "(" }
        let parts = [String(test)] + [name].compactMap { $0 } + (variants.isEmpty ? [] : [variants.joined(separator: "+")])
        url = folder.appendingPathComponent(parts.map(Self.safe).joined(separator: ".") + ".json")
    }

    /// Whether every reference is to be recorded again (`THEMEKIT_RECORD=1`).
    static var isRecordingEverything: Bool { ProcessInfo.processInfo.environment["THEMEKIT_RECORD"] == "1" }

    /// The reference's text, or nil when there is none yet.
    func read() -> Data? { FileManager.default.contents(atPath: url.path) }

    /// Writes `text` atomically (folders made as needed); the failure message when it cannot.
    func record(_ text: String) -> String? {
        do {
            try AtomicFileWriter.write(Data(text.utf8), to: url)
            return nil
        } catch {
            return "Cannot write the reference \(url.path): \(error)"
        }
    }

    /// A file-name part: anything but letters, digits, `-`, `_` and `+` becomes `_`.
    private static func safe(_ part: String) -> String {
        String(part.map { $0.isLetter || $0.isNumber || "-_+".contains($0) ? $0 : "_" })
    }
}
