import Testing

@testable import ThemeKit

@Suite struct ThemeColorTests {
    @Test(arguments: [
        ("FFF", "#FFFFFFFF"), ("FFF0", "#FFFFFF00"), ("4D4D4D", "#4D4D4DFF"),
        ("00000077", "#00000077"), ("abc", "#AABBCCFF"), ("aBcD", "#AABBCCDD"),
    ])
    func hexDigitsExpandAndPrintAsEightUpperCaseDigits(digits: String, printed: String) throws {
        let color = try #require(ThemeColor(hexDigits: digits[...]))
        #expect(color.hexString == printed)
    }

    @Test(arguments: ["", "F", "FF", "FFFFF", "FFFFFFF", "FFFFFFFFF", "GG0000", "#FFF", " FFF"])
    func otherLengthsAndCharactersAreNotHex(digits: String) {
        #expect(ThemeColor(hexDigits: digits[...]) == nil)
    }

    @Test func componentsAreFractionsOfOne() throws {
        let color = try #require(ThemeColor(hexDigits: "FF800000"))
        #expect(color == ThemeColor(red: 1, green: 128.0 / 255, blue: 0, alpha: 0))
    }
}

@Suite struct DecimalNumberTests {
    @Test(arguments: [("0", 0.0), ("16", 16), ("-2.5", -2.5), ("1e3", 1000), ("1.5E-1", 0.15), ("007", 7)])
    func decimalNumbersAreNumbers(text: String, value: Double) {
        #expect(DecimalNumber.parse(text) == value)
    }

    @Test(arguments: ["", "-", "nan", "NaN", "inf", "Infinity", "0x10", "+1", "1.", ".5", "1e", "1e400", " 1", "1 ", "12px"])
    func otherTextIsNotANumber(text: String) {
        #expect(DecimalNumber.parse(text) == nil)
    }

    @Test func numericStringsCountAsNumbersWhereANumberIsNeeded() {
        #expect(ThemeValue.string("5").numberValue == 5)
        #expect(ThemeValue.number(2).numberValue == 2)
        #expect(ThemeValue.string("five").numberValue == nil)
        #expect(ThemeValue.bool(true).numberValue == nil)
    }

    @Test func aColourAndAFontPrintAsAThemeWritesThem() {
        #expect("\(ThemeColor(red: 0, green: 0x64 / 255.0, blue: 0xD2 / 255.0, alpha: 1))" == "c:#0064D2FF")
        #expect("\(ThemeColor(red: 0.9, green: 0.2, blue: 0.4, alpha: 1))" == "c:srgb(0.9, 0.2, 0.4)")
        #expect("\(ThemeColor(space: .displayP3, red: 1, green: 0, blue: 0, alpha: 0.5))" == "c:p3(1, 0, 0, 0.5)")
        #expect("\(ThemeFont(name: "system", size: 17, weight: .semibold))" == "f:system,17,semibold")
        #expect("\(ThemeFont(textStyle: .body))" == "f:body")
        #expect("\(ThemeValue.color(ThemeColor(red: 1, green: 1, blue: 1, alpha: 1)))" == "color(c:#FFFFFFFF)")
    }
}
