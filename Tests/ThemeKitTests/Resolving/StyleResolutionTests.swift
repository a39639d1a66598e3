import Foundation
import Testing

@testable import ThemeKit

/// The resolution rules of theme-format §4-5, each on a small inline theme.
@Suite struct StyleResolutionTests {
    private func style(
        _ name: String, in styles: String, constants: String = "", alternatives: [String] = [],
        variants: [String] = []
    ) throws -> ResolvedStyle {
        let manager = try InlineTheme.manager(InlineTheme.json(constants: constants, styles: styles), alternatives: alternatives)
        manager.variants = variants
        return try manager.resolvedStyle(named: name)
    }

    private func pairs(_ style: ResolvedStyle) -> [String] {
        style.assignments.map { "\($0.keyPath)=\(Self.short($0.value))" }
    }

    private static func short(_ value: ThemeValue) -> String {
        switch value {
        case .string(let text): return text
        case .number(let number): return JSONText.number(number)
        case .color(let color): return color.hexString
        default: return value.jsonText
        }
    }

    @Test func superstylesApplyInOrderBeforeOwnKeys() throws {
        let resolved = try style(
            "C",
            in: """
                "A": {"x": "a", "y": "a"}, "B": {"y": "b", "z": "b"},
                "C": {"z": "c", "_superstyle": " A , B ,"}
                """)
        #expect(pairs(resolved) == ["x=a", "y=b", "z=c"])
    }

    @Test func lastAssignmentWinsAndKeepsItsPlaceInApplyOrder() throws {
        let resolved = try style("S", in: "\"S\": {\"a,b\": \"1\", \"c\": \"2\", \"a\": \"3\"}")
        #expect(pairs(resolved) == ["b=1", "c=2", "a=3"])
        #expect(resolved["a"] == .string("3"))
    }

    @Test func nestedDictionariesAndStyleReferencesPrefixTheirKeys() throws {
        let resolved = try style(
            "Screen",
            in: """
                "Label": {"textColor": "c:000", "layer": {"cornerRadius": 4}},
                "Screen": {"title": "s:Label", "box": {"_superstyle": "Label", "layer.borderWidth": 1}}
                """)
        #expect(
            pairs(resolved) == [
                "title.textColor=#000000FF", "title.layer.cornerRadius=4",
                "box.textColor=#000000FF", "box.layer.cornerRadius=4", "box.layer.borderWidth=1",
            ])
    }

    @Test func commaKeysAssignEachPathIncludingNestedOnes() throws {
        let resolved = try style(
            "S",
            in: """
                "B": {"tint": "c:FFF"},
                "S": {"ok, cancel ,": "s:B", "textColor,layer.borderColor": "c:000", "a,b": {"x": 1}}
                """)
        #expect(
            pairs(resolved) == [
                "ok.tint=#FFFFFFFF", "cancel.tint=#FFFFFFFF", "textColor=#000000FF", "layer.borderColor=#000000FF", "a.x=1", "b.x=1",
            ])
    }

    /// Every scalar of Foundation's `.whitespacesAndNewlines` is trimmed, no more.
    @Test(arguments: [0xA0, 0x2003, 0x3000, 0x2028, 0x85, 0x0B, 0x202F, 0x1680])
    func unicodeWhiteSpaceIsTrimmedFromNamesAndComponents(scalar: Int) throws {
        #expect(Unicode.Scalar(UInt32(scalar)).map(CharacterSet.whitespacesAndNewlines.contains) == true)
        let space = String(format: "\\u%04X", scalar)  // a JSON escape, so control characters are allowed
        let resolved = try style(
            "S",
            in: """
                "B": {"tint": 1},
                "S": {"_superstyle": "\(space)B", "a,\(space)b": "s:\(space)B\(space)", "font": "f:\(space)system,\(space)12\(space)"}
                """)
        #expect(pairs(resolved) == ["tint=1", "a.tint=1", "b.tint=1", #"font={"font": {"name": "system", "size": 12}}"#])
    }

    @Test func aWordJoinerIsNotWhiteSpaceAndStaysInTheName() throws {
        #expect(!CharacterSet.whitespacesAndNewlines.contains("\u{2060}"))
        let manager = try InlineTheme.manager(InlineTheme.json(styles: "\"B\": {\"tint\": 1}, \"S\": {\"x\": \"s:B\\u2060\"}"))
        #expect(manager.lint().codes == ["unknown-style"])
    }

    @Test func stateQualifiersStayInTheKeyPath() throws {
        let resolved = try style("S", in: "\"S\": {\"selected:titleColor\": \"c:000\", \"button.highlighted:titleColor\": \"c:FFF\"}")
        #expect(resolved.keyPaths == ["selected:titleColor", "button.highlighted:titleColor"])
        #expect(resolved.diagnostics.isEmpty)
    }

    @Test func aStyleReferenceListAppliesEachStyleCompletely() throws {
        // Giotto merged A and B shallowly, so B's `_superstyle` replaced A's.
        let resolved = try style(
            "S",
            in: """
                "BaseA": {"a": "1"}, "BaseB": {"b": "2"},
                "A": {"_superstyle": "BaseA", "x": "A"}, "B": {"_superstyle": "BaseB", "x": "B"},
                "S": {"v": "s:A,B"}
                """)
        #expect(pairs(resolved) == ["v.a=1", "v.b=2", "v.x=B"])
    }

    @Test func anAliasEntryResolvesAsTheStylesItNames() throws {
        let resolved = try style("Alias", in: "\"A\": {\"x\": \"1\"}, \"B\": {\"y\": \"2\"}, \"Alias\": \"style:A, B\"")
        #expect(pairs(resolved) == ["x=1", "y=2"])
    }

    @Test func arraysResolveEachElementAndDropBadOnes() throws {
        let resolved = try style("S", in: "\"S\": {\"v\": [\"c:FFF\", 2, \"s:Other\", {\"no\": 1}, \"c:#ZZ\", [\"null\"]]}")
        #expect(resolved["v"] == .array([.color(ThemeColor(hexDigits: "FFF")!), .number(2), .string("s:Other"), .array([.null])]))
        #expect(resolved.diagnostics.codes == ["invalid-style", "invalid-color"])
    }

    @Test func nullAndJSONNullSetNil() throws {
        let resolved = try style("S", in: "\"S\": {\"a\": \"nil\", \"b\": null}")
        #expect(resolved["a"] == .null && resolved["b"] == .null)
    }

    @Test func firstDefinitionOfADuplicateStyleWins() throws {
        let manager = try InlineTheme.manager(
            """
            {"formatVersion": 2, "Styles": {"S": {"x": "first"}}, "More": {"S": {"x": "second"}}}
            """)
        #expect(try manager.resolvedStyle(named: "S")["x"] == .string("first"))
    }

    // MARK: The lookup chain (§4)

    @Test func anAlternativeProvidesTheWholeStyleWithoutMerging() throws {
        let resolved = try style(
            "S", in: "\"S\": {\"a\": \"default\", \"b\": \"default\"}",
            alternatives: [InlineTheme.json(styles: "\"S\": {\"a\": \"alternative\"}")])
        #expect(pairs(resolved) == ["a=alternative"])
    }

    @Test func alternativesAreLookedUpInTheOrderGiven() throws {
        let resolved = try style(
            "S", in: "\"S\": {\"a\": \"default\"}",
            alternatives: [
                InlineTheme.json(styles: "\"S\": {\"a\": \"first\"}"), InlineTheme.json(styles: "\"S\": {\"a\": \"second\"}"),
            ])
        #expect(resolved["a"] == .string("first"))
    }

    @Test func referencesFromADefaultStyleSeeTheAlternativesVersions() throws {
        let resolved = try style(
            "Child",
            in: """
                "Base": {"color": "COLOR_X"}, "Child": {"_superstyle": "Base", "label": "s:Base"}
                """, constants: "\"COLOR_X\": \"c:111\"",
            alternatives: [
                InlineTheme.json(constants: "\"COLOR_X\": \"c:222\"", styles: "\"Base\": {\"color\": \"COLOR_X\", \"extra\": 1}")
            ])
        #expect(pairs(resolved) == ["color=#222222FF", "extra=1", "label.color=#222222FF", "label.extra=1"])
    }

    @Test func inheritTakesTheStyleFromTheThemesBelow() throws {
        let resolved = try style(
            "S", in: "\"S\": {\"a\": \"default\", \"b\": \"default\"}",
            alternatives: [
                InlineTheme.json(styles: "\"S\": {\"_inherit\": \"S\", \"a\": \"first\"}"),
                InlineTheme.json(styles: "\"S\": {\"b\": \"second\", \"c\": \"second\"}"),
            ])
        // Giotto took the default theme; the rest of the chain starts at the second alternative.
        #expect(pairs(resolved) == ["b=second", "c=second", "a=first"])
    }

    @Test func inheritWorksAtANestedLevel() throws {
        let resolved = try style(
            "S", in: "\"Box\": {\"w\": 1, \"h\": 2}, \"S\": {}",
            alternatives: [
                InlineTheme.json(styles: "\"S\": {\"box\": {\"_inherit\": \"Box\", \"h\": 3}}")
            ])
        #expect(pairs(resolved) == ["box.w=1", "box.h=3"])
    }

    @Test func inheritingTheOwnNameWithNothingBelowIsNotAnError() throws {
        let resolved = try style("S", in: "\"S\": {\"_inherit\": \"S\", \"a\": 1}")
        #expect(pairs(resolved) == ["a=1"])
        #expect(resolved.diagnostics.isEmpty)
        let other = try style("S", in: "\"S\": {\"_inherit\": \"Missing\", \"a\": 1}")
        #expect(other.diagnostics.codes == ["unknown-style"])
    }

    // MARK: Variants (§5)

    @Test func variantsAppendTheirStylesInOrderForTheNamedStyleOnly() throws {
        let styles = """
            "Label": {"size": 12}, "Label_IPAD": {"size": 14},
            "S": {"a": "base", "b": "base", "label": "s:Label"},
            "S_IPAD": {"a": "ipad", "b": "ipad"}, "S_DARK": {"b": "dark"}
            """
        let resolved = try style("S", in: styles, variants: ["IPAD", "DARK", "TV"])
        #expect(pairs(resolved) == ["label.size=12", "a=ipad", "b=dark"])
        let reversed = try style("S", in: styles, variants: ["DARK", "IPAD"])
        #expect(reversed["b"] == .string("ipad"))
    }

    // MARK: Errors and limits

    @Test func aLoopIsReportedWithEveryMemberAndTheStyleStillResolves() throws {
        let resolved = try style(
            "A",
            in: """
                "A": {"_superstyle": "B", "a": 1}, "B": {"inner": "s:C", "b": 2}, "C": {"_superstyle": "A", "c": 3}
                """)
        #expect(resolved.diagnostics.codes == ["style-cycle"])
        let cycle = try #require(resolved.diagnostics.first)
        #expect(cycle.message.contains("`A` -> `B` -> `C` -> `A`"))
        #expect(cycle.notes.count == 2)
        #expect(pairs(resolved) == ["inner.c=3", "b=2", "a=1"])
    }

    @Test func theSameLoopReadsTheSameFromAnyMember() throws {
        let manager = try InlineTheme.manager(InlineTheme.json(styles: "\"A\": {\"_superstyle\": \"B\"}, \"B\": {\"_superstyle\": \"A\"}"))
        let fromA = try manager.resolvedStyle(named: "A").diagnostics
        let fromB = try manager.resolvedStyle(named: "B").diagnostics
        #expect(fromA == fromB)
        #expect(manager.lint().codes == ["style-cycle"])
    }

    @Test func aSelfReferenceIsALoop() throws {
        let resolved = try style("S", in: "\"S\": {\"_superstyle\": \"S\", \"a\": 1}")
        #expect(resolved.diagnostics.codes == ["style-cycle"])
        #expect(resolved["a"] == .number(1))
    }

    @Test func unknownStylesAreErrorsWithASuggestion() throws {
        let resolved = try style("S", in: "\"Label\": {}, \"S\": {\"_superstyle\": \"Lable\", \"x\": \"s:Nothing\"}")
        #expect(resolved.diagnostics.codes == ["unknown-style", "unknown-style"])
        #expect(resolved.diagnostics.first?.message.hasSuffix("did you mean `Label`?") == true)
        let manager = try InlineTheme.manager(InlineTheme.json(styles: "\"Label\": {}"))
        #expect(throws: ThemeError.self) { try manager.resolvedStyle(named: "Missing") }
    }

    @Test func invalidInheritanceValuesAreReportedWhenLoading() throws {
        let theme = try InlineTheme.load(InlineTheme.json(styles: "\"S\": {\"_superstyle\": 3, \"_inherit\": [\"S\"], \"a\": 1}"))
        #expect(theme.diagnostics.codes == ["invalid-style", "invalid-style"])
        #expect(try ThemeManager(defaultTheme: theme).resolvedStyle(named: "S")["a"] == .number(1))
    }

    @Test func resolutionDepthIsBounded() throws {
        let count = 80
        let styles = (0..<count).map { "\"S\($0)\": {\"_superstyle\": \"S\($0 + 1)\", \"k\($0)\": 1}" }.joined(separator: ", ")
        let resolved = try style("S0", in: styles + ", \"S\(count)\": {}")
        #expect(resolved.diagnostics.codes == ["limit-exceeded"])
        #expect(resolved.assignments.count == 64)
    }

    @Test func anExponentialFanOutStopsAtTheLimitInsteadOfHanging() throws {
        // Each level references the next twice: 2^40 assignments if expanded.
        let levels = 40
        var styles = (0..<levels).map { "\"L\($0)\": {\"a\": \"s:L\($0 + 1)\", \"b\": \"s:L\($0 + 1)\"}" }
        styles.append("\"L\(levels)\": {\"leaf\": 1}")
        let manager = try InlineTheme.manager(InlineTheme.json(styles: styles.joined(separator: ", ")))
        let error = try #require(throws: ThemeError.self) { try manager.resolvedStyle(named: "L0") }
        #expect(error.diagnostics.codes == ["limit-exceeded"])
        // Empty styles fanning out are bounded by the hop count the same way.
        let empty = (0..<levels).map { "\"E\($0)\": {\"_superstyle\": \"E\($0 + 1),E\($0 + 1),E\($0 + 1)\"}" }
        let hops = try InlineTheme.manager(InlineTheme.json(styles: (empty + ["\"E\(levels)\": {}"]).joined(separator: ", ")))
        #expect(throws: ThemeError.self) { try hops.resolvedStyle(named: "E0") }
    }
}
