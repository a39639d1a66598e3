/// The four file formats a theme may be written in, and how each is recognised.
public enum ThemeFileFormat: String, Sendable, CaseIterable {
    /// An Apple binary property list (`bplist00`).
    case binaryPropertyList = "binary property list"
    /// An XML property list, Giotto's own format.
    case xmlPropertyList = "XML property list"
    /// JSON, with `//` and `/* */` comments allowed.
    case json = "JSON"
    /// An OpenStep (old-style ASCII) property list.
    case openStep = "OpenStep property list"

    /// Recognises the format as theme-format §1 says: `bplist00`, then an XML
    /// start, then JSON (a `.json` name, or `{` followed by a quoted key and
    /// `:`), and any other text is OpenStep. Comments and white space before
    /// the first tokens are skipped.
    static func detect(_ bytes: UnsafeRawBufferPointer, fileName: String) -> ThemeFileFormat {
        var cursor = ByteCursor(bytes)
        if cursor.starts(with: "bplist00") { return .binaryPropertyList }
        if cursor.starts(with: "\u{FEFF}") { cursor.position += 3 }
        cursor.skipWhitespace()
        while cursor.starts(with: "<!--") {
            while !cursor.isAtEnd && !cursor.starts(with: "-->") { cursor.position += 1 }
            cursor.position += 3
            cursor.skipWhitespace()
        }
        if cursor.starts(with: "<?xml") || cursor.starts(with: "<!DOCTYPE plist") || cursor.starts(with: "<plist") {
            return .xmlPropertyList
        }
        if fileName.lowercased().hasSuffix(".json") { return .json }
        _ = cursor.skipWhitespaceAndComments()
        guard cursor.current == UInt8(ascii: "{") else { return .openStep }
        cursor.position += 1
        _ = cursor.skipWhitespaceAndComments()
        guard cursor.current == UInt8(ascii: "\"") else { return .openStep }
        cursor.position += 1
        while !cursor.isAtEnd, cursor.current != UInt8(ascii: "\"") {
            cursor.position += cursor.current == UInt8(ascii: "\\") ? 2 : 1
        }
        guard !cursor.isAtEnd else { return .openStep }
        cursor.position += 1
        _ = cursor.skipWhitespaceAndComments()
        return cursor.current == UInt8(ascii: ":") ? .json : .openStep
    }
}
