import Foundation
import Testing

@testable import ThemeKit

/// `i:NAME` and `i:sf:SYMBOL[,SIZE[,WEIGHT]]` (theme-format §12): read,
/// written back, and refused with `invalid-image` where they cannot be read.
@Suite struct ImageSyntaxTests {
    private func style(_ properties: String, constants: String = "") throws -> ResolvedStyle {
        try InlineTheme.manager(InlineTheme.json(constants: constants, styles: "\"Icon\": {\(properties)}")).resolvedStyle(named: "Icon")
    }

    @Test func assetAndSymbolImagesRead() throws {
        let style = try style(
            #""a": "i: Icons/Star ", "b": "IMAGE:sf:star.fill", "c": "i:sf: star.fill , 17 , SemiBold", "d": "i:sf:heart,SIZE_ICON,WEIGHT_ICON""#,
            constants: #""SIZE_ICON": 24, "WEIGHT_ICON": 700"#)
        #expect(style["a"] == .image(ThemeImage(source: .asset("Icons/Star"))))
        #expect(style["b"] == .image(ThemeImage(source: .symbol("star.fill", pointSize: nil, weight: nil))))
        #expect(style["c"] == .image(ThemeImage(source: .symbol("star.fill", pointSize: 17, weight: .semibold))))
        #expect(style["d"] == .image(ThemeImage(source: .symbol("heart", pointSize: 24, weight: .bold))))
        #expect(style.diagnostics.isEmpty)
        #expect(ImageSyntax.constantNames(in: "sf:heart,SIZE_ICON,WEIGHT_ICON") == ["SIZE_ICON", "WEIGHT_ICON"])
        #expect(ImageSyntax.constantNames(in: "Logo") == [])
    }

    @Test func badImagesAssignNothingAndSayWhy() throws {
        let style = try style(
            #""a": "i:", "b": "i:sf:", "c": "i:sf:star,0", "d": "i:sf:star,17,semibld", "e": "i:sf:star,,bold", "f": "i:sf:a,1,bold,x""#)
        for key in ["a", "b", "c", "d", "e", "f"] { #expect(style[key] == nil, "\(key)") }
        let messages = style.diagnostics.map(\.message)
        #expect(style.diagnostics.allSatisfy { $0.code == "invalid-image" && $0.severity == .error })
        #expect(messages.contains { $0.contains("`i:` names no image") })
        #expect(messages.contains { $0.contains("`i:sf:` has an empty symbol name") })
        #expect(messages.contains { $0.contains("the size `0` is not a number greater than 0") })
        #expect(messages.contains { $0.contains("the weight `semibld`") && $0.contains("did you mean `semibold`?") })
        #expect(messages.contains { $0.contains("`i:sf:star,,bold` has an empty size") })
        #expect(messages.contains { $0.contains("has 4 parts after `sf:`") })
    }

    @Test func aFormatOneThemeKeepsImageTextAsAString() throws {
        let manager = try InlineTheme.manager(#"{"IMAGE_LOGO": "i:Logo", "IMAGE_BAD": "i:"}"#)
        #expect(manager.constant(named: "IMAGE_LOGO") == .string("i:Logo"))
        #expect(manager.constant(named: "IMAGE_BAD") == .string("i:"))
        #expect(manager.lint().filter { $0.code == "invalid-image" }.isEmpty)
        let structured = try InlineTheme.manager(#"{"formatVersion": 2, "Constants": {"IMAGE_LOGO": "i:Logo"}}"#)
        #expect(structured.constant(named: "IMAGE_LOGO") == .image(ThemeImage(source: .asset("Logo"))))
    }

    @Test func aStyleDecodesItsImages() throws {
        struct Icon: Decodable {
            var image: ThemeImage
            var badge: ThemeImage?
        }
        let manager = try InlineTheme.manager(InlineTheme.json(styles: #""Icon": {"image": "i:sf:star.fill,20", "badge": "i:Badge"}"#))
        let icon = try manager.decode(Icon.self, style: "Icon")
        #expect(icon.image == ThemeImage(source: .symbol("star.fill", pointSize: 20, weight: nil)))
        #expect(icon.badge == ThemeImage(source: .asset("Badge")))
    }

    @Test func imagesFollowTheirAppearanceLikeColours() throws {
        let manager = try InlineTheme.manager(
            #"{"formatVersion": 2, "Constants": {"IMAGE_HERO": "i:HeroLight"}, "Constants_DARK": {"IMAGE_HERO": "i:HeroDark"}, "Styles": {"Hero": {"image": "IMAGE_HERO"}}}"#
        )
        #expect(try manager.resolvedStyle(named: "Hero")["image"] == .image(ThemeImage(source: .asset("HeroLight"))))
        manager.variants = ["DARK"]
        #expect(try manager.resolvedStyle(named: "Hero")["image"] == .image(ThemeImage(source: .asset("HeroDark"))))
    }

    @Test func theResolveFormIsWrittenAndReadBack() throws {
        let values: [ThemeValue] = [
            .image(ThemeImage(source: .asset("Icons/Star"))),
            .image(ThemeImage(source: .symbol("star.fill", pointSize: nil, weight: nil))),
            .image(ThemeImage(source: .symbol("star.fill", pointSize: 17, weight: .semibold))),
            .image(ThemeImage(source: .symbol("star", pointSize: 12.5, weight: nil))),
        ]
        #expect(values[0].jsonText == #"{"image": {"name": "Icons/Star"}}"#)
        #expect(values[2].jsonText == #"{"image": {"symbol": "star.fill", "size": 17, "weight": "semibold"}}"#)
        #expect(values[1].jsonText == #"{"image": {"symbol": "star.fill"}}"#)
        for value in values {
            let (node, _) = try JSONParser.parseDocument(Data(value.jsonText.utf8), path: "value.json")
            #expect(ThemeValue(tagged: node) == value)
            let decoded = try JSONDecoder().decode([String: ThemeImage].self, from: Data(value.jsonText.utf8))
            #expect(decoded["image"].map(ThemeValue.image) == value)
        }
        #expect(values[2].kindDescription == "an image")
        #expect(values[2].messageDescription == "the image `i:sf:star.fill,17,semibold`")
        #expect(try ThemeImage(themeValue: values[0]) == ThemeImage(source: .asset("Icons/Star")))
        #expect(throws: StylingError.self) { try ThemeImage(themeValue: .string("Logo")) }
    }

    @Test func imagesAreWrittenAsTheirConventionTextAndUnwritableOnesRefused() throws {
        let symbol = ThemeValue.image(ThemeImage(source: .symbol("star.fill", pointSize: 17, weight: .semibold)))
        #expect(try WrittenValue.property(symbol) == .string("i:sf:star.fill,17,semibold"))
        #expect(try WrittenValue.property(.image(ThemeImage(source: .asset("Logo")))) == .string("i:Logo"))
        let refused: [ThemeImage.Source] = [
            .asset(""), .asset(" Logo"), .asset("sf:Logo"), .symbol("a,b", pointSize: nil, weight: nil),
            .symbol("star", pointSize: 0, weight: nil), .symbol("star", pointSize: .infinity, weight: nil),
            .symbol("star", pointSize: nil, weight: .bold), .asset("Lo\u{1}go"),
        ]
        for source in refused {
            #expect(throws: ModificationError.self, "\(source)") { try WrittenValue.property(.image(ThemeImage(source: source))) }
        }
    }

    @Test func anImageConstantIsExpectedToHoldAnImage() throws {
        let manager = try InlineTheme.manager(
            #"{"formatVersion": 2, "Constants": {"IMAGE_LOGO": "i:Logo", "IMAGE_NAME": "Logo", "IMAGE_WRONG": "c:#FF0000"}}"#)
        let mismatches = manager.lint().filter { $0.code == "convention-mismatch" }
        #expect(
            mismatches.map(\.message) == [
                "constant `IMAGE_WRONG` resolves to a colour; an `IMAGE_` constant should be an image, such as `i:Logo` or `i:sf:star.fill`"
            ])
    }
}
