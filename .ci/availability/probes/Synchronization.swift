#if canImport(Synchronization)
import Synchronization

/// A module the package does not import yet: `Synchronization.Mutex` is
/// iOS 18, macOS 15. Written as it would be, under `#if canImport`, which
/// Apple's SDKs (Xcode 16 and later) make true.
final class Counter: Sendable {
    let count = Mutex(0)
}
#endif
