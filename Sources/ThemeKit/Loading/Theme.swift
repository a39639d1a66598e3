import Foundation

/// One theme file, loaded: its constants and styles with where each is written.
///
/// Loading reads any of the four formats (``ThemeFileFormat``), applies the
/// structure rules, and keeps every problem that does not stop the file
/// from being used in ``diagnostics``. Problems that depend on the whole
/// lookup chain (undefined constants, unknown styles) are found when a
/// ``ThemeManager`` resolves.
public struct Theme: Sendable {
    /// The file's name (`theme_default.plist`), or the name given with the data.
    public let name: String
    /// 1 for a flat theme of constants, 2 for the structured form.
    public let formatVersion: Int
    /// The format the file was recognised as.
    public let format: ThemeFileFormat
    /// Warnings and non-fatal errors found while loading.
    public let diagnostics: [Diagnostic]

    /// Every file of the theme: its own first, then each it includes (theme-format §9).
    let sources: [SourceFile]
    /// The theme's own file.
    var source: SourceFile { sources[0] }
    let constants: DefinitionTable<ConstantDefinition>
    /// `Constants_V` groups by variant (theme-format §8).
    let variantConstants: [String: DefinitionTable<ConstantDefinition>]
    /// The variants of the `Constants_V` groups, in document order.
    public let constantVariants: [String]
    let styles: DefinitionTable<StyleDefinition>
    /// Constants deprecated by the token files they came from (`$deprecated`), with the reason ("" for none).
    let deprecations: [String: String]
    /// `_runtimeConstants` and the groups shaped like it, of every file of the theme (theme-format §11).
    let runtimeConstantGroups: [RuntimeConstantGroup]
    /// Whether a constant of any group is named like a number (`"8"`): only
    /// then is a number in a convention looked up as a constant first.
    /// Found once here, rather than by every resolver over every name.
    let hasConstantNamedLikeNumber: Bool
    /// This theme's file and every file it includes (one that failed to parse
    /// too), as diagnostics name them.
    public let files: [String]
    /// The bytes of each file the theme includes, as they were parsed.
    package let includedContents: [IncludedFile]
    /// The file it was loaded from, so it can be loaded again (live reload); nil for data.
    private(set) var fileURL: URL?

    /// Loads the theme at `url`.
    ///
    /// - Throws: ``ThemeError`` when the file cannot be used at all: unreadable,
    ///   a parse error, a top level that is not a dictionary, an unsupported
    ///   `formatVersion`, or a limit crossed.
    public init(contentsOf url: URL) throws {
        try self.init(contentsOf: url, limits: .default)
    }

    /// Loads the theme at `url` within `limits`.
    public init(contentsOf url: URL, limits: ThemeLimits) throws {
        let path = url.isFileURL ? url.path : url.absoluteString
        let data: Data
        // Includes are followed from a regular file's folder only: standard input, a pipe or a device has none.
        var includesFrom: URL?
        if url.isFileURL {
            let contents = try ThemeFileReader.contents(of: path, limit: limits.fileSizeLimit)
                .mapError { ThemeError($0.diagnostic(path: path, limits: limits)) }.get()
            data = contents.data
            includesFrom = ThemeFileReader.includeFolder(of: path, contents: contents)
        } else {
            do {
                data = try Data(contentsOf: url)
            } catch {
                throw ThemeError(Diagnostic(.parseError, "cannot read the file: \(error.localizedDescription)", file: path))
            }
        }
        // A theme the build plugin copied into the app's bundle is named by its source, the file the developer edits.
        let shownPath = url.isFileURL ? ThemeSourceMap.sourcePath(of: url) ?? path : path
        try self.init(
            data: data, name: url.lastPathComponent, path: shownPath, folder: includesFrom, limits: limits)
        if url.isFileURL { fileURL = url }
    }

    /// Loads a theme that came from elsewhere (a download, a bundle resource).
    ///
    /// `name` names it in diagnostics; a `.json` ending selects JSON.
    public init(data: Data, name: String) throws {
        try self.init(data: data, name: name, limits: .default)
    }

    /// Loads a theme from `data` within `limits`.
    public init(data: Data, name: String, limits: ThemeLimits) throws {
        try self.init(data: data, name: name, path: name, folder: nil, limits: limits)
    }

    /// Loads a theme from `data` whose `_include` paths are files under
    /// `baseURL` (nil: it cannot include). Nothing outside that folder is read.
    public init(data: Data, name: String, baseURL: URL?) throws {
        try self.init(data: data, name: name, baseURL: baseURL, limits: .default)
    }

    /// Loads a theme from `data`, its includes under `baseURL`, within `limits`.
    public init(data: Data, name: String, baseURL: URL?, limits: ThemeLimits) throws {
        try self.init(data: data, name: name, path: name, folder: baseURL, limits: limits)
    }

    private init(data: Data, name: String, path: String, folder: URL?, limits: ThemeLimits) throws(ThemeError) {
        guard data.count <= limits.fileSizeLimit else {
            throw ThemeError(Self.fileTooLarge(data.count, limits: limits, path: path))
        }
        let parsed = data.withUnsafeBytes { bytes in Self.parse(bytes, path: path, limits: limits) }
        var (format, source, top, parseWarnings) = try (consume parsed).get()
        // Kept (shared, not copied) so diagnostics can offer exact edits.
        if format != .binaryPropertyList { source.text = data }
        let includes: IncludeLoader
        if format == .json, let kind = TokenDocumentKind(name: path, top: top) {
            source.isTokenFile = true
            includes = IncludeLoader(top: source, size: data.count, folder: folder, limits: limits)
            parseWarnings += kind.read(&top, name: path, source: source, includes: includes, document: 0, folder: folder)
        } else {
            if format == .json, DesignTokens.isTokenFile(name: path, top: top) { source.isTokenFile = true }
            includes = IncludeLoader(top: source, size: data.count, folder: folder, limits: limits)
            parseWarnings += DesignTokens.readAsTheme(&top, name: path, format: format, source: source, includes: includes)
        }
        // Moved, not copied: a copy left here would keep the whole tree alive
        // while the model is built from it (peak memory 9.2x the file, not 6.7x).
        try self.init(top: consume top, name: name, format: format, source: source, parseWarnings: parseWarnings, includes: includes)
    }

    /// A theme from a parsed (or built) top-level value: the structure rules of §2.
    ///
    /// The tree is consumed as the model is built, so the two are never
    /// both whole in memory.
    init(
        top: consuming PlistNode, name: String, format: ThemeFileFormat, source: SourceFile,
        parseWarnings: [Diagnostic] = [], includes: IncludeLoader? = nil
    ) throws(ThemeError) {
        var top = top
        guard var entries = [PlistEntry].take(from: &top) else {
            throw ThemeError(
                source.diagnostic(
                    .topLevelNotDictionary,
                    "the top level is \(top.summary); a theme must be a dictionary of constants and style groups",
                    at: top.offset))
        }
        let version = try ThemeBuilder.formatVersion(of: entries, in: source, format: format)
        var builder = ThemeBuilder(source: source, includes: includes)
        builder.build(&entries, formatVersion: version)
        self.name = name
        self.formatVersion = version
        self.format = format
        self.sources = includes?.sources ?? [source]
        self.files = includes?.files ?? [source.path]
        self.includedContents = includes?.includedContents ?? []
        self.constants = builder.constants
        self.variantConstants = Dictionary(builder.variantConstants.map { ($0.variant, $0.constants) }) { first, _ in first }
        self.constantVariants = builder.variantConstants.map(\.variant)
        self.styles = builder.styles
        self.deprecations = builder.deprecations
        self.runtimeConstantGroups = builder.runtimeConstantGroups
        self.hasConstantNamedLikeNumber = ([builder.constants] + builder.variantConstants.map(\.constants)).contains { table in
            table.all.contains { DecimalNumber.parse($0.name) != nil }
        }
        self.diagnostics = parseWarnings + builder.diagnostics
    }

    typealias Parsed = (ThemeFileFormat, SourceFile, PlistNode, [Diagnostic])

    static func parse(_ bytes: UnsafeRawBufferPointer, path: String, limits: ThemeLimits) -> Result<Parsed, ThemeError> {
        let format = ThemeFileFormat.detect(bytes, fileName: path)
        if format == .binaryPropertyList {
            var context = ParserContext(source: SourceFile(binaryPath: path), limits: limits)
            return Result { () throws(ThemeError) in
                let top = try BinaryPropertyListParser.parse(bytes, context: &context)
                return (format, context.source, top, context.warnings)
            }
        }
        let source = SourceFile(path: path, text: bytes)
        var context = ParserContext(source: source, limits: limits)
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            return .failure(context.error("the file is UTF-16; theme files must be UTF-8", at: 0))
        }
        if let bad = UTF8Validation.firstInvalidOffset(in: bytes) {
            return .failure(
                context.error(
                    "byte 0x\(String(bytes[bad], radix: 16, uppercase: true)) is not valid UTF-8; theme files must be UTF-8", at: bad))
        }
        let afterMark = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.dropFirst(3) : bytes[...]
        if afterMark.allSatisfy(ByteCursor.isWhitespace) {
            return .failure(context.error("the file is empty; expected a theme dictionary", at: 0))
        }
        return Result { () throws(ThemeError) in
            let top: PlistNode
            switch format {
            case .xmlPropertyList: top = try XMLPropertyListParser.parse(bytes, context: &context)
            case .json: top = try JSONParser.parse(bytes, context: &context)
            case .openStep, .binaryPropertyList: top = try OpenStepParser.parse(bytes, context: &context)
            }
            return (format, source, top, context.warnings)
        }
    }

    static func fileTooLarge(_ size: Int, limits: ThemeLimits, path: String) -> Diagnostic {
        Diagnostic(
            .limitExceeded,
            "the file is \(size) bytes, more than the limit of \(limits.fileSizeLimit) (raise `ThemeLimits.maximumFileSize` if this is intended)",
            file: path)
    }

    /// A theme that defines nothing, standing in for one that could not be
    /// loaded, so the rest of a chain can still be checked.
    package static func empty(path: String) -> Theme? {
        try? Theme(
            top: PlistNode(kind: .dictionary([]), offset: -1), name: path, format: .json,
            source: SourceFile(binaryPath: path))
    }

    /// The names of the constants this file defines in `Constants`, in document order.
    public var constantNames: [String] { constants.all.map(\.name) }

    /// The names this file defines in `Constants_V` for `variant`, in document order.
    public func constantNames(forVariant variant: String) -> [String] {
        variantConstants[variant]?.all.map(\.name) ?? []
    }

    /// The names of the styles this file defines, in document order.
    public var styleNames: [String] { styles.all.map(\.name) }

    /// The path diagnostics name for this file.
    public var path: String { source.path }

    /// The file that holds `definition`.
    func source(of definition: ConstantDefinition) -> SourceFile { sources[definition.file] }

    /// The file that holds `definition`.
    func source(of definition: StyleDefinition) -> SourceFile { sources[definition.file] }
}
