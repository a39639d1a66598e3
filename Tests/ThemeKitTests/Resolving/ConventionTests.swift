import Testing

@testable import ThemeKit

/// Every value convention of theme-format §3, valid and invalid forms.
@Suite struct ConventionTests {
    /// Resolves `value` as property `v` of a style, with a few constants defined.
    private func resolve(_ value: String) throws -> (value: ThemeValue?, codes: [String]) {
        let constants = """
            "FONT_BOLD": "systembold", "FONT_NAMED": "f:Avenir,10", "DIMENSION_SIZE": 16, "DIMENSION_TEXT": "18",
            "COLOR_MAIN": "c:ABC", "COLOR_ALIAS": "COLOR_MAIN", "Custom": "plain"
            """
        let escaped = value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        let manager = try InlineTheme.manager(InlineTheme.json(constants: constants, styles: "\"S\": {\"v\": \"\(escaped)\"}"))
        let style = try manager.resolvedStyle(named: "S")
        return (style["v"], style.diagnostics.codes)
    }

    private static let white = ThemeColor(red: 1, green: 1, blue: 1, alpha: 1)
    private static let main = ThemeColor(red: 0xAA / 255.0, green: 0xBB / 255.0, blue: 0xCC / 255.0, alpha: 1)

    static let valid: [(String, ThemeValue)] = [
        ("c:#FFF", .color(white)),
        ("c:FFF", .color(white)),
        ("color:FFFFFFFF", .color(white)),
        ("Color: #ffffff ", .color(white)),
        ("COLOR:fff0", .color(ThemeColor(red: 1, green: 1, blue: 1, alpha: 0))),
        ("f:system,16", .font(ThemeFont(name: "system", size: 16))),
        ("font: SystemBold , 12.5", .font(ThemeFont(name: "systemBold", size: 12.5))),
        ("f:SYSTEMITALIC,9", .font(ThemeFont(name: "systemItalic", size: 9))),
        ("f:Helvetica-Bold,10", .font(ThemeFont(name: "Helvetica-Bold", size: 10))),
        ("f:FONT_BOLD,DIMENSION_SIZE", .font(ThemeFont(name: "systemBold", size: 16))),
        ("f:FONT_NAMED,DIMENSION_TEXT", .font(ThemeFont(name: "Avenir", size: 18))),
        ("null", .null), ("nil", .null), ("NULL", .null), ("Nil", .null),
        ("point:1,2", .point(ThemePoint(x: 1, y: 2))),
        ("size:3.5,-4", .size(ThemeSize(width: 3.5, height: -4))),
        ("Rect: 1 , 2 ,3,4", .rect(ThemeRect(x: 1, y: 2, width: 3, height: 4))),
        ("edge:1,2,3,4", .edgeInsets(ThemeEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))),
        ("rect:0,0,DIMENSION_SIZE,DIMENSION_TEXT", .rect(ThemeRect(x: 0, y: 0, width: 16, height: 18))),
        ("COLOR_ALIAS", .color(main)),
        ("Custom", .string("plain")),
        ("DIMENSION_SIZE", .number(16)),
        // Fixed Giotto faults: conventions only at the start, null only whole.
        ("Nilsson", .string("Nilsson")),
        ("nil ", .string("nil ")),
        ("Resize: off", .string("Resize: off")),
        ("the size:1,2", .string("the size:1,2")),
        ("Colour", .string("Colour")), ("Note: x", .string("Note: x")), ("#1", .string("#1")), ("Site: home", .string("Site: home")),
        ("NSTextAlignmentCenter", .string("NSTextAlignmentCenter")),
        ("5", .string("5")),
        ("", .string("")),
    ]

    @Test(arguments: valid)
    func validConventionsResolveWithoutDiagnostics(text: String, expected: ThemeValue) throws {
        let result = try resolve(text)
        #expect(result.value == expected)
        #expect(result.codes.isEmpty)
    }

    /// Almost a convention: kept as the plain string, with a warning that says the fix.
    static let suspicious: [(String, String)] = [
        ("#FF0000", "write `c:#FF0000`"), ("#fff8", "write `c:#fff8`"),
        ("C:#FF0000", "write `c:#FF0000`"), ("F:system,1", "write `f:system,1`"), ("S:Label", "write `s:Label`"),
        ("colour:#FFF", "did you mean `color:#FFF`?"), ("Stlye:Label", "did you mean `style:Label`?"),
        ("pont:1,2", "did you mean `point:1,2`?"),
        ("COLOR_MAIN ", "write `COLOR_MAIN`"), (" DIMENSION_SIZE", "write `DIMENSION_SIZE`"), ("COLOR_NONE\u{A0}", "write `COLOR_NONE`"),
    ]

    @Test(arguments: suspicious)
    func almostConventionsAreKeptAndTheWarningSaysTheFix(text: String, fix: String) throws {
        let result = try resolve(text)
        #expect(result.value == .string(text))
        #expect(result.codes == ["suspicious-value"])
        let manager = try InlineTheme.manager(
            InlineTheme.json(
                constants: "\"COLOR_MAIN\": \"c:ABC\", \"DIMENSION_SIZE\": 2",
                styles: "\"S\": {\"v\": \(JSONText.string(text))}"))
        #expect(try manager.resolvedStyle(named: "S").diagnostics.first?.message.contains(fix) == true)
    }

    static let invalid: [(String, String)] = [
        ("c:#GG0000", "invalid-color"), ("c:#12345", "invalid-color"), ("c:#", "invalid-color"), ("c:", "invalid-color"),
        ("f:system", "invalid-font"), ("f:system,0", "invalid-font"), ("f:system,-1", "invalid-font"),
        ("f:system,big", "invalid-font"), ("f:,12", "invalid-font"), ("f:a,1,2000", "invalid-font"),
        ("f:a,1,heavyish", "invalid-font"), ("f:systemBold,16,semibold", "invalid-font"), ("f:Body", "invalid-font"),
        ("f:a,16,bold,Headline", "invalid-font"), ("c:p3(1, 0)", "invalid-color"), ("c:p3(1.5, 0, 0)", "invalid-color"),
        ("c:oklch(0.5 0.1 30)", "invalid-color"), ("c:srgb(1 0 / 0 0.5)", "invalid-color"),
        ("f:COLOR_MAIN,12", "invalid-font"),
        ("point:1", "invalid-geometry"), ("size:1,,2", "invalid-geometry"), ("size:1,", "invalid-geometry"),
        ("rect:a,b,c,d", "invalid-geometry"), ("edge:1,2,3,nan", "invalid-geometry"), ("point:1,0x10", "invalid-geometry"),
        ("size:COLOR_MAIN,1", "invalid-geometry"),
        ("rect:0,0,DIMENSION_MISSING,1", "undefined-constant"),
        ("f:system,DIMENSION_MISSING", "undefined-constant"),
    ]

    @Test(arguments: invalid)
    func failingConventionsAssignNothingAndSayWhy(text: String, code: String) throws {
        let result = try resolve(text)
        #expect(result.value == nil)
        #expect(result.codes == [code])
    }

    @Test func aNamedColourIsAWarningNotAFailure() throws {
        let result = try resolve("c:brandPrimary")
        #expect(result.value == .namedColor("brandPrimary"))
        #expect(result.codes == ["named-color"])
    }

    @Test func anUndefinedUpperSnakeNameIsAnErrorAndKeptAsText() throws {
        let result = try resolve("COLOR_MISSING")
        #expect(result.value == .string("COLOR_MISSING"))
        #expect(result.codes == ["undefined-constant"])
        let font = try resolve("f:FONT_MISSING,12")
        #expect(font.value == .font(ThemeFont(name: "FONT_MISSING", size: 12)))
        #expect(font.codes == ["undefined-constant"])
    }

    @Test func theUndefinedConstantMessageSuggestsTheClosestName() throws {
        let manager = try InlineTheme.manager(
            InlineTheme.json(constants: "\"COLOR_MAIN\": \"c:FFF\"", styles: "\"S\": {\"v\": \"COLOR_MIAN\"}"))
        let message = try manager.resolvedStyle(named: "S").diagnostics.first?.message
        #expect(message?.hasSuffix("did you mean `COLOR_MAIN`?") == true)
    }

    @Test func messagesSayWhatWouldBeRight() throws {
        let manager = try InlineTheme.manager(InlineTheme.json(styles: "\"S\": {\"v\": \"c:#GG0000\"}"))
        let diagnostic = try #require(try manager.resolvedStyle(named: "S").diagnostics.first)
        #expect(diagnostic.message == "`c:#GG0000` is not a colour: after `#` expected RGB, RGBA, RRGGBB or RRGGBBAA hex digits")
        #expect((diagnostic.file, diagnostic.line, diagnostic.column) == ("default.json", 4, 25))
    }

    @Test func upperSnakeShapeIsExact() {
        for name in ["COLOR_A", "A_1", "DIMENSION_FONT_COMMON", "A1_B2"] { #expect(ConstantName.matches(name)) }
        for name in ["COLOR", "color_a", "_A", "A_", "A__B", "1_A", "A_b", "A-B", "NSTextAlignmentCenter"] {
            #expect(!ConstantName.matches(name), "\(name)")
        }
    }
}
