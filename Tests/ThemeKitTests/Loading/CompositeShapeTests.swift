import Foundation
import Testing

@testable import ThemeKit

/// The properties of each composite type (DTCG 2025.10, "Composite types"):
/// an unknown or missing property, or one of the wrong type, makes the token
/// invalid, named where it is written, and the token (and an alias of it) is
/// left out.
@Suite struct CompositeShapeTests {
    static func load(_ text: String) throws -> (ThemeManager, Theme) {
        let theme = try Theme(data: Data(text.utf8), name: "c.tokens.json")
        return (ThemeManager(defaultTheme: theme), theme)
    }

    static let ink = #"{"colorSpace": "srgb", "components": [0, 0, 0]}"#
    static func px(_ value: Double) -> String { #"{"value": \#(DecimalNumber.format(value)), "unit": "px"}"# }
    static var shadow: String {
        #""color": \#(ink), "offsetX": \#(px(0)), "offsetY": \#(px(1)), "blur": \#(px(2)), "spread": \#(px(0))"#
    }

    @Test func completeCompositesDrawNoError() throws {
        let (manager, theme) = try Self.load(
            #"""
            {"ink": {"$type": "color", "$value": \#(Self.ink)},
             "border": {"$type": "border", "$value": {"color": "{ink}", "width": \#(Self.px(1)), "style": "solid"}},
             "shadow": {"$type": "shadow", "$value": {\#(Self.shadow), "inset": false}},
             "fade": {"$type": "transition", "$value": {"duration": {"value": 200, "unit": "ms"}, "delay": {"value": 0, "unit": "ms"}, "timingFunction": [0.5, 0, 1, 1]}},
             "ramp": {"$type": "gradient", "$value": [{"color": "{ink}", "position": 0}, {"color": \#(Self.ink), "position": 1}]}}
            """#)
        #expect(theme.diagnostics.isEmpty, "\(theme.diagnostics)")
        #expect(try manager.resolvedStyle(named: "Border")["borderWidth"] == .number(1))
        #expect(try manager.resolvedStyle(named: "Shadow")["shadowRadius"] == .number(1))
        #expect(try manager.resolvedStyle(named: "Fade")["delay"] == .number(0))
        #expect(try manager.resolvedStyle(named: "Ramp")["locations"] == .array([.number(0), .number(1)]))
    }

    @Test func anUnknownPropertyIsNamedAtItsKeyWithDidYouMean() throws {
        let (_, theme) = try Self.load(
            #"""
            {"s": {"$type": "shadow", "$value": {"color": \#(Self.ink), "offsetX": \#(Self.px(0)), "offsetY": \#(Self.px(1)),
                                                 "blur": \#(Self.px(2)), "spred": \#(Self.px(0))}}}
            """#)
        let errors = theme.diagnostics.filter { $0.code == "invalid-token" }
        #expect(
            errors.map(\.message) == [
                "token `s`: a `shadow` has no property `spred`; its properties are `color`, `offsetX`, `offsetY`, `blur` and `spread`, and optionally `inset`, so it is skipped; did you mean `spread`?",
                "token `s`: a `shadow` needs `spread` (its properties are `color`, `offsetX`, `offsetY`, `blur` and `spread`, and optionally `inset`), so it is skipped",
            ])
        #expect(errors.map { [$0.line, $0.column] } == [[2, 74], [1, 37]], "the key, then the object that lacks it")
        #expect(!theme.styleNames.contains("S"))
    }

    /// Each composite without one of the properties the format requires.
    static let missing: [(type: String, value: String, property: String)] = [
        ("border", #"{"color": \#(ink), "width": \#(px(1))}"#, "style"),
        ("shadow", #"{"color": \#(ink), "offsetX": \#(px(0)), "offsetY": \#(px(1)), "blur": \#(px(2))}"#, "spread"),
        ("transition", #"{"duration": {"value": 200, "unit": "ms"}, "timingFunction": [0, 0, 1, 1]}"#, "delay"),
        ("gradient", #"[{"color": \#(ink)}]"#, "position"),
    ]

    @Test(arguments: missing)
    func eachRequiredPropertyIsRequired(type: String, value: String, property: String) throws {
        let (manager, theme) = try Self.load(
            #"{"x": {"$type": "\#(type)", "$value": \#(value)}, "y": {"$type": "\#(type)", "$value": "{x}"}}"#)
        let errors = theme.diagnostics.filter { $0.severity == .error }
        #expect(errors.map(\.code) == ["invalid-token", "invalid-token"], "\(theme.diagnostics)")
        #expect(errors.first?.message.contains("needs `\(property)`") == true, "\(errors)")
        #expect(errors.last?.message.hasPrefix("token `y` refers to `{x}`, which names a token that was left out (`x`: ") == true)
        #expect(!theme.styleNames.contains("X") && !theme.styleNames.contains("Y"), "an alias of it is left out too")
        #expect(manager.lint().allSatisfy { $0.code != "unknown-style" }, "\(manager.lint())")
    }

    @Test func everyShadowOfAListIsChecked() throws {
        let (_, theme) = try Self.load(
            #"""
            {"s": {"$type": "shadow", "$value": [{\#(Self.shadow)},
                                                {"color": \#(Self.ink), "offsetX": \#(Self.px(0)), "offsetY": \#(Self.px(8)), "blur": \#(Self.px(16))},
                                                {\#(Self.shadow), "inset": "yes"}]}}
            """#)
        let errors = theme.diagnostics.filter { $0.code == "invalid-token" }
        #expect(errors.count == 2, "\(theme.diagnostics)")
        #expect(errors[0].message.contains("a `shadow` needs `spread`") && errors[0].line == 2)
        #expect(errors[1].message == "token `s`: a shadow's `inset` is `true` or `false`, not the string `yes`, so it is skipped")
        #expect(errors[1].line == 3)
        #expect(!theme.styleNames.contains("S"), "not its first shadow either")
    }

    @Test func aShadowOfAListMayNameAShadowToken() throws {
        let (manager, theme) = try Self.load(
            #"""
            {"shadow": {"$type": "shadow", "near": {"$value": {\#(Self.shadow)}}, "stack": {"$value": ["{shadow.near}", {\#(Self.shadow)}]}}}
            """#)
        #expect(theme.diagnostics.map(\.code) == ["unsupported-token"], "the second shadow is left out: \(theme.diagnostics)")
        #expect(try manager.resolvedStyle(named: "ShadowStack")["shadowOffset"] == .size(ThemeSize(width: 0, height: 1)))
    }

    @Test func aBordersStyleIsAStrokeStyleOrAnAliasOfOne() throws {
        let (manager, theme) = try Self.load(
            #"""
            {"dash": {"$type": "strokeStyle", "$value": "dashed"},
             "gap": {"$type": "dimension", "$value": \#(Self.px(2))},
             "a": {"$type": "border", "$value": {"color": \#(Self.ink), "width": \#(Self.px(1)), "style": "{dash}"}},
             "b": {"$type": "border", "$value": {"color": \#(Self.ink), "width": \#(Self.px(1)), "style": "wavy"}},
             "c": {"$type": "border", "$value": {"color": \#(Self.ink), "width": \#(Self.px(1)), "style": "{gap}"}}}
            """#)
        let errors = theme.diagnostics.filter { $0.code == "invalid-token" }.map(\.message)
        #expect(errors.count == 2, "\(theme.diagnostics)")
        #expect(errors[0].hasPrefix("token `b`: `wavy` is no stroke style"))
        #expect(errors[1] == "token `c`: it refers to `{gap}`, a `dimension` token, where a `strokeStyle` is needed, so it is skipped")
        #expect(try manager.resolvedStyle(named: "A")["borderWidth"] == .number(1), "a dashed border is drawn solid, and says so")
        #expect(
            theme.diagnostics.contains { $0.code == "unsupported-token" && $0.message.contains("token `a`: a layer's border is solid") })
    }

    @Test func aStrokeStylesDashesAreDimensions() throws {
        let (_, theme) = try Self.load(
            #"""
            {"gap": {"$type": "dimension", "$value": \#(Self.px(2))},
             "ok": {"$type": "strokeStyle", "$value": {"dashArray": ["{gap}", \#(Self.px(4))], "lineCap": "round"}},
             "text": {"$type": "strokeStyle", "$value": {"dashArray": ["0.5rem", \#(Self.px(4))], "lineCap": "round"}},
             "cap": {"$type": "strokeStyle", "$value": {"dashArray": [\#(Self.px(4))], "lineCap": "pointy"}},
             "none": {"$type": "strokeStyle", "$value": {"dashArray": [], "lineCap": "butt"}}}
            """#)
        let errors = theme.diagnostics.filter { $0.code == "invalid-token" }.map(\.message)
        #expect(
            errors == [
                #"token `text`: `0.5rem` in `dashArray` is text; each dash is a dimension (`{"value": 2, "unit": "px"}`) or an alias of a dimension token, so it is skipped"#,
                "token `cap`: a stroke style's `lineCap` is `round`, `butt` or `square`, not the string `pointy`, so it is skipped",
                "token `none`: a stroke style's `dashArray` is an array of one or more dimensions, and this one is empty, so it is skipped",
            ], "\(theme.diagnostics)")
        #expect(theme.diagnostics.contains { $0.code == "unsupported-token" && $0.message.hasPrefix("token `ok`: a dash pattern") })
    }

    @Test func exportersCompositesAreReadAsBefore() throws {
        // Tokens Studio's `boxShadow` without `spread`, with its own `type`: read, with the legacy warning.
        let (manager, theme) = try Self.load(
            ##"{"card": {"value": {"x": "0", "y": "2", "blur": "8", "color": "#00000033", "type": "dropShadow"}, "type": "boxShadow"}}"##)
        #expect(theme.diagnostics.map(\.code) == ["legacy-token-format"], "\(theme.diagnostics)")
        #expect(try manager.resolvedStyle(named: "Card")["shadowRadius"] == .number(4))
    }
}
