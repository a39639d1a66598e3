import Foundation
import Testing

@testable import ThemeKit

/// A code is declared once and listed through that declaration: every code
/// the sources declare is in `Diagnostic.Code.all`, once, and every rule in
/// `Diagnostics/Rules/` is one the linter runs, so a code or a rule added in
/// one place only fails here.
@Suite struct DiagnosticCodeRegistryTests {
    static let sources = FixturePath.root.deletingLastPathComponent().appendingPathComponent("Sources/ThemeKit")

    /// The text of every Swift file under `folder`.
    static func texts(under folder: URL) throws -> [String] {
        let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
        return try files.filter { $0.pathExtension == "swift" }.map { try String(contentsOf: $0, encoding: .utf8) }
    }

    /// The first capture of each match of `pattern` in `texts`.
    static func captures(of pattern: String, in texts: [String]) throws -> [String] {
        let expression = try NSRegularExpression(pattern: pattern)
        return texts.flatMap { text in
            expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
                Range(match.range(at: 1), in: text).map { String(text[$0]) }
            }
        }
    }

    @Test func everyDeclaredCodeIsListedOnce() throws {
        let declared = try Self.captures(of: #"Diagnostic\.Code\(\s*"([a-z][a-z-]*)","#, in: Self.texts(under: Self.sources))
        let listed = Diagnostic.Code.all.map(\.rawValue)
        #expect(declared.sorted() == listed.sorted())
        #expect(Set(listed).count == listed.count)
    }

    @Test func everyRuleIsOneTheLinterRuns() throws {
        let rules = Self.sources.appendingPathComponent("Diagnostics/Rules")
        let declared = try Self.captures(of: #"struct (\w+): (?:LintRule|ResolvedStyleRule)"#, in: Self.texts(under: rules))
        let run =
            ThemeLinter.rules.map { String(describing: type(of: $0)) } + ThemeLinter.styleRules.map { String(describing: type(of: $0)) }
        #expect(declared.sorted() == run.sorted())
        #expect(ThemeLinter.ruleCodes.allSatisfy(Diagnostic.Code.all.contains))
    }

    @Test func aCodeIsFoundByItsName() {
        for code in Diagnostic.Code.all { #expect(Diagnostic.Code(rawValue: code.rawValue)?.summary == code.summary) }
        #expect(Diagnostic.Code(rawValue: "invalid-image")?.severity == .error)
        #expect(Diagnostic.Code(rawValue: "unknown-image")?.severity == .warning)
    }
}
