import Foundation
import Testing

@testable import ThemeKit

/// A string value with braces: one alias, an exporter's expression (not
/// evaluated: `unsupported-token`), or braces that make no alias
/// (`invalid-token` where the type can hold no such text).
@Suite struct AliasSyntaxTests {
    static func load(_ text: String, name: String = "a.tokens.json") throws -> (ThemeManager, Theme) {
        let theme = try Theme(data: Data(text.utf8), name: name)
        return (ThemeManager(defaultTheme: theme), theme)
    }

    typealias Braced = DesignTokenReader.BracedText

    static let readings: [(String, Braced?)] = [
        ("plain", nil),
        ("{color.brand}", .alias("color.brand")),
        ("{a b.c}", .alias("a b.c")),
        ("{a} * 300", .expression),
        ("{space.1} + 4", .expression),
        ("roundTo({a} / 3)", .expression),
        ("{a}{b}", .expression),
        ("{foo.bar", .malformed("its `{` is never closed")),
        ("{}", .malformed("there is no token path between its braces")),
        ("{a..b}", .malformed("its path `a..b` has an empty name (two dots together, or a dot at an end)")),
        ("{.a}", .malformed("its path `.a` has an empty name (two dots together, or a dot at an end)")),
        ("{{a}}", .malformed("it holds a `{` inside the braces")),
        ("{a}}", .malformed("it holds a `}` that closes no `{`")),
    ]

    @Test(arguments: readings)
    func eachTextReadsOneWay(text: String, reading: Braced?) {
        #expect(Braced(text) == reading)
        #expect(DesignTokenReader.aliasPath(text) == { if case .alias(let path)? = reading { path } else { nil } }())
    }

    @Test func malformedAliasesAreInvalidWhereTheTypeHoldsNoSuchText() throws {
        let (manager, theme) = try Self.load(
            #"""
            {"color": {"$type": "color", "ink": {"$value": {"colorSpace": "srgb", "components": [0, 0, 0]}},
                       "open": {"$value": "{color.ink"}, "empty": {"$value": "{}"}, "dots": {"$value": "{color..ink}"}, "link": {"$value": "{color.open}"}},
             "s": {"$type": "shadow", "$value": {"color": "{color.ink", "offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": 1, "unit": "px"},
                                                 "blur": {"value": 2, "unit": "px"}, "spread": {"value": 0, "unit": "px"}}},
             "label": {"$type": "string", "$value": "{not an alias"}}
            """#)
        let errors = theme.diagnostics.filter { $0.code == "invalid-token" }
        #expect(
            errors.map(\.message) == [
                "token `color.open`: `{color.ink` is no alias: its `{` is never closed; an alias is a token's path between braces, its names joined by dots (`{color.brand.primary}`), so it is skipped",
                "token `color.empty`: `{}` is no alias: there is no token path between its braces; an alias is a token's path between braces, its names joined by dots (`{color.brand.primary}`), so it is skipped",
                "token `color.dots`: `{color..ink}` is no alias: its path `color..ink` has an empty name (two dots together, or a dot at an end); an alias is a token's path between braces, its names joined by dots (`{color.brand.primary}`), so it is skipped",
                "token `s`: `{color.ink` is no alias: its `{` is never closed; an alias is a token's path between braces, its names joined by dots (`{color.brand.primary}`), so it is skipped",
                "token `color.link` refers to `{color.open}`, which names a token that was left out (`color.open`: `{color.ink` is no alias: its `{` is never closed; an alias is a token's path between braces, its names joined by dots (`{color.brand.primary}`)); the alias is left out too",
            ], "\(theme.diagnostics)")
        #expect(errors.map { [$0.line, $0.column] } == [[2, 31], [2, 66], [2, 92], [3, 47], [2, 128]])
        #expect(manager.constant(named: "COLOR_OPEN") == nil && manager.constant(named: "COLOR_LINK") == nil)
        #expect(manager.constant(named: "LABEL") == .string("{not an alias"), "a string's braces are its text")
        #expect(!theme.styleNames.contains("S"))
    }

    @Test func tokensStudioMathIsUnsupportedAndNamed() throws {
        let (manager, theme) = try Self.load(
            #"""
            {"space": {"$type": "dimension", "1": {"$value": {"value": 4, "unit": "px"}},
                       "triple": {"$value": "{space.1} * 3"}, "plus": {"$value": "{space.1} + 4"}, "round": {"$value": "roundTo({space.1} / 3)"}}}
            """#)
        #expect(theme.diagnostics.map(\.code) == ["unsupported-token", "unsupported-token", "unsupported-token"], "\(theme.diagnostics)")
        #expect(
            theme.diagnostics.map(\.message) == [
                "token `space.triple`: `{space.1} * 3` is an exporter's expression (Tokens Studio math or a modifier), which is not evaluated, so it is left out",
                "token `space.plus`: `{space.1} + 4` is an exporter's expression (Tokens Studio math or a modifier), which is not evaluated, so it is left out",
                "token `space.round`: `roundTo({space.1} / 3)` is an exporter's expression (Tokens Studio math or a modifier), which is not evaluated, so it is left out",
            ])
        #expect(manager.constant(named: "DIMENSION_SPACE_TRIPLE") == nil)
        #expect(manager.constant(named: "DIMENSION_SPACE_1") == .number(4))
    }
}
