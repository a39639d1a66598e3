import Foundation
import Testing
import ThemeKit

/// What each stage reports for a theme full of typos, as the README's
/// "Checking a theme in the app" says: loading only what stops the file
/// being a theme (and warnings beside it), resolving the problems of the
/// style it resolves, applying what the object refuses, with where the
/// value was written, and `lint()` all of them at once.
@Suite @MainActor struct CheckingStagesTests {
    @MainActor final class Layer: KeyPathStylable {
        var cornerRadius = 0.0
        static let themeProperties: ThemeProperties<Layer> = ["cornerRadius": .value(\.cornerRadius)]
    }

    @MainActor final class Card: KeyPathStylable {
        var backgroundColor: ThemeColor?
        let layer = Layer()
        static let themeProperties: ThemeProperties<Card> = [
            "backgroundColor": .value(\.backgroundColor), "layer": .child(\.layer),
        ]
    }

    let url = FixturePath.url("first-day/typos.json")

    @Test func loadingReportsOnlyWhatConcernsTheFileAsAWhole() throws {
        let theme = try Theme(contentsOf: url)
        #expect(theme.diagnostics.map(\.code) == ["duplicate-key"])
    }

    @Test func resolvingReportsTheProblemsOfTheStyleItResolves() throws {
        let manager = ThemeManager(defaultTheme: try Theme(contentsOf: url))
        #expect(try manager.resolvedStyle(named: "Title").diagnostics.map(\.code) == ["undefined-constant", "invalid-font"])
        #expect(try manager.resolvedStyle(named: "Button").diagnostics.map(\.code) == ["unknown-style", "invalid-color"])
        #expect(try manager.resolvedStyle(named: "Card").diagnostics.isEmpty)
        #expect(throws: ThemeError.self) { try manager.resolvedStyle(named: "Crad") }
    }

    @Test func applyingReportsWhatTheObjectRefusesAndWhereTheValueIsWritten() throws {
        let manager = ThemeManager(defaultTheme: try Theme(contentsOf: url))
        let card = Card()
        let report = manager.apply(styleNamed: "Card", to: card)
        #expect(report.applied == 1 && card.backgroundColor != nil)
        #expect(report.failures.map(\.keyPath) == ["layer.cornerRadius"])
        let location = try #require(report.failureLocations["layer.cornerRadius"])
        #expect(location.file?.hasSuffix("first-day/typos.json") == true && location.line == 11 && location.column == 71)
        #expect(report.description.hasSuffix("expected a number, got the string `12pt` (written at \(location.file ?? ""):11:71)"))
        // The plan a second apply compiles reports the same.
        let again = manager.apply(styleNamed: "Card", to: card)
        #expect(again.failureLocations == report.failureLocations)
    }

    @Test func lintReportsEveryProblemOfEveryStyleAtOnce() throws {
        let manager = ThemeManager(defaultTheme: try Theme(contentsOf: url))
        // And, before any apply, the value a UIKit, AppKit or SwiftUI property would refuse (`12pt` as a corner radius).
        #expect(
            manager.lint().map(\.code) == [
                "duplicate-key", "undefined-constant", "invalid-font", "unknown-style", "invalid-color", "property-type",
            ])
    }
}
