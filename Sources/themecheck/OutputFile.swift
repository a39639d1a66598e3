import Foundation
import ThemeKit

/// A file `generate swift --output` or `export --output` writes: only when its
/// bytes change (so a build does not compile it again for nothing), only
/// while it still holds what was read a moment before (an edit made
/// meanwhile is kept), keeping its permission bits, never a file without a
/// write bit (themecheck.md, third edition, "Writes").
enum OutputFile {
    struct WriteFailure: Error {
        var reason: String
    }

    static func write(_ text: String, to path: String) throws(WriteFailure) {
        try write(Data(text.utf8), to: path)
    }

    static func write(_ data: Data, to path: String) throws(WriteFailure) {
        do {
            switch ThemeFileReader.contents(of: path, limit: ThemeLimits.default.maximumFileSize, onlyRegularFile: true) {
            case .success(let old):
                guard old.data != data else { return }
                guard let identity = old.identity, try AtomicFileWriter.replace(data, atPath: path, readAs: identity, holding: old.data)
                else { throw WriteFailure(reason: "it changed while themecheck ran; it was left as it is") }
            case .failure(.notAFile(let kind)):
                throw WriteFailure(reason: "it is \(kind), not a file")
            case .failure:
                // Not there yet (or unreadable, which the write then says).
                try AtomicFileWriter.write(data, to: URL(fileURLWithPath: path))
            }
        } catch let failure as WriteFailure {
            throw failure
        } catch {
            throw WriteFailure(reason: "\(error)")
        }
    }

    /// Writes `text` to `path`, or prints it without one; the exit status
    /// when the file could not be written.
    static func emit(
        _ text: String, to path: String?, output: inout some TextOutputStream, errors: inout some TextOutputStream
    ) -> ThemeCheck.ExitStatus? {
        guard let path else {
            print(text, terminator: "", to: &output)
            return nil
        }
        return emit(Data(text.utf8), to: path, output: &output, errors: &errors)
    }

    /// ``emit(_:to:output:errors:)`` of bytes (a page of megabytes is never made a string).
    static func emit(
        _ data: Data, to path: String?, output: inout some TextOutputStream, errors: inout some TextOutputStream
    ) -> ThemeCheck.ExitStatus? {
        guard let path else {
            print(String(decoding: data, as: UTF8.self), terminator: "", to: &output)
            return nil
        }
        do {
            try write(data, to: path)
            return nil
        } catch {
            print("themecheck: error: cannot write `\(path.escapingControlCharacters)`: \(error.reason)", to: &errors)
            return .usage
        }
    }
}
