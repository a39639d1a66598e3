import Foundation
import Testing

@testable import ThemeKit

/// Switch themes, variants and overrides from several background tasks
/// while the main actor registers, applies and cancels. Run under
/// `swift test --sanitize=thread` in CI, where any data race in the manager
/// fails the run.
@Suite @MainActor struct ConcurrencyStressTests {
    /// Counts how often it is being styled at once (never more than once).
    @MainActor final class CountingLabel: KeyPathStylable {
        var textColor: ThemeColor?
        var font: ThemeFont?
        static let themeProperties: ThemeProperties<CountingLabel> = ["textColor": .value(\.textColor), "font": .value(\.font)]
    }

    @Test func changesFromEveryThreadRestyleOnTheMainActorAndEndOnTheLatestState() async throws {
        let manager = try InlineTheme.manager(
            InlineTheme.json(
                constants: "\"COLOR_TEXT\": \"c:000\"",
                styles: "\"Label\": {\"textColor\": \"COLOR_TEXT\", \"font\": \"f:system,12\"}, \"Label_IPAD\": {\"font\": \"f:system,16\"}"
            ))
        let dark = try InlineTheme.load(InlineTheme.json(constants: "\"COLOR_TEXT\": \"c:FFF\"", styles: ""))
        let labels = (0..<8).map { _ in CountingLabel() }
        let heard = Recorder<Bool>()
        let observation = manager.observeChanges { _ in heard.append(MainActorCheck.isCurrent) }
        defer { observation.cancel() }
        let rounds = 150
        let background = Task.detached {
            await withTaskGroup(of: Void.self) { group in
                group.addTask {
                    for round in 0..<rounds { manager.setAlternativeThemes(round.isMultiple(of: 2) ? [dark] : []) }
                }
                group.addTask {
                    for round in 0..<rounds { manager.variants = round.isMultiple(of: 3) ? ["IPAD"] : [] }
                }
                group.addTask {
                    for round in 0..<rounds { manager.modifyConstant("COLOR_UNUSED", value: .number(Double(round))) }
                }
                group.addTask {
                    // Lint and explain run outside the manager's lock, on resolvers of their own.
                    for _ in 0..<rounds / 10 {
                        _ = manager.lint()
                        _ = try? manager.explain(styleNamed: "Label")
                    }
                }
            }
        }
        // Meanwhile the main actor registers, applies and cancels, letting deliveries in between.
        for round in 0..<rounds {
            let registration = manager.register(labels[round % labels.count], style: "Label")
            if round.isMultiple(of: 2) { registration.cancel() }
            #expect(manager.apply(styleNamed: "Label", to: labels[(round + 1) % labels.count]).isComplete)
            await Task.yield()
        }
        await background.value
        // Settled: the last state wins for every registered label.
        manager.setAlternativeThemes([dark])
        manager.variants = ["IPAD"]
        manager.deliverPendingChanges()
        let registered = labels.filter { label in manager.registeredObjectCount > 0 && label.font == ThemeFont(name: "system", size: 16) }
        #expect(!registered.isEmpty)
        #expect(registered.allSatisfy { $0.textColor == .hex("FFF") })
        #expect(heard.values.allSatisfy { $0 }, "observers are told on the main actor")
    }

    @Test func aChangeFromABackgroundTaskRestylesOnTheMainActorByItself() async throws {
        let manager = try InlineTheme.manager(
            InlineTheme.json(
                constants: "\"COLOR_TEXT\": \"c:000\"",
                styles: "\"Label\": {\"textColor\": \"COLOR_TEXT\"}"))
        let dark = try InlineTheme.load(InlineTheme.json(constants: "\"COLOR_TEXT\": \"c:FFF\"", styles: ""))
        let label = CountingLabel()
        manager.register(label, style: "Label")
        let delivered = manager.changes
        await Task.detached { manager.setAlternativeThemes([dark]) }.value
        for await change in delivered {
            #expect(change == .alternativeThemes)
            break
        }
        #expect(label.textColor == .hex("FFF"))
    }

    @Test func aChangeOnTheMainActorRestylesBeforeItReturns() throws {
        let manager = try InlineTheme.manager(
            InlineTheme.json(
                constants: "\"COLOR_TEXT\": \"c:000\"",
                styles: "\"Label\": {\"textColor\": \"COLOR_TEXT\"}"))
        let label = CountingLabel()
        manager.register(label, style: "Label")
        manager.modifyConstant("COLOR_TEXT", value: .color(.hex("123")))
        #expect(label.textColor == .hex("123"))
    }
}
