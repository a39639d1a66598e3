import Foundation
import Testing
import ThemeKit

/// One text attribute set at a time keeps the text and the other attributes.
@Suite struct TextAttributesTests {
    private let colour = NSAttributedString.Key("NSColor"), font = NSAttributedString.Key("NSFont")

    @Test func settingAnAttributeKeepsTheOthersAndNilRemovesIt() {
        let attributes = [NSAttributedString.Key: Any].merging([font: "Avenir"], setting: colour, to: "red")
        #expect(attributes[colour] as? String == "red" && attributes[font] as? String == "Avenir")
        #expect([NSAttributedString.Key: Any].merging(attributes, setting: font, to: nil).keys.map(\.rawValue) == ["NSColor"])
        #expect([NSAttributedString.Key: Any].merging(nil, setting: colour, to: "red").count == 1)
    }

    @Test func aTextKeepsItsStringAndItsOtherAttributes() {
        let text = NSAttributedString(string: "Email", attributes: [font: "Avenir"]).settingAttribute(colour, to: "grey")
        #expect(text.string == "Email")
        #expect(text.leadingAttribute(colour) as? String == "grey" && text.leadingAttribute(font) as? String == "Avenir")
        #expect(text.settingAttribute(colour, to: nil).leadingAttribute(colour) == nil)
    }

    @Test func anEmptyTextHasNoAttributeToRead() {
        let empty = NSAttributedString(string: "").settingAttribute(colour, to: "grey")
        #expect(empty.string.isEmpty && empty.leadingAttribute(colour) == nil)
    }
}
