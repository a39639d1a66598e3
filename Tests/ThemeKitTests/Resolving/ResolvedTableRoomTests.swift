import Testing

@testable import ThemeKit

/// A resolver's tables stay small for a few entries, then make room for
/// every definition at once instead of doubling their way there.
@Suite struct ResolvedTableRoomTests {
    @Test func aTableMakesRoomForEveryDefinitionOnceItHoldsAFew() {
        var table: [Int: Int] = [:]
        var asked = 0
        for key in 0..<ResolvedTableRoom.few {
            ResolvedTableRoom.grow(&table) {
                asked += 1
                return 10_000
            }
            table[key] = key
        }
        #expect(asked == 0 && table.capacity < 10_000, "no room made before the table holds a few")
        ResolvedTableRoom.grow(&table) {
            asked += 1
            return 10_000
        }
        #expect(asked == 1 && table.capacity >= 10_000)
        table[ResolvedTableRoom.few] = 0
        ResolvedTableRoom.grow(&table) {
            asked += 1
            return 20_000
        }
        #expect(asked == 1, "room is made once")
    }

    @Test func aSetMakesRoomTheSameWay() {
        var set = Set(0..<ResolvedTableRoom.few)
        ResolvedTableRoom.grow(&set) { 5_000 }
        #expect(set.capacity >= 5_000)
        var small = Set(0..<3)
        ResolvedTableRoom.grow(&small) { 5_000 }
        #expect(small.capacity < 5_000)
    }
}
