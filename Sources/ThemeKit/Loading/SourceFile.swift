import Foundation

/// A theme file's path and the table that turns byte offsets into lines and
/// columns.
///
/// Parsers record only byte offsets, which costs nothing; the line table is
/// built once per file and consulted only when a diagnostic is made. Binary
/// property lists have no lines, so their diagnostics name a key path instead.
///
/// Its fields are kept in one immutable object: resolution copies a file
/// with every value's site, and a copy is then one reference count, not
/// one for each of the path, the line table and the bytes.
package struct SourceFile: Sendable {
    private final class Storage: Sendable {
        let path: String
        let lineStarts: [UInt32]?
        let text: Data?
        let isTokenFile: Bool

        init(path: String, lineStarts: [UInt32]?, text: Data? = nil, isTokenFile: Bool = false) {
            self.path = path
            self.lineStarts = lineStarts
            self.text = text
            self.isTokenFile = isTokenFile
        }
    }

    private var storage: Storage

    var path: String { storage.path }
    /// Offset of the first byte of each line; nil for a binary file.
    private var lineStarts: [UInt32]? { storage.lineStarts }

    /// The file's bytes, for fix-its; nil for a binary file or a theme built otherwise.
    var text: Data? {
        get { storage.text }
        set { storage = Storage(path: path, lineStarts: lineStarts, text: newValue, isTokenFile: isTokenFile) }
    }

    /// Whether the file is read as design tokens (its constants are named after token paths, and typed by the tokens).
    var isTokenFile: Bool {
        get { storage.isTokenFile }
        set { storage = Storage(path: path, lineStarts: lineStarts, text: text, isTokenFile: newValue) }
    }

    init(path: String, text bytes: UnsafeRawBufferPointer) {
        storage = Storage(path: path, lineStarts: Self.lineStarts(in: bytes))
    }

    /// The offset of the first byte of each line. A line ends at LF, CRLF or
    /// a CR alone (classic Mac files), so every editor's line numbers agree.
    package static func lineStarts(in bytes: UnsafeRawBufferPointer) -> [UInt32] {
        var starts: [UInt32] = [0]
        guard let base = bytes.baseAddress else { return starts }
        if memchr(base, 0x0D, bytes.count) == nil {
            // LF alone, as nearly every file ends its lines: memchr finds each
            // many bytes a step, where the loop below looks at every byte.
            var next = 0
            while next < bytes.count, let found = memchr(base + next, 0x0A, bytes.count - next) {
                next = base.distance(to: UnsafeRawPointer(found)) + 1
                starts.append(UInt32(truncatingIfNeeded: next))
            }
            return starts
        }
        for index in bytes.indices {
            switch bytes[index] {
            case 0x0A: starts.append(UInt32(truncatingIfNeeded: index + 1))
            case 0x0D where index + 1 == bytes.count || bytes[index + 1] != 0x0A:
                starts.append(UInt32(truncatingIfNeeded: index + 1))
            default: break
            }
        }
        return starts
    }

    init(binaryPath path: String) {
        storage = Storage(path: path, lineStarts: nil)
    }

    var hasLines: Bool { lineStarts != nil }

    /// The location of a byte offset: this file, with the 1-based line and
    /// column where the file has lines.
    func location(ofOffset offset: Int) -> SourceLocation {
        guard let lineStarts, offset >= 0 else { return SourceLocation(file: path) }
        var low = 0
        var high = lineStarts.count
        while high - low > 1 {
            let middle = (low + high) / 2
            if Int(lineStarts[middle]) <= offset { low = middle } else { high = middle }
        }
        return SourceLocation(file: path, line: low + 1, column: offset - Int(lineStarts[low]) + 1)
    }

    /// A diagnostic at `offset`; in a file without lines the message ends with the key path.
    func diagnostic(
        _ code: Diagnostic.Code, _ message: String, at offset: Int,
        keyPath: @autoclosure () -> String = "", notes: [Diagnostic.Note] = []
    ) -> Diagnostic {
        let location = location(ofOffset: offset)
        return Diagnostic(code, location.line == nil ? withKeyPath(message, keyPath()) : message, at: location, notes: notes)
    }

    /// A note pointing at `offset` in this file.
    func note(_ message: String, at offset: Int, keyPath: @autoclosure () -> String = "") -> Diagnostic.Note {
        let location = location(ofOffset: offset)
        return Diagnostic.Note(message: location.line == nil ? withKeyPath(message, keyPath()) : message, at: location)
    }

    private func withKeyPath(_ message: String, _ keyPath: String) -> String {
        keyPath.isEmpty ? message : "\(message) (at `\(keyPath)`)"
    }
}
