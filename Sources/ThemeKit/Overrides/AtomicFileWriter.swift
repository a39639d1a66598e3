import Foundation

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Replaces a file so that a crash or power cut at any moment leaves either
/// the old file or the new one: never a mix, never an empty file.
///
/// The bytes go to a new temporary file in the same directory, which is
/// flushed to the disk and then renamed over the target (rename is atomic
/// within a file system); the directory is flushed too, so the rename
/// itself survives a power cut. Two writers at once each rename a complete
/// file: the last one wins, neither corrupts the other.
package enum AtomicFileWriter {
    package static func write(_ data: Data, to url: URL) throws {
        let directory = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw ModificationError("cannot create the folder \(directory.path): \(error.localizedDescription)")
        }
        let temporary = directory.appendingPathComponent(temporaryPrefix(for: url) + UUID().uuidString + ".tmp")
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw failure("create", temporary) }
        var isRenamed = false
        defer { if !isRenamed { unlink(temporary.path) } }
        do {
            try writeAll(data, to: descriptor, path: temporary)
            guard flush(descriptor) else { throw failure("flush", temporary) }
        } catch {
            close(descriptor)
            throw error
        }
        guard close(descriptor) == 0 else { throw failure("close", temporary) }
        guard rename(temporary.path, url.path) == 0 else { throw failure("rename over", url) }
        isRenamed = true
        let directoryDescriptor = open(directory.path, O_RDONLY | O_CLOEXEC)
        if directoryDescriptor >= 0 {
            _ = flush(directoryDescriptor)
            close(directoryDescriptor)
        }
    }

    /// How the temporary files of writes to `url` begin: hidden, beside it.
    static func temporaryPrefix(for url: URL) -> String {
        ".\(url.lastPathComponent)."
    }

    private static func writeAll(_ data: Data, to descriptor: Int32, path: URL) throws {
        try data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
            guard let base = buffer.baseAddress else { return }
            var offset = 0
            while offset < buffer.count {
                let written = SystemCall.write(descriptor, base + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    throw failure("write", path)
                }
                offset += written
            }
        }
    }

    /// Flushes to the disk itself (`F_FULLFSYNC` where the platform has it).
    private static func flush(_ descriptor: Int32) -> Bool {
        #if canImport(Darwin)
        if fcntl(descriptor, F_FULLFSYNC) == 0 { return true }
        #endif
        return fsync(descriptor) == 0
    }

    private static func failure(_ action: String, _ url: URL) -> ModificationError {
        ModificationError("cannot \(action) \(url.path): \(String(cString: strerror(errno)))")
    }
}
