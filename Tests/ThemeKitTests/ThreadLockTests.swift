import Foundation
import Testing

@testable import ThemeKit

/// The lock a manager's state is held under lets one thread in at a time.
@Suite struct ThreadLockTests {
    /// A count no lock guards, so that each increment is a read and a write
    /// another thread can come between.
    private final class Count: @unchecked Sendable {
        var value = 0
    }

    @Test func twoThreadsIncrementingUnderTheLockLoseNoIncrement() {
        let (lock, count) = (ThreadLock(), Count())
        let increments = 500_000
        // Both start at once and run side by side (one a core), so without
        // the lock their reads and writes of the count interleave.
        DispatchQueue.concurrentPerform(iterations: 2) { _ in
            for _ in 0..<increments {
                lock.lock()
                count.value += 1
                lock.unlock()
            }
        }
        #expect(count.value == 2 * increments)
    }

    @Test func aLockedValueIsChangedByOneThreadAtATime() {
        let locked = Locked(0)
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            for _ in 0..<50_000 { locked.withLock { $0 += 1 } }
        }
        #expect(locked.withLock { $0 } == 200_000)
    }
}
