import Testing

@testable import ThemeKit

/// `property-type`: a style's value of a kind every bridge table declaring its key path refuses.
@Suite struct PropertyTypeRuleTests {
    private func findings(_ styles: String, constants: String = "", options: LintOptions = .default) throws -> [Diagnostic] {
        let manager = try InlineTheme.manager(InlineTheme.json(constants: constants, styles: styles))
        return manager.lint(options: options).filter { $0.code == "property-type" }
    }

    @Test func aValueOfTheWrongKindIsFoundAtItsPlaceNamingTheTables() throws {
        let found = try findings(#""Card": {"layer.borderWidth": "c:#000000", "titleLabel.textColor": 3}"#)
        #expect(
            found.map(\.message) == [
                "`layer.borderWidth` is a colour, but every bridge table that declares it takes a number (QuartzCore CALayer, SwiftUI ThemeViewStyle.Layer)",
                "`titleLabel.textColor` is a number, but every bridge table that declares it takes a colour (UIKit UILabel)",
            ])
        #expect(found.allSatisfy { $0.severity == .warning && $0.location.line == 4 }, "\(found.map(\.location))")
    }

    @Test func aStateQualifiedKeyIsJudgedByItsName() throws {
        let found = try findings(#""Button": {"selected:titleColor": "f:system,12"}"#)
        #expect(
            found.map(\.message) == [
                "`selected:titleColor` is a font, but every bridge table that declares it takes a colour (UIKit UIButton, UIKit UINavigationBar, UIKit UISegmentedControl)"
            ])
    }

    @Test func rightKindsNullConstantsNumericStringsAndUnknownOrDisputedKeysPass() throws {
        let found = try findings(
            """
            "Card": {"layer.borderWidth": "DIMENSION_BORDER", "layer.borderColor": "COLOR_BORDER", "alpha": "0.5",
                     "textColor": null, "hidden": "yes", "textAlignment": "center", "myOwnProperty": "c:#000000",
                     "custom.textColor": 5, "layer": "s:Border"},
            "Border": {"cornerRadius": 4}
            """,
            constants: #""DIMENSION_BORDER": 1, "COLOR_BORDER": "c:#000000""#)
        #expect(found.isEmpty, "\(found.map(\.message))")
    }

    @Test func whatAStyleReferenceBringsInIsJudgedAsItsOwnKeyPaths() throws {
        let found = try findings(#""Card": {"layer": "s:Border"}, "Border": {"cornerRadius": "c:#000000"}"#)
        #expect(found.map(\.message).contains { $0.hasPrefix("`layer.cornerRadius` is a colour") })
    }

    @Test func aValueManyStylesInheritIsReportedOnce() throws {
        let found = try findings(#""Base": {"textColor": 1}, "A": {"_superstyle": "Base"}, "B": {"_superstyle": "Base"}"#)
        #expect(found.count == 1)
    }

    @Test func anUndefinedConstantOrAlmostAConventionIsLeftToItsOwnRule() throws {
        #expect(try findings(#""Card": {"textColor": "COLOR_MISSING"}"#).isEmpty)
        let almost = #""Card": {"textColor": "C:#FF0000"}"#
        #expect(try findings(almost).isEmpty, "`suspicious-value` says how to write it")
        #expect(try findings(almost, options: LintOptions(rules: ["suspicious-value": .off])).count == 1)
    }

    @Test func theRuleCanBeTurnedOffOrMadeAnError() throws {
        let styles = #""Card": {"textColor": 1}"#
        #expect(try findings(styles, options: LintOptions(rules: ["property-type": .off])).isEmpty)
        #expect(try findings(styles, options: LintOptions(rules: ["property-type": .error])).map(\.severity) == [.error])
    }
}
