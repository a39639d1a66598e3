/// A read position over a file's bytes, shared by the text parsers.
///
/// Reading past the end yields 0, which no grammar accepts, so parsers need
/// no separate end checks in their inner loops.
struct ByteCursor {
    let bytes: UnsafeRawBufferPointer
    var position: Int

    init(_ bytes: UnsafeRawBufferPointer, position: Int = 0) {
        self.bytes = bytes
        self.position = position
    }

    var isAtEnd: Bool { position >= bytes.count }

    /// The byte at the position, or 0 at the end.
    var current: UInt8 { position < bytes.count ? bytes[position] : 0 }

    /// The byte `distance` ahead of the position, or 0 past the end.
    func peek(_ distance: Int) -> UInt8 {
        let index = position + distance
        return index < bytes.count ? bytes[index] : 0
    }

    /// Whether the bytes at the position spell `literal`.
    func starts(with literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard position + count <= bytes.count else { return false }
        let pointer = literal.utf8Start
        for offset in 0..<count where bytes[position + offset] != pointer[offset] { return false }
        return true
    }

    /// Skips spaces, tabs and line breaks.
    mutating func skipWhitespace() {
        while position < bytes.count, Self.isWhitespace(bytes[position]) { position += 1 }
    }

    /// Skips white space and `//` and `/* */` comments (JSONC, OpenStep).
    ///
    /// Returns the offset of an unterminated `/*` comment, if one runs to the end.
    mutating func skipWhitespaceAndComments() -> Int? {
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: "/") else { return nil }
            if peek(1) == UInt8(ascii: "/") {
                while position < bytes.count, bytes[position] != 0x0A { position += 1 }
            } else if peek(1) == UInt8(ascii: "*") {
                let start = position
                position += 2
                while position < bytes.count, !(bytes[position] == UInt8(ascii: "*") && peek(1) == UInt8(ascii: "/")) {
                    position += 1
                }
                guard position < bytes.count else { return start }
                position += 2
            } else {
                return nil
            }
        }
    }

    /// The text of `range` (already validated as UTF-8 by the caller).
    func text(_ range: Range<Int>) -> String {
        String(decoding: UnsafeRawBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }

    /// A short, printable description of the byte at the position, for messages.
    var currentDescription: String {
        guard !isAtEnd else { return "the end of the file" }
        let byte = current
        if byte >= 0x21 && byte < 0x7F { return "`\(Character(Unicode.Scalar(byte)))`" }
        return "byte 0x" + String(byte, radix: 16, uppercase: true)
    }
}
