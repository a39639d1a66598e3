// The libFuzzer entry point for ThemeKit, compiled together with the
// library's sources by .ci/fuzz (not a SwiftPM target). THEMEKIT_FUZZ_TARGET
// selects what the input is fed to: xml, json, openstep, binary (one parser
// each), config (read as a themecheck.json), include (a theme whose `_include`
// paths are followed in a folder of a few files) or chain (load as a theme,
// then resolve and lint everything).
import Foundation

private enum FuzzTarget: String {
    case xml, json, openstep, binary, config, include, chain
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
    ]
    for (path, text) in files { try? Data(text.utf8).write(to: folder.appendingPathComponent(path)) }
    try? Data(#"{"Constants": {"SECRET": "1"}}"#.utf8).write(to: root.appendingPathComponent("outside.json"))
    return folder
}()

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
    case .chain:
        let data = Data(bytes)
        guard let theme = try? Theme(data: data, name: "fuzz.json"), let alternative = try? Theme(data: data, name: "fuzz.plist") else {
            return 0
        }
        let manager = ThemeManager(defaultTheme: theme, alternatives: [alternative])
        manager.variants = ["IPAD"]
        _ = manager.lint()
        for name in manager.styleNames {
            _ = try? manager.resolvedStyle(named: name)
            _ = try? manager.explain(styleNamed: name)
            _ = try? manager.decode(FuzzSpec.self, style: name)
        }
        for name in manager.constantNames { _ = manager.constant(named: name) }
    }
    return 0
}
