import Foundation
import Testing

@testable import ThemeKit

/// Fix-its: a diagnostic offers an edit only where the right one is certain,
/// and the edit names exactly the bytes to replace, in every text format.
@Suite struct FixTests {
    /// The fixes of `text`'s lint, each as "replaced -> replacement".
    static func fixes(_ text: String, name: String) throws -> [String] {
        let bytes = Array(text.utf8)
        let manager = ThemeManager(defaultTheme: try InlineTheme.load(text, name: name), alternatives: [])
        return manager.lint().compactMap(\.fix).map { fix in
            String(decoding: bytes[fix.offset..<fix.offset + fix.length], as: UTF8.self) + " -> " + fix.replacement
        }
    }

    static let expected = ["Lable -> Label", "COLOR_TXT -> COLOR_TEXT", "#FF0000 -> c:#FF0000", "hightlighted -> highlighted"]

    @Test func jsonFixesNameTheirBytes() throws {
        let text = """
            {"formatVersion": 2, "Constants": {"COLOR_TEXT": "c:#000000"},
             "Styles": {"Label": {"textColor": "COLOR_TEXT"},
                        "Title": {"_superstyle": "Lable", "textColor": "COLOR_TXT", "tintColor": "#FF0000", "hightlighted:titleColor": "c:#FFF"}}}
            """
        #expect(Set(try Self.fixes(text, name: "t.json")) == Set(Self.expected))
    }

    @Test func xmlFixesNameTheirBytes() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
              <key>formatVersion</key><integer>2</integer>
              <key>Constants</key><dict><key>COLOR_TEXT</key><string>c:#000000</string></dict>
              <key>Styles</key><dict>
                <key>Label</key><dict><key>textColor</key><string>COLOR_TEXT</string></dict>
                <key>Title</key><dict>
                  <key>_superstyle</key><string>Lable</string>
                  <key>textColor</key><string>COLOR_TXT</string>
                  <key>tintColor</key><string>#FF0000</string>
                  <key>hightlighted:titleColor</key><string>c:#FFF</string>
                </dict>
              </dict>
            </dict></plist>
            """
        #expect(Set(try Self.fixes(text, name: "t.plist")) == Set(Self.expected))
    }

    @Test func openStepFixesNameTheirBytes() throws {
        let text = """
            { formatVersion = 2; Constants = { COLOR_TEXT = "c:#000000"; };
              Styles = { Label = { textColor = COLOR_TEXT; };
                         Title = { _superstyle = Lable; textColor = COLOR_TXT; tintColor = "#FF0000"; "hightlighted:titleColor" = "c:#FFF"; }; }; }
            """
        #expect(Set(try Self.fixes(text, name: "t.plist")) == Set(Self.expected))
    }

    @Test func noFixWhereTheEditIsInDoubt() throws {
        // Written with an escape, the bytes are not the text; twice in one value, which one is meant is unknown.
        let text = #"""
            {"formatVersion": 2, "Constants": {"COLOR_TEXT": "c:#000000", "DIMENSION_A": "1"},
             "Styles": {"S": {"textColor": "COLOR_T\u0058T", "insets": "edge:DIMENSION_B,DIMENSION_B,0,0"}}}
            """#
        let manager = ThemeManager(defaultTheme: try InlineTheme.load(text), alternatives: [])
        let diagnostics = manager.lint()
        #expect(diagnostics.filter { $0.code == "undefined-constant" }.count == 2)
        #expect(diagnostics.allSatisfy { $0.fix == nil })
    }

    @Test func aBinaryPropertyListNeverGetsAFix() throws {
        let tree: [String: Any] = ["formatVersion": 2, "Styles": ["S": ["_superstyle": "Lable"], "Label": ["a": 1]]]
        let data = try PropertyListSerialization.data(fromPropertyList: tree, format: .binary, options: 0)
        let manager = ThemeManager(defaultTheme: try Theme(data: data, name: "t.plist"), alternatives: [])
        let unknown = try #require(manager.lint().first { $0.code == "unknown-style" })
        #expect(unknown.message.hasSuffix("(at `Styles.S._superstyle`); did you mean `Label`?") && unknown.fix == nil)
        #expect(unknown.suggestion == "Label")
    }
}
