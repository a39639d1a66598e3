/// The value conventions of theme-format §3: which prefix names which
/// convention, how a string splits into convention and body, and each
/// value's canonical text, handed to the convention's own type.
///
/// Each convention reads and writes itself in one file of this folder
/// (``ColorSyntax``, ``FontSyntax``, ``GeometrySyntax``, ``StyleReference``,
/// ``NullSyntax``, ``ConstantName``, ``DecimalNumber``); this table only
/// routes text to them, so a convention is changed in its file or nowhere.
enum ValueSyntax {
    /// A convention with a prefix.
    enum Kind: String, CaseIterable {
        case style, font, color, point, size, rect, edge

        /// The short prefix (`s`, `f`, `c`), matched in lower case only; long
        /// prefixes (the raw value) are matched in any case.
        var shortPrefix: String? {
            switch self {
            case .style: return "s"
            case .font: return "f"
            case .color: return "c"
            case .point, .size, .rect, .edge: return nil
            }
        }

        var geometry: GeometrySyntax? { GeometrySyntax(rawValue: rawValue) }
    }

    /// The convention `text` starts with and the text after its colon; nil
    /// for a string with no known prefix. Prefixes are matched at the start only.
    static func split(_ text: String) -> (kind: Kind, body: Substring)? {
        let utf8 = text.utf8
        // Every prefix has its colon within the first seven bytes.
        guard let colon = utf8.prefix(7).firstIndex(of: UInt8(ascii: ":")) else { return nil }
        let prefix = utf8[..<colon]
        let body = text[utf8.index(after: colon)...]
        // Compared as bytes: this runs for every string a theme holds.
        if prefix.count == 1 {
            return Kind.allCases.first { $0.shortPrefix?.utf8.first == prefix.first }.map { ($0, body) }
        }
        let kind = Kind.allCases.first { kind in
            kind.rawValue.utf8.count == prefix.count
                && zip(kind.rawValue.utf8, prefix).allSatisfy { $0 == $1 | ($1 >= 0x41 && $1 <= 0x5A ? 0x20 : 0) }
        }
        return kind.map { ($0, body) }
    }

    /// The text after the prefix's colon, for text ``split(_:)`` found a prefix in.
    static func body(of text: String) -> Substring {
        let utf8 = text.utf8
        guard let colon = utf8.firstIndex(of: UInt8(ascii: ":")) else { return text[...] }
        return text[utf8.index(after: colon)...]
    }

    /// Comma-separated parts, each trimmed; empty parts are kept (they are errors).
    static func parts(_ body: Substring) -> [Substring] {
        body.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingWhitespace() }
    }

    /// The canonical text of a value a convention writes (colours, fonts,
    /// geometry, null); nil for strings, numbers, booleans and arrays, which
    /// are written as themselves.
    static func text(of value: ThemeValue) -> String? {
        switch value {
        case .null: return NullSyntax.text
        case .color(let color): return ColorSyntax.format(color)
        case .namedColor(let name): return ColorSyntax.format(named: name)
        case .font(let font): return FontSyntax.format(font)
        case .point, .size, .rect, .edgeInsets: return GeometrySyntax.format(value)
        case .string, .number, .bool, .array: return nil
        }
    }
}
