import Foundation
import Testing

@testable import ThemeKit

/// A constant's value is classified once, when its theme loads, and
/// resolution and the constant graph go by that classification.
@Suite struct ConstantFormTests {
    @Test(arguments: [
        (#""c:#102030""#, ConstantForm.convention(.color)), (#""Color: red""#, .convention(.color)),
        (#""s:Base""#, .convention(.styleReference)), (#""f:system,12""#, .convention(.of(FontSyntax.self))),
        (#""size:1,2""#, .convention(.of(SizeSyntax.self))), (#""null""#, .null), (#""NIL""#, .null),
        (#""COLOR_BRAND""#, .name), (#""hello: world""#, .name), (#""5""#, .name), ("5", .literal), ("true", .literal),
        ("null", .literal),
    ])
    func aConstantIsClassifiedWhenItsThemeLoads(written: String, form: ConstantForm) throws {
        let theme = try Theme(data: Data(#"{"formatVersion": 2, "Constants": {"VALUE": \#(written)}}"#.utf8), name: "t.json")
        #expect(theme.constants["VALUE"]?.form == form)
    }

    @Test func theValueIsKeptAsWrittenBesideItsForm() throws {
        let theme = try Theme(
            data: Data(#"{"formatVersion": 2, "Constants": {"A": "COLOR_B", "B": "c:#FFF", "C": "null", "D": 4}}"#.utf8),
            name: "t.json")
        #expect(["A", "B", "C", "D"].map { theme.constants[$0]?.text } == ["COLOR_B", "c:#FFF", "null", nil])
        #expect(theme.constants["B"]?.value.offset == 56)
        #expect(theme.constants["D"]?.value.number == 4)
    }

    @Test func theGraphFindsTheNamesEachFormMayUse() throws {
        let theme = try Theme(
            data: Data(
                #"{"formatVersion": 2, "Constants": {"A": "COLOR_B", "F": "f:FONT_NAME,SIZE_BODY", "S": "s:Base", "N": "nil", "G": "size:W_1,2"}}"#
                    .utf8), name: "t.json")
        let names = ["A", "F", "S", "N"].map { theme.constants[$0].map(ConstantGraph.candidateNames(of:)) }
        #expect(names == [["COLOR_B"], ["FONT_NAME", "SIZE_BODY"], [], []])
        // By the form or by the text again, the same names.
        for name in ["A", "F", "S", "N", "G"] {
            let definition = try #require(theme.constants[name])
            #expect(ConstantGraph.candidateNames(of: definition) == ConstantGraph.candidateNames(in: definition.value))
        }
    }

    @Test func eachFormResolvesAsItsTextWould() throws {
        let manager = try InlineTheme.manager(
            InlineTheme.json(
                constants: """
                    "COLOR_A": "COLOR_B", "COLOR_B": "c:#102030", "NOTHING": "Null", "PLAIN": "just text",
                    "COUNT": 3, "FONT_BODY": "f:system,SIZE_BODY", "SIZE_BODY": 14
                    """, styles: ""))
        let color = ThemeValue.color(try #require(ThemeColor(hexDigits: "102030")))
        #expect(manager.constant(named: "COLOR_A") == color)
        #expect(manager.constant(named: "NOTHING") == .null)
        #expect(manager.constant(named: "PLAIN") == .string("just text"))
        #expect(manager.constant(named: "COUNT") == .number(3))
        #expect(manager.constant(named: "FONT_BODY") == .font(ThemeFont(name: "system", size: 14)))
    }
}
