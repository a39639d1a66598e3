import Foundation
import Testing
import ThemeKit

/// The value conversions, each in one place.
@Suite struct ThemeValueConvertibleTests {
    @Test func numbersAndNumericStringsConvertBothWays() throws {
        #expect(try Double(themeValue: .string("5.5")) == 5.5)
        #expect(try CGFloat(themeValue: .string("8")) == 8)
        #expect(try Float(themeValue: .number(2)) == 2)
        #expect(try Int(themeValue: .string("3")) == 3)
        #expect(try String(themeValue: .number(12)) == "12")
        #expect(try String(themeValue: .number(1.5)) == "1.5")
        #expect(throws: StylingError.self) { try Int(themeValue: .number(2.5)) }
        #expect(throws: StylingError.self) { try Double(themeValue: .string("wide")) }
    }

    @Test(arguments: [
        (ThemeValue.bool(true), true), (.number(0), false), (.number(2), true),
        (.string("YES"), true), (.string("false"), false), (.string("1"), true),
    ])
    func booleansAcceptTheFormsGiottoDid(value: ThemeValue, expected: Bool) throws {
        #expect(try Bool(themeValue: value) == expected)
    }

    @Test func nullIsNilForOptionalsOnly() throws {
        #expect(try ThemeColor?(themeValue: .null) == nil)
        #expect(try ThemeColor?(themeValue: .color(.hex("FFF"))) == .hex("FFF"))
        #expect(throws: StylingError.self) { try ThemeColor(themeValue: .null) }
    }

    @Test func geometryConvertsToFoundationTypes() throws {
        #expect(try CGRect(themeValue: .rect(ThemeRect(x: 1, y: 2, width: 3, height: 4))) == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(try CGPoint(themeValue: .point(ThemePoint(x: 1, y: 2))) == CGPoint(x: 1, y: 2))
        #expect(try CGSize(themeValue: .size(ThemeSize(width: 3, height: 4))) == CGSize(width: 3, height: 4))
        #expect(throws: StylingError.self) { try CGRect(themeValue: .point(ThemePoint(x: 1, y: 2))) }
    }

    @Test func arraysConvertEachElement() throws {
        #expect(try [String](themeValue: .array([.string("a"), .number(2)])) == ["a", "2"])
        #expect(throws: StylingError.self) { try [Int](themeValue: .array([.string("x")])) }
        #expect(throws: StylingError.self) { try [Int](themeValue: .number(1)) }
    }

    enum Alignment: String, CaseIterable, ThemeEnumeration {
        case left, center, right, natural
        static let themeAliases: [String: Alignment] = ["middle": .center]
    }

    @Test(arguments: [
        ("center", Alignment.center), ("Center", .center), ("NSTextAlignmentCenter", .center),
        ("NSTextAlignmentRight", .right), ("UITextAlignmentLeft", .left), ("middle", .center),
    ])
    func enumsConvertFromTheirNames(name: String, expected: Alignment) throws {
        #expect(try Alignment(themeValue: .string(name)) == expected)
    }

    @Test func anUnknownEnumNameSaysWhatWouldBeRight() {
        #expect(
            throws: StylingError(
                "`NSTextAlignmentCentre` is not a case of `Alignment`; expected one of `left`, `center`, `right`, `natural`")
        ) {
            try Alignment(themeValue: .string("NSTextAlignmentCentre"))
        }
    }
}
