import Foundation
import Testing
import ThemeKit

/// Applying resolved styles to objects: the default walk, states,
/// collections, and failures that are reported without stopping the rest.
@Suite @MainActor struct StylableTests {
    private func manager(_ styles: String, constants: String = "") throws -> ThemeManager {
        try InlineTheme.manager(InlineTheme.json(constants: constants, styles: styles))
    }

    @Test func nestedKeyPathsWalkIntoChildren() throws {
        let screen = Screen()
        let report = try manager(
            "\"S\": {\"title.layer.borderWidth\": 2, \"title\": {\"textColor\": \"c:F00\", \"layer.cornerRadius\": \"4\"}}"
        )
        .apply(styleNamed: "S", to: screen)
        #expect(report.isComplete && report.applied == 3)
        #expect(screen.title.layer.borderWidth == 2)
        #expect(screen.title.layer.cornerRadius == 4)
        #expect(screen.title.textColor == .hex("F00"))
    }

    @Test func aCollectionGivesTheRestOfThePathToEachChild() throws {
        let screen = Screen()
        let report = try manager("\"S\": {\"buttons.backgroundColor\": \"c:0F0\", \"buttons.titleLabel.text\": \"OK\"}")
            .apply(styleNamed: "S", to: screen)
        #expect(report.isComplete)
        #expect(screen.buttons.allSatisfy { $0.backgroundColor == .hex("0F0") && $0.titleLabel.text == "OK" })
    }

    @Test func stateQualifiersReachTheOwnerOfTheLastComponent() throws {
        let screen = Screen()
        let report = try manager(
            """
            "S": {"buttons.titleColor": "c:111", "buttons.selected:titleColor": "c:222", "buttons": {"highlighted:titleColor": "c:333"}}
            """
        ).apply(styleNamed: "S", to: screen)
        #expect(report.isComplete)
        #expect(screen.buttons[0].titleColors == [.normal: .hex("111"), .selected: .hex("222"), .highlighted: .hex("333")])
    }

    @Test func failuresAreReportedWithTheirKeyPathAndTheRestStillApplies() throws {
        let screen = Screen()
        let report = try manager(
            """
            "S": {
              "backgroundColor": "c:ABC",
              "title.textColour": "c:000",
              "title.textColor": 5,
              "title.textColor": "COLOR_NOT_A_COLOUR",
              "missing.width": 1,
              "footer.text": "x",
              "title.selected:textColor": "c:000",
              "title": 1,
              "isHidden": true
            }
            """
        ).apply(styleNamed: "S", to: screen)
        #expect(report.applied == 2)
        #expect(screen.backgroundColor == .hex("ABC") && screen.isHidden)
        let messages = Dictionary(report.failures.map { ($0.keyPath, $0.message) }, uniquingKeysWith: { first, _ in first })
        #expect(messages["title.textColour"] == "`Label` has no stylable property `textColour`; did you mean `textColor`?")
        #expect(messages["title.textColor"] == "expected a colour, got the string `COLOR_NOT_A_COLOUR`")
        #expect(messages["missing.width"] == "`Screen` has no child object `missing` to continue the key path `missing.width` into")
        #expect(messages["footer.text"] == "`Screen` has no child object `footer` to continue the key path `footer.text` into")
        #expect(
            messages["title.selected:textColor"]
                == "`textColor` on `Label` does not vary by state, so `selected:textColor` cannot be set; declare it with `.perState`")
        #expect(messages["title"] == "`title` on `Screen` is a child object; set one of its properties, as in `title.<property>`")
        #expect(report.diagnostics.codes == ["undefined-constant"])
    }

    @Test func oneFailingChildOfACollectionDoesNotStopTheOthers() throws {
        let screen = Screen()
        screen.buttons.append(Button())
        let report = try manager("\"S\": {\"buttons.titleLabel.numberOfLines\": 2.5, \"buttons.font\": \"f:system,12\"}")
            .apply(styleNamed: "S", to: screen)
        #expect(report.applied == 1)
        #expect(report.failures.map(\.keyPath) == ["buttons.titleLabel.numberOfLines"])
        #expect(report.failures.first?.message == "4 of 4 objects at `buttons`: expected a whole number, got the number 2.5")
        #expect(screen.buttons.allSatisfy { $0.font == ThemeFont(name: "system", size: 12) })
    }

    @Test func anUnknownStyleIsAReportWithOneFailure() throws {
        let report = try manager("\"Label\": {}").apply(styleNamed: "Lable", to: Label())
        #expect(report.applied == 0)
        #expect(report.failures.count == 1)
        #expect(report.failures.first?.message == "no theme in the chain defines a style named `Lable`; did you mean `Label`?")
    }

    @Test func variantsApplyToTheNamedStyle() throws {
        let themeManager = try manager("\"S\": {\"text\": \"phone\"}, \"S_IPAD\": {\"text\": \"tablet\"}")
        let label = Label()
        themeManager.apply(styleNamed: "S", to: label)
        #expect(label.text == "phone")
        themeManager.variants = ["IPAD"]
        themeManager.apply(styleNamed: "S", to: label)
        #expect(label.text == "tablet")
    }

    @Test func nullClearsAnOptionalAndIsRefusedByANonOptional() throws {
        let label = Label()
        label.textColor = .hex("FFF")
        let report = try manager("\"S\": {\"textColor\": \"null\", \"text\": \"nil\"}").apply(styleNamed: "S", to: label)
        #expect(label.textColor == nil)
        #expect(report.failures.map(\.message) == ["expected a string, got null"])
    }

    @Test func aHandWrittenStylableWithoutChildrenRefusesDottedPaths() throws {
        final class Plain: Stylable {
            var values: [String: ThemeValue] = [:]
            func setThemeValue(_ value: ThemeValue, forKey key: String) throws { values[key] = value }
        }
        let plain = Plain()
        let report = try manager("\"S\": {\"a\": 1, \"b.c\": 2}").apply(styleNamed: "S", to: plain)
        #expect(plain.values == ["a": .number(1)])
        #expect(report.failures.map(\.keyPath) == ["b.c"])
    }
}
