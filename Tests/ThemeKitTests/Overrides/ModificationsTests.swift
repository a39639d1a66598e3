import Foundation
import Testing

@testable import ThemeKit

/// The overrides model: what is written, what is refused.
@Suite struct ModificationsTests {
    @Test func valuesAreKeptInTheirWrittenForm() throws {
        var modifications = Modifications()
        try modifications.setConstant("COLOR_ACCENT", to: .color(ThemeColor(red: 1, green: 0.5, blue: 0, alpha: 1)))
        try modifications.setConstant("FONT_TITLE", to: .font(ThemeFont(name: "systemBold", size: 17.5)))
        try modifications.setConstant("INSETS", to: .edgeInsets(ThemeEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)))
        try modifications.setConstant("NOTHING", to: .null)
        try modifications.setConstant("COUNT", to: .number(3))
        #expect(modifications.constantNames == ["COLOR_ACCENT", "FONT_TITLE", "INSETS", "NOTHING", "COUNT"])
        #expect(
            modifications.constants == [
                "COLOR_ACCENT": .string("c:srgb(1, 0.5, 0)"), "FONT_TITLE": .string("f:systemBold,17.5"),
                "INSETS": .string("edge:1,2,3,4"), "NOTHING": .string("null"), "COUNT": .number(3),
            ])
    }

    @Test func keyPathsNestAndReplaceWhatTheyOverlap() throws {
        var modifications = Modifications()
        try modifications.setValue(.number(1), forKeyPath: "layer", inStyle: "S")
        try modifications.setValue(.number(2), forKeyPath: "layer.borderWidth", inStyle: "S")
        try modifications.setValue(.number(3), forKeyPath: "layer.cornerRadius", inStyle: "S")
        #expect(modifications.keyPaths["S"] == ["layer.borderWidth", "layer.cornerRadius"])
        try modifications.setValue(.string("flat"), forKeyPath: "layer", inStyle: "S")
        #expect(modifications.styles["S"] == ["layer": .string("flat")])
    }

    @Test func removingTheLastKeyRemovesTheStyle() throws {
        var modifications = Modifications()
        try modifications.setValue(.number(1), forKeyPath: "a.b", inStyle: "S")
        try modifications.setValue(nil, forKeyPath: "a", inStyle: "S")
        #expect(modifications.isEmpty)
        #expect(modifications.styleNames.isEmpty)
    }

    @Test func inheritanceIsTheStylesOwnNameUnderInherit() throws {
        var modifications = Modifications()
        try modifications.setInheritance(true, forStyle: "Label")
        #expect(modifications.isInheriting("Label"))
        #expect(modifications.styles["Label"] == ["_inherit": .string("Label")])
        try modifications.setInheritance(false, forStyle: "Label")
        #expect(modifications.isEmpty)
    }

    static let refused: [(String, @Sendable (inout Modifications) throws -> Void)] = [
        ("an array constant", { try $0.setConstant("A", to: .array([.number(1)])) }),
        ("an infinite number", { try $0.setConstant("A", to: .number(.infinity)) }),
        ("NaN in a style", { try $0.setValue(.number(.nan), forKeyPath: "a", inStyle: "S") }),
        ("a control character", { try $0.setConstant("A", to: .string("bell\u{7}")) }),
        ("an empty constant name", { try $0.setConstant("", to: .number(1)) }),
        ("an empty style name", { try $0.setValue(.number(1), forKeyPath: "a", inStyle: "") }),
        ("an empty key path", { try $0.setValue(.number(1), forKeyPath: "", inStyle: "S") }),
        ("an empty component", { try $0.setValue(.number(1), forKeyPath: "a..b", inStyle: "S") }),
        ("a hex-like colour name", { try $0.setConstant("A", to: .namedColor("FFF")) }),
        ("a colour name with space around it", { try $0.setConstant("A", to: .namedColor(" accent")) }),
        ("a font name with space around it", { try $0.setConstant("A", to: .font(ThemeFont(name: "Menlo ", size: 3))) }),
        ("a font name with a comma", { try $0.setConstant("A", to: .font(ThemeFont(name: "a,b", size: 3))) }),
        ("a font without size", { try $0.setConstant("A", to: .font(ThemeFont(name: "system", size: 0))) }),
        ("a style reference in a constant", { try $0.setConstant("A", to: .string("s:Base")) }),
    ]

    @Test(arguments: refused)
    func valuesTheFormatCannotHoldAreRefusedAndChangeNothing(what: String, change: @Sendable (inout Modifications) throws -> Void) throws {
        var modifications = Modifications()
        try modifications.setConstant("KEEP", to: .number(1))
        let before = modifications
        #expect(throws: ModificationError.self, "\(what)") { try change(&modifications) }
        #expect(modifications == before)
    }

    @Test func theWrittenTreeIsAVersionTwoTheme() throws {
        var modifications = Modifications()
        try modifications.setConstant("COLOR_X", to: .string("c:FFF"))
        try modifications.setValue(.number(2), forKeyPath: "layer.borderWidth", inStyle: "Box")
        try modifications.setValue(.array([.string("a"), .bool(true)]), forKeyPath: "tags", inStyle: "Box")
        let xml = PropertyListWriter.xml(modifications.propertyList)
        let parsed = try PropertyListSerialization.propertyList(from: Data(xml.utf8), format: nil) as? [String: Any]
        #expect(parsed?["formatVersion"] as? Int == 2)
        #expect((parsed?["Constants"] as? [String: String]) == ["COLOR_X": "c:FFF"])
        let box = (parsed?["Styles"] as? [String: Any])?["Box"] as? [String: Any]
        #expect((box?["layer"] as? [String: Int]) == ["borderWidth": 2])
        let theme = try Theme(data: Data(xml.utf8), name: "overrides.plist")
        var problems: [Diagnostic] = []
        #expect(Modifications(theme: theme, problems: &problems) == modifications)
        #expect(problems.isEmpty)
    }
}

extension ModificationsTests {
    @Test func keyPathsKeepTheOrderTheFileHolds() throws {
        var modifications = Modifications()
        for keyPath in ["a.x", "b", "a.y", "a._inherit", "_superstyle", "_inherit"] {
            try modifications.setValue(.string("v"), forKeyPath: keyPath, inStyle: "S")
        }
        #expect(modifications.keyPaths["S"] == ["_inherit", "_superstyle", "a._inherit", "a.x", "a.y", "b"])
    }

    @Test(
        arguments: ["a", "layer.borderWidth", "a.b.c.d.e"], [ThemeValue.number(1), .array([.number(1)]), .array([.array([.string("x")])])])
    func oneChangesDepthIsTheDepthOfTheWholeFileItMakes(keyPath: String, value: ThemeValue) throws {
        var modifications = Modifications()
        try modifications.setValue(value, forKeyPath: keyPath, inStyle: "S")
        #expect(Modifications.writtenDepth(ofKeyPath: keyPath, value: value) == modifications.writtenDepth)
        // A constant cannot be an array; the others are counted the same way.
        guard case .array = value else {
            var constants = Modifications()
            try constants.setConstant("A", to: value)
            #expect(Modifications.writtenDepth(ofConstant: value) == constants.writtenDepth)
            return
        }
    }
}
