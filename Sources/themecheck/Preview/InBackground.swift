import Dispatch

/// Work started on another thread (the page uses both cores: lint beside
/// resolution, half of the cards beside the other half), its result
/// waited for once.
final class InBackground<Value: Sendable>: @unchecked Sendable {
    private let group = DispatchGroup()
    // Written once on the worker before `group` leaves; read after `wait()`, which orders the two.
    private var value: Value

    /// Starts `work`; `placeholder` is only ever seen if the work could not store its result.
    init(placeholder: Value, _ work: @escaping @Sendable () -> Value) {
        value = placeholder
        DispatchQueue.global().async(group: group) { self.value = work() }
    }

    func result() -> Value {
        group.wait()
        return value
    }
}
