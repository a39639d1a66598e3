import Foundation

/// Parses an XML property list over its UTF-8 bytes, recording each value's offset.
///
/// Only the plist vocabulary is read. A DOCTYPE is skipped, never
/// interpreted: no entity it declares is expanded and nothing external is
/// read, so billion-laughs and external-entity files are parse errors, not
/// attacks. Recursion is bounded by the depth limit.
struct XMLPropertyListParser {
    var cursor: ByteCursor
    var context: ParserContext

    static func parse(_ bytes: UnsafeRawBufferPointer, context: inout ParserContext) throws(ThemeError) -> PlistNode {
        var parser = XMLPropertyListParser(cursor: ByteCursor(bytes), context: context)
        defer { context = parser.context }
        return try parser.parseDocument()
    }

    private mutating func parseDocument() throws(ThemeError) -> PlistNode {
        if cursor.starts(with: "\u{FEFF}") { cursor.position += 3 }
        try skipMisc(allowDeclarations: true)
        let top: PlistNode
        let start = cursor.position
        let tag = try readOpenTag()
        if tag.name == "plist" {
            if tag.isEmpty { throw context.error("`<plist/>` holds no value; expected a `<dict>`", at: start) }
            try skipMisc(allowDeclarations: false)
            if cursor.starts(with: "</") { throw context.error("`<plist>` holds no value; expected a `<dict>`", at: cursor.position) }
            top = try parseValue(depth: 1)
            try skipMisc(allowDeclarations: false)
            try expectCloseTag("plist")
        } else {
            top = try parseValue(tag, at: start, depth: 1)
        }
        try skipMisc(allowDeclarations: false)
        guard cursor.isAtEnd else {
            throw context.error("unexpected \(cursor.currentDescription) after the end of the property list", at: cursor.position)
        }
        return top
    }

    // MARK: Values

    private mutating func parseValue(depth: Int) throws(ThemeError) -> PlistNode {
        try skipMisc(allowDeclarations: false)
        let start = cursor.position
        return try parseValue(try readOpenTag(), at: start, depth: depth)
    }

    private mutating func parseValue(_ tag: OpenTag, at start: Int, depth: Int) throws(ThemeError) -> PlistNode {
        switch tag.name {
        case "dict":
            try context.checkDepth(depth, at: start)
            return PlistNode(kind: .dictionary(tag.isEmpty ? [] : try parseDictionaryBody(depth: depth)), offset: start)
        case "array":
            try context.checkDepth(depth, at: start)
            return PlistNode(kind: .array(tag.isEmpty ? [] : try parseArrayBody(depth: depth)), offset: start)
        case "string":
            return PlistNode(kind: .string(tag.isEmpty ? "" : try readText(closing: "string")), offset: start)
        case "integer", "real":
            let isReal = tag.name == "real"
            let text = tag.isEmpty ? "" : try readText(closing: isReal ? "real" : "integer")
            switch isReal ? PropertyListScalars.real(text) : PropertyListScalars.integer(text) {
            case .success(let number): return PlistNode(kind: .number(number), offset: start)
            case .failure(let refusal):
                throw context.error(
                    "`<\(tag.name)>` holds `\(text)`, which is not a finite decimal number" + (refusal.reason.map { " (\($0))" } ?? ""),
                    at: start)
            }
        case "true", "false":
            if !tag.isEmpty { try expectCloseTag(tag.name == "true" ? "true" : "false") }
            return PlistNode(kind: .bool(tag.name == "true"), offset: start)
        case "date":
            let text = tag.isEmpty ? "" : try readText(closing: "date")
            guard PropertyListScalars.isDate(text) else {
                throw context.error("`<date>` holds `\(text)`; a property list date is written `YYYY-MM-DDTHH:MM:SSZ`", at: start)
            }
            return PlistNode(kind: .date(text), offset: start)
        case "data":
            return PlistNode(kind: .data(PropertyListScalars.base64(tag.isEmpty ? "" : try readText(closing: "data"))), offset: start)
        default:
            throw context.error(
                "unknown element `<\(tag.name)>`; expected dict, array, string, integer, real, true, false, date or data", at: start)
        }
    }

    private mutating func parseDictionaryBody(depth: Int) throws(ThemeError) -> [PlistEntry] {
        var builder = DictionaryBuilder()
        while true {
            try skipMisc(allowDeclarations: false)
            if cursor.starts(with: "</") {
                try expectCloseTag("dict")
                return builder.takeEntries()
            }
            let keyStart = cursor.position
            let tag = try readOpenTag()
            guard tag.name == "key" else {
                throw context.error("expected `<key>` in `<dict>`, found `<\(tag.name)>`", at: keyStart)
            }
            let key = tag.isEmpty ? "" : try readText(closing: "key")
            try skipMisc(allowDeclarations: false)
            if cursor.starts(with: "</") {
                throw context.error("key `\(key)` has no value", at: keyStart)
            }
            let value = try parseValue(depth: depth + 1)
            context.add(PlistEntry(key: key, keyOffset: keyStart, value: value), to: &builder)
        }
    }

    private mutating func parseArrayBody(depth: Int) throws(ThemeError) -> [PlistNode] {
        var elements: [PlistNode] = []
        while true {
            try skipMisc(allowDeclarations: false)
            if cursor.starts(with: "</") {
                try expectCloseTag("array")
                return elements
            }
            elements.append(try parseValue(depth: depth + 1))
        }
    }

    /// Reads character data up to the closing tag, decoding the five XML
    /// entities, character references and CDATA sections.
    private mutating func readText(closing name: StaticString) throws(ThemeError) -> String {
        let start = cursor.position
        // Fast path: plain text straight up to `</`.
        while !cursor.isAtEnd, cursor.current != UInt8(ascii: "<"), cursor.current != UInt8(ascii: "&") {
            cursor.position += 1
        }
        if cursor.current == UInt8(ascii: "<") && cursor.peek(1) == UInt8(ascii: "/") {
            let text = cursor.text(start..<cursor.position)
            try expectCloseTag(name)
            return text
        }
        var buffer = Array(cursor.bytes[start..<cursor.position])
        while true {
            let byte = cursor.current
            if cursor.isAtEnd {
                throw context.error("`<\(name)>` is not closed", at: start)
            } else if byte == UInt8(ascii: "&") {
                try appendReference(to: &buffer)
            } else if cursor.starts(with: "<![CDATA[") {
                let sectionStart = cursor.position
                cursor.position += 9
                let contentStart = cursor.position
                while !cursor.isAtEnd && !cursor.starts(with: "]]>") { cursor.position += 1 }
                guard !cursor.isAtEnd else { throw context.error("unterminated CDATA section", at: sectionStart) }
                buffer.append(contentsOf: cursor.bytes[contentStart..<cursor.position])
                cursor.position += 3
            } else if cursor.starts(with: "<!--") {
                try skip(past: "-->", from: cursor.position, what: "comment")
            } else if byte == UInt8(ascii: "<") {
                if cursor.peek(1) == UInt8(ascii: "/") {
                    try expectCloseTag(name)
                    return String(decoding: buffer, as: UTF8.self)
                }
                throw context.error("unexpected element inside `<\(name)>`; text was expected", at: cursor.position)
            } else {
                buffer.append(byte)
                cursor.position += 1
            }
        }
    }

    private static let predefinedEntities: [String: UInt8] = ["lt": 0x3C, "gt": 0x3E, "amp": 0x26, "quot": 0x22, "apos": 0x27]

    /// Decodes `&lt;`, `&gt;`, `&amp;`, `&quot;`, `&apos;`, `&#N;` or `&#xH;`.
    private mutating func appendReference(to buffer: inout [UInt8]) throws(ThemeError) {
        let start = cursor.position
        cursor.position += 1
        let nameStart = cursor.position
        while !cursor.isAtEnd, cursor.current != UInt8(ascii: ";"), cursor.position - nameStart < 12 {
            cursor.position += 1
        }
        guard cursor.current == UInt8(ascii: ";") else {
            throw context.error("`&` must start an entity such as `&amp;`", at: start)
        }
        let name = cursor.text(nameStart..<cursor.position)
        cursor.position += 1
        if let byte = Self.predefinedEntities[name] {
            buffer.append(byte)
            return
        }
        if name.hasPrefix("#") {
            let digits = name.dropFirst()
            let value = digits.hasPrefix("x") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
            if let value, value != 0, let scalar = Unicode.Scalar(value) {
                buffer.append(contentsOf: String(Character(scalar)).utf8)
                return
            }
            throw context.error("`&\(name);` is not a valid character reference", at: start)
        }
        throw context.error(
            "unknown entity `&\(name);`; only &lt; &gt; &amp; &quot; &apos; and character references are read (DOCTYPE entities are never expanded)",
            at: start)
    }
}
