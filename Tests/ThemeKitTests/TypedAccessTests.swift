import Foundation
import Testing
import ThemeKit

/// `constant(named:as:)` and `decode(_:style:)`: typed reads for code that
/// cannot be styled through key paths (SwiftUI).
@Suite struct TypedAccessTests {
    private static let theme = """
        {
          "formatVersion": 2,
          "Constants": {"COLOR_BRAND": "c:#0A84FF", "DIMENSION_RADIUS": "12", "FONT_BODY": "f:system,16", "NAME": "hello"},
          "Styles": {
            "PrimaryButton": {
              "backgroundColor": "COLOR_BRAND", "titleColor": "c:FFF", "selected:titleColor": "c:000",
              "font": "FONT_BODY", "layer": {"cornerRadius": "DIMENSION_RADIUS", "borderWidth": 1},
              "contentEdgeInsets": "edge:8,16,8,16", "unusedByTheStruct": true
            },
            "Broken": {"backgroundColor": "plain text", "layer.cornerRadius": "wide"}
          }
        }
        """

    /// The 1-based line and UTF-8 column where `text` first appears in the theme.
    private static func place(of text: String) -> (line: Int, column: Int) {
        for (index, line) in theme.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if let range = line.range(of: text) { return (index + 1, line.utf8.distance(from: line.startIndex, to: range.lowerBound) + 1) }
        }
        return (0, 0)
    }

    private func manager() throws -> ThemeManager {
        ThemeManager(defaultTheme: try Theme(data: Data(Self.theme.utf8), name: "theme.json"))
    }

    @Test func aConstantReadsAsTheTypeAsked() throws {
        let manager = try manager()
        #expect(try manager.constant(named: "COLOR_BRAND", as: ThemeColor.self) == .hex("0A84FF"))
        #expect(try manager.constant(named: "DIMENSION_RADIUS", as: Double.self) == 12)
        #expect(try manager.constant(named: "FONT_BODY", as: ThemeFont.self) == ThemeFont(name: "system", size: 16))
        #expect(try manager.constant(named: "COLOR_BRAND", as: ThemeColor?.self) == .hex("0A84FF"))
    }

    @Test func aConstantOfTheWrongKindNamesWhatItHoldsAndWhere() throws {
        let manager = try manager()
        do {
            _ = try manager.constant(named: "NAME", as: ThemeColor.self)
            Issue.record("a string read as a colour must throw")
        } catch let error as ThemeAccessError {
            let place = Self.place(of: "\"hello\"")
            #expect(
                error.description
                    == "theme.json:\(place.line):\(place.column): constant `NAME` holds the string `hello`, not ThemeColor: expected a colour, got the string `hello`"
            )
            #expect(error.localizedDescription == error.description)
        }
        #expect(throws: ThemeAccessError("no theme in the chain defines a constant named `COLOR_BRNAD`; did you mean `COLOR_BRAND`?")) {
            try manager.constant(named: "COLOR_BRNAD", as: ThemeColor.self)
        }
    }

    struct ButtonStyleSpec: Decodable, Equatable {
        struct Layer: Decodable, Equatable {
            var cornerRadius: Double
            var borderWidth: Int
            var shadowRadius: Double?
        }

        var backgroundColor: ThemeColor
        var titleColor: [ThemeState: ThemeColor]
        var font: ThemeFont
        var layer: Layer
        var contentEdgeInsets: ThemeEdgeInsets
        var isHidden: Bool?
    }

    @Test func aStyleDecodesIntoNestedTypes() throws {
        let spec = try manager().decode(ButtonStyleSpec.self, style: "PrimaryButton")
        #expect(
            spec
                == ButtonStyleSpec(
                    backgroundColor: .hex("0A84FF"), titleColor: [.normal: .hex("FFF"), .selected: .hex("000")],
                    font: ThemeFont(name: "system", size: 16),
                    layer: .init(cornerRadius: 12, borderWidth: 1, shadowRadius: nil),
                    contentEdgeInsets: ThemeEdgeInsets(top: 8, left: 16, bottom: 8, right: 16), isHidden: nil))
    }

    @Test func aValueThatDoesNotDecodeNamesTheStyleKeyPathAndPlace() throws {
        struct Spec: Decodable {
            var backgroundColor: String
            var layer: Layer
            struct Layer: Decodable { var cornerRadius: Double }
        }
        do {
            _ = try manager().decode(Spec.self, style: "Broken")
            Issue.record("`wide` is not a number")
        } catch let error as ThemeAccessError {
            #expect(
                error.message == "style `Broken`, key path `layer.cornerRadius`: expected Double: expected a number, got the string `wide`")
            let place = Self.place(of: "\"wide\"")
            #expect((error.file, error.line, error.column) == ("theme.json", place.line, place.column))
        }
    }

    @Test func aMissingKeyAndAnUnknownStyleAreClear() throws {
        struct Spec: Decodable { var tintColor: ThemeColor }
        #expect(
            throws: ThemeAccessError("style `PrimaryButton`, key path `tintColor`: the style assigns nothing here, and the type needs it")
        ) {
            try manager().decode(Spec.self, style: "PrimaryButton")
        }
        #expect(throws: ThemeError.self) { try manager().decode(Spec.self, style: "Nope") }
    }

    @Test func valueTypesDecodeFromTheResolveOutputToo() throws {
        let json = ##"{"color": "#0A84FFFF", "font": {"name": "systemBold", "size": 16}, "rect": [0, 0, 10, 20]}"##
        struct Values: Decodable {
            var color: ThemeColor
            var font: ThemeFont
            var rect: ThemeRect
        }
        let values = try JSONDecoder().decode(Values.self, from: Data(json.utf8))
        #expect(values.color == .hex("0A84FF") && values.font.name == "systemBold" && values.rect.height == 20)
    }
}

/// An enum decoded from a theme (Docs/Stylable.md, "Enums"): `RawRepresentable`
/// with a `String` raw value, the case named as written; an unknown name throws.
@Suite struct EnumDecodingTests {
    enum Alignment: String, Decodable { case leading, center, trailing }
    struct Spec: Decodable { var alignment: Alignment }

    @Test func aCaseIsItsNameAndAnUnknownNameThrowsWithItsPlace() throws {
        let theme = try Theme(
            data: Data(#"{"formatVersion": 2, "Styles": {"A": {"alignment": "center"}, "B": {"alignment": "middle"}}}"#.utf8),
            name: "t.json")
        let manager = ThemeManager(defaultTheme: theme)
        #expect(try manager.decode(Spec.self, style: "A").alignment == .center)
        let error = #expect(throws: ThemeAccessError.self) { try manager.decode(Spec.self, style: "B") }
        #expect(error.map { "\($0)" }?.contains("middle") == true, "\(String(describing: error))")
    }
}
