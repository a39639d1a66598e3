import Dispatch

/// A mark set on dispatch queues, so code can ask whether it runs on one of them.
///
/// `DispatchSpecificKey` is `Sendable` in the Dispatch of Swift 6.0 and later,
/// but not in Apple SDKs before them (the iOS 17.4 SDK's), where a `static let`
/// of it is an error in Swift 6 mode: the mark is an identity that never
/// changes once made, which any thread may read.
struct QueueMark: @unchecked Sendable {
    private let key = DispatchSpecificKey<Bool>()

    /// Marks `queue`: code running on it from now on sees ``isCurrent``.
    func mark(_ queue: DispatchQueue) {
        queue.setSpecific(key: key, value: true)
    }

    /// Whether the caller runs on a queue this mark was set on.
    var isCurrent: Bool {
        DispatchQueue.getSpecific(key: key) == true
    }
}
