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
        #expect(source.contains("    public static let aValue = ThemeConstantKey<ThemeValue>(\"A_VALUE\")\n"))
        #expect(
            source.contains("    public static let aValue2 = ThemeConstantKey<ThemeValue>(\"a value\")\n"),
            "a second name with the same identifier gets a number")
        #expect(
            source.contains("public static let `default` = ThemeStyleName(\"default\")")
                && source.contains("public static let `return` = ThemeStyleName(\"Return\")"))
        #expect(source.contains("public static let all2 = ThemeStyleName(\"All\")"), "`all` is the list of every name")
        #expect(source.contains("public static let all: [String] = [\"A_VALUE\", \"B_VALUE\", \"a value\"]"))
        #expect(
            source
                == SwiftNames.source(
                    constants: ["a value", "A_VALUE", "B_VALUE"], styles: ["All", "Return", "default"], from: "theme.json"),
            "the same names in another order give the same file")
    }

    @Test func eachConstantIsTypedByWhatItResolvesToWithEveryVariant() throws {
        let manager = try InlineTheme.manager(
            """
            {
              "formatVersion": 2,
              "Constants": {
                "COLOR_BRAND": "c:#FF0000", "FONT_BODY": "f:system,16", "DIMENSION_GAP": 8, "NAME": "hello", "FLAG": true,
                "INSETS": "edge:1,2,3,4", "SHIFTING": "c:#000000", "SOMETIMES": "c:#FFFFFF", "NOTHING": null,
                "LOOP_A": "LOOP_B", "LOOP_B": "LOOP_A"
              },
              "Constants_DARK": { "SHIFTING": 4, "SOMETIMES": null, "DARK_ONLY": "c:#111111" },
              "Styles": { "Card": {"alpha": 1}, "Card_DARK": {"alpha": 0.5}, "Label_Title": {"alpha": 1} }
            }
            """)
        let types = SwiftNames.constantTypes(of: manager.chain)
        #expect(types["COLOR_BRAND"] == .typed("ThemeColor"))
        #expect(types["FONT_BODY"] == .typed("ThemeFont"))
        #expect(types["DIMENSION_GAP"] == .typed("Double"))
        #expect(types["NAME"] == .typed("String"))
        #expect(types["FLAG"] == .typed("Bool"))
        #expect(types["INSETS"] == .typed("ThemeEdgeInsets"))
        #expect(types["DARK_ONLY"] == .typed("ThemeColor"), "a name only `Constants_DARK` defines is still a constant")
        #expect(types["SOMETIMES"] == .typed("ThemeColor?"), "null with a variant: optional")
        #expect(
            types["SHIFTING"]
                == .untyped(reason: "its kind differs between variants: `ThemeColor` without variants, `Double` with `DARK`"))
        #expect(types["NOTHING"] == .untyped(reason: "it is null"))
        #expect(types["LOOP_A"] == .untyped(reason: "it does not resolve without variants (see `themecheck lint`)"))
        #expect(SwiftNames.styleNames(of: manager.chain) == ["Card", "Label_Title"], "`Card_DARK` is a variant of `Card`")
        let source = SwiftNames.source(
            constants: Array(types.keys), types: types, styles: SwiftNames.styleNames(of: manager.chain), from: "theme.json")
        #expect(source.contains("    public static let colorBrand = ThemeConstantKey<ThemeColor>(\"COLOR_BRAND\")\n"))
        #expect(
            source.contains(
                "    /// `SHIFTING`: untyped, because its kind differs between variants: `ThemeColor` without variants, `Double` with `DARK`\n"
                    + "    public static let shifting = ThemeConstantKey<ThemeValue>(\"SHIFTING\")\n"))
        #expect(!source.contains("CARD_DARK") && !source.contains("cardDark"))
    }

    @Test func aKeyReadsItsConstantAsItsTypeAndAStyleNameAppliesTheStyle() throws {
        let manager = try InlineTheme.manager(
            InlineTheme.json(constants: #""COLOR_BRAND": "c:#FF0000""#, styles: #""Card": {"alpha": 1}"#))
        let brand: ThemeColor = try manager.constant(ThemeConstantKey<ThemeColor>("COLOR_BRAND"))
        #expect(brand.hexString == "#FF0000FF")
        #expect(manager.constant(named: ThemeConstantKey<ThemeColor>("COLOR_BRAND")) == .color(brand))
        #expect(throws: ThemeAccessError.self) { try manager.constant(ThemeConstantKey<Double>("COLOR_BRAND")) }
        #expect(try manager.resolvedStyle(named: ThemeStyleName("Card"))["alpha"] == .number(1))
    }
}
