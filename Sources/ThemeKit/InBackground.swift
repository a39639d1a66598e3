import Dispatch

/// Work started on another thread, its result waited for once: how the
/// linter checks parts of a large chain side by side, and how `themecheck
/// preview` lints beside resolving and draws half of its cards beside the other half.
package final class InBackground<Value: Sendable>: @unchecked Sendable {
    private let group = DispatchGroup()
    // Written once on the worker before `group` leaves; read after `wait()`, which orders the two.
    private var value: Value

    /// Starts `work`; `placeholder` is only ever seen if the work could not store its result.
    package init(placeholder: Value, _ work: @escaping @Sendable () -> Value) {
        value = placeholder
        DispatchQueue.global().async(group: group) { self.value = work() }
    }

    package func result() -> Value {
        group.wait()
        return value
    }
}
