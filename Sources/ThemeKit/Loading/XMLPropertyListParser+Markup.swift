/// The markup side of XML: element tags, comments, processing instructions
/// and the DOCTYPE, which is skipped without being interpreted.
extension XMLPropertyListParser {
    struct OpenTag {
        var name: String
        var isEmpty: Bool
    }

    /// Reads `<name attributes>` or `<name/>` at the cursor.
    mutating func readOpenTag() throws(ThemeError) -> OpenTag {
        let start = cursor.position
        guard cursor.current == UInt8(ascii: "<") else {
            throw context.error("expected an element, found \(cursor.currentDescription)", at: start)
        }
        cursor.position += 1
        let nameStart = cursor.position
        while Self.isNameByte(cursor.current) { cursor.position += 1 }
        guard cursor.position > nameStart else {
            throw context.error("expected an element name after `<`", at: start)
        }
        let name = cursor.text(nameStart..<cursor.position)
        var quote: UInt8 = 0
        while !cursor.isAtEnd {
            let byte = cursor.current
            if quote != 0 {
                if byte == quote { quote = 0 }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: ">") {
                cursor.position += 1
                return OpenTag(name: name, isEmpty: false)
            } else if byte == UInt8(ascii: "/") && cursor.peek(1) == UInt8(ascii: ">") {
                cursor.position += 2
                return OpenTag(name: name, isEmpty: true)
            }
            cursor.position += 1
        }
        throw context.error("element `<\(name)>` is not closed with `>`", at: start)
    }

    mutating func expectCloseTag(_ name: StaticString) throws(ThemeError) {
        let start = cursor.position
        if cursor.starts(with: "</") {
            cursor.position += 2
            if cursor.starts(with: name) {
                cursor.position += name.utf8CodeUnitCount
                if !Self.isNameByte(cursor.current) {
                    cursor.skipWhitespace()
                    if cursor.current == UInt8(ascii: ">") {
                        cursor.position += 1
                        return
                    }
                }
            }
        }
        cursor.position = start
        throw context.error("expected `</\(name)>`, found \(cursor.currentDescription)", at: start)
    }

    /// Skips white space, comments and processing instructions (and, before
    /// the root element, the DOCTYPE).
    mutating func skipMisc(allowDeclarations: Bool) throws(ThemeError) {
        while true {
            cursor.skipWhitespace()
            let start = cursor.position
            if cursor.starts(with: "<!--") {
                try skip(past: "-->", from: start, what: "comment")
            } else if cursor.starts(with: "<?") {
                try skip(past: "?>", from: start, what: "processing instruction")
            } else if allowDeclarations && cursor.starts(with: "<!DOCTYPE") {
                try skipDoctype()
            } else {
                return
            }
        }
    }

    /// Skips a DOCTYPE, including an internal subset in `[...]`, without
    /// interpreting anything in it.
    mutating func skipDoctype() throws(ThemeError) {
        let start = cursor.position
        var quote: UInt8 = 0
        var inSubset = false
        while !cursor.isAtEnd {
            let byte = cursor.current
            cursor.position += 1
            if quote != 0 {
                if byte == quote { quote = 0 }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: "[") {
                inSubset = true
            } else if byte == UInt8(ascii: "]") {
                inSubset = false
            } else if byte == UInt8(ascii: ">") && !inSubset {
                return
            }
        }
        throw context.error("the DOCTYPE is not closed", at: start)
    }

    mutating func skip(past terminator: StaticString, from start: Int, what: String) throws(ThemeError) {
        while !cursor.isAtEnd && !cursor.starts(with: terminator) { cursor.position += 1 }
        guard !cursor.isAtEnd else { throw context.error("unterminated \(what)", at: start) }
        cursor.position += terminator.utf8CodeUnitCount
    }

    static func isNameByte(_ byte: UInt8) -> Bool {
        (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ":") || byte == UInt8(ascii: ".")
    }
}
