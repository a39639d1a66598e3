import Dispatch

/// Lets go of a large model (or a page's worth of resolved styles) on another thread.
///
/// Tearing down a 10 MB theme's model (every style, value and cache, one
/// object at a time) takes as long as a tenth of linting it; the report
/// need not wait for it. At exit the process's memory goes back whole.
enum FreedInBackground {
    /// Releases `value`, the caller's last copy of it, on another thread.
    static func release(_ value: some Sendable) {
        DispatchQueue.global(qos: .utility).async { withExtendedLifetime(value) {} }
    }
}
