import Foundation
import Testing

@testable import ThemeKit

@Suite struct JSONParserTests {
    @Test func readsValuesCommentsAndEscapesInDocumentOrder() {
        let outcome = Parse.run(
            .json,
            """
            // a theme
            {
              "z": "tab\\t quote\\" slash\\/ \\u00e9 \\ud83d\\ude00", /* inline */
              "a": [1, -2.5e1, true, false, null],
              "o": {}
            }
            """)
        #expect(outcome.errors.isEmpty)
        #expect(
            outcome.tree
                == .dictionary([
                    .init(key: "z", value: .string("tab\t quote\" slash/ é 😀")),
                    .init(key: "a", value: .array([.number(1), .number(-25), .bool(true), .bool(false), .null])),
                    .init(key: "o", value: .dictionary([])),
                ]))
    }

    @Test func repeatedKeyWarnsAndTheLastValueWins() throws {
        let outcome = Parse.run(.json, "{\n  \"a\": 1,\n  \"a\": 2\n}")
        #expect(outcome.tree == .dictionary([.init(key: "a", value: .number(2))]))
        let warning = try #require(outcome.warnings.first)
        #expect((warning.code, warning.line, warning.column) == ("duplicate-key", 3, 3))
    }

    @Test(arguments: [
        ("{\"a\": 1,}", 1, 8, "a trailing comma: JSON allows no `,` before `}`"),
        ("{\"a\": [1, 2, /* none */ ]}", 1, 12, "a trailing comma: JSON allows no `,` before `]`"),
        ("{\"a\": 1, ,}", 1, 10, "expected a quoted key"),
        ("{\"a\" 1}", 1, 6, "expected `:`"),
        ("{\"a\": 1\n\"b\": 2}", 2, 1, "expected `,` or `}`"),
        ("{\"a\": [1, 2}", 1, 12, "expected `,` or `]`"),
        ("{\"a\": \"unterminated}", 1, 7, "unterminated string"),
        ("{\"a\": \"bad \\q\"}", 1, 12, "invalid escape"),
        ("{\"a\": \"\\ud83d\"}", 1, 8, "surrogate"),
        ("{\"a\": NaN}", 1, 7, "expected a value"),
        ("{\"a\": Infinity}", 1, 7, "expected a value"),
        ("{\"a\": 0x10}", 1, 8, "expected `,` or `}`"),
        ("{\"a\": 1e400}", 1, 7, "out of range"),
        ("{\"a\": 1} x", 1, 10, "after the top-level value"),
        ("{\"a\": 1 /* open", 1, 9, "unterminated `/*` comment"),
        ("{\"a\": ", 1, 7, "ends where a value was expected"),
    ])
    func malformedInputIsAParseErrorAtItsPosition(text: String, line: Int, column: Int, message: String) throws {
        let error = try #require(Parse.run(.json, text).errors.first)
        #expect(error.code == "parse-error")
        #expect(error.message.contains(message), "\(error.message)")
        #expect((error.line, error.column) == (line, column))
    }

    @Test func nestingIsBoundedWithoutRecursingPastTheLimit() throws {
        let depth = 100_000
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        let error = try #require(Parse.run(.json, "{\"a\": \(text)}").errors.first)
        #expect(error.code == "limit-exceeded")
        #expect((error.line, error.column) == (1, 7 + 63))
    }
}

@Suite struct OpenStepParserTests {
    @Test func readsQuotedAndUnquotedStringsArraysDataAndComments() {
        let outcome = Parse.run(
            .openStep,
            """
            /* a theme */ {
              formatVersion = 2; // structured
              Constants = { COLOR_TEXT = c:4D4D4D; FONT = "f:system, 16"; };
              list = (a, "b c", ( ), );
              raw = <0102 03ff>;
              "esc" = 'it\\'s\\n\\101\\U00e9';
            }
            """)
        #expect(outcome.errors.isEmpty, "\(outcome.errors)")
        #expect(
            outcome.tree
                == .dictionary([
                    .init(key: "formatVersion", value: .string("2")),
                    .init(
                        key: "Constants",
                        value: .dictionary([
                            .init(key: "COLOR_TEXT", value: .string("c:4D4D4D")),
                            .init(key: "FONT", value: .string("f:system, 16")),
                        ])),
                    .init(key: "list", value: .array([.string("a"), .string("b c"), .array([])])),
                    .init(key: "raw", value: .data(Data([1, 2, 3, 255]))),
                    .init(key: "esc", value: .string("it's\nAé")),
                ]))
    }

    @Test func aBareListOfPairsIsADictionary() {
        let outcome = Parse.run(.openStep, "COLOR_A = c:FFF;\n\"COLOR_B\" = COLOR_A;\n")
        #expect(
            outcome.tree
                == .dictionary([
                    .init(key: "COLOR_A", value: .string("c:FFF")),
                    .init(key: "COLOR_B", value: .string("COLOR_A")),
                ]))
    }

    @Test(arguments: [
        ("{ a = 1 }", 1, 9, "expected `;`"),
        ("{ a 1; }", 1, 5, "expected `=`"),
        ("{ a = 1;", 1, 1, "not closed with `}`"),
        ("{ a = (1, 2; }", 1, 12, "expected `,` or `)`"),
        ("{ a = \"open; }", 1, 7, "unterminated string"),
        ("{ a = <12 3>; }", 1, 7, "odd number"),
        ("{ a = #fff; }", 1, 7, "expected a value"),
        ("{ a = 1; } }", 1, 12, "after the top-level value"),
        ("{ /* open", 1, 3, "unterminated `/*` comment"),
    ])
    func malformedInputIsAParseErrorAtItsPosition(text: String, line: Int, column: Int, message: String) throws {
        let error = try #require(Parse.run(.openStep, text).errors.first)
        #expect(error.code == "parse-error")
        #expect(error.message.contains(message), "\(error.message)")
        #expect((error.line, error.column) == (line, column))
    }

    @Test func nestingIsBounded() {
        let text = String(repeating: "(", count: 100_000) + String(repeating: ")", count: 100_000)
        #expect(Parse.run(.openStep, text).errors.first?.code == "limit-exceeded")
    }

    /// A CR alone ends a line (classic Mac files), as LF and CRLF do.
    @Test(arguments: ["\r", "\n", "\r\n"])
    func everyLineBreakCountsOnce(lineBreak: String) {
        let text = ["{", "  \"formatVersion\": 2,", "  \"Styles\": {", "    \"S\": 5", "  }", "}"].joined(separator: lineBreak)
        let theme = try? Theme(data: Data(text.utf8), name: "t.json")
        let invalid = theme?.diagnostics.first { $0.code == "invalid-style" }
        #expect(invalid.map { [$0.line, $0.column] } == [4, 10])
    }

    @Test func aLongKeyEveryStyleRepeatsIsKeptOnce() throws {
        // Keys longer than a string holds inline share one copy across the file (memory per style).
        let text = "{\"A\": {\"contentEdgeInsets\": 1, \"short\": 2}, \"B\": {\"contentEdgeInsets\": 3, \"short\": 4}}"
        let node = try #require(Parse.run(.json, text).node)
        let keys = (node.entries ?? []).compactMap { $0.value.entries?.first?.key }
        #expect(keys == ["contentEdgeInsets", "contentEdgeInsets"])
        let storage = keys.map { key in key.utf8.withContiguousStorageIfAvailable { $0.baseAddress } }
        #expect(storage[0] != nil && storage[0] == storage[1])
    }
}
