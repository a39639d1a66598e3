import Foundation

/// The objects a manager keeps styled (held weakly) and the handlers that
/// observe its changes.
///
/// Re-styling runs under one recursive lock, so two changes on two threads
/// re-style one after the other rather than interleaved; each resolves the
/// manager's current state, so whichever runs last leaves every object on
/// the latest theme.
final class Subscribers: Sendable {
    private struct Registered {
        weak var object: (any Stylable)?
        let registration: StyleRegistration
    }

    /// In registration order, so objects are re-styled in the order they were registered.
    private let registered = Locked<[Registered]>([])
    private let observers = Locked<[ObjectIdentifier: @Sendable (ThemeChange) -> Void]>([:])
    private let restyleLock = NSRecursiveLock()

    func add(_ object: any Stylable, _ registration: StyleRegistration) {
        registered.withLock { $0.append(Registered(object: object, registration: registration)) }
    }

    func remove(_ registration: StyleRegistration) {
        registered.withLock { $0.removeAll { $0.registration === registration } }
    }

    /// The registrations whose objects are still alive, in registration order;
    /// those of freed objects are dropped.
    func live() -> [(object: any Stylable, registration: StyleRegistration)] {
        registered.withLock { registered in
            registered.removeAll { $0.object == nil }
            return registered.compactMap { entry in entry.object.map { ($0, entry.registration) } }
        }
    }

    var count: Int { live().count }

    func addObserver(_ observation: ThemeObservation, _ handler: @escaping @Sendable (ThemeChange) -> Void) {
        observers.withLock { $0[ObjectIdentifier(observation)] = handler }
    }

    func removeObserver(_ observation: ThemeObservation) {
        observers.withLock { $0[ObjectIdentifier(observation)] = nil }
    }

    var currentObservers: [@Sendable (ThemeChange) -> Void] { observers.withLock { Array($0.values) } }

    /// Runs `body` while no other re-styling runs (re-entrant on one thread).
    func restyling<Result>(_ body: () throws -> Result) rethrows -> Result {
        restyleLock.lock()
        defer { restyleLock.unlock() }
        return try body()
    }
}
