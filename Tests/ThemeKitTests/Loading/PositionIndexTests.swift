import Testing

@testable import ThemeKit

/// The index of a list's elements by key agrees with a `[String: Int]` kept
/// beside it, through growth, replacement and renumbering.
@Suite struct PositionIndexTests {
    @Test func updatesAndLookupsAgreeWithADictionary() {
        var generator = SystemRandomNumberGenerator()
        var keys: [String] = []
        var index = PositionIndex()
        var reference: [String: Int] = [:]
        for position in 0..<5_000 {
            // Few distinct keys early, so that keys repeat; long ones to leave the inline strings.
            let key = "key.\(Int.random(in: 0...(position / 2), using: &generator))" + (position % 7 == 0 ? ".textColorOfTheTitle" : "")
            keys.append(key)
            let replaced = index.update(position, hash: PositionIndex.hash(key)) { keys[$0] == key }
            #expect(replaced == reference.updateValue(position, forKey: key))
        }
        for (key, position) in reference {
            #expect(index.position(hash: PositionIndex.hash(key)) { keys[$0] == key } == position)
        }
        #expect(index.position(hash: PositionIndex.hash("missing")) { keys[$0] == "missing" } == nil)

        index.renumber { $0 + 1 }
        for (key, position) in reference {
            #expect(index.position(hash: PositionIndex.hash(key)) { keys[$0 - 1] == key } == position + 1)
        }
    }

    @Test func anEmptyIndexFindsNothingAndReservingGrowsItOnce() {
        var index = PositionIndex()
        #expect(index.position(hash: 0) { _ in true } == nil)
        index.reserveCapacity(100)
        for position in 0..<100 { index.insert(position, hash: UInt32(position)) }
        for position in 0..<100 { #expect(index.position(hash: UInt32(position)) { $0 == position } == position) }
        // Every slot's hash is the same: the search still ends, at the one that matches.
        var colliding = PositionIndex()
        for position in 0..<64 { colliding.insert(position, hash: 7) }
        #expect(colliding.position(hash: 7) { $0 == 63 } == 63)
        #expect(colliding.position(hash: 7) { $0 == 64 } == nil)
    }
}
