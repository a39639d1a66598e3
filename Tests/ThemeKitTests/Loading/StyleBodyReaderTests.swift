import Foundation
import Testing

@testable import ThemeKit

/// A style body keeps room for its properties alone: the loading peak and
/// the loaded theme hold every style's array.
@Suite struct StyleBodyReaderTests {
    @Test func aStyleKeepsRoomForItsPropertiesAndNotForItsInheritance() throws {
        let keys = (0..<8).map { "\"key\($0)\": \($0)" }.joined(separator: ", ")
        let card = #"{"_inherit": "Base", "_superstyle": "Base", \#(keys)}"#
        let theme = try Theme(
            data: Data(#"{"formatVersion": 2, "Styles": {"Base": {}, "Card": \#(card)}}"#.utf8), name: "card.json")
        guard case .dictionary(let body) = theme.styles["Card"]?.body else {
            Issue.record("Card is not a dictionary")
            return
        }
        #expect(body.properties.count == 8)
        // Not a slot for each of the two inheritance keys (malloc may round up by one).
        #expect(body.properties.capacity - body.properties.count < 2)
    }
}
