import Foundation
import Testing

@testable import ThemeKit

/// What the bridges build platform colours and fonts from, decided on every platform.
@Suite struct PlatformValueTests {
    @Test func aColourIsClampedToSRGB() throws {
        let wild = ThemeColor(red: 1.5, green: -0.25, blue: .nan, alpha: .infinity)
        #expect(wild.clamped == ThemeColor(red: 1, green: 0, blue: 0, alpha: 0))
        #expect(try ThemeColorSource(themeValue: .color(wild)) == .components(wild.clamped))
        let plain = ThemeColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8)
        #expect(plain.clamped == plain, "colours in range are untouched")
    }

    @Test func aNamedColourIsLookedUpByName() throws {
        #expect(try ThemeColorSource(themeValue: .namedColor("BrandBlue")) == .named("BrandBlue"))
        #expect(ThemeColorSource.missing("BrandBlue").message.contains("no colour named `BrandBlue`"))
    }

    @Test func anythingElseIsNotAColour() {
        #expect(throws: StylingError.wrongType(.number(3), expected: "a colour or a named colour")) {
            try ThemeColorSource(themeValue: .number(3))
        }
    }

    @Test func aColourSourceDecodesFromResolveJSON() throws {
        let decoded = try JSONDecoder().decode([ThemeColorSource].self, from: Data(##"["#FF000080", "BrandBlue"]"##.utf8))
        #expect(decoded == [.components(ThemeColor(red: 1, green: 0, blue: 0, alpha: 128.0 / 255)), .named("BrandBlue")])
    }

    @Test(arguments: [
        ("system", ThemeFontFace.Kind.system(weight: .regular, isItalic: false)),
        ("SYSTEM", .system(weight: .regular, isItalic: false)),
        ("systemBold", .system(weight: .bold, isItalic: false)),
        ("systembold", .system(weight: .bold, isItalic: false)),
        ("systemItalic", .system(weight: .regular, isItalic: true)),
        ("Avenir-Heavy", .named("Avenir-Heavy")),
        ("systemLight", .named("systemLight")),
    ])
    func aFontNameMapsToItsFace(name: String, kind: ThemeFontFace.Kind) {
        let face = ThemeFontFace(ThemeFont(name: name, size: 15))
        #expect(face.kind == kind)
        #expect(face.size == 15)
    }

    @Test(arguments: [0.0, -4, .nan, .infinity])
    func aFontWithoutAPositiveSizeGetsTheDefaultSize(size: Double) {
        #expect(ThemeFontFace(ThemeFont(name: "system", size: size)).size == ThemeFontFace.defaultSize)
    }

    @Test func aFontFaceConvertsFromAFontValueOnly() throws {
        #expect(
            try ThemeFontFace(themeValue: .font(ThemeFont(name: "systemBold", size: 20))).kind == .system(weight: .bold, isItalic: false))
        #expect(throws: StylingError.self) { try ThemeFontFace(themeValue: .string("Avenir")) }
        #expect(ThemeFontFace.missing("Avenir-Nope", size: 12).message.contains("no font named `Avenir-Nope` is installed (size 12)"))
    }

    @Test(arguments: [
        (ThemeState.normal, ThemeControlStates.normal), (.highlighted, .highlighted), (.disabled, .disabled),
        (.selected, .selected), (.focused, .focused),
    ])
    func aStateQualifierNamesAControlState(state: ThemeState, states: ThemeControlStates) throws {
        #expect(try ThemeControlStates(state) == states)
    }

    @Test func anUnknownStateQualifierIsAnError() {
        #expect(
            throws: StylingError(
                "`pressed` is not a control state; a control knows `normal`, `highlighted`, `selected`, `disabled` and `focused`")
        ) {
            try ThemeControlStates("pressed")
        }
    }

    @Test(arguments: [
        ("center", ThemeTextAlignment.center), ("NSTextAlignmentCenter", .center), ("NSTextAlignmentNatural", .natural),
        ("Justified", .justified), ("NSTextAlignmentLeft", .left),
    ])
    func aTextAlignmentIsNamedAsGiottoNamedIt(name: String, alignment: ThemeTextAlignment) throws {
        #expect(try ThemeTextAlignment(themeValue: .string(name)) == alignment)
    }

    @Test(arguments: [
        ("UIViewContentModeScaleAspectFit", ThemeContentMode.scaleAspectFit, ThemeContentMode.ImageScaling.scaleProportionallyUpOrDown),
        ("scaleToFill", .scaleToFill, .scaleAxesIndependently),
        ("UIViewContentModeTopLeft", .topLeft, .scaleNone),
        ("UIViewContentModeLeft", .left, .scaleNone),
        ("UIViewContentModeScaleAspectFill", .scaleAspectFill, .scaleProportionallyUpOrDown),
    ])
    func aContentModeIsNamedAsGiottoNamedIt(name: String, mode: ThemeContentMode, scaling: ThemeContentMode.ImageScaling) throws {
        let decoded = try ThemeContentMode(themeValue: .string(name))
        #expect(decoded == mode)
        #expect(decoded.imageScaling == scaling)
    }
}
