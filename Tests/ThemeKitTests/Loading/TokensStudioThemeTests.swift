import Foundation
import Testing

@testable import ThemeKit

/// Tokens Studio's themes read by Tokens Studio's own rules (DesignTokens.md,
/// "Tokens Studio themes"): what `enabled`, `source` and `disabled` give, how
/// themes of different groups combine, which theme of a group is the base,
/// and the order of a theme's own set and a shared one.
@Suite struct TokensStudioThemeTests {
    /// A single-file export: `sets` (name to tokens, in `tokenSetOrder`) and `$themes`.
    static func theme(sets: [(String, String)], themes: String) throws -> Theme {
        let body = sets.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ",\n")
        let order = sets.map { "\"\($0.0)\"" }.joined(separator: ", ")
        let text = "{\(body),\n\"$themes\": \(themes),\n\"$metadata\": {\"tokenSetOrder\": [\(order)]}}"
        return try Theme(data: Data(text.utf8), name: "tokens.json", baseURL: nil)
    }

    static func color(_ hex: String) -> String { #"{"value": "\#(hex)", "type": "color"}"# }

    static func hex(_ manager: ThemeManager, _ name: String) -> String? {
        guard case .color(let color)? = manager.constant(named: name) else { return nil }
        return ColorSyntax.hex(color)
    }

    @Test func anEnabledSetWinsOverASourceWhateverTheSetOrder() throws {
        // `light` comes first in tokenSetOrder, yet the enabled set wins over the source that follows it.
        let theme = try Self.theme(
            sets: [("light", #"{"bg": \#(Self.color("#FAFAFA"))}"#), ("dark", #"{"bg": \#(Self.color("#373632"))}"#)],
            themes: #"[{"name": "Light", "group": "Scheme", "selectedTokenSets": {"light": "enabled", "dark": "source"}}]"#)
        #expect(Self.hex(ThemeManager(defaultTheme: theme), "COLOR_BG") == "#FAFAFAFF")
    }

    @Test func themesOfDifferentGroupsCombineAnEnabledSetBeatingAnotherThemesSource() throws {
        // The real case: the palette theme lists both schemes as sources, the scheme group's Light enables one.
        let theme = try Self.theme(
            sets: [
                ("palette", #"{"base": {"value": "{scheme.bg}", "type": "color"}}"#),
                ("scheme/light", #"{"scheme": {"bg": \#(Self.color("#FAFAFA"))}}"#),
                ("scheme/dark", #"{"scheme": {"bg": \#(Self.color("#373632"))}}"#),
            ],
            themes: """
                [{"name": "Palette", "group": "Palette", "selectedTokenSets": {"palette": "enabled", "scheme/light": "source", "scheme/dark": "source"}},
                 {"name": "Light", "group": "Scheme", "selectedTokenSets": {"scheme/light": "enabled"}},
                 {"name": "Dark", "group": "Scheme", "selectedTokenSets": {"scheme/dark": "enabled"}}]
                """)
        let manager = ThemeManager(defaultTheme: theme)
        #expect(Self.hex(manager, "COLOR_BASE") == "#FAFAFAFF")
        manager.variants = ["DARK"]
        #expect(Self.hex(manager, "COLOR_BASE") == "#373632FF")
    }

    @Test func aDisabledSetIsNotRead() throws {
        let theme = try Self.theme(
            sets: [
                ("core", #"{"a": \#(Self.color("#111111"))}"#),
                ("legacy", #"{"a": \#(Self.color("#999999")), "old": \#(Self.color("#999999"))}"#),
            ],
            themes: #"[{"name": "Default", "group": "Brand", "selectedTokenSets": {"core": "enabled", "legacy": "disabled"}}]"#)
        let manager = ThemeManager(defaultTheme: theme)
        #expect(Self.hex(manager, "COLOR_A") == "#111111FF")
        #expect(manager.constant(named: "COLOR_OLD") == nil)
    }

    @Test func theFirstThemeOfEachGroupIsTheBaseAndEachOtherThemeAVariant() throws {
        let theme = try Self.theme(
            sets: [
                ("light", #"{"fg": \#(Self.color("#000000"))}"#), ("dark", #"{"fg": \#(Self.color("#FFFFFF"))}"#),
                ("regular", #"{"line": \#(Self.color("#888888"))}"#), ("high", #"{"line": \#(Self.color("#000000"))}"#),
            ],
            themes: """
                [{"name": "Light", "group": "Mode", "selectedTokenSets": {"light": "enabled"}},
                 {"name": "Dark", "group": "Mode", "selectedTokenSets": {"dark": "enabled"}},
                 {"name": "Regular", "group": "Contrast", "selectedTokenSets": {"regular": "enabled"}},
                 {"name": "High", "group": "Contrast", "selectedTokenSets": {"high": "enabled"}}]
                """)
        #expect(theme.constantVariants == ["DARK", "HIGH"])
        let manager = ThemeManager(defaultTheme: theme)
        #expect(Self.hex(manager, "COLOR_FG") == "#000000FF")
        #expect(Self.hex(manager, "COLOR_LINE") == "#888888FF")
        manager.variants = ["HIGH"]
        #expect(Self.hex(manager, "COLOR_FG") == "#000000FF", "the other group keeps its base theme")
        #expect(Self.hex(manager, "COLOR_LINE") == "#000000FF")
    }

    @Test func whenBothAreEnabledTheSetLaterInTheOrderWinsEvenIfItIsTheSharedOne() throws {
        // The Dark theme's own set precedes the shared one in tokenSetOrder: the shared one's `accent` wins.
        let theme = try Self.theme(
            sets: [
                ("dark", #"{"accent": \#(Self.color("#FF0000")), "bg": \#(Self.color("#000000"))}"#),
                ("shared", #"{"accent": \#(Self.color("#0000FF")), "bg": \#(Self.color("#FFFFFF"))}"#),
            ],
            themes: """
                [{"name": "Light", "group": "Mode", "selectedTokenSets": {"shared": "enabled"}},
                 {"name": "Dark", "group": "Mode", "selectedTokenSets": {"dark": "enabled", "shared": "enabled"}}]
                """)
        let manager = ThemeManager(defaultTheme: theme)
        manager.variants = ["DARK"]
        #expect(Self.hex(manager, "COLOR_ACCENT") == "#0000FFFF")
        #expect(Self.hex(manager, "COLOR_BG") == "#FFFFFFFF")
    }

    @Test func aVariantHoldsOnlyWhatItChanges() throws {
        let theme = try Self.theme(
            sets: [
                ("base", #"{"a": \#(Self.color("#111111")), "b": \#(Self.color("#222222"))}"#),
                ("dark", #"{"b": \#(Self.color("#EEEEEE"))}"#),
            ],
            themes: """
                [{"name": "Light", "group": "Mode", "selectedTokenSets": {"base": "enabled"}},
                 {"name": "Dark", "group": "Mode", "selectedTokenSets": {"base": "enabled", "dark": "enabled"}}]
                """)
        #expect(theme.constantNames(forVariant: "DARK") == ["COLOR_B"])
    }
}
