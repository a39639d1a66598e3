/// Where something is written: the file, and in a text file the 1-based
/// line and column (columns count UTF-8 bytes, as compilers do).
///
/// The one type for places: parsed values (through ``SourceFile``),
/// diagnostics and their notes, explanations and typed-access errors all
/// give their place as one. A binary property list has no lines, so its
/// locations name only the file.
public struct SourceLocation: Hashable, Sendable {
    public var file: String?
    public var line: Int?
    public var column: Int?

    public init(file: String? = nil, line: Int? = nil, column: Int? = nil) {
        self.file = file
        self.line = line
        self.column = column
    }
}

/// Something reported at a ``SourceLocation`` (a diagnostic, a note, a
/// typed-access error), read and written through `file`, `line` and `column` too.
public protocol SourceLocated {
    var location: SourceLocation { get set }
}

extension SourceLocated {
    public var file: String? {
        get { location.file }
        set { location.file = newValue }
    }

    public var line: Int? {
        get { location.line }
        set { location.line = newValue }
    }

    public var column: Int? {
        get { location.column }
        set { location.column = newValue }
    }
}
