import Foundation
import Testing

@testable import ThemeKit

/// Every code's declared examples hold: each triggering theme draws the code,
/// no other theme does (SwiftLint's `RuleDescription` examples, checked the same way).
@Suite struct CodeExamplesTests {
    /// Every diagnostic loading and linting `text` draws, errors that stop the load included.
    static func diagnostics(of text: String, named name: String) -> [Diagnostic] {
        do {
            let theme = try Theme(data: Data(text.utf8), name: name)
            return theme.diagnostics + ThemeManager(defaultTheme: theme).lint()
        } catch let error as ThemeError {
            return error.diagnostics
        } catch {
            return [Diagnostic(.parseError, "unexpected error \(error)")]
        }
    }

    @Test(arguments: Diagnostic.Code.all)
    func triggeringExamplesDrawTheCodeAndTheOthersDoNot(code: Diagnostic.Code) {
        let examples = code.examples
        for text in examples.triggering {
            let codes = Self.diagnostics(of: text, named: examples.exampleFile).map(\.code)
            #expect(codes.contains(code.rawValue), "\(code) not drawn by \(text); drew \(codes)")
        }
        for text in examples.notTriggering {
            let found = Self.diagnostics(of: text, named: examples.exampleFile)
            #expect(found.isEmpty, "\(code): \(text) should be clean; drew \(found.map(\.code))")
        }
    }

    @Test(arguments: Diagnostic.Code.all)
    func aCodeWithoutExamplesSaysWhyAndHasAFixture(code: Diagnostic.Code) {
        let examples = code.examples
        if examples.triggering.isEmpty {
            #expect(examples.onlyInFixture != nil, "\(code) has no examples and says no reason")
        } else {
            #expect(!examples.notTriggering.isEmpty, "\(code) has no example that must not trigger it")
        }
        // Emitted by images, added with them: their cases come with the code that reports them.
        guard code != .invalidImage, code != .unknownImage else { return }
        let fixture = FixturePath.url("invalid/\(code.rawValue)")
        #expect(FileManager.default.fileExists(atPath: fixture.path), "\(code) has no fixture")
    }
}
