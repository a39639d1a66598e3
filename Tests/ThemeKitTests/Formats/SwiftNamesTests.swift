import Testing

@testable import ThemeKit

/// `SwiftNames`: typed names for constants and styles.
@Suite struct SwiftNamesTests {
    @Test(arguments: [
        ("COLOR_BRAND_PRIMARY", "colorBrandPrimary"), ("PrimaryButton", "primaryButton"), ("Title Label", "titleLabel"),
        ("1stStyle", "_1stStyle"), ("HTTPHeader", "httpheader"), ("spacing-stack-1", "spacingStack1"),
        ("DIMENSION_FONT_COMMON", "dimensionFontCommon"),
    ])
    func namesBecomeCamelCasedIdentifiers(name: String, identifier: String) {
        #expect(SwiftNames.identifier(for: name) == identifier)
    }

    @Test func theSourceIsSortedAndCollisionsAndKeywordsAreHandled() {
        let source = SwiftNames.source(
            constants: ["B_VALUE", "A_VALUE", "a value"], styles: ["default", "Return", "All"], from: "theme.json")
        #expect(source.contains("    public static let aValue = \"A_VALUE\"\n"))
        #expect(source.contains("    public static let aValue2 = \"a value\"\n"), "a second name with the same identifier gets a number")
        #expect(source.contains("public static let `default` = \"default\"") && source.contains("public static let `return` = \"Return\""))
        #expect(source.contains("public static let all2 = \"All\""), "`all` is the list of every name")
        #expect(source.contains("public static let all: [String] = [\"A_VALUE\", \"B_VALUE\", \"a value\"]"))
        #expect(
            source
                == SwiftNames.source(
                    constants: ["a value", "A_VALUE", "B_VALUE"], styles: ["All", "Return", "default"], from: "theme.json"),
            "the same names in another order give the same file")
    }
}
