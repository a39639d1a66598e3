import ThemeKit

/// `PATH:LINE:COLUMN: error: MESSAGE [CODE]`, the form Xcode and SwiftPM
/// show inline; for a person at a terminal, also the source line with a
/// caret under the column, as a compiler prints it. A diagnostic's notes
/// follow it as `PATH:LINE:COLUMN: note: MESSAGE` records, which Xcode shows
/// beneath the error.
struct XcodeReporter: Reporter {
    let sources: SourceLines
    /// Whether to add the source line and caret (never when the output is parsed).
    let showsSource: Bool

    func report(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map { diagnostic in
            var lines = [diagnostic.description]
            if showsSource, let file = diagnostic.file, let line = diagnostic.line, let column = diagnostic.column,
                let source = sources.line(line, of: file)
            {
                lines.append(Self.shown(source))
                lines.append(caret(under: column, in: source))
            }
            lines += diagnostic.noteLines
            return lines.joined(separator: "\n") + "\n"
        }.joined()
    }

    /// Spaces (tabs kept, so the caret lines up) up to the column, then `^`,
    /// under the line as it is shown.
    private func caret(under column: Int, in source: String) -> String {
        let prefix = source.utf8.prefix(max(0, column - 1))
        let padding = Self.shown(String(decoding: prefix, as: UTF8.self)).map { $0 == "\t" ? Character("\t") : Character(" ") }
        return String(padding) + "^"
    }

    /// A source line as a terminal may be given it: every control character,
    /// line separator and bidirectional override escaped (an escape sequence in
    /// a theme could otherwise erase the record above it), tabs kept.
    private static func shown(_ line: String) -> String {
        line.split(separator: "\t", omittingEmptySubsequences: false).map { String($0).escapingControlCharacters }
            .joined(separator: "\t")
    }
}
