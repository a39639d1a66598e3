/// Where something is written: the file, and in a text file the 1-based
/// line and column (columns count UTF-8 bytes, as compilers do).
///
/// The one type for places: parsed values (through the file they were read from),
/// diagnostics and their notes, explanations and typed-access errors all
/// give their place as one. A binary property list has no lines, so its
/// locations name only the file.
public struct SourceLocation: Hashable, Sendable {
    /// The file, as the theme was loaded (a path or a name).
    public var file: String?
    /// The 1-based line, where the format has lines.
    public var line: Int?
    /// The 1-based column, where the format has lines.
    public var column: Int?

    /// A location of a file, line and column, any of them unknown.
    public init(file: String? = nil, line: Int? = nil, column: Int? = nil) {
        self.file = file
        self.line = line
        self.column = column
    }
}

extension SourceLocation {
    /// `file:line:column`, as far as each is known (`theme.plist` alone for a binary property list).
    var written: String {
        [file ?? "(unknown file)", line.map(String.init), column.map(String.init)].compactMap { $0 }.joined(separator: ":")
    }
}

/// Something reported at a ``SourceLocation`` (a diagnostic, a note, a
/// typed-access error), read and written through `file`, `line` and `column` too.
public protocol SourceLocated {
    /// Where the value was written.
    var location: SourceLocation { get set }
}

extension SourceLocated {
    /// The file of ``location``.
    public var file: String? {
        get { location.file }
        set { location.file = newValue }
    }

    /// The 1-based line of ``location``.
    public var line: Int? {
        get { location.line }
        set { location.line = newValue }
    }

    /// The 1-based column of ``location``.
    public var column: Int? {
        get { location.column }
        set { location.column = newValue }
    }
}
