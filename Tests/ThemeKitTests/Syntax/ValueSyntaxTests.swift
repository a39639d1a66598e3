import Foundation
import Testing

@testable import ThemeKit

/// The convention table reads and writes every kind the same way: writing
/// what was read gives the canonical text back, and reading what was
/// written gives the value back.
@Suite struct ValueSyntaxTests {
    static let canonicalTexts = [
        "c:#FF8800CC", "c:#00000000", "c:brandPrimary", "f:systemBold,16", "f:Helvetica Neue,12.5", "point:1,-2",
        "size:3,4.5", "rect:0,0,320,200", "edge:8,16,4,2", "null",
    ]

    /// Each text read as a style value through the resolver, as a theme would be.
    private func read(_ texts: [String]) throws -> [ThemeValue?] {
        let properties = texts.enumerated().map { "\"p\($0.offset)\": \(JSONText.string($0.element))" }.joined(separator: ", ")
        let style = try InlineTheme.manager(InlineTheme.json(styles: "\"S\": {\(properties)}")).resolvedStyle(named: "S")
        return texts.indices.map { style["p\($0)"] }
    }

    @Test func writingWhatWasReadGivesTheCanonicalTextBack() throws {
        let values = try read(Self.canonicalTexts)
        for (text, value) in zip(Self.canonicalTexts, values) {
            #expect(value.flatMap(ValueSyntax.text(of:)) == text, "\(text) read as \(String(describing: value))")
        }
    }

    @Test func readingWhatWasWrittenGivesTheValueBack() throws {
        let values: [ThemeValue] = [
            .color(ThemeColor(red: 1, green: 0.5, blue: 0, alpha: 1)), .namedColor("accent"), .font(ThemeFont(name: "Menlo", size: 11)),
            .point(ThemePoint(x: 0.5, y: 2)), .size(ThemeSize(width: 10, height: 20)),
            .rect(ThemeRect(x: 1, y: 2, width: 3, height: 4)), .edgeInsets(ThemeEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)), .null,
        ]
        let texts = values.compactMap(ValueSyntax.text(of:))
        #expect(texts.count == values.count)
        let read = try read(texts)
        for (value, back) in zip(values, read) {
            #expect(back == value || back?.jsonText == value.jsonText, "\(value) came back as \(String(describing: back))")
        }
    }

    @Test func plainValuesHaveNoConventionText() {
        for value in [ThemeValue.string("c"), .number(1), .bool(true), .array([.number(1)])] {
            #expect(ValueSyntax.text(of: value) == nil)
        }
    }

    @Test func shortPrefixesAreLowerCaseAndLongOnesAnyCase() {
        for syntax in ValueSyntax.conventions {
            let convention = ValueSyntax.Convention.of(syntax)
            #expect(ObjectIdentifier(convention.syntax) == ObjectIdentifier(syntax))
            #expect(ValueSyntax.split(syntax.longPrefix.uppercased() + ":x")?.convention == convention)
            if let short = syntax.shortPrefix {
                #expect(ValueSyntax.split(short + ":x")?.convention == convention)
                #expect(ValueSyntax.split(short.uppercased() + ":x") == nil)
            }
        }
        #expect(ValueSyntax.split("colour:red") == nil)
        #expect(ValueSyntax.split("x c:red") == nil)
        #expect(ValueSyntax.split("s:A, B")?.body == "A, B")
    }

    @Test func geometryComponentsAreWrittenInTheOrderTheyAreRead() {
        for geometry in GeometrySyntax.allCases {
            let numbers = geometry.componentNames.indices.map(Double.init)
            let value = geometry.value(numbers)
            #expect(value.flatMap(GeometrySyntax.components(of:))?.1 == numbers)
            #expect(value.flatMap(GeometrySyntax.components(of:))?.0 == geometry)
            #expect(geometry.value(numbers + [9]) == nil)
        }
    }

    @Test func partsAreTheSameReadAsBytesOrAsCharacters() {
        let bodies = [
            "", ",", " , ", "1,2", " 1 ,\t2\r\n, 3 ", "a,,b,", "\r\n,\n", "x", "  ", "Helvetica Neue , 12 , bold",
            "1,\u{301}2", "\u{A0}1\u{A0},2", "é, 1",
        ]
        for body in bodies {
            let characters = Substring(body).split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingWhitespace() }
            #expect(ValueSyntax.parts(Substring(body)) == characters, "\(body.debugDescription)")
        }
        #expect(StyleReference.nameList(" A , ,B,") == ["A", "B"])
    }
}
