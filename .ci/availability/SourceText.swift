import Foundation

/// A Swift source file as the checker reads it: the code with comments and
/// string contents blanked out (so a `{` or `@available` in them counts for
/// nothing), each line's `#if` conditions, and line starts for positions.
struct SourceText {
    /// The file's bytes with comments, string contents and `#if` lines as spaces; newlines kept.
    let code: [UInt8]
    /// For each line (0-based), the `#if` clauses it is under: the condition, and whether it must hold.
    let conditions: [[(condition: String, holds: Bool)]]
    private let lineStarts: [Int]

    init(_ text: String) {
        let bytes = Array(text.utf8)
        var code = Self.blankingCommentsAndStrings(bytes)
        var lineStarts = [0]
        for (offset, byte) in code.enumerated() where byte == UInt8(ascii: "\n") { lineStarts.append(offset + 1) }
        var conditions: [[(String, Bool)]] = []
        var stack: [[(String, Bool)]] = []  // per open #if: its clauses so far
        for (line, start) in lineStarts.enumerated() {
            let end = line + 1 < lineStarts.count ? lineStarts[line + 1] - 1 : code.count
            let text = String(decoding: code[start..<end], as: UTF8.self).trimmingCharacters(in: .whitespaces)
            let directive = text.split(separator: " ", maxSplits: 1).first.map(String.init) ?? ""
            let argument = text.dropFirst(directive.count).trimmingCharacters(in: .whitespaces)
            switch directive {
            case "#if": stack.append([(argument, true)])
            case "#elseif": if !stack.isEmpty { stack[stack.count - 1] = stack[stack.count - 1].map { ($0.0, false) } + [(argument, true)] }
            case "#else": if !stack.isEmpty { stack[stack.count - 1] = stack[stack.count - 1].map { ($0.0, false) } }
            case "#endif": _ = stack.popLast()
            default:
                conditions.append(stack.flatMap { $0 })
                continue
            }
            conditions.append([])
            for offset in start..<end { code[offset] = UInt8(ascii: " ") }
        }
        self.code = code
        self.conditions = conditions
        self.lineStarts = lineStarts
    }

    /// The byte offset of a 1-based line and UTF-8 column.
    func offset(line: Int, column: Int) -> Int {
        guard line >= 1, line <= lineStarts.count else { return code.count }
        return min(lineStarts[line - 1] + max(column - 1, 0), code.count)
    }

    /// The code between two offsets, as text.
    func text(_ range: Range<Int>) -> String {
        String(decoding: code[range.clamped(to: 0..<code.count)], as: UTF8.self)
    }

    private enum State {
        case code(parentheses: Int)  // inside an interpolation: the open parentheses
        case string(hashes: Int, multiline: Bool)
        case blockComment(depth: Int)
    }

    /// Replaces comments and the contents of string literals with spaces,
    /// following interpolations (`\(...)`) back into code.
    private static func blankingCommentsAndStrings(_ bytes: [UInt8]) -> [UInt8] {
        var out = bytes
        var states: [State] = [.code(parentheses: 0)]
        var index = 0
        func at(_ offset: Int) -> UInt8? { offset < bytes.count ? bytes[offset] : nil }
        func blank(_ offset: Int) { if out[offset] != UInt8(ascii: "\n") { out[offset] = UInt8(ascii: " ") } }
        let quote = UInt8(ascii: "\"")
        let hash = UInt8(ascii: "#")
        let slash = UInt8(ascii: "/")
        let star = UInt8(ascii: "*")
        let backslash = UInt8(ascii: "\\")
        let open = UInt8(ascii: "(")
        let close = UInt8(ascii: ")")
        while index < bytes.count {
            let byte = bytes[index]
            switch states[states.count - 1] {
            case .blockComment(let depth):
                if byte == star, at(index + 1) == slash {
                    blank(index)
                    blank(index + 1)
                    index += 2
                    states[states.count - 1] = .blockComment(depth: depth - 1)
                    if depth == 1 { states.removeLast() }
                    continue
                }
                if byte == slash, at(index + 1) == star {
                    blank(index)
                    blank(index + 1)
                    index += 2
                    states[states.count - 1] = .blockComment(depth: depth + 1)
                    continue
                }
                blank(index)
                index += 1
            case .string(let hashes, let multiline):
                if byte == backslash, (1...max(hashes, 1)).allSatisfy({ hashes == 0 || at(index + $0) == hash }) {
                    let after = index + 1 + hashes
                    if at(after) == open {
                        states.append(.code(parentheses: 1))
                        index = after + 1
                        continue
                    }
                    blank(index)
                    if after < bytes.count { blank(after) }
                    index = after + 1
                    continue
                }
                let closeLength = multiline ? 3 : 1
                if byte == quote, (0..<closeLength).allSatisfy({ at(index + $0) == quote }),
                    (0..<hashes).allSatisfy({ at(index + closeLength + $0) == hash })
                {
                    states.removeLast()
                    index += closeLength + hashes
                    continue
                }
                blank(index)
                index += 1
            case .code(let parentheses):
                if byte == slash, at(index + 1) == slash {
                    while index < bytes.count, bytes[index] != UInt8(ascii: "\n") {
                        blank(index)
                        index += 1
                    }
                    continue
                }
                if byte == slash, at(index + 1) == star {
                    blank(index)
                    blank(index + 1)
                    index += 2
                    states.append(.blockComment(depth: 1))
                    continue
                }
                var hashes = 0
                while at(index + hashes) == hash { hashes += 1 }
                if at(index + hashes) == quote {
                    let start = index + hashes
                    let multiline = at(start + 1) == quote && at(start + 2) == quote
                    states.append(.string(hashes: hashes, multiline: multiline))
                    index = start + (multiline ? 3 : 1)
                    continue
                }
                if parentheses > 0, byte == open { states[states.count - 1] = .code(parentheses: parentheses + 1) }
                if parentheses > 0, byte == close {
                    if parentheses == 1 { states.removeLast() } else { states[states.count - 1] = .code(parentheses: parentheses - 1) }
                }
                index += max(hashes, 1)
            }
        }
        return out
    }
}
