import Dispatch

/// Lets go of a large model on another thread.
///
/// Tearing down a 10 MB theme's model (every style, value and cache, one
/// object at a time) takes as long as a tenth of linting it; the report
/// need not wait for it. At exit the process's memory goes back whole.
enum FreedInBackground {
    /// Releases `object`, the caller's last reference to it, on another thread.
    static func release(_ object: consuming (some AnyObject & Sendable)?) {
        guard let object else { return }
        DispatchQueue.global(qos: .utility).async { withExtendedLifetime(object) {} }
    }
}
