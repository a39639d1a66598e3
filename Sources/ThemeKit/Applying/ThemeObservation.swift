/// A change handler subscribed with ``ThemeManager/observeChanges(_:)``.
///
/// It stays subscribed until ``cancel()``; dropping this token does not end it.
public final class ThemeObservation: Sendable {
    private let isCancelledState = Locked(false)
    private let onCancel: @Sendable (ThemeObservation) -> Void

    init(onCancel: @escaping @Sendable (ThemeObservation) -> Void) {
        self.onCancel = onCancel
    }

    /// Unsubscribes the handler.
    public func cancel() {
        let wasCancelled = isCancelledState.withLock { isCancelled in
            defer { isCancelled = true }
            return isCancelled
        }
        if !wasCancelled { onCancel(self) }
    }

    /// Whether ``cancel()`` was called: the handler is no longer called.
    public var isCancelled: Bool { isCancelledState.withLock { $0 } }
}
