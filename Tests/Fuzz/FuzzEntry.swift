// The libFuzzer entry point for ThemeKit, compiled together with the
// library's sources by .ci/fuzz (not a SwiftPM target). THEMEKIT_FUZZ_TARGET
// selects what the input is fed to: xml, json, openstep, binary (one parser
// each), config (read as a themecheck.json) or chain (load as a theme, then
// resolve and lint everything).
import Foundation

private enum FuzzTarget: String {
    case xml, json, openstep, binary, config, chain
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
