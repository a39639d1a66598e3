/// A theme file's path and the table that turns byte offsets into lines and
/// columns.
///
/// Parsers record only byte offsets, which costs nothing; the line table is
/// built once per file and consulted only when a diagnostic is made. Binary
/// property lists have no lines, so their diagnostics name a key path instead.
package struct SourceFile: Sendable {
    let path: String
    /// Offset of the first byte of each line; nil for a binary file.
    private let lineStarts: [UInt32]?

    init(path: String, text bytes: UnsafeRawBufferPointer) {
        self.path = path
        self.lineStarts = Self.lineStarts(in: bytes)
    }

    /// The offset of the first byte of each line. A line ends at LF, CRLF or
    /// a CR alone (classic Mac files), so every editor's line numbers agree.
    package static func lineStarts(in bytes: UnsafeRawBufferPointer) -> [UInt32] {
        var starts: [UInt32] = [0]
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
        self.path = path
        self.lineStarts = nil
    }

    var hasLines: Bool { lineStarts != nil }

    /// The 1-based line and column of a byte offset, or nil without lines.
    func location(ofOffset offset: Int) -> (line: Int, column: Int)? {
        guard let lineStarts, offset >= 0 else { return nil }
        var low = 0
        var high = lineStarts.count
        while high - low > 1 {
            let middle = (low + high) / 2
            if Int(lineStarts[middle]) <= offset { low = middle } else { high = middle }
        }
        return (low + 1, offset - Int(lineStarts[low]) + 1)
    }

    /// A diagnostic at `offset`; in a file without lines the message ends with the key path.
    func diagnostic(_ code: Diagnostic.Code, _ message: String, at offset: Int,
                    keyPath: @autoclosure () -> String = "", notes: [Diagnostic.Note] = []) -> Diagnostic {
        let place = location(ofOffset: offset)
        return Diagnostic(code, place == nil ? withKeyPath(message, keyPath()) : message,
                          file: path, line: place?.line, column: place?.column, notes: notes)
    }

    /// A note pointing at `offset` in this file.
    func note(_ message: String, at offset: Int, keyPath: @autoclosure () -> String = "") -> Diagnostic.Note {
        let place = location(ofOffset: offset)
        return Diagnostic.Note(message: place == nil ? withKeyPath(message, keyPath()) : message,
                               file: path, line: place?.line, column: place?.column)
    }

    private func withKeyPath(_ message: String, _ keyPath: String) -> String {
        keyPath.isEmpty ? message : "\(message) (at `\(keyPath)`)"
    }
}
