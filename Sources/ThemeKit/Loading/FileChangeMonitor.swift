import Dispatch
import Foundation

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Watches a few files by looking at them on a timer, and calls back once
/// they have changed and then held still for one look.
///
/// A look is one `stat(2)` a file (modification time to the nanosecond,
/// size, inode, so a file replaced by a rename counts), every `interval`
/// (100 ms by default) on a queue of its own: no busy loop, and the same on
/// every platform. Waiting for one quiet look coalesces an editor's save in
/// several steps (write a temporary file, rename it over) into one call, so
/// a change is seen 1-2 intervals after the last write.
///
/// A check reads files while they may still change, so what a check read is
/// compared with the files as they were just before it ran: the monitor's
/// own look before a call, and for the first check, a ``Snapshot`` taken
/// before it. An edit made while a check runs is seen, and checked again.
package final class FileChangeMonitor: Sendable {
    package static let defaultInterval: DispatchTimeInterval = .milliseconds(100)

    /// What the monitor knows between looks; touched only on its queue.
    private struct Watch {
        var paths: [String]
        var seen: [Signature?]
        var isSettling = false
        var timer: DispatchSourceTimer?
    }

    /// What a look sees of one file; `nil` where there is none.
    fileprivate struct Signature: Equatable, Sendable {
        var seconds: Int
        var nanoseconds: Int
        var size: Int64
        var inode: UInt64
    }

    /// Files as they were at one moment, taken before a check reads them, so
    /// that an edit made during the check is not mistaken for what it read.
    package struct Snapshot: Sendable {
        private let signatures: [String: Signature?]

        /// Looks at `paths` now.
        package init(_ paths: [String]) {
            self.init(paths, seen: paths.map(FileChangeMonitor.signature))
        }

        fileprivate init(_ paths: [String], seen: [Signature?]) {
            signatures = Dictionary(zip(paths, seen), uniquingKeysWith: { first, _ in first })
        }

        /// The file as the snapshot saw it, or as it is now if the snapshot did not look at it.
        fileprivate func signature(of path: String) -> Signature? {
            signatures[path] ?? FileChangeMonitor.signature(of: path)
        }
    }

    private let queue = DispatchQueue(label: "ThemeKit.FileChangeMonitor")
    private let watch: Locked<Watch>
    /// Marks the monitor's queue, so a cancel from a callback does not wait for itself.
    private static let onQueue = QueueMark()

    /// Starts watching `paths`, as `before` saw them (or as they are now).
    /// After a change has settled, `onChange` runs on the monitor's queue and
    /// returns the paths to watch from then on.
    package init(
        paths: [String], since before: Snapshot? = nil, interval: DispatchTimeInterval = defaultInterval,
        onChange: @escaping @Sendable () -> [String]
    ) {
        let before = before ?? Snapshot(paths)
        watch = Locked(Watch(paths: paths, seen: paths.map(before.signature)))
        Self.onQueue.mark(queue)
        let timer = DispatchSource.makeTimerSource(queue: queue)
        timer.schedule(deadline: .now() + interval, repeating: interval, leeway: .milliseconds(10))
        timer.setEventHandler { [watch] in
            Self.look(watch, onChange: onChange)
        }
        watch.withLock { $0.timer = timer }
        timer.resume()
    }

    /// Stops watching; no call starts after this returns.
    package func cancel() {
        let timer = watch.withLock { watch -> DispatchSourceTimer? in
            defer { watch.timer = nil }
            return watch.timer
        }
        timer?.cancel()
        // Wait out a look in progress, so nothing runs after cancel (unless called from one).
        if !Self.onQueue.isCurrent { queue.sync {} }
    }

    deinit {
        watch.withLock { $0.timer }?.cancel()
    }

    private static func look(_ watch: Locked<Watch>, onChange: @Sendable () -> [String]) {
        let (paths, isActive) = watch.withLock { ($0.paths, $0.timer != nil) }
        guard isActive else { return }
        let now = paths.map(signature)
        let settled = watch.withLock { watch -> Bool in
            if now != watch.seen {
                watch.seen = now
                watch.isSettling = true
                return false
            }
            defer { watch.isSettling = false }
            return watch.isSettling
        }
        guard settled else { return }
        let before = Snapshot(paths, seen: now)
        let next = onChange()
        watch.withLock {
            $0.paths = next
            $0.seen = next.map(before.signature)
        }
    }

    private static func signature(of path: String) -> Signature? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        #if canImport(Darwin)
        let modified = status.st_mtimespec
        #else
        let modified = status.st_mtim
        #endif
        return Signature(
            seconds: Int(modified.tv_sec), nanoseconds: Int(modified.tv_nsec), size: Int64(status.st_size),
            inode: UInt64(status.st_ino))
    }
}
