import Foundation
import Testing

@testable import ThemeKit

/// Each value kind owns its forms (``ValueKind``): one sample of every case
/// is written and read back by its kind, and the list of kinds that reading
/// looks tags up in holds every kind a value can have. (An sRGB colour is
/// written as 8-bit hex, so its sample is one hex holds.)
@Suite struct ValueKindTests {
    static let samples: [ThemeValue] = [
        .string("Hello \"you\"\n"), .number(-2.5), .bool(false), .null, .color(ThemeColor(red: 1, green: 0x80 / 255.0, blue: 0, alpha: 1)),
        .color(ThemeColor(space: .displayP3, red: 1, green: 0.2, blue: 0, alpha: 0.5)), .namedColor("brandPrimary"),
        .font(ThemeFont(name: "Inter", size: 16, weight: .medium, textStyle: .body)), .point(ThemePoint(x: 1, y: 2)),
        .size(ThemeSize(width: 3, height: 4)), .rect(ThemeRect(x: 1, y: 2, width: 3, height: 4)),
        .edgeInsets(ThemeEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)), .array([.number(1), .string("a")]),
        .image(ThemeImage(source: .asset("Icons/Star"))), .image(ThemeImage(source: .symbol("star.fill", pointSize: 17, weight: .bold))),
    ]

    @Test(arguments: samples)
    func eachKindReadsBackTheResolveFormItWrites(value: ThemeValue) throws {
        let (node, _) = try JSONParser.parseDocument(Data(value.jsonText.utf8), path: "value.json")
        #expect(ThemeValue(tagged: node) == value, "\(value.jsonText)")
        #expect(ThemeValue.kinds.contains { ObjectIdentifier($0) == ObjectIdentifier(value.kind) }, "\(value.kind) is not listed")
        #expect(value.kindDescription == value.kind.typeName)
    }

    @Test func everyTagNamesOneKind() {
        let tags = ThemeValue.kinds.flatMap { $0.resolveTags }
        #expect(Set(tags).count == tags.count)
        #expect(ThemeValue.kindsByResolveTag.count == tags.count)
    }
}
