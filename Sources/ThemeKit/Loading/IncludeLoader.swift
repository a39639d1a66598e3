import Foundation

/// Loads the files a theme includes (theme-format §9), for one theme: every
/// file it reads, the size read so far, and the includes being followed.
///
/// Nothing outside the top-level theme's folder is ever read: an absolute
/// path, a `..` that climbs out, or a symbolic link that points out is
/// refused before the file is opened.
final class IncludeLoader {
    static let maximumDepth = 16

    /// The top-level theme's folder, symbolic links resolved; nil when the
    /// theme has no folder (loaded from data), so it cannot include.
    private let root: String?
    let limits: ThemeLimits
    /// Every file of the theme that was used, the top-level one first; definitions name theirs by index.
    private(set) var sources: [SourceFile]
    /// Every file read, as diagnostics name them, the top-level one first (a broken one too, so it is watched).
    private(set) var files: [String]
    /// The bytes of each included file, as read (so tools show and fix exactly what was parsed).
    private(set) var includedContents: [IncludedFile] = []
    /// Each file's folder on disk and as diagnostics name it, by index.
    private var folders: [(disk: URL?, shown: String)]
    private var totalSize: Int
    /// The real paths of the files being read, outermost first (to find cycles).
    private var following: [String]
    private var included: Set<String> = []

    init(top source: SourceFile, size: Int, folder: URL?, limits: ThemeLimits) {
        let realFolder = folder.map { $0.standardizedFileURL.resolvingSymlinksInPath() }
        root = realFolder?.path
        self.limits = limits
        sources = [source]
        files = [source.path]
        folders = [(realFolder, Self.folder(of: source.path))]
        totalSize = size
        following = [realFolder.map { $0.appendingPathComponent(Self.lastComponent(of: source.path)).path } ?? source.path]
    }

    /// `path` inside `folder` as diagnostics name it: `.` components dropped
    /// and `..` folded into the folder where it can be (`Themes/parts/../a.json` is `Themes/a.json`).
    static func joined(_ folder: String, _ path: String) -> String {
        var components = folder.isEmpty ? [] : folder.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        for component in path.split(separator: "/") where component != "." {
            if component == "..", let last = components.last, last != "..", !last.isEmpty {
                components.removeLast()
            } else {
                components.append(String(component))
            }
        }
        return components.joined(separator: "/")
    }

    /// The part of `path` before its last `/` ("" for none), as written.
    static func folder(of path: String) -> String {
        path.lastIndex(of: "/").map { String(path[..<$0]) } ?? ""
    }

    /// The part of `path` after its last `/`.
    static func lastComponent(of path: String) -> String {
        path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
    }

    /// An included file opened and parsed, not yet built into definitions.
    struct ParsedInclude {
        var format: ThemeFileFormat
        var source: SourceFile
        var top: PlistNode
        var warnings: [Diagnostic]
        /// The file's real path (links resolved) and its path as diagnostics name it.
        var real, shown: String
    }

    /// Opens and parses `path`, included from file `from`: nil for a file
    /// included already or one that cannot be read (reported).
    func parse(_ path: String, from file: Int, at offset: Int, keyPath: String) -> (ParsedInclude?, [Diagnostic]) {
        let (data, real, shown): (Data, String, String)
        switch open(path, from: file, at: offset, keyPath: keyPath) {
        case .failure(let problems): return (nil, problems.diagnostics)
        case .success(nil): return (nil, [])
        case .success(let opened?): (data, real, shown) = opened
        }
        switch data.withUnsafeBytes({ bytes in Theme.parse(bytes, path: shown, limits: limits) }) {
        case .failure(let error): return (nil, error.diagnostics)
        case .success(let (format, source, top, warnings)):
            var source = source
            if format != .binaryPropertyList { source.text = data }
            return (ParsedInclude(format: format, source: source, top: top, warnings: warnings, real: real, shown: shown), [])
        }
    }

    /// What a resolver document's `$ref` to `path` reads: the file's index in
    /// ``sources`` and its parsed top, under the same rules as an include;
    /// nil when it cannot be read (reported). A file read before is the same file again.
    /// `isTokenTree` false reads a file of another shape (Tokens Studio's `$themes.json`, an array).
    func readTokenFile(
        _ path: String, from file: Int, at offset: Int, keyPath: String, isTokenTree: Bool = true
    ) -> ((index: Int, top: PlistNode)?, [Diagnostic]) {
        let (data, real, shown): (Data, String, String)
        switch open(path, from: file, at: offset, keyPath: keyPath, allowingRepeats: true) {
        case .failure(let problems): return (nil, problems.diagnostics)
        case .success(nil):
            let site = ValueSite(source: sources[file], offset: offset, keyPath: keyPath)
            return (
                nil,
                [
                    site.diagnostic(
                        .includeCycle,
                        "`\(path)` is a file the theme includes itself, read once as the theme's; it is not read again here")
                ]
            )
        case .success(let opened?): (data, real, shown) = opened
        }
        if let known = tokenFiles[real] { return (known, []) }
        var (format, source, top, warnings): (ThemeFileFormat, SourceFile, PlistNode, [Diagnostic])
        switch data.withUnsafeBytes({ bytes in Theme.parse(bytes, path: shown, limits: limits) }) {
        case .failure(let error): return (nil, error.diagnostics)
        case .success(let parsed): (format, source, top, warnings) = parsed
        }
        if format != .binaryPropertyList { source.text = data }
        if isTokenTree,
            format != .json || top.entries == nil || TokenDocumentKind(name: shown, top: top) != nil
                || top.entries?.contains(where: { $0.key == "formatVersion" || $0.key == "Constants" || $0.key == PropertyKey.include })
                    == true
        {
            // Not read as a token file, so the theme may still include it as what it is.
            included.remove(real)
            let site = ValueSite(source: sources[file], offset: offset, keyPath: keyPath)
            let why = "`\(path)` is no token file (a group of tokens at its top) but a theme, a resolver document or a Tokens Studio export"
            return (nil, warnings + [site.diagnostic(.includeNotFound, why + ", which cannot be a source or an `$extends`; it is skipped")])
        }
        source.isTokenFile = true
        let index = sources.count
        sources.append(source)
        folders.append((URL(fileURLWithPath: real).deletingLastPathComponent(), Self.folder(of: shown)))
        tokenFiles[real] = (index, top)
        return ((index, top), warnings)
    }

    /// The token files `readTokenFile` read, by real path.
    private var tokenFiles: [String: (index: Int, top: PlistNode)] = [:]

    /// Token and theme trees to build after the top-level file, each as the file at its index (a resolver document's `$ref`s).
    var pendingTrees: [(file: Int, top: PlistNode)] = []

    /// Problems that stop a file being opened.
    struct OpenFailure: Error {
        var diagnostics: [Diagnostic]
    }

    /// Checks and reads `path` as an include: its bytes, real path and shown
    /// path; nil for a file included already (unless repeats are allowed).
    private func open(
        _ path: String, from file: Int, at offset: Int, keyPath: String, allowingRepeats: Bool = false
    ) -> Result<(Data, String, String)?, OpenFailure> {
        let site = ValueSite(source: sources[file], offset: offset, keyPath: keyPath)
        func notFound(_ why: String) -> Result<(Data, String, String)?, OpenFailure> {
            .failure(OpenFailure(diagnostics: [site.diagnostic(.includeNotFound, "cannot include `\(path)`: \(why)")]))
        }
        func failed(_ diagnostic: Diagnostic) -> Result<(Data, String, String)?, OpenFailure> {
            .failure(OpenFailure(diagnostics: [diagnostic]))
        }
        guard let root, let folder = folders[file].disk else {
            return notFound(
                "a theme loaded from data without a folder, or read from standard input, a pipe or a device, cannot include; give `baseURL` when loading it from data"
            )
        }
        guard !path.isEmpty else { return notFound("the path is empty") }
        guard !path.hasPrefix("/"), !path.hasPrefix("~") else {
            return notFound("an include is a path relative to the including file, not an absolute one")
        }
        let real = folder.appendingPathComponent(path).standardizedFileURL.resolvingSymlinksInPath().path
        guard real.hasPrefix(root.hasSuffix("/") ? root : root + "/") else {
            return notFound("it is outside the folder of the top-level theme, and nothing outside it is read")
        }
        if let start = following.firstIndex(of: real) {
            let loop = following[start...].map(Self.lastComponent(of:)) + [Self.lastComponent(of: real)]
            return failed(
                site.diagnostic(
                    .includeCycle, "including `\(path)` makes a loop (\(loop.joined(separator: " -> "))); this include is skipped"))
        }
        if allowingRepeats, tokenFiles[real] != nil { return .success((Data(), real, path)) }
        // A file already included through another path adds nothing new (its definitions came first).
        guard !included.contains(real) else { return .success(nil) }
        guard following.count < Self.maximumDepth + 1 else {
            return failed(
                site.diagnostic(.limitExceeded, "including `\(path)` nests includes deeper than \(Self.maximumDepth); it is skipped"))
        }
        let remaining = limits.fileSizeLimit - totalSize
        let contents: ThemeFileReader.Contents
        switch ThemeFileReader.contents(of: real, limit: max(0, remaining), onlyRegularFile: true) {
        case .success(let read): contents = read
        case .failure(.tooLarge):
            return failed(
                site.diagnostic(
                    .limitExceeded,
                    "including `\(path)` takes the theme's files past \(limits.fileSizeLimit) bytes together (raise `ThemeLimits.maximumFileSize` if this is intended); it is skipped"
                ))
        case .failure(.cannotOpen(let reason)), .failure(.readFailed(let reason)): return notFound(reason)
        case .failure(.notAFile(let kind)):
            return failed(site.diagnostic(.includeNotAFile, "cannot include `\(path)`: it is \(kind), not a file; it was not opened"))
        case .failure(let failure): return failed(failure.diagnostic(path: real, limits: limits))
        }
        totalSize += contents.data.count
        included.insert(real)
        let shown = Self.shownPath(of: path, in: folders[file].shown, identity: contents.identity)
        files.append(shown)
        includedContents.append(IncludedFile(path: shown, data: contents.data, identity: contents.identity))
        return .success((contents.data, real, shown))
    }

    /// How diagnostics name the file `path` included from `folder`: with `..`
    /// folded when the folded path is the same file (`parts/../a.json` is
    /// `a.json`), as written otherwise (a `..` after a symbolic link to a
    /// folder climbs from the link's target, not from where the link is).
    static func shownPath(of path: String, in folder: String, identity: FileIdentity?) -> String {
        let folded = joined(folder, path)
        if let identity, FileIdentity.of(path: folded.isEmpty ? "." : folded) == identity { return folded }
        return folder.isEmpty ? path : folder + "/" + path
    }

    /// Gives a parsed file its place in ``sources``, where its definitions and diagnostics name it.
    func register(_ parsed: ParsedInclude) -> Int {
        let index = sources.count
        sources.append(parsed.source)
        folders.append((URL(fileURLWithPath: parsed.real).deletingLastPathComponent(), Self.folder(of: parsed.shown)))
        return index
    }

    /// Builds a parsed included file (following its own includes): a theme,
    /// or a resolver document or Tokens Studio export read as the theme its
    /// tokens make, its sets and contexts (themes) as variants.
    func build(_ parsed: ParsedInclude) -> (ThemeBuilder?, [Diagnostic]) {
        var (source, top, warnings) = (parsed.source, parsed.top, parsed.warnings)
        var index: Int?
        if parsed.format == .json, let kind = TokenDocumentKind(name: parsed.shown, top: top) {
            // The document's `$ref`s and set files are read from its own folder, as its includes.
            source.isTokenFile = true
            let document = register(
                ParsedInclude(format: parsed.format, source: source, top: top, warnings: [], real: parsed.real, shown: parsed.shown))
            warnings += kind.read(
                &top, name: parsed.shown, source: source, includes: self, document: document, folder: folders[document].disk)
            index = document
        }
        guard var entries = [PlistEntry].take(from: &top) else {
            return (
                nil,
                warnings + [
                    source.diagnostic(
                        .topLevelNotDictionary,
                        "the top level is \(top.summary); an included theme must be a dictionary of constants and style groups",
                        at: top.offset)
                ]
            )
        }
        let file = index ?? register(parsed)
        following.append(parsed.real)
        defer { following.removeLast() }
        let version: Int
        do {
            version = try ThemeBuilder.formatVersion(of: entries, in: source, format: parsed.format)
        } catch {
            return (nil, warnings + error.diagnostics)
        }
        var builder = ThemeBuilder(source: source, file: file, includes: self)
        builder.build(&entries, formatVersion: version)
        return (builder, warnings + builder.diagnostics)
    }
}
