import Foundation
import ThemeKit

/// `themecheck --fix`: writes the certain fixes into the theme files.
///
/// Only the fixed bytes change; each file is written atomically (a crash
/// leaves the old file or the new one) and keeps its permissions; a file
/// read from a pipe or standard input is never written. A file is written
/// only while it is the file that was read (device and inode) and still
/// holds the bytes that were read, and only when the fixed bytes still
/// parse; otherwise its fixes are reported as not applied. Fixes that
/// overlap one applied before them are left.
enum FixApplier {
    /// One edit made, for the user to see.
    struct Edit {
        var diagnostic: Diagnostic
        var fix: Diagnostic.Fix
        var original: String

        /// `PATH:LINE:COLUMN: fixed: `OLD` -> `NEW` [CODE]`.
        var description: String {
            let place = [diagnostic.file, diagnostic.line.map(String.init), diagnostic.column.map(String.init)]
                .compactMap { $0 }.joined(separator: ":")
            return "\(place): fixed: `\(original)` -> `\(fix.replacement)` [\(diagnostic.code)]".escapingControlCharacters
        }
    }

    /// A file whose fixes were left unwritten, and why.
    struct Skipped {
        var path: String
        var reason: String

        /// `PATH: fix not applied: REASON`.
        var description: String { "\(path): fix not applied: \(reason)".escapingControlCharacters }
    }

    /// What a run of fixes did: the edits written, in report order, and the files left alone.
    struct Outcome {
        var edits: [Edit] = []
        var skipped: [Skipped] = []
    }

    struct WriteFailure: Error {
        var path: String
        var reason: String
    }

    /// Applies the fixes of `diagnostics`.
    static func apply(_ diagnostics: [Diagnostic], sources: SourceLines) throws(WriteFailure) -> Outcome {
        var outcome = Outcome()
        let byFile = Dictionary(grouping: diagnostics.filter { $0.fix != nil && $0.file != nil }) { $0.file ?? "" }
        for (path, fixable) in byFile.sorted(by: { $0.key < $1.key }) {
            guard path != "-", let read = sources.data(of: path), let identity = sources.identity(of: path) else { continue }
            var data = read
            // Back to front, so each offset still means what it meant when linted.
            var applied: [Edit] = []
            var lowestStart = Int.max
            let sorted = fixable.sorted { ($0.fix?.offset ?? 0) > ($1.fix?.offset ?? 0) }
            for diagnostic in sorted {
                guard let fix = diagnostic.fix, fix.offset >= 0, fix.length >= 0, fix.offset + fix.length <= min(lowestStart, data.count)
                else { continue }
                let range = data.startIndex + fix.offset..<data.startIndex + fix.offset + fix.length
                let original = String(decoding: data[range], as: UTF8.self)
                data.replaceSubrange(range, with: Data(fix.replacement.utf8))
                lowestStart = fix.offset
                applied.append(Edit(diagnostic: diagnostic, fix: fix, original: original))
            }
            guard !applied.isEmpty else { continue }
            if let problem = parseProblem(data, path: path) {
                outcome.skipped.append(Skipped(path: path, reason: "the fixed file would not parse (\(problem)); it was left as it is"))
                continue
            }
            do {
                guard try AtomicFileWriter.replace(data, atPath: path, readAs: identity, holding: read) else {
                    outcome.skipped.append(Skipped(path: path, reason: "the file changed since it was read; it was left as it is"))
                    continue
                }
            } catch {
                throw WriteFailure(path: path, reason: error.localizedDescription)
            }
            outcome.edits += applied.reversed()
        }
        return outcome
    }

    /// Why `data` does not parse as a theme file, or nil when it does.
    private static func parseProblem(_ data: Data, path: String) -> String? {
        do {
            _ = try Theme(data: data, name: path)
            return nil
        } catch let error as ThemeError {
            return error.diagnostics.first?.message ?? "it cannot be read"
        } catch {
            return "\(error)"
        }
    }
}
