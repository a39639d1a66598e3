import Testing

@testable import ThemeKit

@Suite struct ConstantResolutionTests {
    @Test func chainsAreFollowedToTheEnd() throws {
        let manager = try InlineTheme.manager(
            InlineTheme.json(
                constants: """
                    "COLOR_A": "COLOR_B", "COLOR_B": "COLOR_C", "COLOR_C": "COLOR_D", "COLOR_D": "c:#102030"
                    """, styles: ""))
        #expect(manager.constant(named: "COLOR_A") == .color(ThemeColor(hexDigits: "102030")!))
        #expect(manager.lint().isEmpty)
    }

    @Test func aLoopIsOneErrorAndEveryConstantOnOrIntoItIsUnresolved() throws {
        let manager = try InlineTheme.manager(
            InlineTheme.json(
                constants: """
                    "LEAD_IN": "LOOP_A", "LOOP_A": "LOOP_B", "LOOP_B": "LOOP_C", "LOOP_C": "LOOP_A", "FINE": "x"
                    """, styles: ""))
        for name in ["LEAD_IN", "LOOP_A", "LOOP_B", "LOOP_C"] { #expect(manager.constant(named: name) == nil) }
        #expect(manager.constant(named: "FINE") == .string("x"))
        let cycles = manager.lint().filter { $0.code == "constant-cycle" }
        #expect(cycles.count == 1)
        #expect(cycles.first?.message.contains("`LOOP_A` -> `LOOP_B` -> `LOOP_C` -> `LOOP_A`") == true)
        #expect(cycles.first?.notes.count == 2)
    }

    @Test func aConstantCannotHoldAStyleReference() throws {
        let manager = try InlineTheme.manager(
            InlineTheme.json(
                constants: """
                    "STYLE_REF": "s:Base", "LONG_FORM": "Style: Base", "VIA": "STYLE_REF", "FINE": "x"
                    """, styles: "\"Base\": {\"a\": 1}, \"Uses\": {\"b\": \"VIA\", \"c\": \"FINE\"}"))
        for name in ["STYLE_REF", "LONG_FORM", "VIA"] { #expect(manager.constant(named: name) == nil) }
        let errors = manager.lint()
        #expect(errors.codes == ["invalid-constant-value", "invalid-constant-value"])
        #expect(errors.first?.message.contains("cannot name a style") == true)
        // A style value naming such a constant assigns nothing.
        #expect(try manager.resolvedStyle(named: "Uses").keyPaths == ["c"])
    }

    @Test func aFontComponentLoopIsACycleToo() throws {
        let manager = try InlineTheme.manager(InlineTheme.json(constants: "\"FONT_A\": \"f:FONT_A,12\"", styles: ""))
        #expect(manager.constant(named: "FONT_A") == nil)
        #expect(manager.lint().codes == ["constant-cycle"])
    }

    @Test func aChainLongerThanTheLimitIsALimitError() throws {
        let count = 70
        let constants = (0..<count).map { "\"C_\($0)\": \"\($0 + 1 < count ? "C_\($0 + 1)" : "end")\"" }.joined(separator: ", ")
        let manager = try InlineTheme.manager(InlineTheme.json(constants: constants, styles: ""))
        #expect(manager.constant(named: "C_0") == nil)
        #expect(manager.constant(named: "C_60") == .string("end"))
        #expect(manager.lint().codes.contains("limit-exceeded"))
        let relaxed = try InlineTheme.manager(
            InlineTheme.json(constants: constants, styles: ""),
            limits: ThemeLimits(maximumConstantChain: 100))
        #expect(relaxed.constant(named: "C_0") == .string("end"))
    }

    @Test func resultsDoNotDependOnWhichConstantIsAskedFirst() throws {
        let count = 70
        let constants = (0..<count).map { "\"C_\($0)\": \"\($0 + 1 < count ? "C_\($0 + 1)" : "end")\"" }.joined(separator: ", ")
        let names = (0..<count).map { "C_\($0)" }
        var seen: [[ThemeValue?]] = []
        for order in [names, names.reversed(), names.shuffled()] {
            let manager = try InlineTheme.manager(InlineTheme.json(constants: constants, styles: ""))
            for name in order { _ = manager.constant(named: name) }
            seen.append(names.map { manager.constant(named: $0) })
        }
        #expect(seen.allSatisfy { $0 == seen[0] })
        #expect(seen[0].prefix(5).allSatisfy { $0 == nil } && seen[0][5] == .string("end"))
    }

    @Test func aChainOfAHundredThousandNeedsNoDeepStackAndIsOneLimitError() throws {
        let count = 100_000
        let constants = (0..<count).map { "\"C_\($0)\": \"\($0 + 1 < count ? "C_\($0 + 1)" : "c:000")\"" }.joined(separator: ", ")
        let manager = try InlineTheme.manager(InlineTheme.json(constants: constants, styles: ""))
        #expect(manager.constant(named: "C_0") == nil)
        #expect(manager.constant(named: "C_99990") == .color(ThemeColor(red: 0, green: 0, blue: 0, alpha: 1)))
        let limitErrors = manager.lint().filter { $0.code == "limit-exceeded" }
        #expect(limitErrors.count == 1)
        #expect(limitErrors.first?.message.hasPrefix("following constants from `C_99934` takes more than 64 steps") == true)
    }

    @Test func aFailingConstantIsAbsentAndReportedWhereDefined() throws {
        let manager = try InlineTheme.manager(
            InlineTheme.json(
                constants: "\"COLOR_BAD\": \"c:#XYZ\", \"COLOR_USES\": \"COLOR_BAD\"",
                styles: "\"S\": {\"a\": \"COLOR_USES\", \"b\": 1}"))
        #expect(manager.constant(named: "COLOR_BAD") == nil)
        #expect(manager.constant(named: "COLOR_USES") == nil)
        let style = try manager.resolvedStyle(named: "S")
        #expect(style["a"] == nil)
        #expect(style["b"] == .number(1))
        #expect(style.diagnostics.codes == ["invalid-color"])
        #expect(style.diagnostics.first?.line == 3)
    }

    @Test func undefinedIsNil() throws {
        let manager = try InlineTheme.manager(InlineTheme.json(styles: ""))
        #expect(manager.constant(named: "NOPE") == nil)
    }

    @Test func eachConstantIsLookedUpThroughTheChainOnItsOwn() throws {
        let manager = try InlineTheme.manager(
            InlineTheme.json(constants: "\"COLOR_A\": \"c:111\", \"COLOR_B\": \"c:222\", \"COLOR_REF\": \"COLOR_A\"", styles: ""),
            alternatives: [InlineTheme.json(constants: "\"COLOR_A\": \"c:AAA\"", styles: "")])
        #expect(manager.constant(named: "COLOR_A") == .color(ThemeColor(hexDigits: "AAA")!))
        #expect(manager.constant(named: "COLOR_B") == .color(ThemeColor(hexDigits: "222")!))
        // A default-theme constant naming another sees the alternative's value.
        #expect(manager.constant(named: "COLOR_REF") == .color(ThemeColor(hexDigits: "AAA")!))
    }
}
