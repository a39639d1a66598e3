import Testing

@testable import ThemeKit

@Suite struct ThemeLinterTests {
    @Test func shadowedDefinitionsAreCheckedToo() throws {
        let manager = try InlineTheme.manager(
            InlineTheme.json(constants: "\"COLOR_X\": \"c:#GG\"", styles: "\"S\": {\"f\": \"f:system\"}"),
            alternatives: [InlineTheme.json(constants: "\"COLOR_X\": \"c:FFF\"", styles: "\"S\": {\"f\": \"f:system,12\"}")])
        #expect(manager.constant(named: "COLOR_X") != nil)
        #expect(try manager.resolvedStyle(named: "S").diagnostics.isEmpty)
        let found = manager.lint()
        #expect(found.codes == ["invalid-color", "invalid-font"])
        #expect(found.allSatisfy { $0.file == "default.json" })
    }

    @Test func anAlternativeDefiningWhatTheDefaultLacksIsAnUnknownOverride() throws {
        let manager = try InlineTheme.manager(
            InlineTheme.json(constants: "\"COLOR_TEXT\": \"c:000\"", styles: "\"Label\": {}"),
            alternatives: [InlineTheme.json(constants: "\"COLOR_TXT\": \"c:FFF\"", styles: "\"Label\": {}, \"Lable\": {}")])
        let found = manager.lint()
        #expect(found.codes == ["unknown-override", "unknown-override"])
        #expect(found.allSatisfy { $0.severity == .warning && $0.file == "alternative1.json" })
        #expect(found[0].message.hasSuffix("did you mean `COLOR_TEXT`?"))
        #expect(found[1].message.hasSuffix("did you mean `Label`?"))
    }

    @Test(arguments: [
        ("COLOR_A", "3", true), ("COLOR_A", "\"c:FFF\"", false), ("COLOR_A", "\"c:brand\"", false),
        ("FONT_A", "\"c:FFF\"", true), ("FONT_A", "\"system\"", false), ("FONT_A", "\"f:system,2\"", false),
        ("DIMENSION_A", "\"wide\"", true), ("DIMENSION_A", "\"12\"", false), ("DIMENSION_A", "12", false),
        ("COLOR_A", "\"null\"", false), ("OTHER", "3", false),
    ])
    func constantsWhoseValueDoesNotFitTheirPrefixAreMismatches(name: String, value: String, isMismatch: Bool) throws {
        let manager = try InlineTheme.manager(InlineTheme.json(constants: "\"\(name)\": \(value)", styles: ""))
        let codes = manager.lint().codes.filter { $0 != "named-color" }
        #expect(codes == (isMismatch ? ["convention-mismatch"] : []))
    }

    @Test func everyProblemIsCollectedInReportOrder() throws {
        let manager = try InlineTheme.manager(
            """
            {
              "formatVersion": 2,
              "Constants": {"COLOR_A": "c:#1", "COLOR_B": "c:#2"},
              "Styles": {"S": {"x": "s:Missing", "pressed:y": 1}}
            }
            """)
        let found = manager.lint()
        #expect(found.codes == ["invalid-color", "invalid-color", "unknown-style", "unknown-state"])
        #expect(found.map { $0.line ?? 0 } == [3, 3, 4, 4])
    }
}

@Suite struct DiagnosticTests {
    @Test func printsInTheCompilerForm() {
        let diagnostic = Diagnostic(
            .duplicateKey, "key `a` appears twice", file: "t.plist", line: 3, column: 7,
            notes: [Diagnostic.Note(message: "first written here", file: "t.plist", line: 2, column: 7)])
        #expect(diagnostic.description == "t.plist:3:7: warning: key `a` appears twice [duplicate-key]")
        #expect(diagnostic.noteLines == ["t.plist:2:7: note: first written here"])
        #expect(Diagnostic(.parseError, "corrupt", file: "t.plist").description == "t.plist: error: corrupt [parse-error]")
    }

    @Test func everyCodeHasTheSeverityOfTheContract() {
        let errors = Diagnostic.Code.all.filter { $0.severity == .error }.map(\.rawValue)
        #expect(
            errors == [
                "parse-error", "top-level-not-dictionary", "unsupported-format-version", "invalid-top-level-value",
                "invalid-constant-value", "invalid-style", "unknown-style", "style-cycle", "constant-cycle",
                "undefined-constant", "invalid-color", "invalid-font", "invalid-geometry", "limit-exceeded",
                "invalid-configuration", "include-not-found", "include-cycle", "include-not-a-file", "name-collision",
                "invalid-token", "invalid-image",
            ])
        let warnings = Diagnostic.Code.all.filter { $0.severity == .warning }.map(\.rawValue)
        #expect(
            warnings == [
                // Those loading and resolving report, then the lint rules' in the linter's order.
                "duplicate-key", "duplicate-style", "named-color", "unknown-state", "suspicious-value", "unsupported-token",
                "gamut-mapped-color", "legacy-token-format", "unknown-override", "convention-mismatch",
                "variant-without-base", "unknown-variant", "unused-constant", "deprecated-token", "runtime-constant-group", "unknown-image",
                "low-contrast", "property-type",
            ])
        // Off unless a configuration turns it on: only unused-constant.
        #expect(Diagnostic.Code.all.filter { !$0.isOnByDefault } == [.unusedConstant])
    }

    @Test func controlCharactersInTheCompilerFormAreEscaped() {
        let diagnostic = Diagnostic(
            .invalidColor, "`c:#zz\nx.json:1:1: error: forged\t\u{1B}[31m\u{202E}`", file: "a\nb.json", line: 1, column: 2)
        #expect(diagnostic.description == #"a\nb.json:1:2: error: `c:#zz\nx.json:1:1: error: forged\t\u{1B}[31m\u{202E}` [invalid-color]"#)
        #expect(!diagnostic.description.contains("\n"))
    }

    @Test func errorsReadWellThroughLocalizedDescription() throws {
        let themeError = ThemeError(diagnostics: [Diagnostic(.parseError, "the file is empty", file: "t.json", line: 1, column: 1)])
        #expect(themeError.localizedDescription == "t.json:1:1: error: the file is empty [parse-error]")
        #expect(ModificationError("`COLOR_A` cannot hold an array").localizedDescription == "`COLOR_A` cannot hold an array")
        #expect(StylingError("`Label` has no stylable property `x`").localizedDescription == "`Label` has no stylable property `x`")
        #expect("\(themeError)" == themeError.localizedDescription)
    }
}
