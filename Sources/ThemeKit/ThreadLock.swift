import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// The lock ``Locked`` holds: with glibc, a mutex that spins a moment before
/// it sleeps; elsewhere `NSLock`.
///
/// A manager's reads hold its lock for tens of nanoseconds. `NSLock` on
/// Linux is a mutex that sleeps as soon as it is taken, so two threads
/// reading one manager at once spent their time waking each other: 2.3x one
/// thread's time a read (`read_two_threads_ratio`), against 1.1-1.8x
/// spinning first. Apple's platforms keep `NSLock` (not measured here).
final class ThreadLock: @unchecked Sendable {
    #if canImport(Glibc)
    /// Allocated once and never moved, as a mutex must not be.
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

    init() {
        var attributes = pthread_mutexattr_t()
        pthread_mutexattr_init(&attributes)
        pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_ADAPTIVE_NP))
        pthread_mutex_init(mutex, &attributes)
        pthread_mutexattr_destroy(&attributes)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    func lock() { pthread_mutex_lock(mutex) }

    func unlock() { pthread_mutex_unlock(mutex) }
    #else
    private let base = NSLock()

    func lock() { base.lock() }

    func unlock() { base.unlock() }
    #endif
}
