import Foundation

/// Parses an OpenStep (old-style ASCII) property list over its UTF-8 bytes,
/// recording each value's offset and keeping key order.
///
/// OpenStep has no numbers or booleans: every scalar is a string, and the
/// conventions read numeric strings where numbers are needed. A file that
/// is a bare list of `key = value;` pairs (the strings-file form) is a
/// dictionary, as Foundation reads it. Recursion is bounded by the depth limit.
struct OpenStepParser {
    private var cursor: ByteCursor
    private var context: ParserContext

    static func parse(_ bytes: UnsafeRawBufferPointer, context: inout ParserContext) throws(ThemeError) -> PlistNode {
        var parser = OpenStepParser(cursor: ByteCursor(bytes), context: context)
        defer { context = parser.context }
        return try parser.parseDocument()
    }

    private mutating func parseDocument() throws(ThemeError) -> PlistNode {
        if cursor.starts(with: "\u{FEFF}") { cursor.position += 3 }
        try context.skipTrivia(&cursor)
        guard !cursor.isAtEnd else { throw context.error("the file is empty; expected a dictionary `{ ... }`", at: 0) }
        let start = cursor.position
        let first = try parseValue(depth: 1)
        try context.skipTrivia(&cursor)
        if cursor.current == UInt8(ascii: "="), case .string(let key) = first.kind {
            cursor.position += 1
            let entries = try parseEntries(firstKey: key, keyOffset: start, depth: 1, closer: nil)
            return PlistNode(kind: .dictionary(entries), offset: start)
        }
        guard cursor.isAtEnd else {
            throw context.error("unexpected \(cursor.currentDescription) after the top-level value", at: cursor.position)
        }
        return first
    }

    private mutating func parseValue(depth: Int) throws(ThemeError) -> PlistNode {
        try context.skipTrivia(&cursor)
        let start = cursor.position
        switch cursor.current {
        case UInt8(ascii: "{"):
            try context.checkDepth(depth, at: start)
            cursor.position += 1
            return PlistNode(kind: .dictionary(try parseEntries(firstKey: nil, keyOffset: 0, depth: depth, closer: start)), offset: start)
        case UInt8(ascii: "("):
            try context.checkDepth(depth, at: start)
            return PlistNode(kind: .array(try parseArray(depth: depth)), offset: start)
        case UInt8(ascii: "<"):
            return PlistNode(kind: .data(try parseData()), offset: start)
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            return PlistNode(kind: .string(try parseQuotedString()), offset: start)
        default:
            while Self.isUnquotedByte(cursor.current) { cursor.position += 1 }
            guard cursor.position > start else {
                if cursor.isAtEnd { throw context.error("the file ends where a value was expected", at: start) }
                throw context.error(
                    "expected a value (`{`, `(`, `<`, a quoted string or a word), found \(cursor.currentDescription)", at: start)
            }
            return PlistNode(kind: .string(cursor.text(start..<cursor.position)), offset: start)
        }
    }

    /// Reads `key = value;` pairs up to `}` (or, with no opening brace, the end).
    private mutating func parseEntries(
        firstKey: String?, keyOffset: Int, depth: Int, closer openBrace: Int?
    ) throws(ThemeError) -> [PlistEntry] {
        var builder = DictionaryBuilder()
        var pending = firstKey.map { ($0, keyOffset) }
        while true {
            let key: String
            let keyStart: Int
            if let (name, offset) = pending {
                (key, keyStart) = (name, offset)
                pending = nil
            } else {
                try context.skipTrivia(&cursor)
                if let openBrace {
                    if cursor.current == UInt8(ascii: "}") {
                        cursor.position += 1
                        return builder.takeEntries()
                    }
                    if cursor.isAtEnd { throw context.error("the dictionary is not closed with `}`", at: openBrace) }
                } else if cursor.isAtEnd {
                    return builder.takeEntries()
                }
                keyStart = cursor.position
                guard case .string(let name) = try parseValue(depth: depth + 1).kind else {
                    throw context.error("a dictionary key must be a string", at: keyStart)
                }
                key = name
                try context.skipTrivia(&cursor)
                guard cursor.current == UInt8(ascii: "=") else {
                    throw context.error("expected `=` after key `\(key)`, found \(cursor.currentDescription)", at: cursor.position)
                }
                cursor.position += 1
            }
            let value = try parseValue(depth: depth + 1)
            try context.skipTrivia(&cursor)
            guard cursor.current == UInt8(ascii: ";") else {
                throw context.error("expected `;` after the value of `\(key)`, found \(cursor.currentDescription)", at: cursor.position)
            }
            cursor.position += 1
            context.add(PlistEntry(key: key, keyOffset: keyStart, value: value), to: &builder)
        }
    }

    private mutating func parseArray(depth: Int) throws(ThemeError) -> [PlistNode] {
        let start = cursor.position
        cursor.position += 1
        var elements: [PlistNode] = []
        while true {
            try context.skipTrivia(&cursor)
            if cursor.current == UInt8(ascii: ")") {
                cursor.position += 1
                return elements
            }
            if cursor.isAtEnd { throw context.error("the array is not closed with `)`", at: start) }
            elements.append(try parseValue(depth: depth + 1))
            try context.skipTrivia(&cursor)
            if cursor.current == UInt8(ascii: ",") {
                cursor.position += 1
            } else if cursor.current != UInt8(ascii: ")") {
                if cursor.isAtEnd { throw context.error("the array is not closed with `)`", at: start) }
                throw context.error("expected `,` or `)` after an array element, found \(cursor.currentDescription)", at: cursor.position)
            }
        }
    }

    /// Reads `<hex bytes>`, white space allowed between digits.
    private mutating func parseData() throws(ThemeError) -> Data {
        let start = cursor.position
        cursor.position += 1
        var data = Data()
        var high: UInt8?
        while true {
            let byte = cursor.current
            if cursor.isAtEnd { throw context.error("data `<...>` is not closed with `>`", at: start) }
            cursor.position += 1
            if byte == UInt8(ascii: ">") {
                guard high == nil else { throw context.error("data `<...>` has an odd number of hex digits", at: start) }
                return data
            }
            if ByteCursor.isWhitespace(byte) { continue }
            guard let nibble = HexDigit.value(byte) else {
                throw context.error("data `<...>` may hold only hex digits", at: cursor.position - 1)
            }
            if let first = high {
                data.append(first << 4 | nibble)
                high = nil
            } else {
                high = nibble
            }
        }
    }

    /// Reads a `"` or `'` quoted string, decoding C-style, octal and `\U` escapes.
    private mutating func parseQuotedString() throws(ThemeError) -> String {
        let start = cursor.position
        let quote = cursor.current
        cursor.position += 1
        let contentStart = cursor.position
        while !cursor.isAtEnd, cursor.current != quote, cursor.current != UInt8(ascii: "\\") { cursor.position += 1 }
        if cursor.current == quote && !cursor.isAtEnd {
            let text = cursor.text(contentStart..<cursor.position)
            cursor.position += 1
            return text
        }
        var buffer = Array(cursor.bytes[contentStart..<cursor.position])
        while true {
            if cursor.isAtEnd { throw context.error("unterminated string", at: start) }
            let byte = cursor.current
            cursor.position += 1
            if byte == quote { return String(decoding: buffer, as: UTF8.self) }
            guard byte == UInt8(ascii: "\\") else {
                buffer.append(byte)
                continue
            }
            let escapeStart = cursor.position - 1
            let escaped = cursor.current
            cursor.position += 1
            switch escaped {
            case UInt8(ascii: "a"): buffer.append(0x07)
            case UInt8(ascii: "b"): buffer.append(0x08)
            case UInt8(ascii: "f"): buffer.append(0x0C)
            case UInt8(ascii: "n"): buffer.append(0x0A)
            case UInt8(ascii: "r"): buffer.append(0x0D)
            case UInt8(ascii: "t"): buffer.append(0x09)
            case UInt8(ascii: "v"): buffer.append(0x0B)
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                var value = UInt32(escaped - UInt8(ascii: "0"))
                for _ in 0..<2 where cursor.current >= UInt8(ascii: "0") && cursor.current <= UInt8(ascii: "7") {
                    value = value * 8 + UInt32(cursor.current - UInt8(ascii: "0"))
                    cursor.position += 1
                }
                appendScalar(value, to: &buffer)
            case UInt8(ascii: "U"), UInt8(ascii: "u"):
                var value: UInt32 = 0
                var digits = 0
                while digits < 4, let nibble = HexDigit.value(cursor.current) {
                    value = value * 16 + UInt32(nibble)
                    digits += 1
                    cursor.position += 1
                }
                guard digits > 0, let scalar = Unicode.Scalar(value) else {
                    throw context.error("`\\U` must be followed by up to four hex digits of a valid character", at: escapeStart)
                }
                buffer.append(contentsOf: String(Character(scalar)).utf8)
            case 0 where cursor.position > cursor.bytes.count:
                throw context.error("unterminated string", at: start)
            default:
                buffer.append(escaped)
            }
        }
    }

    private func appendScalar(_ value: UInt32, to buffer: inout [UInt8]) {
        if let scalar = Unicode.Scalar(value) {
            buffer.append(contentsOf: String(Character(scalar)).utf8)
        }
    }

    /// Characters allowed in an unquoted string, as in Foundation.
    private static func isUnquotedByte(_ byte: UInt8) -> Bool {
        (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte == UInt8(ascii: "/")
            || byte == UInt8(ascii: ":") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-")
    }
}
