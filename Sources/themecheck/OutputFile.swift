import Foundation
import ThemeKit

/// A file `generate swift --output` or `export --output` writes: only when its
/// bytes change (so a build does not compile it again for nothing), only
/// while it still holds what was read a moment before (an edit made
/// meanwhile is kept), keeping its permission bits, never a file without a
/// write bit, never through a symbolic link, and never over an input of the
/// run (themecheck.md, third edition, "Writes").
enum OutputFile {
    struct WriteFailure: Error {
        var reason: String
    }

    static func write(_ text: String, to path: String) throws(WriteFailure) {
        try write(Data(text.utf8), to: path)
    }

    /// The file a write to `path` reaches: Foundation's URL folds `..`, `.`
    /// and a trailing `/` out of a path (`missing/../theme.json` is
    /// `theme.json`), so every check is made on that path, never the spelling.
    static func target(of path: String) -> String {
        URL(fileURLWithPath: path).path
    }

    static func write(_ data: Data, to path: String) throws(WriteFailure) {
        let path = target(of: path)
        try refuseLink(path)
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

    /// Refuses a path that is a symbolic link: the write would land on
    /// whatever the link names (a theme, a file outside the project), not on
    /// the file the command line shows. Links in the folders above are followed.
    static func refuseLink(_ path: String) throws(WriteFailure) {
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return }
        throw WriteFailure(reason: "it is a symbolic link, and themecheck writes no file through a link; name the file itself")
    }

    /// Writes `text` to `path`, or prints it without one; the exit status
    /// when the file could not be written or is one of `inputs`.
    static func emit(
        _ text: String, to path: String?, inputs: InputFiles, output: inout some TextOutputStream, errors: inout some TextOutputStream
    ) -> ThemeCheck.ExitStatus? {
        guard let path else {
            print(text, terminator: "", to: &output)
            return nil
        }
        return emit(Data(text.utf8), to: path, inputs: inputs, output: &output, errors: &errors)
    }

    /// ``emit(_:to:inputs:output:errors:)`` of bytes (a page of megabytes is never made a string).
    static func emit(
        _ data: Data, to path: String?, inputs: InputFiles, output: inout some TextOutputStream, errors: inout some TextOutputStream
    ) -> ThemeCheck.ExitStatus? {
        guard let path else {
            print(String(decoding: data, as: UTF8.self), terminator: "", to: &output)
            return nil
        }
        if let refused = refusal(of: path, inputs: inputs, errors: &errors) { return refused }
        do {
            try write(data, to: path)
            return nil
        } catch {
            print("themecheck: error: cannot write `\(path.escapingControlCharacters)`: \(error.reason)", to: &errors)
            return .usage
        }
    }

    /// Exit status 2, said on `errors`, when `--output PATH` names a file the
    /// run takes in: writing it would replace the theme with its own export.
    static func refusal(
        of path: String, inputs: InputFiles, flag: String = "--output", errors: inout some TextOutputStream
    ) -> ThemeCheck.ExitStatus? {
        guard let input = inputs.input(sameAs: target(of: path))?.escapingControlCharacters else { return nil }
        print(
            "themecheck: error: `\(flag)` `\(path.escapingControlCharacters)` is an input of this run (`\(input)`); choose another file",
            to: &errors)
        return .usage
    }
}
