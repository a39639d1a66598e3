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

        /// The diagnostic a loader reports: `limit-exceeded` for a file too
        /// large, `parse-error` ("cannot read the file") otherwise.
        package func diagnostic(path: String, limits: ThemeLimits) -> Diagnostic {
            switch self {
            case .tooLarge(let size?): return Theme.fileTooLarge(size, limits: limits, path: path)
            case .tooLarge(nil):
                return Diagnostic(
                    .limitExceeded,
                    "the input is more than the limit of \(limits.maximumFileSize) bytes; it was not read further (raise `ThemeLimits.maximumFileSize` if this is intended)",
                    file: path)
            case .cannotOpen(let reason), .readFailed(let reason):
                return Diagnostic(.parseError, "cannot read the file: \(reason)", file: path)
            }
        }
    }

    /// The bytes at `path`, at most `limit` of them; `-` is standard input.
    package static func read(path: String, limit: Int) -> Result<Data, Failure> {
        if path == "-" { return readStandardInput(limit: limit) }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(.cannotOpen(errorText(errno))) }
        defer { close(descriptor) }
        return read(descriptor: descriptor, limit: limit)
    }

    /// The bytes of standard input, at most `limit` of them.
    package static func readStandardInput(limit: Int) -> Result<Data, Failure> {
        read(descriptor: STDIN_FILENO, limit: limit)
    }

    private static func read(descriptor: Int32, limit: Int) -> Result<Data, Failure> {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return .failure(.cannotOpen(errorText(errno))) }
        let type = status.st_mode & S_IFMT
        if type == S_IFDIR { return .failure(.cannotOpen("it is a directory")) }
        if type == S_IFREG, Int(status.st_size) > limit { return .failure(.tooLarge(knownSize: Int(status.st_size))) }
        // A regular file's size is a hint (it may grow while read); the loop enforces the limit either way.
        let chunk = 1 << 16
        var data = Data(capacity: type == S_IFREG ? Int(status.st_size) + 1 : chunk)
        var buffer = [UInt8](repeating: 0, count: chunk)
        while data.count <= limit {
            let wanted = min(chunk, limit + 1 - data.count)
            let count = buffer.withUnsafeMutableBytes { SystemCall.read(descriptor, $0.baseAddress, wanted) }
            if count == 0 { return .success(data) }
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
