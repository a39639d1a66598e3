import ThemeKit

/// `::error file=PATH,line=L,col=C,title=CODE::MESSAGE`, the GitHub Actions
/// annotation form, escaped as GitHub's toolkit escapes it. Notes are added
/// to the message, one a line (`note: PATH:LINE:COLUMN: MESSAGE`), since an
/// annotation has no notes of its own. Control characters from the theme
/// (an ESC that would rewrite the CI log, a line break) are escaped first,
/// as in the other reporters.
struct GitHubReporter: Reporter {
    func report(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map { diagnostic in
            var properties: [String] = []
            if let file = diagnostic.file { properties.append("file=" + Self.escapeProperty(file.escapingControlCharacters)) }
            if let line = diagnostic.line { properties.append("line=\(line)") }
            if let column = diagnostic.column { properties.append("col=\(column)") }
            properties.append("title=" + Self.escapeProperty(diagnostic.code))
            let notes = diagnostic.notes.map { note in
                "\nnote: "
                    + ([note.file, note.line.map(String.init), note.column.map(String.init)].compactMap { $0 }.joined(separator: ":")
                    + ": " + note.message).escapingControlCharacters
            }
            let message = diagnostic.message.escapingControlCharacters + notes.joined()
            return "::\(diagnostic.severity.rawValue) \(properties.joined(separator: ","))::\(Self.escapeData(message))\n"
        }.joined()
    }

    /// `%`, CR and LF, as in a command's message.
    static func escapeData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25")
            .replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// As `escapeData`, and `:` and `,`, which separate properties.
    static func escapeProperty(_ text: String) -> String {
        escapeData(text)
            .replacingOccurrences(of: ":", with: "%3A")
            .replacingOccurrences(of: ",", with: "%2C")
    }
}
