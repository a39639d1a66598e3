import Foundation

/// Whether the caller runs on the main actor, without trapping when it does not.
///
/// `Thread.isMainThread` alone is not enough: on Linux, once an async
/// program has started `dispatchMain()`, main-actor jobs run from the main
/// dispatch queue on another thread. A mark on the main queue finds them.
enum MainActorCheck {
    private static let mainQueue: QueueMark = {
        let mark = QueueMark()
        mark.mark(DispatchQueue.main)
        return mark
    }()

    static var isCurrent: Bool {
        Thread.isMainThread || mainQueue.isCurrent
    }
}
