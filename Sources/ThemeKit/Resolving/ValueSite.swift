/// Where a value is written, so a diagnostic about it can point there.
struct ValueSite {
    let source: SourceFile
    let offset: Int
    /// The value's key path in its file; filled only for files without lines,
    /// where it is the only way to say where the value is.
    let keyPath: String

    init(source: SourceFile, offset: Int, keyPath: @autoclosure () -> String) {
        self.source = source
        self.offset = offset
        self.keyPath = source.hasLines ? "" : keyPath()
    }

    /// Where the value is: the file, and its line and column where the file has lines.
    var location: SourceLocation { source.location(ofOffset: offset) }

    func diagnostic(
        _ code: Diagnostic.Code, _ message: String, notes: [Diagnostic.Note] = [],
        fix: Diagnostic.Fix? = nil
    ) -> Diagnostic {
        var diagnostic = source.diagnostic(code, message, at: offset, keyPath: keyPath, notes: notes)
        diagnostic.fix = fix
        return diagnostic
    }

    /// A diagnostic about the unknown name `name` written in this value: with
    /// one likely intended name among `candidates`, it says "did you mean"
    /// and offers the replacement as a fix.
    func unknownName(_ code: Diagnostic.Code, _ message: String, name: String, suggestions: SuggestionIndex) -> Diagnostic {
        source.unknownName(code, message, name: name, suggestions: suggestions, at: offset, keyPath: keyPath)
    }
}
