import Foundation
import Testing

@testable import ThemeKit

/// Cached sub-styles must resolve exactly as a fresh resolution would,
/// whatever was resolved before.
@Suite struct SubstyleCacheTests {
    private func snapshot(_ manager: ThemeManager, order: [String]) -> [String: String] {
        var result: [String: String] = [:]
        for name in order {
            switch manager.resolvedStyleResult(named: name) {
            case .success(let style):
                result[name] =
                    style.assignments.map { "\($0.keyPath)=\($0.value.jsonText)" }.joined(separator: ";")
                    + " | " + style.diagnostics.map(\.description).joined(separator: ";")
            case .failure(let error):
                result[name] = "failed: " + error.diagnostics.map(\.description).joined(separator: ";")
            }
        }
        return result
    }

    /// `S0` -> `S1` -> ... -> `S70` through `_superstyle`, deeper than the
    /// depth limit; `S70` sets its key `leaf` to the JSON value `leaf`.
    private func deepChain(leaf: String) -> String {
        let count = 70
        return InlineTheme.json(
            styles: (0..<count).map { "\"S\($0)\": {\"_superstyle\": \"S\($0 + 1)\", \"k\($0)\": 1}" }.joined(separator: ", ")
                + ", \"S\(count)\": {\"leaf\": \(leaf)}")
    }

    @Test func anAncestorCachedShallowStillCrossesTheDepthLimitWhenReachedDeep() throws {
        let theme = deepChain(leaf: "1")
        let warmed = try InlineTheme.manager(theme)
        // S10 then S9 reach S11 and below twice: they are cached, shallow.
        #expect(try warmed.resolvedStyle(named: "S10").diagnostics.isEmpty)
        #expect(try warmed.resolvedStyle(named: "S9").diagnostics.isEmpty)
        let fresh = try InlineTheme.manager(theme)
        #expect(snapshot(warmed, order: ["S0"]) == snapshot(fresh, order: ["S0"]))
        #expect(try warmed.resolvedStyle(named: "S0").diagnostics.codes == ["limit-exceeded"])
    }

    /// A reference to an unknown style counts a level, cached or not: reached
    /// deep, it crosses the depth limit where a fresh resolution does.
    @Test func anUnknownStyleAtTheBottomOfACachedAncestorCountsItsLevel() throws {
        let theme = deepChain(leaf: "\"s:Nowhere\"")
        let warmed = try InlineTheme.manager(theme)
        // S9 keeps S10, whose height reaches the unknown style's level.
        _ = snapshot(warmed, order: ["S10", "S9"])
        for name in (0...8).reversed().map({ "S\($0)" }) {
            #expect(snapshot(warmed, order: [name]) == snapshot(try InlineTheme.manager(theme), order: [name]), "\(name)")
        }
        #expect(try warmed.resolvedStyle(named: "S7").diagnostics.codes == ["limit-exceeded"])
    }

    @Test(arguments: ["giotto/theme_default.plist", "valid/example.json", "invalid/style-cycle/theme.json"])
    func resolvingInAnyOrderGivesTheSameStyles(fixture: String) throws {
        let theme = try Theme(contentsOf: FixturePath.url(fixture))
        let names = theme.styleNames
        let forward = snapshot(ThemeManager(defaultTheme: theme), order: names)
        let backward = snapshot(ThemeManager(defaultTheme: theme), order: names.reversed())
        #expect(forward == backward)
    }

    @Test func sharedAncestorsWithLoopsElsewhereResolveTheSameInAnyOrder() throws {
        let theme = InlineTheme.json(
            styles: """
                "Base": {"a": 1, "inner": "s:Leaf"}, "Leaf": {"l": 1},
                "Mid": {"_superstyle": "Base", "m": 1},
                "Top": {"_superstyle": "Mid, Loop", "t": 1},
                "Loop": {"_superstyle": "Loop2"}, "Loop2": {"_superstyle": "Loop", "x": "s:Mid"}
                """)
        let names = ["Base", "Leaf", "Mid", "Top", "Loop", "Loop2"]
        let forward = snapshot(try InlineTheme.manager(theme), order: names)
        let backward = snapshot(try InlineTheme.manager(theme), order: names.reversed())
        #expect(forward == backward)
        #expect(forward["Top"]?.contains("style-cycle") == true)
    }

    /// One resolution of a deep chain keeps none of its levels below the
    /// style itself (keeping each would copy the assignments below it:
    /// quadratic in the depth); a second style reaching a level keeps it
    /// and those below.
    @Test func anAncestorIsKeptTheSecondTimeResolutionReachesIt() throws {
        let styles =
            (1..<20).map { "\"L\($0)\": {\"_superstyle\": \"L\($0 - 1)\", \"k\($0)\": \($0)}" }.joined(separator: ", ")
            + #", "L0": {"k0": 0}, "Other": {"_superstyle": "L5", "o": 1}"#
        let resolver = ChainResolver(chain: LookupChain(layers: [try InlineTheme.load(InlineTheme.json(styles: styles))]), limits: .default)
        #expect(try resolver.resolvedStyle(named: "L19").get().assignments.count == 20)
        #expect(resolver.substyles.keptNames == ["L19"])
        #expect(try resolver.resolvedStyle(named: "Other").get().assignments.count == 7)
        #expect(resolver.substyles.keptNames == ["L0", "L1", "L19", "L2", "L3", "L4", "L5", "Other"])
    }

    /// A style resolved by itself is kept as resolved, its list shared, so
    /// the next style that names it merges it instead of walking it again;
    /// with variants active it is not (its resolution holds theirs).
    @Test func aStyleResolvedByItselfIsKeptForTheNextThatNamesIt() throws {
        let styles = #""L0": {"k0": 0}, "L1": {"_superstyle": "L0", "k1": 1}, "L2": {"_superstyle": "L1", "k2": 2}"#
        let chain = LookupChain(layers: [try InlineTheme.load(InlineTheme.json(styles: styles))])
        let resolver = ChainResolver(chain: chain, limits: .default)
        let l0 = try resolver.resolvedStyle(named: "L0").get()
        #expect(resolver.substyles.keptNames == ["L0"])
        _ = try resolver.resolvedStyle(named: "L2").get()
        // L2 walked L1 (reached once), and merged L0's kept list.
        #expect(resolver.substyles.keptNames == ["L0", "L2"])
        let kept = try #require(resolver.substyles[SubstyleCache.Key(layer: 0, name: "L0")])
        kept.assignments.withUnsafeBufferPointer { keptList in
            l0.assignments.withUnsafeBufferPointer { resolvedList in #expect(keptList.baseAddress == resolvedList.baseAddress) }
        }
        #expect(try resolver.resolvedStyle(named: "L2").get().assignments.map(\.keyPath) == ["k0", "k1", "k2"])

        let dark = #", "L0_Dark": {"d": 1}"#
        let withVariant = ChainResolver(
            chain: LookupChain(layers: [try InlineTheme.load(InlineTheme.json(styles: styles + dark))], variants: ["Dark"]),
            limits: .default)
        #expect(try withVariant.resolvedStyle(named: "L0").get().assignments.map(\.keyPath) == ["k0", "d"])
        #expect(withVariant.substyles.keptNames.isEmpty)
        #expect(try withVariant.resolvedStyle(named: "L1").get().assignments.map(\.keyPath) == ["k0", "k1"])
    }

    /// A pass over every style (lint, a snapshot) reaches most ancestors
    /// again, so its resolver keeps each the first time, whatever the order,
    /// and each style it resolves by itself (which the next may name).
    @Test func aPassOverEveryStyleKeepsEachAtTheFirstReach() throws {
        let styles =
            (1..<6).map { "\"L\($0)\": {\"_superstyle\": \"L\($0 - 1)\", \"k\($0)\": \($0)}" }.joined(separator: ", ")
            + #", "L0": {"k0": 0}"#
        let resolver = ChainResolver(chain: LookupChain(layers: [try InlineTheme.load(InlineTheme.json(styles: styles))]), limits: .default)
        resolver.prepareForEveryStyle()
        _ = resolver.resolvedStyle(named: "L5")
        #expect(resolver.substyles.keptNames == ["L0", "L1", "L2", "L3", "L4", "L5"])
        let linted = try InlineTheme.manager(InlineTheme.json(styles: styles))
        _ = linted.lint()
        #expect(linted.state.withLock { $0.resolver.substyles.keptNames.count } == 6, "lint prepares the manager's resolver")
    }

    /// A pass over every definition, kept at the first reach and each kept
    /// once resolved by itself, resolves each exactly as a resolver that keeps
    /// nothing across styles does, in either order.
    @Test(arguments: [
        "giotto/theme_default.plist", "valid/example.json", "invalid/style-cycle/theme.json",
        "invalid/undefined-constant/theme.json", "invalid/unknown-style/theme.json",
    ])
    func definitionsKeptAsTheyAreResolvedResolveAsFreshOnes(fixture: String) throws {
        expectKeptPassResolvesAsFresh(LookupChain(layers: [try Theme(contentsOf: FixturePath.url(fixture))]))
    }

    /// The same, for ancestors that carry problems, loops, nesting, and a
    /// chain deeper than the depth limit.
    @Test func keptDefinitionsCarryTheirProblemsToTheStylesNamingThem() throws {
        let deep = (0..<70).map { "\"D\($0)\": {\"_superstyle\": \"D\($0 + 1)\", \"k\($0)\": 1}" }.joined(separator: ", ")
        let theme = InlineTheme.json(
            styles: """
                "Base": {"textColor": "COLOR_MISSING", "inner": "s:Leaf"}, "Leaf": {"l": 1, "m": "s:Nowhere"},
                "Mid": {"_superstyle": "Base", "m": 1, "inner.l": 2},
                "Top": {"_superstyle": "Mid, Loop", "t": 1},
                "Loop": {"_superstyle": "Loop2"}, "Loop2": {"_superstyle": "Loop", "x": "s:Mid"},
                "Nested": {"a": {"b": "s:Top", "c": "s:Base"}}, \(deep), "D70": {"leaf": "s:Mid"}
                """)
        expectKeptPassResolvesAsFresh(LookupChain(layers: [try InlineTheme.load(theme)]))
    }

    /// Both ways a pass resolves: each definition (lint) and each style of the chain (a snapshot).
    private func expectKeptPassResolvesAsFresh(_ chain: LookupChain) {
        expectKeptPassResolvesAsFresh(chain) { $0.resolveDefinition(named: $1, inLayer: 0) }
        expectKeptPassResolvesAsFresh(chain) { $0.resolvedStyle(named: $1) }
    }

    private func expectKeptPassResolvesAsFresh(
        _ chain: LookupChain, resolving resolve: (ChainResolver, String) -> Result<ResolvedStyle, ThemeError>?
    ) {
        func resolved(by pass: ChainResolver, order: [String]) -> [String: String] {
            var result: [String: String] = [:]
            for name in order {
                switch resolve(pass, name) {
                case .success(let style)?:
                    result[name] =
                        style.assignments.map { "\($0.keyPath)=\($0.value.jsonText)@\($0.origin.map(String.init(describing:)) ?? "")" }
                        .joined(separator: ";") + " | " + style.diagnostics.map(\.description).joined(separator: ";")
                case .failure(let error)?: result[name] = "failed: " + error.diagnostics.map(\.description).joined(separator: ";")
                case nil: result[name] = "missing"
                }
            }
            return result
        }
        let names = chain.allStyleNames.sorted()
        var fresh: [String: String] = [:]
        for name in names { fresh.merge(resolved(by: ChainResolver(chain: chain, limits: .default), order: [name])) { $1 } }
        for order in [names, names.reversed()] {
            // A pass, and an app's resolver (which keeps an ancestor at its second reach).
            for isPass in [true, false] {
                let resolver = ChainResolver(chain: chain, limits: .default)
                if isPass { resolver.prepareForEveryStyle() }
                let kept = resolved(by: resolver, order: order)
                for name in names {
                    #expect(kept[name] == fresh[name], "\(name), resolving in the order \(order.first ?? "")..., pass: \(isPass)")
                }
            }
        }
    }

    /// A loop reached from outside is expanded once and cached; every style
    /// reaching it still carries the loop's error, whichever comes first.
    @Test func everyStyleReachingALoopCarriesItsErrorWhenTheLoopIsCached() throws {
        let theme = InlineTheme.json(
            styles: """
                "Loop": {"_superstyle": "Loop2", "l": 1}, "Loop2": {"_superstyle": "Loop", "m": 2},
                "First": {"_superstyle": "Loop", "f": 1}, "Second": {"inner": "s:Loop"}
                """)
        for order in [["First", "Second"], ["Second", "First"]] {
            let manager = try InlineTheme.manager(theme)
            let styles = try order.map { try manager.resolvedStyle(named: $0) }
            #expect(styles.allSatisfy { $0.diagnostics.codes == ["style-cycle"] }, "\(order)")
            #expect(try manager.resolvedStyle(named: "Second")["inner.m"] == .number(2))
        }
    }
}
