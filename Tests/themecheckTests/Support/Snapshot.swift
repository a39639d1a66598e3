import Foundation
import Testing

/// Compares `actual` with the golden file `Fixtures/golden/<name>`.
///
/// A missing golden file, or `RECORD_SNAPSHOTS=1`, records `actual` instead;
/// recording a missing file still fails the test so a new golden file is
/// always looked at, and in CI (`CI=true`) a missing file is simply a failure.
/// Golden files are never edited by hand to make a test pass.
func assertSnapshot(_ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let url = PackagePath.root.appendingPathComponent("Fixtures/golden").appendingPathComponent(name)
    let environment = ProcessInfo.processInfo.environment
    let exists = FileManager.default.fileExists(atPath: url.path)
    if environment["RECORD_SNAPSHOTS"] == "1" || (!exists && environment["CI"] != "true") {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(actual.utf8).write(to: url)
        if !exists { Issue.record("recorded a new golden file \(name); check it and run again", sourceLocation: sourceLocation) }
        return
    }
    guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
        Issue.record("golden file \(name) is missing; run with RECORD_SNAPSHOTS=1 to record it", sourceLocation: sourceLocation)
        return
    }
    guard expected != actual else { return }
    let expectedLines = expected.components(separatedBy: "\n")
    let actualLines = actual.components(separatedBy: "\n")
    var diff: [String] = []
    for index in 0..<max(expectedLines.count, actualLines.count) {
        let old = index < expectedLines.count ? expectedLines[index] : nil
        let new = index < actualLines.count ? actualLines[index] : nil
        if old != new {
            if let old { diff.append("-\(index + 1): \(old)") }
            if let new { diff.append("+\(index + 1): \(new)") }
        }
    }
    let shown = diff.prefix(40).joined(separator: "\n")
    Issue.record(
        "\(name) differs from its golden file (RECORD_SNAPSHOTS=1 re-records):\n\(shown)",
        sourceLocation: sourceLocation)
}

/// Where the package is.
enum PackagePath {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
}
