import Foundation
import Testing

@testable import ThemeKit

/// The structure rules of theme-format §1-2, each with the diagnostic it names.
@Suite struct ThemeStructureTests {
    @Test func aFlatVersionOneThemeIsAllConstants() throws {
        let theme = try InlineTheme.load("{\"COLOR_A\": \"c:FFF\", \"Styles\": {\"x\": 1}, \"SIZE\": 2}")
        #expect(theme.formatVersion == 1)
        #expect(theme.constantNames == ["COLOR_A", "SIZE"])
        #expect(theme.styleNames.isEmpty)
        #expect(theme.diagnostics.codes == ["invalid-constant-value"])
    }

    @Test(arguments: [("0", 1), ("1", 1), ("2", 2), ("2.0", 2)])
    func formatVersionSelectsTheForm(written: String, version: Int) throws {
        #expect(try InlineTheme.load("{\"formatVersion\": \(written)}").formatVersion == version)
    }

    @Test func aDigitStringVersionCountsInOpenStepOnly() throws {
        #expect(try InlineTheme.load("{ formatVersion = \"2\"; }", name: "theme.strings").formatVersion == 2)
        #expect(try InlineTheme.load("{ formatVersion = 2; }", name: "theme.strings").formatVersion == 2)
        let json = InlineTheme.loadErrors("{\"formatVersion\": \"2\"}")
        #expect(json.codes == ["unsupported-format-version"])
        #expect(json.first?.message.contains("write it as a number, without quotes") == true)
        let xml = InlineTheme.loadErrors("<plist><dict><key>formatVersion</key><string>2</string></dict></plist>", name: "theme.plist")
        #expect(xml.codes == ["unsupported-format-version"])
        let binary = try PropertyListSerialization.data(fromPropertyList: ["formatVersion": "2"], format: .binary, options: 0)
        #expect(throws: ThemeError.self) { try Theme(data: binary, name: "theme.plist") }
    }

    @Test(arguments: ["3", "2.5", "true", "\"two\"", "[2]"])
    func anyOtherFormatVersionMakesTheFileUnusable(written: String) throws {
        let errors = InlineTheme.loadErrors("{\n  \"formatVersion\": \(written)\n}")
        #expect(errors.codes == ["unsupported-format-version"])
        #expect((errors.first?.line, errors.first?.column) == (2, 20))
    }

    @Test func aLowerCaseConstantsGroupIsNamedWithTheFix() throws {
        let theme = try InlineTheme.load("{\"formatVersion\": 2, \"constants\": {\"A\": {\"k\": 1}}}")
        #expect(theme.diagnostics.codes == ["suspicious-value"])
        #expect(theme.diagnostics.first?.message.contains("did you mean `Constants`?") == true)
    }

    @Test func aStructuredThemeWithoutItsVersionSaysToAddIt() throws {
        let theme = try InlineTheme.load("{\"Constants\": {\"A\": \"x\"}, \"Styles\": {\"S\": {\"k\": 1}}}")
        #expect(theme.formatVersion == 1)
        #expect(theme.diagnostics.codes == ["invalid-constant-value", "invalid-constant-value"])
        #expect(theme.diagnostics.allSatisfy { $0.message.contains("add `\"formatVersion\": 2`") })
    }

    @Test func topLevelMustBeADictionary() {
        let errors = InlineTheme.loadErrors("[1, 2]")
        #expect(errors.codes == ["top-level-not-dictionary"])
        #expect(errors.first?.message.contains("an array") == true)
    }

    @Test func structuredThemeSortsConstantsAndStyleGroups() throws {
        let theme = try InlineTheme.load(
            """
            {
              "formatVersion": 2,
              "Constants": {"A": "x", "B": ["no"], "C": 3},
              "Styles": {"One": {"k": 1}, "Alias": "s:One", "Bad": 5, "Worse": "plain"},
              "Interfaces": {"Two": {"k": 2}, "One": {"k": 9}},
              "Stray": "value"
            }
            """)
        #expect(theme.constantNames == ["A", "C"])
        #expect(theme.styleNames == ["One", "Alias", "Two"])
        #expect(
            theme.diagnostics.codes == [
                "invalid-constant-value", "invalid-style", "invalid-style", "duplicate-style", "invalid-top-level-value",
            ])
        let duplicate = try #require(theme.diagnostics.first { $0.code == "duplicate-style" })
        #expect((duplicate.line, duplicate.column) == (5, 35))
        #expect((duplicate.notes.first?.line, duplicate.notes.first?.column) == (4, 14))
    }

    @Test func unknownStateQualifiersWarnAtTheKey() throws {
        let theme = try InlineTheme.load(
            InlineTheme.json(
                styles: """
                    "Button": {"selected:titleColor": "c:000", "pressed:titleColor": "c:111",
                               "label": {"Selected:textColor": "c:222"}, "a.disabled:b,focused:c": 1, "x.bogus:a.selected:b": 1}
                    """))
        #expect(theme.diagnostics.codes == ["unknown-state", "unknown-state", "unknown-state"])
        #expect(
            theme.diagnostics.map(\.message).allSatisfy { $0.contains("`pressed`") || $0.contains("`Selected`") || $0.contains("`bogus`") })
    }

    /// A key is read once a file, but a qualifier is reported wherever the key is written.
    @Test func aRepeatedKeyIsReportedAtEveryPlaceItIsWritten() throws {
        let theme = try InlineTheme.load(
            InlineTheme.json(
                styles: """
                    "A": {"pressed:titleColor": 1, "selected:titleColor": 2},
                    "B": {"pressed:titleColor": 3, "selected:titleColor": 4, "inner": {"pressed:titleColor": 5}}
                    """))
        #expect(theme.diagnostics.codes == ["unknown-state", "unknown-state", "unknown-state"])
        #expect(theme.diagnostics.map { [$0.line ?? 0, $0.column ?? 0] } == [[4, 20], [5, 7], [5, 68]])
    }

    private static let encodingCases: [(bytes: [UInt8], message: String?)] = [
        (bytes: [0xEF, 0xBB, 0xBF] + Array("{\"formatVersion\": 2}".utf8), message: nil),
        (bytes: Array("{\"a\": \"caf".utf8) + [0xE9] + Array("\"}".utf8), message: "not valid UTF-8"),
        (bytes: [0xFF, 0xFE] + Array("{".utf8), message: "UTF-16"),
        (bytes: Array("  \n\t ".utf8), message: "empty"),
        (bytes: [], message: "empty"),
    ]

    @Test(arguments: encodingCases)
    func textMustBeUTF8AndNotEmpty(bytes: [UInt8], message: String?) throws {
        let errors: [Diagnostic]
        do {
            _ = try Theme(data: Data(bytes), name: "t.json")
            errors = []
        } catch let error as ThemeError {
            errors = error.diagnostics
        }
        if let message {
            #expect(errors.first?.code == "parse-error")
            #expect(errors.first?.message.contains(message) == true, "\(errors)")
        } else {
            #expect(errors.isEmpty)
        }
    }

    @Test func invalidUTF8IsReportedAtItsByte() throws {
        let bytes = Array("{\n  \"a\": \"caf".utf8) + [0xC3] + Array("\"}".utf8)
        do {
            _ = try Theme(data: Data(bytes), name: "t.json")
            Issue.record("expected a parse error")
        } catch let error as ThemeError {
            #expect((error.diagnostics.first?.line, error.diagnostics.first?.column) == (2, 12))
        }
    }

    @Test func fileLargerThanTheLimitIsRefusedBeforeParsing() {
        let limits = ThemeLimits(maximumFileSize: 100)
        let errors = InlineTheme.loadErrors(
            "{\"formatVersion\": 2, \"padding\": \"\(String(repeating: "x", count: 200))\"}", limits: limits)
        #expect(errors.codes == ["limit-exceeded"])
        #expect(errors.first?.line == nil)
    }

    @Test func noFileLimitReachesPastWhatThirtyTwoBitPlacesHold() {
        // Places in a file are kept in 32 bits; a limit set higher still reads no more.
        #expect(ThemeLimits(maximumFileSize: .max).fileSizeLimit == Int(Int32.max))
        #expect(ThemeLimits(maximumFileSize: 100).fileSizeLimit == 100)
        let node = PlistNode(kind: .null, offset: Int(Int32.max))
        #expect(node.offset == Int(Int32.max) && PlistNode(kind: .null, offset: -1).offset == -1)
    }

    @Test func deepNestingInAFileIsALimitNotACrash() throws {
        let depth = 200
        let body = String(repeating: "{\"a\": ", count: depth) + "1" + String(repeating: "}", count: depth)
        let errors = InlineTheme.loadErrors("{\"formatVersion\": 2, \"S\": \(body)}")
        #expect(errors.codes == ["limit-exceeded"])
        #expect(errors.first?.line == 1)
    }

    @Test func unreadableFileIsAnErrorNamingThePath() {
        let url = URL(fileURLWithPath: "/nonexistent/theme.plist")
        #expect(throws: ThemeError.self) { try Theme(contentsOf: url) }
    }
}
