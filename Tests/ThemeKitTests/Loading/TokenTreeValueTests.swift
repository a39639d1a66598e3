import Foundation
import Testing

@testable import ThemeKit

/// The token reader's typed values enter the theme tree in one place, by the
/// value syntax's own writer, and read back as the same values.
@Suite struct TokenTreeValueTests {
    @Test(arguments: [
        ThemeValue.color(ThemeColor(red: 1, green: 0.5, blue: 0, alpha: 1)),
        .color(ThemeColor(space: .displayP3, red: 1, green: 0, blue: 0, alpha: 0.5)), .size(ThemeSize(width: 0, height: 4.5)),
        .font(ThemeFont(name: "Inter", size: 20)),
    ])
    func aTypedValueIsWrittenAsItsConventionAndReadsBack(value: ThemeValue) throws {
        let kind = DesignTokenReader.treeKind(of: value)
        guard case .string(let text) = kind else {
            Issue.record("\(value) is not written as text")
            return
        }
        #expect(text == ValueSyntax.text(of: value))
        let theme = try Theme(data: Data(#"{"formatVersion": 2, "Constants": {"VALUE": "\#(text)"}}"#.utf8), name: "t.json")
        #expect(ThemeManager(defaultTheme: theme).constant(named: "VALUE") == value)
    }

    @Test func numbersBooleansAndStringsStayThemselves() {
        #expect(PlistNode(kind: DesignTokenReader.treeKind(of: .number(4)), offset: 0).number == 4)
        #expect(PlistNode(kind: DesignTokenReader.treeKind(of: .string("c:not a colour")), offset: 0).string == "c:not a colour")
        guard case .bool(true) = DesignTokenReader.treeKind(of: .bool(true)) else {
            Issue.record("a boolean is not kept as one")
            return
        }
    }
}
