/// What every parser carries: the file (for positions), the depth limit, and
/// the warnings found so far.
struct ParserContext {
    let source: SourceFile
    let maximumDepth: Int
    var warnings: [Diagnostic] = []
    /// The keys read so far that are too long for a string to hold inline:
    /// a key every style repeats (`contentEdgeInsets`) then shares one copy.
    private var longKeys: Set<String> = []

    init(source: SourceFile, limits: ThemeLimits) {
        self.source = source
        self.maximumDepth = limits.effectiveDepth
    }

    /// A `parse-error` at `offset`, ready to throw.
    func error(_ message: String, at offset: Int, keyPath: @autoclosure () -> String = "") -> ThemeError {
        ThemeError(source.diagnostic(.parseError, message, at: offset, keyPath: keyPath()))
    }

    /// Skips white space and `//`/`/* */` comments, throwing for an unterminated `/*`.
    func skipTrivia(_ cursor: inout ByteCursor) throws(ThemeError) {
        if let unterminated = cursor.skipWhitespaceAndComments() {
            throw error("unterminated `/*` comment", at: unterminated)
        }
    }

    /// Throws `limit-exceeded` when a container at `depth` is too deep.
    func checkDepth(_ depth: Int, at offset: Int, keyPath: @autoclosure () -> String = "") throws(ThemeError) {
        guard depth > maximumDepth else { return }
        throw ThemeError(
            source.diagnostic(
                .limitExceeded,
                "nesting is deeper than \(maximumDepth) levels; the file is not used (raise `ThemeLimits.maximumDepth` if this is intended)",
                at: offset, keyPath: keyPath()))
    }

    /// Adds `entry` to `builder`, warning if its key was already there.
    mutating func add(_ entry: consuming PlistEntry, to builder: inout DictionaryBuilder) {
        if entry.key.utf8.count > 15 { entry.key = longKeys.insert(entry.key).memberAfterInsert }
        let offset = entry.keyOffset
        if let first = builder.add(entry) {
            warnings.append(DictionaryBuilder.duplicateWarning(at: offset, first: first, in: source))
        }
    }
}
