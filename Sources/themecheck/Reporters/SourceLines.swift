import Foundation
import ThemeKit

/// The bytes of the files themecheck read, so a diagnostic can show its
/// source line. Lines are found only when one is asked for: linting a large
/// file must not pay for carets nobody prints.
final class SourceLines {
    private var files: [String: Data] = [:]
    private var identities: [String: FileIdentity] = [:]
    private var lineStarts: [String: [Int]] = [:]
    /// Per file and line, the Unicode scalars before every 256th byte of the line, so a column converts in bounded time.
    private var scalarCheckpoints: [String: [Int: [Int]]] = [:]
    private static let checkpointSpacing = 256

    /// Keeps the bytes read from `path`; `identity` is the regular file they came from (nil for a pipe or standard input).
    func add(_ data: Data, for path: String, identity: FileIdentity? = nil) {
        files[path] = data
        identities[path] = identity
        lineStarts[path] = nil
        scalarCheckpoints[path] = nil
    }

    /// What the system said the file read as `path` was; nil unless it was a regular file.
    func identity(of path: String) -> FileIdentity? {
        identities[path]
    }

    /// Every file read, in no order.
    var paths: [String] { Array(files.keys) }

    /// Folders read as a whole (asset catalogues): nothing of this run is written inside one.
    private(set) var folders: [String] = []

    /// Keeps `path` as a folder this run reads.
    func addFolder(_ path: String) {
        folders.append(path)
    }

    /// Forgets every file (they are read again).
    func removeAll() {
        files = [:]
        identities = [:]
        folders = []
        lineStarts = [:]
        scalarCheckpoints = [:]
    }

    /// The bytes read from `path`.
    func data(of path: String) -> Data? {
        files[path]
    }

    /// Line `number` (1-based) of `path`, without its line break.
    func line(_ number: Int, of path: String) -> String? {
        guard let data = files[path], let bytes = lineRange(number, of: path) else { return nil }
        return String(decoding: data[bytes], as: UTF8.self)
    }

    /// The bytes of line `number` of `path` in its data, without the line break.
    private func lineRange(_ number: Int, of path: String) -> Range<Int>? {
        guard let data = files[path] else { return nil }
        let starts =
            lineStarts[path]
            ?? {
                // The library's own line table, so a caret sits on the line the diagnostic names.
                let starts = data.withUnsafeBytes { SourceFile.lineStarts(in: $0) }.map { Int($0) }
                lineStarts[path] = starts
                return starts
            }()
        guard number >= 1, number <= starts.count else { return nil }
        let start = data.startIndex + starts[number - 1]
        var end = data.startIndex + max(starts[number - 1], number < starts.count ? starts[number] : data.count)
        if end > start, data[end - 1] == 0x0A { end -= 1 }
        if end > start, data[end - 1] == 0x0D { end -= 1 }
        return start..<end
    }

    /// The 1-based column in Unicode scalars of a 1-based UTF-8 byte column on
    /// line `number` of `path` (SARIF counts scalars; compilers count bytes).
    ///
    /// In bounded time whatever the line's length: a file of one long line
    /// with thousands of diagnostics would otherwise cost its length for each.
    func scalarColumn(ofByteColumn column: Int, line number: Int, of path: String) -> Int? {
        guard let data = files[path], let bytes = lineRange(number, of: path) else { return nil }
        let byteColumn = min(max(0, column - 1), bytes.count)
        let spacing = Self.checkpointSpacing
        let checkpoints =
            scalarCheckpoints[path]?[number]
            ?? {
                var counts = [0]
                var scalars = 0
                for (index, byte) in data[bytes].enumerated() {
                    if index > 0, index % spacing == 0 { counts.append(scalars) }
                    if byte & 0xC0 != 0x80 { scalars += 1 }
                }
                scalarCheckpoints[path, default: [:]][number] = counts
                return counts
            }()
        let block = min(byteColumn / spacing, checkpoints.count - 1)
        var scalars = checkpoints[block]
        // A UTF-8 scalar starts at every byte that is not a continuation byte.
        for index in bytes.lowerBound + block * spacing..<bytes.lowerBound + byteColumn where data[index] & 0xC0 != 0x80 { scalars += 1 }
        return scalars + 1
    }
}
