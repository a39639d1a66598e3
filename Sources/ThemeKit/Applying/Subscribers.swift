import Foundation

/// The objects a manager keeps styled (held weakly), the handlers that
/// observe its changes, and the changes waiting to be delivered.
///
/// Changes may come from any thread; they are queued here and delivered on
/// the main actor, one delivery at a time, each re-styling from the
/// manager's current state, so the last one leaves every object on the
/// latest theme.
final class Subscribers: Sendable {
    private struct Registered {
        weak var object: (any Stylable)?
        let registration: StyleRegistration
    }

    /// In registration order, so objects are re-styled in the order they were registered.
    private let registered = Locked<[Registered]>([])
    private let observers = Locked<[ObjectIdentifier: @Sendable (ThemeChange) -> Void]>([:])
    /// Changes not yet delivered, and whether a main-actor delivery is already scheduled.
    private let pending = Locked((changes: [ThemeChange](), isScheduled: false))
    /// Whether a delivery is running (main actor only), so a change made by
    /// an object's own code during it is delivered by that loop, not nested.
    @MainActor var isDelivering = false

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

    /// Queues `change`; true when no delivery is scheduled yet (the caller schedules one).
    func enqueue(_ change: ThemeChange) -> Bool {
        pending.withLock { pending in
            pending.changes.append(change)
            defer { pending.isScheduled = true }
            return !pending.isScheduled
        }
    }

    /// The queued changes, emptying the queue; nil when there are none.
    func takePendingChanges() -> [ThemeChange]? {
        pending.withLock { pending in
            let changes = pending.changes
            pending = ([], false)
            return changes.isEmpty ? nil : changes
        }
    }
}
