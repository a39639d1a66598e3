import Foundation

extension ThemeManager {
    /// Applies style `name` (with the active variants) to `object` and says
    /// what happened.
    ///
    /// The style is resolved (or taken from the cache) under the manager's
    /// lock; the object is called outside it, so its code may use the manager.
    /// Every assignment is tried: one that fails is recorded in the report
    /// and the rest go on. An unknown style is a report with one failure.
    @MainActor @discardableResult
    public func apply(styleNamed name: String, to object: any Stylable) -> ApplyReport {
        if let report = plans.applyIfPlanned(name, generation: state.withLock(\.generation), to: object) {
            return report
        }
        let (resolved, generation) = resolution(of: name)
        return apply(resolved, generation: generation, to: object, recordsOriginals: false)
    }

    /// Style `name` resolved (or taken from the cache), with the generation of the resolver.
    private func resolution(of name: String) -> (Result<ResolvedStyle, ThemeError>, generation: Int) {
        state.withLock { ($0.resolver.resolvedStyle(named: name), $0.generation) }
    }

    /// Applies a resolution's result: the style, or a report of why there is none.
    @MainActor
    private func apply(
        _ resolved: Result<ResolvedStyle, ThemeError>, generation: Int?, to object: any Stylable, recordsOriginals: Bool
    ) -> ApplyReport {
        switch resolved {
        case .success(let style):
            return plans.apply(style, generation: generation, to: object, recordsOriginals: recordsOriginals)
        case .failure(let error):
            return ApplyReport(
                failures: [(keyPath: "", message: error.diagnostics.map(\.message).joined(separator: "; "))],
                diagnostics: error.diagnostics)
        }
    }

    /// Applies an already resolved style to `object`, assignment by assignment.
    ///
    /// One engine applies every style: the first apply of a style to a type
    /// decides each assignment as an apply plan does (a table write, a call
    /// to the object, a run into children) and carries it out at once; the
    /// second compiles those decisions into a plan (values converted, rows
    /// found) that later applies repeat.
    @MainActor @discardableResult
    public func apply(_ style: ResolvedStyle, to object: any Stylable) -> ApplyReport {
        plans.apply(style, generation: nil, to: object, recordsOriginals: false)
    }
}

extension ThemeManager {
    /// Posted (with the manager as object and the ``ThemeChange`` under the
    /// `"change"` key) on the main actor after the themes, variants or
    /// overrides change and registered objects have been re-styled.
    public static let didChangeNotification = Notification.Name("ThemeKit.ThemeManager.didChange")

    /// Styles `object` with style `style` now, and again after every change of
    /// themes, variants or overrides, until the object is freed or the
    /// registration is cancelled.
    ///
    /// The object is held weakly. Re-styling is reversible: a property that
    /// an earlier application set and the new style no longer assigns gets
    /// back the value it had before the theme first set it. A change made on
    /// the main actor re-styles before it returns; a change made on another
    /// thread re-styles on the main actor soon after, in order, the latest
    /// state winning.
    @MainActor @discardableResult
    public func register(_ object: any Stylable, style: String) -> StyleRegistration {
        // Weak: the subscribers hold the registration, so a strong capture would be a cycle.
        let registration = StyleRegistration(style: style, object: object) { [weak subscribers] in subscribers?.remove($0) }
        subscribers.add(object, registration)
        restyle(object, for: registration)
        return registration
    }

    /// Calls `handler` on the main actor after each change of the themes,
    /// variants or overrides, once registered objects have been re-styled.
    @discardableResult
    public func observeChanges(_ handler: @escaping @Sendable (ThemeChange) -> Void) -> ThemeObservation {
        let observation = ThemeObservation { [weak subscribers] in subscribers?.removeObserver($0) }
        subscribers.addObserver(observation, handler)
        return observation
    }

    /// The changes of this manager as they are delivered (on the main actor,
    /// after registered objects are re-styled), for `for await` loops.
    ///
    /// ```swift
    /// for await change in manager.changes { refreshSwiftUIState(for: change) }
    /// ```
    public var changes: AsyncStream<ThemeChange> {
        AsyncStream { continuation in
            let observation = observeChanges { continuation.yield($0) }
            continuation.onTermination = { _ in observation.cancel() }
        }
    }

    /// How many registered objects are alive.
    public var registeredObjectCount: Int { subscribers.count }

    /// Applies the registration's style to its object, recording originals,
    /// and puts back what the previous application set and this one does not.
    @MainActor
    func restyle(_ object: any Stylable, for registration: StyleRegistration) {
        let (resolved, generation) = resolution(of: registration.style)
        var report = apply(resolved, generation: generation, to: object, recordsOriginals: true)
        // A style that no longer resolves assigns nothing: everything goes back.
        let assigned = (try? resolved.get()).map { Set($0.keyPaths) } ?? []
        report.restore(registration.appliedKeyPaths.filter { !assigned.contains($0) }, on: object)
        registration.appliedKeyPaths = report.appliedKeyPaths
        registration.record(report)
    }

    /// Announces a change: re-styles the registered objects and tells the
    /// observers, at once on the main actor, or soon after on it from elsewhere.
    func didChange(_ change: ThemeChange) {
        let mustSchedule = subscribers.enqueue(change)
        if MainActorCheck.isCurrent {
            MainActor.assumeIsolated { deliverPendingChanges() }
        } else if mustSchedule {
            Task { @MainActor [weak self] in self?.deliverPendingChanges() }
        }
    }

    /// Delivers now what changes made on other threads left waiting for the
    /// main actor: re-styles the registered objects once, then tells the
    /// observers of each change, in order.
    ///
    /// Deliveries happen by themselves soon after such a change; call this
    /// where you need them done at a known point (a test, a snapshot). A
    /// change made while a delivery runs (by an object's own code) is
    /// delivered by that same delivery, never by a nested one.
    @MainActor
    public func deliverPendingChanges() {
        guard !subscribers.isDelivering else { return }
        subscribers.isDelivering = true
        defer { subscribers.isDelivering = false }
        while let changes = subscribers.takePendingChanges() {
            for (object, registration) in subscribers.live() { restyle(object, for: registration) }
            for change in changes {
                for observer in subscribers.currentObservers { observer(change) }
                NotificationCenter.default.post(name: Self.didChangeNotification, object: self, userInfo: ["change": change])
            }
        }
    }
}
