import Foundation
import Testing

@testable import ThemeKit

/// Forms met in the token corpus (Fixtures/tokens-corpus), each read as its
/// exporter means it with one `legacy-token-format` warning, or left out with
/// a warning when it has no value outside a web page; none a false error.
@Suite struct CorpusFormTests {
    typealias Folder = IncludeTests.Folder

    static func load(_ json: String, name: String = "t.tokens.json") throws -> (Theme, ThemeManager) {
        let theme = try Theme(data: Data(json.utf8), name: name, baseURL: nil)
        return (theme, ThemeManager(defaultTheme: theme))
    }

    @Test func cssColoursAreReadAsCSSColour4Gives() throws {
        let (theme, manager) = try Self.load(
            #"{"c": {"type": "color", "a": {"value": "hsl(120 100% 50%)"}, "b": {"value": "hsla(0, 0%, 100%, 0.5)"}, "w": {"value": "white"}, "t": {"value": "transparent"}}}"#
        )
        #expect(theme.diagnostics.map(\.code) == ["legacy-token-format"])
        #expect(manager.constant(named: "COLOR_C_A") == .color(ThemeColor(red: 0, green: 1, blue: 0, alpha: 1)))
        #expect(manager.constant(named: "COLOR_C_B") == .color(ThemeColor(red: 1, green: 1, blue: 1, alpha: 0.5)))
        #expect(manager.constant(named: "COLOR_C_W") == .color(ThemeColor(red: 1, green: 1, blue: 1, alpha: 1)))
        #expect(manager.constant(named: "COLOR_C_T") == .color(ThemeColor(red: 0, green: 0, blue: 0, alpha: 0)))
    }

    @Test func webOnlyColoursAndModifiersAreLeftOutWithAWarning() throws {
        let (theme, manager) = try Self.load(
            ##"{"c": {"type": "color", "red": {"value": "#ff0000"}, "v": {"value": "var(--token-color-red)"}, "m": {"value": "rgba($c.red, 0.15)"}}}"##
        )
        #expect(theme.diagnostics.filter { $0.severity == .error }.isEmpty, "\(theme.diagnostics)")
        #expect(theme.diagnostics.filter { $0.code == "unsupported-token" }.count == 2)
        #expect(manager.constant(named: "COLOR_C_V") == nil && manager.constant(named: "COLOR_C_M") == nil)
    }

    @Test func earlierAliasFormsNameTheirTokens() throws {
        // Style Dictionary's `{a.value}` and Tokens Studio's `$a.b`, each in the files that write them.
        let (theme, manager) = try Self.load(
            ##"{"c": {"red": {"value": "#ff0000", "type": "color"}, "sd": {"value": "{c.red.value}", "type": "color"}, "ts": {"value": "$c.red", "type": "color"}}}"##
        )
        #expect(theme.diagnostics.map(\.code) == ["legacy-token-format"], "\(theme.diagnostics)")
        #expect(theme.diagnostics.first?.message.contains("Style Dictionary's earlier form") == true)
        #expect(theme.diagnostics.first?.message.contains("Tokens Studio's earliest form") == true)
        #expect(manager.constant(named: "COLOR_C_SD") == manager.constant(named: "COLOR_C_RED"))
        #expect(manager.constant(named: "COLOR_C_TS") == manager.constant(named: "COLOR_C_RED"))
    }

    @Test func aStyleDictionarySourceIncludedByAThemeIsReadAsTokens() throws {
        let folder = try Folder([
            "theme.json": #"{"formatVersion": 2, "_include": ["primitives/colour.json", "primitives/space.json"]}"#,
            "primitives/colour.json": ##"{"colour": {"blue": {"10": {"value": "#0066cc", "type": "color"}}}}"##,
            "primitives/space.json": #"{"space": {"100": {"value": "4px"}}}"#,
        ])
        let theme = try folder.theme()
        #expect(theme.diagnostics.filter { $0.severity == .error }.isEmpty, "\(theme.diagnostics)")
        #expect(ThemeManager(defaultTheme: theme).constant(named: "COLOR_COLOUR_BLUE_10") != nil)
        #expect(
            theme.diagnostics.contains { $0.code == "unsupported-token" && $0.message.contains("`space.100`") },
            "untyped: named, not guessed")
    }

    @Test func aSliderStylesValueKeepsAGiottoThemeATheme() throws {
        // A theme (`formatVersion`, `Constants` at the top) is never a token file, whatever key paths its styles set.
        let theme = try Theme(
            data: Data(##"{"formatVersion": 2, "Constants": {"COLOR_A": "c:#fff"}, "Controls": {"Slider": {"value": 0.5}}}"##.utf8),
            name: "giotto.json", baseURL: nil)
        #expect(theme.styleNames == ["Slider"])
        #expect(theme.diagnostics.isEmpty, "\(theme.diagnostics)")
    }

    @Test func aUnitBesideTheValueAndALayoutKeywordAreTheExportersForms() throws {
        let (theme, manager) = try Self.load(
            #"{"t": {"$type": "duration", "$value": "0.2", "unit": "s"}, "gap": {"auto": {"value": "auto", "type": "spacing"}}}"#)
        #expect(theme.diagnostics.filter { $0.severity == .error }.isEmpty, "\(theme.diagnostics)")
        #expect(manager.constant(named: "DURATION_T") == .number(0.2) || manager.constant(named: "T") == .number(0.2))
        #expect(theme.diagnostics.contains { $0.code == "unsupported-token" && $0.message.contains("layout keyword") })
    }

    @Test func anExportersAliasMayMixItsTypesButNeverAColourWithWhatIsNoColour() throws {
        let (theme, manager) = try Self.load(
            #"{"size": {"s": {"value": "4px", "type": "dimension"}}, "col": {"y": {"type": "color", "value": "{size.s}"}}}"#)
        #expect(theme.diagnostics.contains { $0.code == "invalid-token" && $0.message.contains("where a `color` is needed") })
        #expect(manager.constant(named: "COLOR_COL_Y") == nil)
    }

    @Test func aTokenFileWhoseTopIsNoGroupIsNoTheme() throws {
        let theme = try? Theme(data: Data("[1, 2]".utf8), name: "arr.tokens.json", baseURL: nil)
        #expect(theme == nil, "top-level-not-dictionary, as for any theme")
    }
}
