/// Parses JSON with `//` and `/* */` comments (JSONC) over its UTF-8 bytes,
/// recording each value's offset and keeping key order.
///
/// Numbers follow theme-format §1 (decimal only; no NaN, infinities or hex).
/// Recursion is bounded by the depth limit.
struct JSONParser {
    private var cursor: ByteCursor
    private var context: ParserContext

    static func parse(_ bytes: UnsafeRawBufferPointer, context: inout ParserContext) throws(ThemeError) -> PlistNode {
        var parser = JSONParser(cursor: ByteCursor(bytes), context: context)
        defer { context = parser.context }
        if parser.cursor.starts(with: "\u{FEFF}") { parser.cursor.position += 3 }
        let value = try parser.parseValue(depth: 1)
        try parser.context.skipTrivia(&parser.cursor)
        guard parser.cursor.isAtEnd else {
            throw parser.context.error(
                "unexpected \(parser.cursor.currentDescription) after the top-level value", at: parser.cursor.position)
        }
        return value
    }

    private mutating func parseValue(depth: Int) throws(ThemeError) -> PlistNode {
        try context.skipTrivia(&cursor)
        let start = cursor.position
        switch cursor.current {
        case UInt8(ascii: "{"):
            try context.checkDepth(depth, at: start)
            return PlistNode(kind: .dictionary(try parseObject(depth: depth)), offset: start)
        case UInt8(ascii: "["):
            try context.checkDepth(depth, at: start)
            return PlistNode(kind: .array(try parseArray(depth: depth)), offset: start)
        case UInt8(ascii: "\""):
            return PlistNode(kind: .string(try parseString()), offset: start)
        case UInt8(ascii: "t") where cursor.starts(with: "true"):
            cursor.position += 4
            return PlistNode(kind: .bool(true), offset: start)
        case UInt8(ascii: "f") where cursor.starts(with: "false"):
            cursor.position += 5
            return PlistNode(kind: .bool(false), offset: start)
        case UInt8(ascii: "n") where cursor.starts(with: "null"):
            cursor.position += 4
            return PlistNode(kind: .null, offset: start)
        default:
            let length = DecimalNumber.matchLength(cursor.bytes, from: start)
            guard length > 0 else {
                if cursor.isAtEnd { throw context.error("the file ends where a value was expected", at: start) }
                throw context.error(
                    "expected a value (object, array, string, number, true, false or null), found \(cursor.currentDescription)", at: start)
            }
            cursor.position += length
            guard let number = DecimalNumber.parse(UnsafeRawBufferPointer(rebasing: cursor.bytes[start..<cursor.position])) else {
                throw context.error("number `\(cursor.text(start..<cursor.position))` is out of range", at: start)
            }
            return PlistNode(kind: .number(number), offset: start)
        }
    }

    private mutating func parseObject(depth: Int) throws(ThemeError) -> [PlistEntry] {
        let start = cursor.position
        cursor.position += 1
        var builder = DictionaryBuilder()
        try context.skipTrivia(&cursor)
        if cursor.current == UInt8(ascii: "}") {
            cursor.position += 1
            return []
        }
        var comma: Int?
        while true {
            try context.skipTrivia(&cursor)
            let keyStart = cursor.position
            guard cursor.current == UInt8(ascii: "\"") else {
                if cursor.isAtEnd { throw context.error("the object is not closed with `}`", at: start) }
                if let comma, cursor.current == UInt8(ascii: "}") { throw Self.trailingComma(at: comma, before: "}", context) }
                throw context.error("expected a quoted key, found \(cursor.currentDescription)", at: keyStart)
            }
            let key = try parseString()
            try context.skipTrivia(&cursor)
            guard cursor.current == UInt8(ascii: ":") else {
                throw context.error("expected `:` after key `\(key)`, found \(cursor.currentDescription)", at: cursor.position)
            }
            cursor.position += 1
            let value = try parseValue(depth: depth + 1)
            context.add(PlistEntry(key: key, keyOffset: keyStart, value: value), to: &builder)
            try context.skipTrivia(&cursor)
            switch cursor.current {
            case UInt8(ascii: ","):
                comma = cursor.position
                cursor.position += 1
            case UInt8(ascii: "}"):
                cursor.position += 1
                return builder.takeEntries()
            default:
                if cursor.isAtEnd { throw context.error("the object is not closed with `}`", at: start) }
                throw context.error("expected `,` or `}` after a value, found \(cursor.currentDescription)", at: cursor.position)
            }
        }
    }

    private mutating func parseArray(depth: Int) throws(ThemeError) -> [PlistNode] {
        let start = cursor.position
        cursor.position += 1
        var elements: [PlistNode] = []
        try context.skipTrivia(&cursor)
        if cursor.current == UInt8(ascii: "]") {
            cursor.position += 1
            return []
        }
        while true {
            elements.append(try parseValue(depth: depth + 1))
            try context.skipTrivia(&cursor)
            switch cursor.current {
            case UInt8(ascii: ","):
                let comma = cursor.position
                cursor.position += 1
                try context.skipTrivia(&cursor)
                if cursor.current == UInt8(ascii: "]") { throw Self.trailingComma(at: comma, before: "]", context) }
            case UInt8(ascii: "]"):
                cursor.position += 1
                return elements
            default:
                if cursor.isAtEnd { throw context.error("the array is not closed with `]`", at: start) }
                throw context.error("expected `,` or `]` after a value, found \(cursor.currentDescription)", at: cursor.position)
            }
        }
    }

    /// A `,` with nothing after it before the closing bracket, reported at the comma, which is what to remove.
    private static func trailingComma(at offset: Int, before closing: String, _ context: ParserContext) -> ThemeError {
        context.error("a trailing comma: JSON allows no `,` before `\(closing)`; remove this one", at: offset)
    }

    /// Reads a double-quoted string at the cursor, decoding its escapes.
    private mutating func parseString() throws(ThemeError) -> String {
        let start = cursor.position
        cursor.position += 1
        let contentStart = cursor.position
        while cursor.current != UInt8(ascii: "\"") && cursor.current != UInt8(ascii: "\\") && cursor.current >= 0x20 {
            cursor.position += 1
        }
        if cursor.current == UInt8(ascii: "\"") {
            let text = cursor.text(contentStart..<cursor.position)
            cursor.position += 1
            return text
        }
        var buffer = Array(cursor.bytes[contentStart..<cursor.position])
        while true {
            let byte = cursor.current
            if cursor.isAtEnd { throw context.error("unterminated string", at: start) }
            if byte == UInt8(ascii: "\"") {
                cursor.position += 1
                return String(decoding: buffer, as: UTF8.self)
            }
            if byte < 0x20 {
                throw context.error("a control character must be escaped inside a string", at: cursor.position)
            }
            if byte != UInt8(ascii: "\\") {
                buffer.append(byte)
                cursor.position += 1
                continue
            }
            let escapeStart = cursor.position
            let escaped = cursor.peek(1)
            cursor.position += 2
            switch escaped {
            case UInt8(ascii: "\""): buffer.append(0x22)
            case UInt8(ascii: "\\"): buffer.append(0x5C)
            case UInt8(ascii: "/"): buffer.append(0x2F)
            case UInt8(ascii: "b"): buffer.append(0x08)
            case UInt8(ascii: "f"): buffer.append(0x0C)
            case UInt8(ascii: "n"): buffer.append(0x0A)
            case UInt8(ascii: "r"): buffer.append(0x0D)
            case UInt8(ascii: "t"): buffer.append(0x09)
            case UInt8(ascii: "u"):
                let scalar = try parseUnicodeEscape(at: escapeStart)
                buffer.append(contentsOf: String(Character(scalar)).utf8)
            default:
                throw context.error("invalid escape in string; expected one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX", at: escapeStart)
            }
        }
    }

    /// Reads the hex of `\uXXXX` (the cursor is just after `\u`), joining a
    /// surrogate pair into one scalar.
    private mutating func parseUnicodeEscape(at escapeStart: Int) throws(ThemeError) -> Unicode.Scalar {
        guard let high = readHex4() else {
            throw context.error("`\\u` must be followed by four hex digits", at: escapeStart)
        }
        if (0xD800...0xDBFF).contains(high) {
            if cursor.starts(with: "\\u") {
                cursor.position += 2
                if let low = readHex4(), (0xDC00...0xDFFF).contains(low),
                    let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
                {
                    return scalar
                }
            }
            throw context.error("`\\u` escape is half of a surrogate pair with no valid other half", at: escapeStart)
        }
        guard let scalar = Unicode.Scalar(high) else {
            throw context.error("`\\u` escape is a lone low surrogate", at: escapeStart)
        }
        return scalar
    }

    private mutating func readHex4() -> UInt32? {
        guard cursor.position + 4 <= cursor.bytes.count else { return nil }
        let digits = cursor.text(cursor.position..<cursor.position + 4)
        guard digits.allSatisfy(\.isHexDigit), let value = UInt32(digits, radix: 16) else { return nil }
        cursor.position += 4
        return value
    }
}
