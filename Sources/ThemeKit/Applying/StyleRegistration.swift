/// An object kept styled by a ``ThemeManager``: returned by
/// ``ThemeManager/register(_:style:)``.
///
/// The manager holds the object weakly and the registration strongly; when
/// the object is freed the registration ends by itself. Dropping this token
/// does not end it: call ``cancel()`` for that.
public final class StyleRegistration: Sendable {
    /// The style the object is kept styled with.
    public let style: String
    private let state = Locked((isCancelled: false, lastReport: ApplyReport()))
    private let onCancel: @Sendable (StyleRegistration) -> Void

    init(style: String, onCancel: @escaping @Sendable (StyleRegistration) -> Void) {
        self.style = style
        self.onCancel = onCancel
    }

    /// Stops re-styling the object. Its current values stay as they are.
    public func cancel() {
        let wasCancelled = state.withLock { state in
            defer { state.isCancelled = true }
            return state.isCancelled
        }
        if !wasCancelled { onCancel(self) }
    }

    public var isCancelled: Bool { state.withLock { $0.isCancelled } }

    /// The report of the latest apply: at registration, or after the latest change.
    public var lastReport: ApplyReport { state.withLock { $0.lastReport } }

    func record(_ report: ApplyReport) {
        state.withLock { $0.lastReport = report }
    }
}
