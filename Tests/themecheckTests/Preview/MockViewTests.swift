import Foundation
import Testing
import ThemeKit

@testable import themecheck

/// The mock view of a style: each child a mock of its own, nested, with its
/// own `layer` keys; the normal state drawn and the others as chips.
@Suite struct MockViewTests {
    private func mock(_ styles: String, style: String) throws -> MockView {
        let theme = try Theme(data: Data(#"{"formatVersion": 2, "Styles": {\#(styles)}}"#.utf8), name: "theme.json")
        return MockView(try ThemeManager(defaultTheme: theme).resolvedStyle(named: style), memo: PreviewMemo())
    }

    @Test func aChildIsDrawnInItsNormalStateWithTheOthersAsChips() throws {
        let screen = try mock(
            #"""
            "Button": {"backgroundColor": "c:#5235FF", "titleColor": "c:#FFF", "selected:titleColor": "c:#000", "layer.cornerRadius": 5},
            "Screen": {"modifyButton": "s:Button"}
            """#, style: "Screen")
        let button = try #require(screen.children.first)
        #expect(button.name == "modifyButton" && button.isChild)
        #expect(button.text == "color:#ffffff;", "the normal title colour, not the selected one")
        #expect(button.box.contains("background:#5235ff;") && button.box.contains("border-radius:5px;"))
        #expect(button.states.map(\.state) == ["selected"] && button.states.first?.css == "color:#000000;")
    }

    @Test func aChildsLayerIsDrawnOnTheChildNotAsARowOfItsOwn() throws {
        let screen = try mock(
            #"""
            "Screen": {"containerView.layer.borderWidth": 2, "containerView.layer.borderColor": "c:#FFCA17",
                       "containerView.layer.cornerRadius": 8, "containerView.saveButton.titleColor": "c:#FFF"}
            """#, style: "Screen")
        #expect(screen.children.map(\.name) == ["containerView"])
        let container = try #require(screen.children.first)
        #expect(container.box == "border-radius:8px;border:2px solid;border-color:#ffca17;")
        #expect(container.children.map(\.name) == ["saveButton"] && container.children.first?.text == "color:#ffffff;")
    }

    @Test func theWrittenMockNestsEachChildInsideItsParent() throws {
        let screen = try mock(#""Screen": {"containerView.saveButton.titleColor": "c:#FFF"}"#, style: "Screen")
        var html = HTMLWriter()
        screen.write(into: &html)
        #expect(
            html.string
                == #"<div class="mock"><div class="sample">Screen</div><div class="mock child"><div class="sample label">containerView</div>"#
                + #"<div class="mock child"><div class="sample" style="color:#ffffff;">saveButton</div></div></div></div>"#)
    }
}
