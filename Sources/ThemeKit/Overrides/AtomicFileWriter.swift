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
    /// How many bytes of the target's name its temporary file repeats, so the
    /// temporary name fits a file system's 255-byte limit whatever the target's name.
    static let maximumNameBytesInTemporaryName = 200

    /// Writes `data` to `url`, creating the file or replacing the one there.
    ///
    /// A file that is there keeps its permission bits and is refused when no
    /// one may write it; a symbolic link stays and the file it names is
    /// replaced. (Other hard links to the file keep the old bytes: a rename
    /// gives the path a new file.)
    package static func write(_ data: Data, to url: URL) throws {
        _ = try write(data, to: url.path, unlessChangedFrom: nil)
    }

    /// Replaces the file read as `path` with `data`, only while it is still
    /// the file that was read (`identity`) and still holds the bytes read
    /// (`original`); returns false, writing nothing, when either changed.
    ///
    /// The path is taken as the system reads it: a `..` after a link to a
    /// folder climbs from the link's target (a `URL` would fold it by its spelling).
    package static func replace(_ data: Data, atPath path: String, readAs identity: FileIdentity, holding original: Data) throws -> Bool {
        try write(data, to: path, unlessChangedFrom: (identity, original))
    }

    private static func write(_ data: Data, to path: String, unlessChangedFrom read: (identity: FileIdentity, data: Data)?) throws -> Bool {
        let target = resolvingLink(path)
        let directory = target.deletingLastPathComponent()
        if read == nil {
            do {
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            } catch {
                throw ModificationError("cannot create the folder \(directory.path): \(error.localizedDescription)")
            }
        }
        var status = stat()
        let exists = stat(target.path, &status) == 0
        if exists {
            guard status.st_mode & S_IFMT == S_IFREG else {
                throw ModificationError("cannot write \(target.path): it is not a regular file")
            }
            guard status.st_mode & 0o222 != 0 else { throw ModificationError("cannot write \(target.path): the file is read-only") }
        } else if read != nil {
            return false
        }
        let mode = exists ? status.st_mode & 0o7777 : 0o644
        let temporary = directory.appendingPathComponent(temporaryPrefix(for: target) + UUID().uuidString + ".tmp")
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
        guard descriptor >= 0 else { throw failure("create", temporary) }
        var isRenamed = false
        defer { if !isRenamed { unlink(temporary.path) } }
        do {
            // The mode given to open is narrowed by the umask; an existing file's bits are kept exactly.
            if exists { guard fchmod(descriptor, mode) == 0 else { throw failure("set the permissions of", temporary) } }
            try writeAll(data, to: descriptor, path: temporary)
            guard flush(descriptor) else { throw failure("flush", temporary) }
        } catch {
            close(descriptor)
            throw error
        }
        guard close(descriptor) == 0 else { throw failure("close", temporary) }
        // Checked last, just before the rename, so an edit saved while the new bytes were written is kept.
        if let read, !isUnchanged(target, from: read) { return false }
        guard rename(temporary.path, target.path) == 0 else { throw failure("rename over", target) }
        isRenamed = true
        let directoryDescriptor = open(directory.path, O_RDONLY | O_CLOEXEC)
        if directoryDescriptor >= 0 {
            _ = flush(directoryDescriptor)
            close(directoryDescriptor)
        }
        return true
    }

    /// How the temporary files of writes to `url` begin: hidden, beside it,
    /// with at most ``maximumNameBytesInTemporaryName`` bytes of its name.
    static func temporaryPrefix(for url: URL) -> String {
        var name = ""
        var bytes = 0
        for scalar in url.lastPathComponent.unicodeScalars {
            bytes += String(scalar).utf8.count
            guard bytes <= maximumNameBytesInTemporaryName else { break }
            name.unicodeScalars.append(scalar)
        }
        return ".\(name)."
    }

    /// The file a path names, as an absolute path with every symbolic link
    /// followed (a link itself stays); the path as given when nothing is there yet.
    private static func resolvingLink(_ path: String) -> URL {
        guard let resolved = realpath(path, nil) else { return URL(fileURLWithPath: path) }
        defer { free(resolved) }
        return URL(fileURLWithPath: String(cString: resolved))
    }

    /// Whether `url` is still the file read and holds the bytes read.
    private static func isUnchanged(_ url: URL, from read: (identity: FileIdentity, data: Data)) -> Bool {
        guard case .success(let now) = ThemeFileReader.contents(of: url.path, limit: read.data.count, onlyRegularFile: true) else {
            return false
        }
        return now.identity == read.identity && now.data == read.data
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
