/// The value types decode from the forms `themecheck resolve` prints them in
/// (a colour `"#RRGGBBAA"` or `{"space", "components", "alpha"}`, a font
/// `{"name", "size", "weight", "textStyle"}`, geometry as arrays of
/// numbers), so a struct of them decodes from a style
/// (``ThemeManager/decode(_:style:)``) and from JSON alike.
extension ThemeColor: Decodable {
    private enum CodingKeys: String, CodingKey { case space, components, alpha }

    public init(from decoder: any Decoder) throws {
        if let container = try? decoder.container(keyedBy: CodingKeys.self) {
            let space = try container.decode(Space.self, forKey: .space)
            let components = try container.decode([Double].self, forKey: .components)
            guard components.count == 3 else {
                throw DecodingError.dataCorruptedError(
                    forKey: .components, in: container, debugDescription: "a colour has 3 components, not \(components.count)")
            }
            let alpha = try container.decodeIfPresent(Double.self, forKey: .alpha) ?? 1
            self.init(space: space, red: components[0], green: components[1], blue: components[2], alpha: alpha)
            return
        }
        let text = try decoder.singleValueContainer().decode(String.self)
        var digits = Substring(text)
        if let (convention, body) = ValueSyntax.split(text), convention == .color { digits = body }
        guard let color = ColorSyntax.hex(digits) ?? ThemeColor(hexDigits: digits) else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: decoder.codingPath,
                    debugDescription: "`\(text)` is not a colour: expected #RRGGBBAA hex digits"))
        }
        self = color
    }
}

extension ThemeFont: Decodable {
    private enum CodingKeys: String, CodingKey { case name, size, weight, textStyle }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            name: try container.decode(String.self, forKey: .name), size: try container.decode(Double.self, forKey: .size),
            weight: try container.decodeIfPresent(Weight.self, forKey: .weight),
            textStyle: try container.decodeIfPresent(TextStyle.self, forKey: .textStyle))
    }
}

extension ThemePoint: Decodable {
    public init(from decoder: any Decoder) throws {
        self = try decodeGeometry(decoder, .point, "a point") { if case .point(let point) = $0 { point } else { nil } }
    }
}

extension ThemeSize: Decodable {
    public init(from decoder: any Decoder) throws {
        self = try decodeGeometry(decoder, .size, "a size") { if case .size(let size) = $0 { size } else { nil } }
    }
}

extension ThemeRect: Decodable {
    public init(from decoder: any Decoder) throws {
        self = try decodeGeometry(decoder, .rect, "a rectangle") { if case .rect(let rect) = $0 { rect } else { nil } }
    }
}

extension ThemeEdgeInsets: Decodable {
    public init(from decoder: any Decoder) throws {
        self = try decodeGeometry(decoder, .edge, "edge insets") { if case .edgeInsets(let insets) = $0 { insets } else { nil } }
    }
}

/// A geometry value from its array of numbers, in the order the convention
/// writes them (``ValueSyntax/Geometry``), or a data error naming `what`.
private func decodeGeometry<Value>(
    _ decoder: any Decoder, _ geometry: GeometrySyntax, _ what: String,
    _ unwrap: (ThemeValue) -> Value?
) throws -> Value {
    let numbers = try decoder.singleValueContainer().decode([Double].self)
    guard let value = geometry.value(numbers).flatMap(unwrap) else {
        throw DecodingError.dataCorrupted(
            .init(
                codingPath: decoder.codingPath,
                debugDescription: "\(what) is \(geometry.componentNames.count) numbers, found \(numbers.count)"))
    }
    return value
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
