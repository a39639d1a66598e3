/// The value conventions of theme-format §3 in one place: each kind's
/// prefixes, how a convention string splits into kind and body, and how a
/// value is written back as its canonical text.
///
/// Reading (`ValueConvention`, `StyleReference`), writing overrides
/// (`WrittenValue`), the resolve output and decoding all use this table,
/// so a convention is changed here or nowhere.
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

        var geometry: Geometry? { Geometry(rawValue: rawValue) }
    }

    /// The geometry conventions: their components, in the order written.
    enum Geometry: String, CaseIterable {
        case point, size, rect, edge

        /// The components' names, as messages print them, in the order written.
        var componentNames: [String] {
            switch self {
            case .point: return ["X", "Y"]
            case .size: return ["WIDTH", "HEIGHT"]
            case .rect: return ["X", "Y", "WIDTH", "HEIGHT"]
            case .edge: return ["TOP", "LEFT", "BOTTOM", "RIGHT"]
            }
        }

        /// The value of these components; nil unless there are as many as ``componentNames``.
        func value(_ numbers: [Double]) -> ThemeValue? {
            guard numbers.count == componentNames.count else { return nil }
            switch self {
            case .point: return .point(ThemePoint(x: numbers[0], y: numbers[1]))
            case .size: return .size(ThemeSize(width: numbers[0], height: numbers[1]))
            case .rect: return .rect(ThemeRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]))
            case .edge: return .edgeInsets(ThemeEdgeInsets(top: numbers[0], left: numbers[1], bottom: numbers[2], right: numbers[3]))
            }
        }

        /// A geometry value's kind and components, in the order written; nil for other values.
        static func components(of value: ThemeValue) -> (Geometry, [Double])? {
            switch value {
            case .point(let point): return (.point, [point.x, point.y])
            case .size(let size): return (.size, [size.width, size.height])
            case .rect(let rect): return (.rect, [rect.x, rect.y, rect.width, rect.height])
            case .edgeInsets(let insets): return (.edge, [insets.top, insets.left, insets.bottom, insets.right])
            default: return nil
            }
        }
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

    /// Whether `text` is the null convention: `null` or `nil`, in any case.
    static func isNull(_ text: String) -> Bool {
        guard text.utf8.count <= 4 else { return false }
        let lower = text.lowercased()
        return lower == "null" || lower == "nil"
    }

    /// The canonical text of a value a convention writes (colours, fonts,
    /// geometry, null); nil for strings, numbers, booleans and arrays, which
    /// are written as themselves. Numbers print as ``JSONText/number(_:)``.
    static func text(of value: ThemeValue) -> String? {
        switch value {
        case .null: return "null"
        case .color(let color): return "c:" + color.hexString
        case .namedColor(let name): return "c:" + name
        case .font(let font): return "f:\(font.name),\(JSONText.number(font.size))"
        case .string, .number, .bool, .array: break
        case .point, .size, .rect, .edgeInsets: break
        }
        guard let (geometry, numbers) = Geometry.components(of: value) else { return nil }
        return geometry.rawValue + ":" + numbers.map(JSONText.number).joined(separator: ",")
    }
}
