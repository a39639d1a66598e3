import DemoModel
import Foundation
import ThemeKit

// themekit-demo [DEFAULT_THEME] [ALTERNATIVE_THEME]
// Styles a main-actor screen from Giotto's example theme, switches to the
// alternative theme from a background task (the registered screen is
// re-styled on the main actor by itself), switches back, and shows that an
// override removed again puts the property back as it was before. Then it
// follows dark mode: a card styled from Fixtures/valid/dark-mode.json as the
// environment turns dark and light again.

let arguments = CommandLine.arguments.dropFirst()
let defaultPath = arguments.first ?? "Fixtures/giotto/theme_default.plist"
let alternativePath = arguments.dropFirst().first ?? "Fixtures/giotto/theme_2.plist"

func load(_ path: String) -> Theme {
    do {
        return try Theme(contentsOf: URL(fileURLWithPath: path))
    } catch {
        FileHandle.standardError.write(Data("themekit-demo: cannot use \(path):\n\(error)\n".utf8))
        exit(1)
    }
}

func printListing(_ rows: [(String, String)]) {
    let width = rows.map(\.0.count).max() ?? 0
    for (name, value) in rows { print("  " + name.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + value) }
}

func printFailures(_ report: ApplyReport) {
    print("  \(report.applied) applied, \(report.failures.count) failed")
    for failure in report.failures { print("    \(failure.keyPath): \(failure.message)") }
}

func printChanges(from before: [(String, String)], to after: [(String, String)]) {
    let changes = zip(before, after).filter { $0.1 != $1.1 }
    printListing(changes.map { old, new in (new.0, "\(old.1) -> \(new.1)") })
    print("  \(changes.count) values changed")
}

let manager = ThemeManager(defaultTheme: load(defaultPath))
let screen = TestViewController()
let field = TextField()

/// Makes a change on a background thread, then waits until the main actor
/// has re-styled the registered objects for it.
func changeInBackground(_ change: @escaping @Sendable () -> Void) async {
    let delivered = manager.changes  // subscribed from here on
    await Task.detached { change() }.value
    for await _ in delivered { break }
}

print("Styling TestViewController from \(defaultPath)")
let screenRegistration = manager.register(screen, style: "TestViewController")
let original = screen.listing(prefix: "")
printListing(original)
printFailures(screenRegistration.lastReport)

print("\nStyling a text field with CommonTextField (its placeholder goes through the customisation hook)")
let fieldRegistration = manager.register(field, style: "CommonTextField")
printListing(field.listing(prefix: ""))
printFailures(fieldRegistration.lastReport)

print("\nSwitching to the alternative theme \(alternativePath) from a background task; the screen is re-styled on the main actor")
let alternative = load(alternativePath)
await changeInBackground { manager.setAlternativeThemes([alternative]) }
let switched = screen.listing(prefix: "")
printChanges(from: original, to: switched)

print("\nSwitching back from a background task")
await changeInBackground { manager.setAlternativeThemes([]) }
printChanges(from: switched, to: screen.listing(prefix: ""))

print("\nAn override gives the save button a border; removing it puts the border back as it was")
manager.setInheritance(true, forStyle: "TestViewController")
manager.modifyStyle("TestViewController", keyPath: "saveButton.layer.borderWidth", value: .number(2))
print("  saveButton.layer.borderWidth  \(show(screen.saveButton.layer.borderWidth))")
manager.resetModifications()
print("  saveButton.layer.borderWidth  \(show(screen.saveButton.layer.borderWidth)) (\(screenRegistration.lastReport.restored) restored)")

print("\nDark mode: a card from Fixtures/valid/dark-mode.json (Constants_DARK and Card_DARK) follows the environment")
let darkModeManager = ThemeManager(defaultTheme: load("Fixtures/valid/dark-mode.json"))
let card = Card()
darkModeManager.environment = ThemeEnvironment(idiom: .phone, appearance: .light)
let cardRegistration = darkModeManager.register(card, style: "Card")
let light = card.listing(prefix: "")
printListing(light)
print("  active variants: \(darkModeManager.activeVariants.joined(separator: ", "))")
darkModeManager.environment.appearance = .dark
print("\nThe environment turns dark (active variants: \(darkModeManager.activeVariants.joined(separator: ", ")))")
let darkened = card.listing(prefix: "")
printChanges(from: light, to: darkened)
darkModeManager.environment.appearance = .light
print("\nAnd light again: Card_DARK's border is put back as it was (\(cardRegistration.lastReport.restored) restored)")
printChanges(from: darkened, to: card.listing(prefix: ""))
