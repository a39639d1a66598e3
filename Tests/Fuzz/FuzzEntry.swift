// The libFuzzer entry point for ThemeKit, compiled together with the
// library's sources by .ci/fuzz (not a SwiftPM target). THEMEKIT_FUZZ_TARGET
// selects what the input is fed to: xml, json, openstep, binary (one parser
// each), config (read as a themecheck.json), include (a theme, a token file
// or a resolver document whose `_include`, `$ref` and `$extends` paths are
// followed in a folder of a few files, token documents among them, and a Tokens Studio
// `$metadata.json` whose sets are read from it), chain (load as a theme,
// then resolve and lint everything, images against an asset catalogue's
// names, each constant's `resolve` form read back as the same form), fix (a theme whose includes go through
// a linked folder and `..`: every file is named by a path that reaches the
// file read, and every fix offered leaves its file parsing) or names (lines
// of arbitrary Unicode made into Swift identifiers, CSS properties, constant
// names and generated Swift, each of which must stay in its place; the same
// bytes are also read as a colour set's `Contents.json` for its author, and
// set names folded as a Mac folds them).
import Foundation

private enum FuzzTarget: String {
    case xml, json, openstep, binary, config, include, chain, fix, names
}

private let target = FuzzTarget(rawValue: ProcessInfo.processInfo.environment["THEMEKIT_FUZZ_TARGET"] ?? "") ?? .chain

/// A struct of the shapes `decode` meets: optionals, nesting, per-state values, arrays.
private struct FuzzSpec: Decodable {
    struct Nested: Decodable {
        var cornerRadius: Double?
        var borderWidth: Int?
        var inner: [String: String]?
    }

    var backgroundColor: ThemeColor?
    var font: ThemeFont?
    var titleColor: [ThemeState: ThemeColor]?
    var layer: Nested?
    var tags: [String]?
    var frame: ThemeRect?
}

/// A folder holding a theme, a nested include, a loop and a file beside it, for the include target.
private let includeFolder: URL = {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("themekit-fuzz-includes-\(getpid())")
    let folder = root.appendingPathComponent("themes")
    try? FileManager.default.createDirectory(at: folder.appendingPathComponent("parts"), withIntermediateDirectories: true)
    let files = [
        "parts/colors.json": #"{"formatVersion": 2, "_include": "fonts.plist", "Constants": {"COLOR_A": "c:#123456"}}"#,
        "parts/fonts.plist": "{ formatVersion = 2; _include = \"../loop.json\"; Constants = { FONT_A = \"f:system,12\"; }; }",
        "loop.json": #"{"formatVersion": 2, "_include": "parts/colors.json", "Styles": {"S": {"textColor": "COLOR_A"}}}"#,
        // A token set split across files, a resolver document, a Tokens Studio file, and an `$extends` of a file.
        "tokens/core.tokens.json":
            ##"{"c": {"$type": "color", "a": {"$value": "#112233"}}, "g": {"$extends": {"$ref": "semantic.tokens.json"}}}"##,
        "tokens/semantic.tokens.json": #"{"s": {"b": {"$value": "{c.a}"}}}"#,
        "tokens/brand.resolver.json":
            ##"{"resolutionOrder": [{"type": "set", "sources": [{"$ref": "core.tokens.json"}]}, {"type": "modifier", "contexts": {"light": [], "dark": [{"$ref": "semantic.tokens.json"}]}}]}"##,
        "tokens/studio.json":
            ##"{"a": {"x": {"value": "#000000", "type": "color"}}, "b": {"x": {"value": "$x", "type": "color"}}, "$themes": [{"name": "L", "group": "M", "selectedTokenSets": {"a": "enabled"}}, {"name": "D", "group": "M", "selectedTokenSets": {"a": "source", "b": "enabled"}}], "$metadata": {"tokenSetOrder": ["a", "b"]}}"##,
    ]
    try? FileManager.default.createDirectory(at: folder.appendingPathComponent("tokens"), withIntermediateDirectories: true)
    for (path, text) in files { try? Data(text.utf8).write(to: folder.appendingPathComponent(path)) }
    try? Data(#"{"Constants": {"SECRET": "1"}}"#.utf8).write(to: root.appendingPathComponent("outside.json"))
    return folder
}()

/// A folder where `L` links to `sub/deeper`, whose `b.json` includes `../../c.json`: the fix target's includes.
private let linkedFolder: URL = {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("themekit-fuzz-linked-\(getpid())/themes")
    try? FileManager.default.createDirectory(at: folder.appendingPathComponent("sub/deeper"), withIntermediateDirectories: true)
    let files = [
        "sub/deeper/b.json": ##"{"formatVersion": 2, "_include": "../../c.json", "Styles": {"Lable": {"tint": "#FF0000"}}}"##,
        "c.json": ##"{"formatVersion": 2, "Constants": {"COLOR_TEXT": "c:#111111", "COLOR_TXT2": "#00FF00"}}"##,
        "d.plist": "{ formatVersion = 2; Styles = { T = { _superstyle = Lable; a = #FF0000; }; }; }",
        "e.plist":
            "<plist><dict><key>Styles</key><dict><key>U</key><dict>"
            + "<key>_superstyle</key><string>Lable</string></dict></dict></dict></plist>",
    ]
    for (path, text) in files { try? Data(text.utf8).write(to: folder.appendingPathComponent(path)) }
    try? FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("L").path, withDestinationPath: "sub/deeper")
    return folder
}()

/// Stops the fuzzer on a broken promise (only here, never in the library).
private func require(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError(message()) }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func themeKitFuzz(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = UnsafeRawBufferPointer(start: start, count: start == nil ? 0 : count)
    switch target {
    case .xml, .json, .openstep, .binary:
        let source = target == .binary ? SourceFile(binaryPath: "fuzz") : SourceFile(path: "fuzz", text: bytes)
        // The text parsers assume validated UTF-8, as Theme guarantees.
        if target != .binary, UTF8Validation.firstInvalidOffset(in: bytes) != nil { return 0 }
        var context = ParserContext(source: source, limits: .default)
        switch target {
        case .xml: _ = try? XMLPropertyListParser.parse(bytes, context: &context)
        case .json: _ = try? JSONParser.parse(bytes, context: &context)
        case .openstep: _ = try? OpenStepParser.parse(bytes, context: &context)
        default: _ = try? BinaryPropertyListParser.parse(bytes, context: &context)
        }
    case .config:
        if let configuration = try? LintConfiguration(data: Data(bytes), path: "themecheck.json") {
            // Every configuration it names is enumerated, as themecheck would.
            _ = configuration.themes.flatMap(\.configurations)
            _ = configuration.namedFiles
        }
    case .include:
        // The input is the top-level theme; what it includes is read from a folder made once.
        if let theme = try? Theme(data: Data(bytes), name: "fuzz.json", baseURL: includeFolder, limits: .default) {
            _ = ThemeManager(defaultTheme: theme).lint()
        }
        // As a token file whose `$extends` may name the folder's files, and as a resolver document.
        for name in ["fuzz.tokens.json", "fuzz.resolver.json"] {
            if let theme = try? Theme(data: Data(bytes), name: name, baseURL: includeFolder, limits: .default) {
                _ = ThemeManager(defaultTheme: theme).lint()
            }
        }
        // As a Tokens Studio folder's `$metadata.json`, whose sets are read from the same folder.
        if let theme = try? Theme(data: Data(bytes), name: "$metadata.json", baseURL: includeFolder, limits: .default) {
            _ = ThemeManager(defaultTheme: theme).lint()
        }
    case .chain:
        let data = Data(bytes)
        guard let theme = try? Theme(data: data, name: "fuzz.json"), let alternative = try? Theme(data: data, name: "fuzz.plist") else {
            return 0
        }
        let manager = ThemeManager(defaultTheme: theme, alternatives: [alternative])
        manager.variants = ["IPAD"]
        _ = manager.lint()
        // `i:NAME` judged against an asset catalogue's names, as `--assets` does.
        _ = manager.lint(
            options: LintOptions(assetImages: AssetCatalogImages(names: ["Logo", "Icons/Star"], catalogues: ["fuzz.xcassets"])))
        for name in manager.styleNames {
            _ = try? manager.resolvedStyle(named: name)
            _ = try? manager.explain(styleNamed: name)
            _ = try? manager.decode(FuzzSpec.self, style: name)
        }
        for name in manager.constantNames {
            // Each kind reads back the `resolve` form it writes as a value that writes the same
            // form (an sRGB colour's is 8-bit hex, so not always the value itself; a non-finite number has none).
            guard let value = manager.constant(named: name),
                let (node, _) = try? JSONParser.parseDocument(Data(value.jsonText.utf8), path: "value.json")
            else { continue }
            let readBack = ThemeValue(tagged: node)
            require(readBack?.jsonText == value.jsonText, "`\(value.jsonText)` reads back as \(String(describing: readBack))")
        }
    case .fix:
        let top = linkedFolder.appendingPathComponent("theme.json").path
        guard let theme = try? Theme(data: Data(bytes), name: top, baseURL: linkedFolder) else { return 0 }
        var files: [String: Data] = [top: Data(bytes)]
        for included in theme.includedContents {
            require(included.identity == FileIdentity.of(path: included.path), "`\(included.path)` does not name the file read")
            files[included.path] = included.data
        }
        for diagnostic in ThemeManager(defaultTheme: theme).lint() + theme.diagnostics {
            guard let fix = diagnostic.fix, let file = diagnostic.file, let data = files[file],
                fix.offset >= 0, fix.length >= 0, fix.offset + fix.length <= data.count,
                (try? Theme(data: data, name: file)) != nil
            else { continue }
            var fixed = data
            fixed.replaceSubrange(fix.offset..<fix.offset + fix.length, with: Data(fix.replacement.utf8))
            require((try? Theme(data: fixed, name: file)) != nil, "the fix of \(diagnostic) leaves \(file) unreadable")
        }
    case .names:
        let names = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for name in names {
            let identifier = SwiftNames.identifier(for: name)
            require(
                !identifier.isEmpty
                    && identifier.unicodeScalars.allSatisfy {
                        $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_")
                    },
                "identifier `\(identifier)`")
            let property = ThemeExport.propertyName(name)
            require(
                property.hasPrefix("--")
                    && property.unicodeScalars.allSatisfy {
                        ("a"..."z").contains($0) || ("0"..."9").contains($0) || "-\\ ".unicodeScalars.contains($0)
                    },
                "property `\(property)`")
            _ = DesignTokenReader.upperSnake(name)
            _ = ThemeExport.cssString(name)
            // An asset catalogue's folder name: one path component of safe scalars, never `.` or `..`.
            let setName = AssetCatalog.setName(of: name) + ".colorset"
            require(
                setName.unicodeScalars.allSatisfy {
                    ("a"..."z").contains($0) || ("0"..."9").contains($0) || "-.ABCDEF".unicodeScalars.contains($0)
                },
                "colour set `\(setName)`")
            _ = DesignTokenReader.styleName(path: [name])
            // As a Mac compares set names: case folded, and the same for every spelling that folds alike.
            let key = AssetCatalog.fileSystemKey(setName)
            require(AssetCatalog.fileSystemKey(key) == key && key == AssetCatalog.fileSystemKey(setName.uppercased()), "set key `\(key)`")
        }
        // A colour set's `Contents.json` someone else may have written: read for its author, never trusted.
        let contents = Data(bytes)
        require(
            !AssetCatalog.isWrittenByExport(contents) || AssetCatalog.author(of: contents) == AssetCatalog.author,
            "an export's set whose author is not the export")
        // Typed and untyped keys, an untyped one's reason being theme text too.
        var types: [String: SwiftNames.ConstantType] = [:]
        for (index, name) in names.enumerated() { types[name] = index.isMultiple(of: 2) ? .typed("ThemeColor") : .untyped(reason: name) }
        let source = SwiftNames.source(constants: names, types: types, styles: names, from: names.first ?? "")
        require(
            !source.unicodeScalars.contains { $0 == "\r" || $0 == "\u{2028}" || $0 == "\u{2029}" || $0 == "\u{85}" },
            "a line break in the source")
        // Every line is a comment, a member, a brace or blank: no name reaches code.
        for line in source.split(separator: "\n") {
            let text = line.trimmingCharacters(in: .whitespaces)
            require(
                text.hasPrefix("//") || text.hasPrefix("public static let ") || text.hasPrefix("public enum ") || text == "}"
                    || text == "import ThemeKit" || text.isEmpty,
                "a stray line: \(text)")
        }
    }
    return 0
}
