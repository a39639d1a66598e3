import Foundation
import Testing

@testable import ThemeKit

/// The same theme written in each format resolves to the same values.
@Suite struct FormatEquivalenceTests {
    private func snapshot(_ theme: Theme) -> String {
        ThemeSnapshot(manager: ThemeManager(defaultTheme: theme)).jsonString()
    }

    @Test(arguments: ["example.plist", "example.json", "example-openstep.plist"])
    func eachTextFormatResolvesLikeTheXMLPropertyList(fileName: String) throws {
        let reference = try Theme(contentsOf: FixturePath.url("valid/example.plist"))
        let theme = try Theme(contentsOf: FixturePath.url("valid/\(fileName)"))
        #expect(theme.diagnostics.isEmpty, "\(theme.diagnostics)")
        #expect(theme.constantNames == reference.constantNames)
        #expect(theme.styleNames == reference.styleNames)
        #expect(snapshot(theme) == snapshot(reference))
    }

    @Test func theBinaryFormFoundationWritesResolvesTheSame() throws {
        let xml = try Data(contentsOf: FixturePath.url("valid/example.plist"))
        let object = try PropertyListSerialization.propertyList(from: xml, format: nil)
        let binary = try PropertyListSerialization.data(fromPropertyList: object, format: .binary, options: 0)
        let theme = try Theme(data: binary, name: "example.bplist")
        #expect(theme.format == .binaryPropertyList)
        #expect(snapshot(theme) == snapshot(try Theme(data: xml, name: "example.plist")))
    }

    @Test func formatsAreDetectedFromContent() throws {
        #expect(try Theme(contentsOf: FixturePath.url("valid/example.plist")).format == .xmlPropertyList)
        #expect(try Theme(contentsOf: FixturePath.url("valid/example.json")).format == .json)
        #expect(try Theme(contentsOf: FixturePath.url("valid/example-openstep.plist")).format == .openStep)
    }
}
