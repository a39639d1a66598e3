import Foundation
import Testing

@testable import ThemeKit

/// A diagnostic is judged once, by `LintOptions.judged`: its severity as
/// configured, left out when its code is off, each problem once, in report order.
@Suite struct LintOptionsTests {
    static let duplicate = Diagnostic(.duplicateKey, "key `a` appears twice", file: "t.json", line: 3, column: 7)
    static let named = Diagnostic(.namedColor, "`c:brand` names a colour", file: "t.json", line: 2, column: 1)
    static let undefined = Diagnostic(.undefinedConstant, "`COLOR_X` is not defined", file: "t.json", line: 1, column: 1)

    @Test func severitiesAreAsConfiguredAndCodesTurnedOffAreLeftOut() {
        let options = LintOptions(rules: ["duplicate-key": .error, "named-color": .off])
        let judged = options.judged([Self.duplicate, Self.named, Self.undefined])
        #expect(judged.map(\.code) == ["undefined-constant", "duplicate-key"])
        #expect(judged.map(\.severity) == [.error, .error])
    }

    @Test func eachProblemIsReportedOnceInReportOrder() {
        let judged = LintOptions.default.judged([Self.duplicate, Self.named, Self.duplicate, Self.undefined, Self.named])
        #expect(judged == [Self.undefined, Self.named, Self.duplicate])
    }

    @Test func theLinterJudgesWhatItIsGivenWithWhatItFinds() throws {
        let theme = try Theme(data: Data(#"{"formatVersion": 2, "Constants": {"COLOR_A": "c:brand"}}"#.utf8), name: "t.json")
        let manager = ThemeManager(defaultTheme: theme)
        let options = LintOptions(rules: ["named-color": .error, "duplicate-key": .off])
        let found = manager.lint(options: options, alongside: [Self.duplicate, Self.undefined, Self.undefined])
        #expect(found.map(\.code) == ["undefined-constant", "named-color"])
        #expect(found.last?.severity == .error)
    }
}

/// The suggestion and the configuration a problem was found in are data
/// beside the problem; the message is made from the three.
@Suite struct DiagnosticMessageTests {
    @Test func theMessageIsMadeFromTheProblemTheSuggestionAndTheConfiguration() {
        var diagnostic = Diagnostic(.unknownStyle, "style `Titel` is not defined", file: "t.json", line: 1, column: 2)
            .suggesting("Title")
        diagnostic.configuration = "alternatives [dark.json], variants [DARK]"
        #expect(
            diagnostic.message
                == "style `Titel` is not defined; did you mean `Title`? (in the configuration alternatives [dark.json], variants [DARK])")
        #expect(diagnostic.problem == "style `Titel` is not defined" && diagnostic.suggestion == "Title")
        diagnostic.message = "rewritten"
        #expect(diagnostic.message == "rewritten" && diagnostic.suggestion == nil && diagnostic.configuration == nil)
    }
}
