/// The value types decode from the forms `themecheck resolve` prints them in
/// (a colour `"#RRGGBBAA"`, a font `{"name", "size"}`, geometry as arrays of
/// numbers), so a struct of them decodes from a style
/// (``ThemeManager/decode(_:style:)``) and from JSON alike.
extension ThemeColor: Decodable {
    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        var digits = Substring(text)
        for prefix in ["c:", "color:"] where digits.lowercased().hasPrefix(prefix) { digits = digits.dropFirst(prefix.count) }
        if digits.first == "#" { digits = digits.dropFirst() }
        guard let color = ThemeColor(hexDigits: digits) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                                                    debugDescription: "`\(text)` is not a colour: expected #RRGGBBAA hex digits"))
        }
        self = color
    }
}

extension ThemeFont: Decodable {
    private enum CodingKeys: String, CodingKey { case name, size }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(name: try container.decode(String.self, forKey: .name), size: try container.decode(Double.self, forKey: .size))
    }
}

extension ThemePoint: Decodable {
    public init(from decoder: any Decoder) throws {
        let numbers = try decodeNumbers(decoder, count: 2, of: "a point")
        self.init(x: numbers[0], y: numbers[1])
    }
}

extension ThemeSize: Decodable {
    public init(from decoder: any Decoder) throws {
        let numbers = try decodeNumbers(decoder, count: 2, of: "a size")
        self.init(width: numbers[0], height: numbers[1])
    }
}

extension ThemeRect: Decodable {
    public init(from decoder: any Decoder) throws {
        let numbers = try decodeNumbers(decoder, count: 4, of: "a rectangle")
        self.init(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }
}

extension ThemeEdgeInsets: Decodable {
    public init(from decoder: any Decoder) throws {
        let numbers = try decodeNumbers(decoder, count: 4, of: "edge insets")
        self.init(top: numbers[0], left: numbers[1], bottom: numbers[2], right: numbers[3])
    }
}

/// `count` numbers from an array, or a data error naming `what`.
private func decodeNumbers(_ decoder: any Decoder, count: Int, of what: String) throws -> [Double] {
    let numbers = try decoder.singleValueContainer().decode([Double].self)
    guard numbers.count == count else {
        throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                                                debugDescription: "\(what) is \(count) numbers, found \(numbers.count)"))
    }
    return numbers
}

extension ThemeState: Decodable, CodingKeyRepresentable {
    public init(from decoder: any Decoder) throws {
        self.init(rawValue: try decoder.singleValueContainer().decode(String.self))
    }

    public var codingKey: any CodingKey { StateKey(stringValue: rawValue) }

    public init?<Key: CodingKey>(codingKey: Key) {
        self.init(rawValue: codingKey.stringValue)
    }

    private struct StateKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}
