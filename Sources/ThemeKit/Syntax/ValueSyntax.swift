/// The value conventions of theme-format §3 in one table: which prefix
/// names which convention, how a string splits into convention and body,
/// and each value's canonical text.
///
/// Each convention reads and writes itself in its own type
/// (``PrefixedSyntax``); this table only routes text to them, so a
/// convention is changed in its file or nowhere. Null, constant names and
/// numbers have no prefix (``NullSyntax``, ``ConstantName``, ``DecimalNumber``).
enum ValueSyntax {
    /// Every convention with a prefix, in the order theme-format §3 lists them.
    static let conventions: [any PrefixedSyntax.Type] = [
        StyleReference.self, FontSyntax.self, ColorSyntax.self,
        PointSyntax.self, SizeSyntax.self, RectSyntax.self, EdgeSyntax.self, ImageSyntax.self,
    ]

    /// A convention, by its place in ``conventions``: one byte, kept with
    /// each style value that loading found a prefix in.
    struct Convention: Hashable, Sendable {
        let index: UInt8

        /// The convention's type.
        var syntax: any PrefixedSyntax.Type { ValueSyntax.conventions[Int(index)] }

        /// The convention of `type`.
        static func of(_ type: any PrefixedSyntax.Type) -> Convention {
            Convention(index: UInt8(conventions.firstIndex { ObjectIdentifier($0) == ObjectIdentifier(type) } ?? 0))
        }

        static let styleReference = of(StyleReference.self)
        static let color = of(ColorSyntax.self)
        static let image = of(ImageSyntax.self)
    }

    /// Each convention's prefixes as bytes, read once: splitting runs for every string a theme holds.
    private static let prefixes: [(long: [UInt8], short: UInt8?)] = conventions.map {
        (Array($0.longPrefix.utf8), $0.shortPrefix?.utf8.first)
    }

    /// The convention `text` starts with and the text after its colon; nil
    /// for a string with no known prefix. Prefixes are matched at the start
    /// only: a short one in lower case, a long one in any case.
    static func split(_ text: String) -> (convention: Convention, body: Substring)? {
        let utf8 = text.utf8
        // Read as the string's own bytes where it has them (nearly always):
        // walking a view's indices cost more than the rest of the split.
        let match: (index: Int, colon: Int)? =
            if let found = utf8.withContiguousStorageIfAvailable(prefix(of:)) { found } else { prefix(of: Array(utf8.prefix(7))) }
        guard let (index, colon) = match else { return nil }
        return (Convention(index: UInt8(index)), text[utf8.index(utf8.startIndex, offsetBy: colon + 1)...])
    }

    /// The place in ``prefixes`` of the prefix `bytes` start with, and the
    /// offset of its colon; every prefix has its colon within the first seven bytes.
    private static func prefix<Bytes: RandomAccessCollection<UInt8>>(of bytes: Bytes) -> (index: Int, colon: Int)?
    where Bytes.Index == Int {
        let start = bytes.startIndex
        guard let colon = bytes[start..<min(start + 7, bytes.endIndex)].firstIndex(of: UInt8(ascii: ":")) else { return nil }
        let prefix = bytes[start..<colon]
        let index: Int?
        if prefix.count == 1 {
            index = prefixes.firstIndex { $0.short == prefix.first }
        } else {
            index = prefixes.firstIndex { long, _ in
                long.count == prefix.count && zip(long, prefix).allSatisfy { $0 == $1 | ($1 >= 0x41 && $1 <= 0x5A ? 0x20 : 0) }
            }
        }
        return index.map { ($0, colon - start) }
    }

    /// The text after the prefix's colon, for text ``split(_:)`` found a prefix in.
    static func body(of text: String) -> Substring {
        let utf8 = text.utf8
        guard let colon = text.utf8Index(of: UInt8(ascii: ":")) else { return text[...] }
        return text[utf8.index(after: colon)...]
    }

    /// Comma-separated parts, each trimmed; empty parts are kept (they are errors).
    static func parts(_ body: Substring) -> [Substring] {
        // ASCII text (nearly every value) is split and trimmed as bytes, the
        // same parts without reading Characters; other text takes the careful
        // path, which knows Unicode white space and combining marks.
        guard body.utf8IsASCII else {
            return body.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingWhitespace() }
        }
        // The ASCII part of `Character.isThemeWhitespace`: space, and tab through carriage return.
        func isWhitespace(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }
        var parts: [Substring] = []
        let utf8 = body.utf8
        var start = utf8.startIndex
        while true {
            let end = body[start...].utf8Index(of: UInt8(ascii: ",")) ?? utf8.endIndex
            var first = start
            var last = end
            while first < last, isWhitespace(utf8[first]) { first = utf8.index(after: first) }
            while last > first, isWhitespace(utf8[utf8.index(before: last)]) { last = utf8.index(before: last) }
            parts.append(body[first..<last])
            guard end < utf8.endIndex else { return parts }
            start = utf8.index(after: end)
        }
    }

    /// The canonical text of a value a convention writes (colours, fonts,
    /// geometry, null); nil for strings, numbers, booleans and arrays, which
    /// are written as themselves.
    static func text(of value: ThemeValue) -> String? {
        if case .null = value { return NullSyntax.text }
        for convention in conventions {
            if let text = convention.format(value) { return text }
        }
        return nil
    }
}
