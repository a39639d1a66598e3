import Foundation
import Testing

@testable import ThemeKit

/// Constants the app supplies at run time (theme-format §11): declared in
/// `_runtimeConstants` or by the configuration, not reported by the linter,
/// listed by the manager until an override supplies them.
@Suite struct RuntimeConstantTests {
    static let declared = """
        {"formatVersion": 2,
         "_runtimeConstants": {"COLOR_BANK_BRAND": "the bank's colour", "COLOR_TENANT": "the tenant's accent"},
         "Styles": {"Header": {"backgroundColor": "COLOR_BANK_BRAND", "tintColor": "COLOR_TENANT", "textColor": "COLOR_TYPO"}}}
        """

    @Test func aDeclaredConstantIsNoUndefinedConstantButATypoStillIs() throws {
        let manager = try InlineTheme.manager(Self.declared)
        let found = manager.lint()
        #expect(found.map(\.code) == ["undefined-constant"], "\(found)")
        #expect(found.first?.message.contains("`COLOR_TYPO`") == true)
    }

    @Test func theThemeListsItsDeclarationsAndTheManagerWhatIsNotSuppliedYet() throws {
        let manager = try InlineTheme.manager(Self.declared)
        #expect(try InlineTheme.load(Self.declared).runtimeConstantNames == ["COLOR_BANK_BRAND", "COLOR_TENANT"])
        #expect(manager.unsuppliedRuntimeConstants == ["COLOR_BANK_BRAND", "COLOR_TENANT"])
        manager.modifyConstant("COLOR_BANK_BRAND", value: .color(.hex("0064D2")))
        #expect(manager.unsuppliedRuntimeConstants == ["COLOR_TENANT"])
        #expect(try manager.resolvedStyle(named: "Header")["backgroundColor"] == .color(.hex("0064D2")), "supplied, it resolves")
    }

    @Test func untilSuppliedResolutionStillSaysItIsUndefined() throws {
        let manager = try InlineTheme.manager(Self.declared)
        let style = try manager.resolvedStyle(named: "Header")
        #expect(style["tintColor"] == .string("COLOR_TENANT"))
        #expect(style.diagnostics.contains { $0.code == "undefined-constant" && $0.message.contains("COLOR_TENANT") })
    }

    @Test func anUndeclaredListIsOneWarningAtTheGroupNotAnErrorPerEntryAndUse() throws {
        let manager = try InlineTheme.manager(
            """
            {"formatVersion": 2,
             "DynamicConstants": {"COLOR_BANK_BRAND": "colore della banca (di default COLOR_APP_BRAND)", "COLOR_BANK_TEXT": "testo"},
             "Styles": {"Header": {"backgroundColor": "COLOR_BANK_BRAND", "textColor": "COLOR_BANK_TEXT"}}}
            """)
        let found = manager.lint()
        #expect(found.map(\.code) == ["runtime-constant-group"], "\(found)")
        #expect(found.first?.message.contains(#""runtimeConstants": ["@DynamicConstants"]"#) == true, "it says how to declare it")
        #expect(manager.styleNames == ["Header"], "the list is not read as styles")
        let declared = LintOptions(runtimeConstants: RuntimeConstantDeclarations(entries: ["@DynamicConstants"]))
        #expect(manager.lint(options: declared).isEmpty, "declared by the configuration, nothing is said")
    }

    @Test func namesAndGlobsOfTheConfigurationDeclareToo() throws {
        let manager = try InlineTheme.manager(
            InlineTheme.json(styles: #""S": {"textColor": "COLOR_BANK_TEXT", "tintColor": "COLOR_TENANT_A", "x": "COLOR_OTHER"}"#))
        let options = LintOptions(runtimeConstants: RuntimeConstantDeclarations(entries: ["COLOR_BANK_TEXT", "COLOR_TENANT_*"]))
        #expect(manager.lint(options: options).map(\.message).allSatisfy { $0.contains("`COLOR_OTHER`") })
        #expect(manager.lint(options: options).count == 1)
    }

    @Test func globsMatchAsShellGlobsDo() {
        let declarations = RuntimeConstantDeclarations(entries: ["COLOR_*_BRAND", "FONT_?", "A*B*C"])
        #expect(declarations.declares("COLOR_BANK_BRAND") && declarations.declares("COLOR__BRAND"))
        #expect(!declarations.declares("COLOR_BANK_BRANDS"))
        #expect(declarations.declares("FONT_X") && !declarations.declares("FONT_XY"))
        #expect(declarations.declares("AxxBxxC") && !declarations.declares("AxxCxxB"))
        let long = String(repeating: "A", count: 10_000)
        #expect(!declarations.declares(long), "no exponential backtracking")
    }

    @Test func aDeclarationThatIsNotADescriptionIsReported() throws {
        let theme = try InlineTheme.load(#"{"formatVersion": 2, "_runtimeConstants": {"COLOR_A": 5, "COLOR_B": "fine"}}"#)
        #expect(theme.diagnostics.map(\.code) == ["invalid-constant-value"])
        #expect(theme.runtimeConstantNames == ["COLOR_B"])
        let notADictionary = try InlineTheme.load(#"{"formatVersion": 2, "_runtimeConstants": "COLOR_A"}"#)
        #expect(notADictionary.diagnostics.map(\.code) == ["invalid-top-level-value"])
    }
}
