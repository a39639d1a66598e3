import Testing

@testable import ThemeKit

/// The overrides layer as a value: a change is checked before it is taken,
/// and the layer is rebuilt from what was taken.
@Suite struct OverridesStoreTests {
    @Test func aChangeIsCheckedThenTakenAndTheLayerFollowsIt() throws {
        var store = OverridesStore(loaded: OverridesFile.Loaded(), path: "overrides.plist")
        #expect(store.theme == nil)
        #expect(try store.changed(by: { _ in }, depth: nil, limits: .default) == nil, "no change is nothing to take")
        let changed = try #require(
            try store.changed(by: { try $0.setConstant("COLOR_TEXT", to: .number(1)) }, depth: nil, limits: .default))
        #expect(store.modifications.isEmpty, "checking changes nothing")
        store.replace(with: changed)
        #expect(store.theme?.name == "overrides.plist")
        #expect(ThemeManager(defaultTheme: try #require(store.theme)).constant(named: "COLOR_TEXT") == .number(1))
        store.replace(with: Modifications())
        #expect(store.theme == nil)
    }

    @Test func aChangeNestingPastTheLimitIsRefusedAndChangesNothing() throws {
        let store = OverridesStore(loaded: OverridesFile.Loaded(), path: "overrides.plist")
        let deep = Array(repeating: "a", count: 40).joined(separator: ".")
        #expect(throws: ModificationError.self) {
            _ = try store.changed(
                by: { try $0.setValue(.number(1), forKeyPath: deep, inStyle: "S") }, depth: nil, limits: ThemeLimits(maximumDepth: 16))
        }
        #expect(store.modifications.isEmpty)
    }
}
