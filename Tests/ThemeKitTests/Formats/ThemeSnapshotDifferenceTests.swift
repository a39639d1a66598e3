import Testing

@testable import ThemeKit

/// `ThemeSnapshot.difference(to:)`: what a theme change changes once resolved.
@Suite struct ThemeSnapshotDifferenceTests {
    static func snapshot(_ constants: String, _ styles: String) throws -> ThemeSnapshot {
        ThemeSnapshot(manager: try InlineTheme.manager(InlineTheme.json(constants: constants, styles: styles)))
    }

    @Test func onlyWhatResolvesDifferentlyIsListedSortedByName() throws {
        let old = try Self.snapshot(#""B": "1", "A": "c:#000""#, #""S": {"x": "A", "y": "B"}, "Gone": {"x": "1"}"#)
        // A changes (and with it S.x); B stays.
        let new = try Self.snapshot(#""B": "1", "A": "c:#FFF", "C": "2""#, #""S": {"x": "A", "y": "B"}, "New": {"z": "C"}"#)
        let difference = old.difference(to: new)
        #expect(difference.constants.map(\.name) == ["A", "C"])
        #expect(difference.constants.first?.old == .color(.hex("000")) && difference.constants.first?.new == .color(.hex("FFF")))
        #expect(difference.styles.map(\.name) == ["Gone", "New", "S"])
        #expect(difference.styles.map(\.isRemoved) == [true, false, false] && difference.styles.map(\.isAdded) == [false, true, false])
        #expect(difference.styles.last?.keyPaths.map(\.name) == ["x"])
        #expect(old.difference(to: old).isEmpty)
    }
}
