import Foundation

extension Diagnostic {
    /// An edit that certainly fixes a diagnostic: replace `length` bytes at
    /// byte `offset` of the diagnostic's (text) file with `replacement`.
    ///
    /// Only offered where the right edit is not in doubt: a "did you mean"
    /// with exactly one suggestion, a `suspicious-value`. Binary property
    /// lists never get one.
    public struct Fix: Hashable, Sendable {
        /// The UTF-8 byte offset in the file where the replaced text starts.
        public var offset: Int
        /// How many bytes the replaced text has.
        public var length: Int
        /// The text written instead.
        public var replacement: String

        /// A fix replacing `length` bytes at `offset` with `replacement`.
        public init(offset: Int, length: Int, replacement: String) {
            self.offset = offset
            self.length = length
            self.replacement = replacement
        }
    }
}

extension SourceFile {
    /// A diagnostic about the unknown name `name` written at `offset`: with one
    /// likely intended name among `candidates`, it says "did you mean" and
    /// offers the replacement as a fix.
    func unknownName(
        _ code: Diagnostic.Code, _ message: String, name: String, candidates: [String], at offset: Int,
        keyPath: @autoclosure () -> String = ""
    ) -> Diagnostic {
        unknownName(code, message, name: name, suggestions: SuggestionIndex(candidates), at: offset, keyPath: keyPath())
    }

    /// As above, with the candidates indexed once for many names.
    func unknownName(
        _ code: Diagnostic.Code, _ message: String, name: String, suggestions: SuggestionIndex, at offset: Int,
        keyPath: @autoclosure () -> String = ""
    ) -> Diagnostic {
        guard let suggestion = suggestions.closest(to: name) else {
            return diagnostic(code, message, at: offset, keyPath: keyPath())
        }
        var found = diagnostic(code, message, at: offset, keyPath: keyPath()).suggesting(suggestion)
        found.fix = fix(replacing: name, with: suggestion, inValueAt: offset)
        return found
    }

    /// The edit that turns `original` into `replacement` inside the value
    /// written at `offset`, or nil unless that is certain: the value's text
    /// is written without escapes and holds `original` exactly once, as a
    /// whole word. The replacement is escaped as the value is written (a
    /// quoted string, XML text or a bare word), so the file still parses.
    func fix(replacing original: String, with replacement: String, inValueAt offset: Int) -> Diagnostic.Fix? {
        guard let text, offset >= 0, offset < text.count, !original.isEmpty, original != replacement else { return nil }
        return text.withUnsafeBytes { bytes -> Diagnostic.Fix? in
            guard let (region, quoting) = Self.valueText(in: bytes, at: offset),
                let replacement = quoting.escaped(replacement)
            else { return nil }
            let needle = Array(original.utf8)
            var found: Int?
            var index = region.lowerBound
            while index + needle.count <= region.upperBound {
                if bytes[index] == needle[0], needle.indices.allSatisfy({ bytes[index + $0] == needle[$0] }),
                    Self.isWordBoundary(bytes, before: index, in: region, ifWord: needle[0]),
                    Self.isWordBoundary(bytes, before: index + needle.count, in: region, ifWord: needle[needle.count - 1])
                {
                    guard found == nil else { return nil }
                    found = index
                    index += needle.count
                } else {
                    index += 1
                }
            }
            return found.map { Diagnostic.Fix(offset: $0, length: needle.count, replacement: replacement) }
        }
    }

    /// The bytes of the scalar value written at `offset`: inside quotes, an
    /// XML element, or a bare word; nil when it holds an escape (the bytes
    /// would not be the text) or is implausibly long.
    private static func valueText(in bytes: UnsafeRawBufferPointer, at offset: Int) -> (Range<Int>, ValueQuoting)? {
        let quoting: ValueQuoting
        let limit = min(bytes.count, offset + 65_536)
        func firstIndex(from start: Int, where isEnd: (UInt8) -> Bool) -> Int? {
            (start..<limit).first { isEnd(bytes[$0]) }
        }
        var start = offset
        let end: Int?
        switch bytes[offset] {
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            let quote = bytes[offset]
            quoting = quote == UInt8(ascii: "\"") ? .doubleQuoted : .singleQuoted
            start += 1
            end = firstIndex(from: start) { $0 == quote || $0 == UInt8(ascii: "\\") }
            guard let end, bytes[end] == quote else { return nil }
        case UInt8(ascii: "<"):
            quoting = .xmlText
            guard let close = firstIndex(from: start, where: { $0 == UInt8(ascii: ">") }) else { return nil }
            start = close + 1
            end = firstIndex(from: start) { $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: "&") }
            guard let end, bytes[end] == UInt8(ascii: "<") else { return nil }
        default:
            quoting = .bare
            end = firstIndex(from: start) { byte in
                byte == UInt8(ascii: "<") || byte == UInt8(ascii: ";") || byte == UInt8(ascii: ",") || byte == UInt8(ascii: ")")
                    || byte == UInt8(ascii: "}") || byte == UInt8(ascii: "=") || byte == 0x0A || byte == 0x0D
                    || byte == UInt8(ascii: "&") || byte == UInt8(ascii: "\\")
            }
            guard let end, bytes[end] != UInt8(ascii: "&"), bytes[end] != UInt8(ascii: "\\") else { return nil }
        }
        guard let end else { return nil }
        return (start..<end, quoting)
    }

    /// Whether `position` (just after or just before a match) does not cut a
    /// word in two; only matters when the match itself starts or ends with a word byte.
    private static func isWordBoundary(
        _ bytes: UnsafeRawBufferPointer, before position: Int, in region: Range<Int>,
        ifWord edge: UInt8
    ) -> Bool {
        guard isWordByte(edge) else { return true }
        let left = position - 1 >= region.lowerBound ? bytes[position - 1] : nil
        let right = position < region.upperBound ? bytes[position] : nil
        // A boundary between the match and its neighbour: one side is not a word byte.
        return !(left.map(isWordByte) ?? false) || !(right.map(isWordByte) ?? false)
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || (byte >= 0x30 && byte <= 0x39) || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A) || byte >= 0x80
    }
}
