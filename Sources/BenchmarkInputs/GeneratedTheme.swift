import Foundation

/// A theme generated deterministically for the benchmark: constants of every
/// kind (with chains of constants naming constants), and styles in families
/// whose `_superstyle` chains are `chainDepth` deep, with nested dictionaries,
/// state-qualified keys and `style:` references.
///
/// The same parameters always give the same bytes, in JSON, XML property list
/// and OpenStep form.
public struct GeneratedTheme {
    public let styleCount: Int
    public let constantCount: Int
    public let chainDepth: Int
    /// The theme as JSON text (the source of the other forms).
    public let json: Data

    public init(styles styleCount: Int, constants constantCount: Int, chainDepth: Int = 10, seed: UInt64 = 2026) {
        self.styleCount = styleCount
        self.constantCount = constantCount
        self.chainDepth = chainDepth
        var random = Random(seed: seed)
        let colors = max(1, constantCount * 6 / 10)
        let dimensions = max(1, constantCount * 3 / 10)
        let fonts = max(1, constantCount - colors - dimensions)
        var constants: [(String, String)] = []
        var colorDepth: [Int] = []
        for index in 0..<colors {
            // A colour is hex, or names an earlier colour whose own chain is short.
            let candidates = index > 0 ? (0..<3).map { _ in random.next(below: index) } : []
            if let target = candidates.first(where: { colorDepth[$0] < 4 }), random.next(below: 10) < 4 {
                constants.append(("COLOR_C\(index)", "\"COLOR_C\(target)\""))
                colorDepth.append(colorDepth[target] + 1)
            } else {
                constants.append(("COLOR_C\(index)", "\"c:#\(Self.hex(random.next(below: 0xFFFFFF)))\""))
                colorDepth.append(0)
            }
        }
        for index in 0..<dimensions { constants.append(("DIMENSION_D\(index)", "\(1 + random.next(below: 48))")) }
        for index in 0..<fonts {
            constants.append(
                (
                    "FONT_F\(index)",
                    "\"f:\(["system", "systemBold", "Avenir-Heavy"][index % 3]),DIMENSION_D\(random.next(below: dimensions))\""
                ))
        }
        var styles: [String] = []
        for index in 0..<styleCount {
            var properties = [
                "\"textColor\": \"COLOR_C\(random.next(below: colors))\"",
                "\"font\": \"FONT_F\(random.next(below: fonts))\"",
                "\"layer\": {\"cornerRadius\": \"DIMENSION_D\(random.next(below: dimensions))\", \"borderWidth\": \(random.next(below: 3))}",
                "\"contentEdgeInsets\": \"edge:\(random.next(below: 9)),16,\(random.next(below: 9)),16\"",
                "\"selected:titleColor,highlighted:titleColor\": \"c:#\(Self.hex(random.next(below: 0xFFFFFF)))\"",
            ]
            if index % chainDepth != 0 { properties.insert("\"_superstyle\": \"Style\(index - 1)\"", at: 0) }
            if index % 5 == 4 { properties.append("\"icon\": \"s:Style\(index - index % chainDepth)\"") }
            styles.append("    \"Style\(index)\": {\(properties.joined(separator: ", "))}")
        }
        let constantLines = constants.map { "    \"\($0.0)\": \($0.1)" }.joined(separator: ",\n")
        let text =
            "{\n  \"formatVersion\": 2,\n  \"Constants\": {\n\(constantLines)\n  },\n  \"Styles\": {\n\(styles.joined(separator: ",\n"))\n  }\n}\n"
        self.json = Data(text.utf8)
    }

    /// A theme of about `bytes` bytes of JSON, in the benchmark's usual proportions.
    public init(approximateSize bytes: Int, seed: UInt64 = 2026) {
        let styles = max(10, bytes / 330)
        self.init(styles: styles, constants: styles, seed: seed)
    }

    /// The theme as an XML property list, written by Foundation.
    public func xml() throws -> Data {
        try PropertyListSerialization.data(fromPropertyList: try foundationObject(), format: .xml, options: 0)
    }

    /// The theme as an OpenStep property list (every scalar a string, as the format has it).
    public func openStep() throws -> Data {
        Self.openStep(of: try foundationObject())
    }

    /// Any Foundation property-list object as OpenStep text.
    public static func openStep(of object: Any) -> Data {
        Data(OpenStepWriter.text(object).utf8)
    }

    private func foundationObject() throws -> Any {
        try JSONSerialization.jsonObject(with: json)
    }

    private static func hex(_ value: Int) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 6 - digits.count)) + digits
    }
}

/// A small deterministic generator (64-bit LCG).
struct Random {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next(below bound: Int) -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int((state >> 33) % UInt64(max(1, bound)))
    }
}
