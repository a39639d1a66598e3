import Foundation

extension ReferenceTokenReader {
    /// A JSON value that keeps the order of an object's members.
    ///
    /// Order carries meaning in two places the specifications name: a resolver
    /// modifier's first context stands in for a missing `default`, and
    /// sd-transforms orders a Tokens Studio theme's sets as its
    /// `selectedTokenSets` object lists them. Foundation's parser forgets it.
    enum JSON: Equatable, Sendable {
        case object([Member])
        case array([JSON])
        case string(String)
        case number(Double)
        case bool(Bool)
        case null

        /// One member of an object, in the order written.
        struct Member: Equatable, Sendable {
            var key: String
            var value: JSON
        }

        /// The value of `key` (the last, where a key is written twice, as most readers do).
        subscript(key: String) -> JSON? {
            guard case .object(let members) = self else { return nil }
            return members.last { $0.key == key }?.value
        }

        var members: [Member]? { if case .object(let members) = self { members } else { nil } }
        var elements: [JSON]? { if case .array(let elements) = self { elements } else { nil } }
        var string: String? { if case .string(let text) = self { text } else { nil } }
        var number: Double? { if case .number(let number) = self { number } else { nil } }
        var bool: Bool? { if case .bool(let flag) = self { flag } else { nil } }

        /// The object without the members named `keys`.
        func removing(_ keys: Set<String>) -> JSON {
            guard case .object(let members) = self else { return self }
            return .object(members.filter { !keys.contains($0.key) })
        }

        /// The value at an RFC 6901 pointer (`/a/b~1c/0`, without the `#`), or nil.
        func value(atPointer pointer: String) -> JSON? {
            guard !pointer.isEmpty else { return self }
            guard pointer.hasPrefix("/") else { return nil }
            var current = self
            for raw in pointer.dropFirst().split(separator: "/", omittingEmptySubsequences: false) {
                let segment = raw.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
                switch current {
                case .object:
                    guard let next = current[segment] else { return nil }
                    current = next
                case .array(let elements):
                    guard let index = Int(segment), elements.indices.contains(index) else { return nil }
                    current = elements[index]
                default: return nil
                }
            }
            return current
        }

        /// Reads `data` as JSON (RFC 8259), keeping member order.
        static func parse(_ data: Data) throws -> JSON {
            var parser = Parser(bytes: Array(data))
            return try parser.document()
        }
    }

    /// A recursive-descent JSON reader over UTF-8 bytes, nesting bounded.
    private struct Parser {
        let bytes: [UInt8]
        var index = 0
        var depth = 0

        mutating func document() throws -> JSON {
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
            let value = try self.value()
            skipSpace()
            guard index == bytes.count else { throw failure("text after the JSON value") }
            return value
        }

        private func failure(_ problem: String) -> ReadError { ReadError("JSON: \(problem) at byte \(index)") }

        private mutating func skipSpace() {
            while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        }

        private mutating func value() throws -> JSON {
            skipSpace()
            guard index < bytes.count else { throw failure("a value expected") }
            switch bytes[index] {
            case UInt8(ascii: "{"): return try container(close: UInt8(ascii: "}"))
            case UInt8(ascii: "["): return try container(close: UInt8(ascii: "]"))
            case UInt8(ascii: "\""): return .string(try string())
            case UInt8(ascii: "t"): return try literal("true", .bool(true))
            case UInt8(ascii: "f"): return try literal("false", .bool(false))
            case UInt8(ascii: "n"): return try literal("null", .null)
            default: return try number()
            }
        }

        private mutating func literal(_ word: String, _ value: JSON) throws -> JSON {
            let expected = Array(word.utf8)
            guard bytes[index...].starts(with: expected) else { throw failure("`\(word)` expected") }
            index += expected.count
            return value
        }

        private mutating func container(close: UInt8) throws -> JSON {
            depth += 1
            defer { depth -= 1 }
            guard depth <= 512 else { throw failure("nesting deeper than 512") }
            let isObject = close == UInt8(ascii: "}")
            index += 1
            var members: [JSON.Member] = []
            var elements: [JSON] = []
            skipSpace()
            if index < bytes.count, bytes[index] == close {
                index += 1
                return isObject ? .object([]) : .array([])
            }
            while true {
                if isObject {
                    skipSpace()
                    guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw failure("a member name expected") }
                    let key = try string()
                    skipSpace()
                    guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw failure("`:` expected") }
                    index += 1
                    members.append(JSON.Member(key: key, value: try value()))
                } else {
                    elements.append(try value())
                }
                skipSpace()
                guard index < bytes.count else { throw failure("unclosed container") }
                if bytes[index] == close {
                    index += 1
                    return isObject ? .object(members) : .array(elements)
                }
                guard bytes[index] == UInt8(ascii: ",") else { throw failure("`,` expected") }
                index += 1
            }
        }

        private mutating func number() throws -> JSON {
            let start = index
            while index < bytes.count, "+-0123456789.eE".utf8.contains(bytes[index]) { index += 1 }
            guard let text = String(bytes: bytes[start..<index], encoding: .utf8), let number = Double(text), number.isFinite else {
                throw failure("a value expected")
            }
            return .number(number)
        }

        private mutating func hexQuad() throws -> UInt32 {
            guard index + 4 <= bytes.count, let text = String(bytes: bytes[index..<index + 4], encoding: .utf8),
                let code = UInt32(text, radix: 16)
            else { throw failure("four hex digits expected after \\u") }
            index += 4
            return code
        }

        private mutating func string() throws -> String {
            index += 1
            var scalars = String.UnicodeScalarView()
            var run: [UInt8] = []
            func flush() {
                if !run.isEmpty { scalars.append(contentsOf: String(decoding: run, as: UTF8.self).unicodeScalars) }
                run.removeAll()
            }
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") {
                    index += 1
                    flush()
                    return String(scalars)
                }
                guard byte == UInt8(ascii: "\\") else {
                    run.append(byte)
                    index += 1
                    continue
                }
                flush()
                index += 1
                guard index < bytes.count else { break }
                let escape = bytes[index]
                index += 1
                let simple: [UInt8: Unicode.Scalar] = [
                    UInt8(ascii: "\""): "\"", UInt8(ascii: "\\"): "\\", UInt8(ascii: "/"): "/", UInt8(ascii: "b"): "\u{08}",
                    UInt8(ascii: "f"): "\u{0C}", UInt8(ascii: "n"): "\n", UInt8(ascii: "r"): "\r", UInt8(ascii: "t"): "\t",
                ]
                if let scalar = simple[escape] {
                    scalars.append(scalar)
                    continue
                }
                guard escape == UInt8(ascii: "u") else { throw failure("unknown escape") }
                var code = try hexQuad()
                if (0xD800..<0xDC00).contains(code), bytes[index...].starts(with: Array("\\u".utf8)) {
                    index += 2
                    let low = try hexQuad()
                    code = 0x10000 + ((code - 0xD800) << 10) + (low &- 0xDC00)
                }
                scalars.append(Unicode.Scalar(code) ?? "\u{FFFD}")
            }
            throw failure("unclosed string")
        }
    }
}
