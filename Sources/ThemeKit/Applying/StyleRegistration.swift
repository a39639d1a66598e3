/// An object kept styled by a ``ThemeManager``: returned by
/// ``ThemeManager/register(_:style:)-(_,String)``.
///
/// The manager holds the object weakly and the registration strongly; when
/// the object is freed the registration ends by itself. Dropping this token
/// does not end it: call ``cancel()`` or ``cancel(restoring:)`` for that.
public final class StyleRegistration: Sendable {
    /// The style the object is kept styled with.
    public let style: String
    private let state = Locked((isCancelled: false, lastReport: ApplyReport()))
    private let onCancel: @Sendable (StyleRegistration) -> Void
    /// The object, for putting its values back on cancel.
    @MainActor private weak var object: (any Stylable)?
    /// The key paths the latest application set, to put back those the next one does not.
    @MainActor var appliedKeyPaths: [String] = []

    @MainActor
    init(style: String, object: any Stylable, onCancel: @escaping @Sendable (StyleRegistration) -> Void) {
        self.style = style
        self.object = object
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

    /// Stops re-styling the object; with `restoring`, every property the
    /// theme set gets back the value it had before, as if never styled.
    @MainActor @discardableResult
    public func cancel(restoring: Bool) -> ApplyReport {
        cancel()
        var report = ApplyReport()
        if restoring, let object {
            report.restore(appliedKeyPaths, on: object)
            appliedKeyPaths = []
        }
        return report
    }

    /// Whether ``cancel()`` was called: the object is no longer styled after changes.
    public var isCancelled: Bool { state.withLock { $0.isCancelled } }

    /// The report of the latest apply: at registration, or after the latest change.
    public var lastReport: ApplyReport { state.withLock { $0.lastReport } }

    func record(_ report: ApplyReport) {
        state.withLock { $0.lastReport = report }
    }
}
