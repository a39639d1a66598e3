import Foundation

extension ThemeManager {
    /// Applies style `name` (with the active variants) to `object` and says
    /// what happened.
    ///
    /// The style is resolved (or taken from the cache) under the manager's
    /// lock; the object is called outside it, so its code may use the manager.
    /// Every assignment is tried: one that fails is recorded in the report
    /// and the rest go on. An unknown style is a report with one failure.
    @discardableResult
    public func apply(styleNamed name: String, to object: any Stylable) -> ApplyReport {
        switch resolvedStyleResult(named: name) {
        case .success(let style):
            return apply(style, to: object)
        case .failure(let error):
            let message = error.diagnostics.map(\.message).joined(separator: "; ")
            return ApplyReport(failures: [(keyPath: "", message: message)], diagnostics: error.diagnostics)
        }
    }

    /// Applies an already resolved style to `object`, assignment by assignment.
    @discardableResult
    public func apply(_ style: ResolvedStyle, to object: any Stylable) -> ApplyReport {
        var report = ApplyReport(diagnostics: style.diagnostics)
        for (keyPath, value) in style.assignments {
            do {
                try object.applyThemeValue(value, forKeyPath: keyPath)
                report.applied += 1
            } catch {
                report.failures.append((keyPath: keyPath, message: "\(error)"))
            }
        }
        return report
    }
}

extension ThemeManager {
    /// Posted (with the manager as object and the ``ThemeChange`` under the
    /// `"change"` key) after the alternative themes, variants or overrides change
    /// and registered objects have been re-styled.
    public static let didChangeNotification = Notification.Name("ThemeKit.ThemeManager.didChange")

    /// Styles `object` with style `style` now, and again after every change of
    /// the alternative themes, variants or overrides, until the object is
    /// freed or the registration is cancelled.
    ///
    /// The object is held weakly. Re-styling runs on the thread that made the
    /// change, so an app that styles UI objects changes themes on the main thread.
    @discardableResult
    public func register(_ object: any Stylable, style: String) -> StyleRegistration {
        // Weak: the subscribers hold the registration, so a strong capture would be a cycle.
        let registration = StyleRegistration(style: style) { [weak subscribers] in subscribers?.remove($0) }
        subscribers.add(object, registration)
        subscribers.restyling {
            registration.record(apply(styleNamed: style, to: object))
        }
        return registration
    }

    /// Calls `handler` after each change of the alternative themes, variants
    /// or overrides (registered objects are re-styled first).
    @discardableResult
    public func observeChanges(_ handler: @escaping @Sendable (ThemeChange) -> Void) -> ThemeObservation {
        let observation = ThemeObservation { [weak subscribers] in subscribers?.removeObserver($0) }
        subscribers.addObserver(observation, handler)
        return observation
    }

    /// How many registered objects are alive.
    public var registeredObjectCount: Int { subscribers.count }

    /// Re-styles the registered objects, then tells observers and posts the notification.
    func didChange(_ change: ThemeChange) {
        subscribers.restyling {
            for (object, registration) in subscribers.live() {
                registration.record(apply(styleNamed: registration.style, to: object))
            }
        }
        for observer in subscribers.currentObservers { observer(change) }
        NotificationCenter.default.post(name: Self.didChangeNotification, object: self, userInfo: ["change": change])
    }
}
