import Foundation
import ThemeKit

/// The bytes of the files themecheck read, so a diagnostic can show its
/// source line. Lines are found only when one is asked for: linting a large
/// file must not pay for carets nobody prints.
final class SourceLines {
    private var files: [String: Data] = [:]
    private var identities: [String: FileIdentity] = [:]
    private var lineStarts: [String: [Int]] = [:]

    /// Keeps the bytes read from `path`; `identity` is the regular file they came from (nil for a pipe or standard input).
    func add(_ data: Data, for path: String, identity: FileIdentity? = nil) {
        files[path] = data
        identities[path] = identity
        lineStarts[path] = nil
    }

    /// What the system said the file read as `path` was; nil unless it was a regular file.
    func identity(of path: String) -> FileIdentity? {
        identities[path]
    }

    /// Every file read, in no order.
    var paths: [String] { Array(files.keys) }

    /// Forgets every file (they are read again).
    func removeAll() {
        files = [:]
        identities = [:]
        lineStarts = [:]
    }

    /// The bytes read from `path`.
    func data(of path: String) -> Data? {
        files[path]
    }

    /// Line `number` (1-based) of `path`, without its line break.
    func line(_ number: Int, of path: String) -> String? {
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
        let end = number < starts.count ? starts[number] : data.count
        var bytes = data[data.startIndex + starts[number - 1]..<data.startIndex + max(starts[number - 1], end)]
        if bytes.last == 0x0A { bytes = bytes.dropLast() }
        if bytes.last == 0x0D { bytes = bytes.dropLast() }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The 1-based column in Unicode scalars of a 1-based UTF-8 byte column on
    /// line `number` of `path` (SARIF counts scalars; compilers count bytes).
    func scalarColumn(ofByteColumn column: Int, line number: Int, of path: String) -> Int? {
        guard let text = line(number, of: path) else { return nil }
        let prefix = text.utf8.prefix(max(0, column - 1))
        return String(decoding: prefix, as: UTF8.self).unicodeScalars.count + 1
    }
}
