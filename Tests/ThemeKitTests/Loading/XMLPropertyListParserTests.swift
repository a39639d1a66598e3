import Foundation
import Testing

@testable import ThemeKit

@Suite struct XMLPropertyListParserTests {
    private func plist(_ body: String) -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">\n<plist version=\"1.0\">\n\(body)\n</plist>\n"
    }

    @Test func readsEveryValueKindInDocumentOrder() {
        let outcome = Parse.run(
            .xmlPropertyList,
            plist(
                """
                <dict>
                  <key>z</key><string>last &amp; &lt;first&gt; &#65;&#x42;</string>
                  <key>a</key><integer>-12</integer>
                  <key>m</key><real>2.5</real>
                  <key>t</key><true/>
                  <key>f</key><false></false>
                  <key>e</key><string/>
                  <key>c</key><string><![CDATA[<raw> & text]]></string>
                  <!-- a comment -->
                  <key>arr</key><array><string>x</string><dict/></array>
                  <key>d</key><data>AQID</data>
                </dict>
                """))
        #expect(outcome.errors.isEmpty)
        #expect(
            outcome.tree
                == .dictionary([
                    .init(key: "z", value: .string("last & <first> AB")),
                    .init(key: "a", value: .number(-12)),
                    .init(key: "m", value: .number(2.5)),
                    .init(key: "t", value: .bool(true)),
                    .init(key: "f", value: .bool(false)),
                    .init(key: "e", value: .string("")),
                    .init(key: "c", value: .string("<raw> & text")),
                    .init(key: "arr", value: .array([.string("x"), .dictionary([])])),
                    .init(key: "d", value: .data(Data([1, 2, 3]))),
                ]))
    }

    @Test func keepsWhiteSpaceInsideStrings() {
        let outcome = Parse.run(.xmlPropertyList, plist("<dict><key> k </key><string>  two\n lines </string></dict>"))
        #expect(outcome.tree == .dictionary([.init(key: " k ", value: .string("  two\n lines "))]))
    }

    @Test func repeatedKeyWarnsAndTheLastValueWinsAtTheFirstPosition() throws {
        let outcome = Parse.run(
            .xmlPropertyList,
            plist("<dict>\n<key>a</key><string>1</string>\n<key>b</key><string>2</string>\n<key>a</key><string>3</string>\n</dict>"))
        #expect(outcome.tree == .dictionary([.init(key: "a", value: .string("3")), .init(key: "b", value: .string("2"))]))
        let warning = try #require(outcome.warnings.first)
        #expect(warning.code == "duplicate-key")
        #expect((warning.line, warning.column) == (7, 1))
        #expect((warning.notes.first?.line, warning.notes.first?.column) == (5, 1))
    }

    @Test func entitiesDeclaredInTheDoctypeAreNeverExpanded() throws {
        let laughs = """
            <?xml version="1.0"?>
            <!DOCTYPE plist [
              <!ENTITY lol "lol">
              <!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
              <!ENTITY xxe SYSTEM "file:///etc/passwd">
            ]>
            <plist><dict><key>a</key><string>&lol2;</string></dict></plist>
            """
        let outcome = Parse.run(.xmlPropertyList, laughs)
        let error = try #require(outcome.errors.first)
        #expect(error.code == "parse-error")
        #expect(error.message.contains("unknown entity `&lol2;`"))
        #expect((error.line, error.column) == (7, 34))
        let external = Parse.run(.xmlPropertyList, laughs.replacingOccurrences(of: "&lol2;", with: "&xxe;"))
        #expect(external.errors.first?.message.contains("`&xxe;`") == true)
    }

    @Test(arguments: [
        ("<dict><key>a</key><string>x</dict>", "expected `</string>`"),
        ("<dict><key>a</key><integer>nan</integer></dict>", "not a finite decimal number"),
        ("<dict><key>a</key><real>1e999</real></dict>", "not a finite decimal number"),
        ("<dict><key>a</key><integer>0x10</integer></dict>", "not a finite decimal number"),
        ("<dict><key>a</key></dict>", "has no value"),
        ("<dict><string>a</string></dict>", "expected `<key>`"),
        ("<dict><key>a</key><color>x</color></dict>", "unknown element `<color>`"),
        ("<dict><key>a</key><string>x &bogus y</string></dict>", "must start an entity"),
        ("<dict><key>a</key><string>x</string>", "expected `</dict>`"),
        ("<dict/><dict/>", "expected `</plist>`"),
    ])
    func malformedInputIsAParseErrorWithAPosition(body: String, message: String) throws {
        let outcome = Parse.run(.xmlPropertyList, plist(body))
        let error = try #require(outcome.errors.first)
        #expect(error.code == "parse-error")
        #expect(error.message.contains(message), "\(error.message)")
        #expect(error.line != nil && error.column != nil)
    }

    @Test func contentAfterThePlistIsAnError() {
        let outcome = Parse.run(.xmlPropertyList, "<plist><dict/></plist>\n<dict/>")
        #expect(outcome.errors.first?.message.contains("after the end of the property list") == true)
        #expect(outcome.errors.first?.line == 2)
    }

    @Test func unterminatedCommentIsAnError() {
        let outcome = Parse.run(.xmlPropertyList, "<plist><dict><!-- never closed </dict></plist>")
        #expect(outcome.errors.first?.message == "unterminated comment")
    }

    @Test func agreesWithFoundationOnGiottosTheme() throws {
        let data = try Data(contentsOf: FixturePath.url("giotto/theme_default.plist"))
        let ours = try #require(Parse.run(.xmlPropertyList, Array(data)).tree)
        let foundation = try PropertyListSerialization.propertyList(from: data, format: nil)
        #expect(ours.sorted == Tree(foundation: foundation).sorted)
    }
}

extension Tree {
    /// A Foundation property list as a tree (dictionaries sorted, having no order).
    init(foundation value: Any) {
        switch value {
        case let text as String: self = .string(text)
        case let flag as Bool where type(of: value) == Bool.self: self = .bool(flag)
        case let number as NSNumber:
            // Darwin returns booleans as NSNumbers of type `c`.
            self = String(cString: number.objCType) == "c" ? .bool(number.boolValue) : .number(number.doubleValue)
        case let data as Data: self = .data(data)
        case let array as [Any]: self = .array(array.map(Tree.init(foundation:)))
        case let dictionary as [String: Any]:
            self = .dictionary(dictionary.map { Member(key: $0.key, value: Tree(foundation: $0.value)) }.sorted { $0.key < $1.key })
        default: self = .string("\(value)")
        }
    }
}

extension XMLPropertyListParserTests {
    /// Found by the differential test: Foundation writes empty data as white
    /// space between the tags, which `Data(base64Encoded:)` alone refuses.
    @Test func dataThatIsOnlyWhiteSpaceIsEmpty() {
        let outcome = Parse.run(
            .xmlPropertyList, "<plist><dict><key>a</key><data>\n\t</data><key>b</key><data>\n\tAQI=\n\t</data></dict></plist>")
        #expect(outcome.tree == .dictionary([.init(key: "a", value: .data(Data())), .init(key: "b", value: .data(Data([1, 2])))]))
    }
}
