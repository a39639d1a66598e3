import Testing
import ThemeKit

/// A style decodes into the look a SwiftUI modifier applies, from UIKit's key names.
@Suite struct ThemeViewStyleTests {
    private let manager = try? InlineTheme.manager(
        InlineTheme.json(
            constants: #""COLOR_BRAND": "c:#0064D2""#,
            styles: """
                "Card": {"backgroundColor": "COLOR_BRAND", "textColor": "c:Ink", "font": "f:systemBold,17", "alpha": 0.9,
                         "layoutMargins": "edge:8,16,8,16", "layer.cornerRadius": 12, "layer.borderWidth": 1,
                         "layer.borderColor": "c:#FFFFFF", "numberOfLines": 2},
                "Plain": {"layer.borderColor": "c:#FFFFFF", "layer.cornerRadius": -3}
                """))

    @Test func everyKeyDecodesAndOthersAreLeftToUIKit() throws {
        let style = try #require(manager).decode(ThemeViewStyle.self, style: "Card")
        #expect(
            style
                == ThemeViewStyle(
                    textColor: .named("Ink"), backgroundColor: .components(.hex("0064D2")),
                    font: ThemeFont(name: "systemBold", size: 17), alpha: 0.9,
                    layoutMargins: ThemeEdgeInsets(top: 8, left: 16, bottom: 8, right: 16),
                    layer: .init(cornerRadius: 12, borderWidth: 1, borderColor: .components(.hex("FFFFFF")))))
        #expect(style.cornerRadius == 12)
        #expect(style.border == ThemeViewStyle.Border(color: .components(.hex("FFFFFF")), width: 1))
    }

    @Test func aBorderNeedsAPositiveWidthAndARadiusIsNeverNegative() throws {
        let style = try #require(manager).decode(ThemeViewStyle.self, style: "Plain")
        #expect(style.border == nil)
        #expect(style.cornerRadius == 0)
    }

    @Test func aWrongValueNamesTheKeyPath() throws {
        let manager = try InlineTheme.manager(InlineTheme.json(styles: #""Bad": {"layer.borderColor": 3}"#))
        let error = #expect(throws: (any Error).self) { try manager.decode(ThemeViewStyle.self, style: "Bad") }
        #expect(error.map { "\($0)" }?.contains("layer.borderColor") == true)
    }
}
