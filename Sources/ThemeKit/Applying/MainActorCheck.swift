import Foundation

/// Whether the caller runs on the main actor, without trapping when it does not.
///
/// `Thread.isMainThread` alone is not enough: on Linux, once an async
/// program has started `dispatchMain()`, main-actor jobs run from the main
/// dispatch queue on another thread. A mark on the main queue finds them.
enum MainActorCheck {
    private static let key = DispatchSpecificKey<Bool>()
    private static let markMainQueue: Void = DispatchQueue.main.setSpecific(key: key, value: true)

    static var isCurrent: Bool {
        _ = markMainQueue
        return Thread.isMainThread || DispatchQueue.getSpecific(key: key) == true
    }
}
