import Foundation
import Testing

@testable import ThemeKit

/// The invalid-token corpus (Fixtures/tokens-invalid, one file per rule of
/// the DTCG 2025.10 format): each file is an `invalid-token` error at the
/// value that breaks the rule, never only a warning, never silence.
@Suite struct InvalidTokenCorpusTests {
    static let files: [URL] = {
        let folder = FixturePath.url("tokens-invalid")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".tokens.json") }.sorted().map { folder.appendingPathComponent($0) }
    }()

    @Test func theCorpusHoldsARulePerFile() {
        #expect(Self.files.count >= 69, "one file per rule of the format")
    }

    @Test(arguments: files)
    func eachFileIsAnInvalidTokenError(file: URL) throws {
        let theme = try Theme(contentsOf: file)
        let errors = theme.diagnostics.filter { $0.severity == .error }
        #expect(errors.contains { $0.code == "invalid-token" }, "\(file.lastPathComponent): \(theme.diagnostics)")
        #expect(errors.allSatisfy { $0.line != nil && $0.column != nil }, "each at its place in the file")
    }
}
