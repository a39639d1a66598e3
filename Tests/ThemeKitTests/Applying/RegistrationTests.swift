import Foundation
import Testing
import ThemeKit

/// Registered objects are styled at once and re-styled on every change,
/// held weakly, until cancelled.
@Suite @MainActor struct RegistrationTests {
    private func dark() throws -> Theme {
        try InlineTheme.load(InlineTheme.json(constants: "\"COLOR_TEXT\": \"c:FFF\"", styles: ""))
    }

    private func manager() throws -> ThemeManager {
        try InlineTheme.manager(
            InlineTheme.json(
                constants: "\"COLOR_TEXT\": \"c:000\"",
                styles: "\"Label\": {\"textColor\": \"COLOR_TEXT\", \"text\": \"phone\"}, \"Label_IPAD\": {\"text\": \"tablet\"}"))
    }

    @Test func registeringAppliesAtOnce() throws {
        let label = Label()
        let registration = try manager().register(label, style: "Label")
        #expect(label.textColor == .hex("000"))
        #expect(registration.lastReport.applied == 2)
    }

    @Test func switchingAlternativeThemesRestyles() throws {
        let manager = try manager()
        let label = Label()
        manager.register(label, style: "Label")
        manager.setAlternativeThemes([try dark()])
        #expect(label.textColor == .hex("FFF"))
        manager.setAlternativeThemes([])
        #expect(label.textColor == .hex("000"))
    }

    @Test func changingVariantsRestyles() throws {
        let manager = try manager()
        let label = Label()
        manager.register(label, style: "Label")
        manager.variants = ["IPAD"]
        #expect(label.text == "tablet")
    }

    @Test func theEnvironmentRestylesOnlyWhenTheActiveVariantsChange() throws {
        let manager = try InlineTheme.manager(
            """
            {"formatVersion": 2, "Constants": {"COLOR_TEXT": "c:000"}, "Constants_DARK": {"COLOR_TEXT": "c:FFF"},
             "Styles": {"Label": {"textColor": "COLOR_TEXT"}}}
            """)
        let label = Label()
        let registration = manager.register(label, style: "Label")
        let heard = Recorder<String>()
        let observation = manager.observeChanges { heard.append("\($0)") }
        defer { observation.cancel() }
        manager.environment = ThemeEnvironment(appearance: .dark)
        #expect(label.textColor == .hex("FFF"))
        manager.environment = ThemeEnvironment(appearance: .dark)  // the same: nothing happens
        manager.environment.contrast = .normal  // contributes no name: nothing happens
        label.textColor = nil
        manager.environment.appearance = .light
        #expect(label.textColor == .hex("000"))
        #expect(heard.values == ["environment", "environment"])
        #expect(registration.lastReport.isComplete)
    }

    @Test func objectsAreHeldWeaklyAndFreedOnesAreDropped() throws {
        let manager = try manager()
        weak var freed: Label?
        do {
            let label = Label()
            freed = label
            manager.register(label, style: "Label")
            #expect(manager.registeredObjectCount == 1)
        }
        #expect(freed == nil)
        manager.setAlternativeThemes([try dark()])
        #expect(manager.registeredObjectCount == 0)
    }

    @Test func aCancelledRegistrationIsNoLongerRestyled() throws {
        let manager = try manager()
        let label = Label()
        let registration = manager.register(label, style: "Label")
        registration.cancel()
        registration.cancel()
        #expect(registration.isCancelled)
        manager.setAlternativeThemes([try dark()])
        #expect(label.textColor == .hex("000"))
        #expect(manager.registeredObjectCount == 0)
    }

    @Test func observersHearEachChangeAfterObjectsAreRestyled() throws {
        let manager = try manager()
        let label = Label()
        manager.register(label, style: "Label")
        let heard = Recorder<String>()
        let observation = manager.observeChanges { change in heard.append("\(change)") }
        let notification = NotificationCenter.default.addObserver(
            forName: ThemeManager.didChangeNotification, object: manager, queue: nil
        ) { note in heard.append("notified \(note.userInfo?["change"] as? ThemeChange ?? .overrides)") }
        defer { NotificationCenter.default.removeObserver(notification) }
        manager.setAlternativeThemes([try dark()])
        manager.variants = ["IPAD"]
        manager.variants = ["IPAD"]  // no change, no notification
        observation.cancel()
        manager.variants = []
        #expect(
            heard.values == ["alternative themes", "notified alternative themes", "variants", "notified variants", "notified variants"])
    }

    @Test func aFailingRestyleIsRecordedNotThrown() throws {
        let manager = try manager()
        let label = Label()
        let registration = manager.register(label, style: "Label")
        manager.setAlternativeThemes([try InlineTheme.load(InlineTheme.json(styles: "\"Label\": {\"textColour\": \"c:F00\"}"))])
        #expect(registration.lastReport.failures.map(\.keyPath) == ["textColour"])
    }
}

/// Values appended from any thread.
final class Recorder<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [Value] = []

    func append(_ value: Value) { lock.withLock { stored.append(value) } }
    var values: [Value] { lock.withLock { stored } }
}

extension RegistrationTests {
    @Test func aManagerWithRegistrationsAndObserversIsFreed() throws {
        weak var freedManager: ThemeManager?
        let label = Label()
        var registration: StyleRegistration?
        do {
            let manager = try manager()
            freedManager = manager
            registration = manager.register(label, style: "Label")
            _ = manager.observeChanges { _ in }
        }
        #expect(freedManager == nil, "the manager must not be kept alive by its own registrations")
        registration?.cancel()  // cancelling after the manager is gone is harmless
        #expect(registration?.isCancelled == true)
    }
}
