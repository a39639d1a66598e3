import Foundation

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Reads a theme file's bytes without ever holding more than the size limit
/// plus one byte, whatever the file is: a regular file (its size is checked
/// before anything is read), a FIFO, a character device such as
/// `/dev/stdin`, or standard input itself.
package enum ThemeFileReader {
    /// Why no bytes came back.
    package enum Failure: Error, Equatable {
        /// The path cannot be opened as a file (missing, a directory, no permission).
        case cannotOpen(String)
        /// More bytes than the limit; the size when it was known before reading.
        case tooLarge(knownSize: Int?)
        /// Opened, but reading failed part way.
        case readFailed(String)
        /// Not a regular file (`a FIFO`, `a device`, `a socket`, `a folder`), where only
        /// one is read: it was never opened, so it cannot block the read.
        case notAFile(String)

        /// The diagnostic a loader reports: `limit-exceeded` for a file too
        /// large, `parse-error` ("cannot read the file") otherwise.
        package func diagnostic(path: String, limits: ThemeLimits) -> Diagnostic {
            switch self {
            case .tooLarge(let size?): return Theme.fileTooLarge(size, limits: limits, path: path)
            case .tooLarge(nil):
                return Diagnostic(
                    .limitExceeded,
                    "the input is more than the limit of \(limits.fileSizeLimit) bytes; it was not read further (raise `ThemeLimits.maximumFileSize` if this is intended)",
                    file: path)
            case .cannotOpen(let reason), .readFailed(let reason):
                return Diagnostic(.parseError, "cannot read the file: \(reason)", file: path)
            case .notAFile(let kind):
                return Diagnostic(.includeNotAFile, "it is \(kind), not a file; it was not opened", file: path)
            }
        }
    }

    /// A file's bytes and, for a regular file, what the system says it is,
    /// so a later write can check it still names the file that was read.
    package struct Contents {
        package var data: Data
        /// Nil unless the bytes came from a regular file (standard input, a pipe or a device has none to write back to).
        package var identity: FileIdentity?
    }

    /// The bytes at `path`, at most `limit` of them; `-` is standard input.
    package static func read(path: String, limit: Int) -> Result<Data, Failure> {
        contents(of: path, limit: limit).map(\.data)
    }

    /// The bytes at `path` with the file's identity; `-` is standard input.
    ///
    /// With `onlyRegularFile`, a FIFO, device, socket or folder is refused
    /// before it is opened, and the file is opened without blocking, so a
    /// file swapped for a FIFO in between cannot hang the read either.
    package static func contents(of path: String, limit: Int, onlyRegularFile: Bool = false) -> Result<Contents, Failure> {
        if path == "-" { return read(descriptor: STDIN_FILENO, limit: limit, onlyRegularFile: onlyRegularFile) }
        if onlyRegularFile {
            var status = stat()
            if stat(path, &status) == 0, let kind = kind(ofSpecial: status) { return .failure(.notAFile(kind)) }
        }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | (onlyRegularFile ? O_NONBLOCK | O_NOCTTY : 0))
        guard descriptor >= 0 else { return .failure(.cannotOpen(errorText(errno))) }
        defer { close(descriptor) }
        return read(descriptor: descriptor, limit: limit, onlyRegularFile: onlyRegularFile)
    }

    /// The folder a file read as `path` includes from: its own folder when it
    /// is a regular file; nil (it includes nothing) for standard input, a
    /// pipe or a device, and for `/dev/stdin` or `/dev/fd/N` even when they
    /// name a regular file (their folder is `/dev`, not the theme's).
    package static func includeFolder(of path: String, contents: Contents) -> URL? {
        guard contents.identity != nil, path != "-", !path.hasPrefix("/dev/"), !path.hasPrefix("/proc/") else { return nil }
        return URL(fileURLWithPath: path).deletingLastPathComponent()
    }

    /// The bytes of standard input, at most `limit` of them.
    package static func readStandardInput(limit: Int) -> Result<Data, Failure> {
        read(descriptor: STDIN_FILENO, limit: limit, onlyRegularFile: false).map(\.data)
    }

    /// How a file that is not regular is named in a message; nil for a regular file.
    private static func kind(ofSpecial status: stat) -> String? {
        switch status.st_mode & S_IFMT {
        case S_IFREG: nil
        case S_IFDIR: "a folder"
        case S_IFIFO: "a FIFO"
        case S_IFSOCK: "a socket"
        case S_IFCHR, S_IFBLK: "a device"
        default: "a special file"
        }
    }

    private static func read(descriptor: Int32, limit: Int, onlyRegularFile: Bool) -> Result<Contents, Failure> {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return .failure(.cannotOpen(errorText(errno))) }
        if onlyRegularFile, let kind = kind(ofSpecial: status) { return .failure(.notAFile(kind)) }
        let type = status.st_mode & S_IFMT
        if type == S_IFDIR { return .failure(.cannotOpen("it is a directory")) }
        if type == S_IFREG, Int(status.st_size) > limit { return .failure(.tooLarge(knownSize: Int(status.st_size))) }
        let identity = type == S_IFREG ? FileIdentity(status) : nil
        // A regular file's size is a hint (it may grow while read); the loop enforces the limit either way.
        let chunk = 1 << 16
        var data = Data(capacity: type == S_IFREG ? Int(status.st_size) + 1 : chunk)
        var buffer = [UInt8](repeating: 0, count: chunk)
        while data.count <= limit {
            let wanted = min(chunk, limit + 1 - data.count)
            let count = buffer.withUnsafeMutableBytes { SystemCall.read(descriptor, $0.baseAddress, wanted) }
            if count == 0 { return .success(Contents(data: data, identity: identity)) }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(.readFailed(errorText(errno)))
            }
            data.append(contentsOf: buffer[0..<count])
        }
        return .failure(.tooLarge(knownSize: nil))
    }

    private static func errorText(_ code: Int32) -> String {
        switch code {
        case ENOENT: return "no such file"
        case EACCES, EPERM: return "permission denied"
        case EISDIR: return "it is a directory"
        default: return String(cString: strerror(code))
        }
    }
}
