import Foundation
import ThemeKit

/// `themecheck --fix`: writes the certain fixes into the theme files.
///
/// Only the fixed bytes change; each file is written atomically (a crash
/// leaves the old file or the new one); a file read from a pipe or standard
/// input is never written. Fixes that overlap one applied before them are left.
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

    struct WriteFailure: Error {
        var path: String
        var reason: String
    }

    /// Applies the fixes of `diagnostics`; returns the edits made, in report order.
    static func apply(_ diagnostics: [Diagnostic], sources: SourceLines) throws(WriteFailure) -> [Edit] {
        var edits: [Edit] = []
        let byFile = Dictionary(grouping: diagnostics.filter { $0.fix != nil && $0.file != nil }) { $0.file ?? "" }
        for (path, fixable) in byFile.sorted(by: { $0.key < $1.key }) {
            guard var data = sources.data(of: path), isRegularFile(path) else { continue }
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
            do {
                try AtomicFileWriter.write(data, to: URL(fileURLWithPath: path))
            } catch {
                throw WriteFailure(path: path, reason: error.localizedDescription)
            }
            edits += applied.reversed()
        }
        return edits
    }

    /// Only regular files are rewritten: never a pipe, a device or standard input.
    private static func isRegularFile(_ path: String) -> Bool {
        guard path != "-", let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { return false }
        return attributes[.type] as? FileAttributeType == .typeRegular
    }
}
