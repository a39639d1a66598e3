import Foundation
import ThemeKit

// themekit-demo [DEFAULT_THEME] [ALTERNATIVE_THEME]
// Styles a plain-Swift screen from Giotto's example theme, then switches to
// the alternative theme: the registered screen is re-styled by itself.

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

let manager = ThemeManager(defaultTheme: load(defaultPath))
let screen = TestViewController()
let field = TextField()

print("Styling TestViewController from \(defaultPath)")
let screenRegistration = manager.register(screen, style: "TestViewController")
let before = screen.listing(prefix: "")
printListing(before)
printFailures(screenRegistration.lastReport)

print("\nStyling a text field with CommonTextField (its placeholder goes through the customisation hook)")
let fieldRegistration = manager.register(field, style: "CommonTextField")
printListing(field.listing(prefix: ""))
printFailures(fieldRegistration.lastReport)

print("\nSwitching to the alternative theme \(alternativePath); registered objects are re-styled")
manager.setAlternativeThemes([load(alternativePath)])
let after = screen.listing(prefix: "")
let changes = zip(before, after).filter { $0.1 != $1.1 }
printListing(changes.map { old, new in (new.0, "\(old.1) -> \(new.1)") })
print("  \(changes.count) values changed")
