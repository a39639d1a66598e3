import Foundation
import Testing
import ThemeKit

/// Apply, register, switch themes and change variants from several threads
/// at once. Run under `swift test --sanitize=thread` in CI, where any data
/// race in the manager fails the run.
@Suite struct ConcurrencyStressTests {
    /// A stylable object that is itself safe to set from several threads, so
    /// that only the manager is under test.
    final class SharedLabel: Stylable, @unchecked Sendable {
        private let lock = NSLock()
        private var values: [String: ThemeValue] = [:]

        func setThemeValue(_ value: ThemeValue, forKey key: String) throws {
            lock.withLock { values[key] = value }
        }

        var textColor: ThemeValue? { lock.withLock { values["textColor"] } }
    }

    @Test func applyingRegisteringAndSwitchingConcurrentlyIsRaceFree() async throws {
        let manager = try InlineTheme.manager(InlineTheme.json(
            constants: "\"COLOR_TEXT\": \"c:000\"",
            styles: "\"Label\": {\"textColor\": \"COLOR_TEXT\", \"font\": \"f:system,12\"}, \"Label_IPAD\": {\"font\": \"f:system,16\"}"))
        let dark = try InlineTheme.load(InlineTheme.json(constants: "\"COLOR_TEXT\": \"c:FFF\"", styles: ""))
        let labels = (0..<8).map { _ in SharedLabel() }
        let rounds = 150
        await withTaskGroup(of: Void.self) { group in
            group.addTask {
                for round in 0..<rounds { manager.setAlternativeThemes(round.isMultiple(of: 2) ? [dark] : []) }
            }
            group.addTask {
                for round in 0..<rounds { manager.variants = round.isMultiple(of: 3) ? ["IPAD"] : [] }
            }
            group.addTask {
                for round in 0..<rounds {
                    let registration = manager.register(labels[round % labels.count], style: "Label")
                    if round.isMultiple(of: 2) { registration.cancel() }
                }
            }
            for label in labels {
                group.addTask {
                    for _ in 0..<rounds {
                        let report = manager.apply(styleNamed: "Label", to: label)
                        #expect(report.isComplete)
                        _ = manager.constant(named: "COLOR_TEXT")
                    }
                }
            }
        }
        // Settled: every registered label ends on the final theme.
        manager.setAlternativeThemes([dark])
        for label in labels { manager.apply(styleNamed: "Label", to: label) }
        #expect(labels.allSatisfy { $0.textColor == .color(.hex("FFF")) })
    }
}
