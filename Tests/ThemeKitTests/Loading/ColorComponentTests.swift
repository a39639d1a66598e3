import Foundation
import Testing

@testable import ThemeKit

/// Every colour space of DTCG 2025.10 has three components: two or four are
/// `invalid-token`, naming the space and its components.
@Suite struct ColorComponentTests {
    @Test func everySpaceOfTheFormatIsNamed() {
        #expect(Set(DesignTokenReader.colorComponentNames.keys) == Set(ColorConversion.spaceNames))
    }

    @Test(arguments: ColorConversion.spaceNames)
    func eachSpaceTakesThreeComponents(space: String) throws {
        func load(_ components: String) throws -> Theme {
            try Theme(
                data: Data(#"{"c": {"$type": "color", "$value": {"colorSpace": "\#(space)", "components": [\#(components)]}}}"#.utf8),
                name: "c.tokens.json")
        }
        #expect(try load("0.2, 0.1, 0.1").diagnostics.filter { $0.code == "invalid-token" }.isEmpty)
        for (components, count) in [("0.2, 0.1", 2), ("0.2, 0.1, 0.1, 1", 4)] {
            let messages = try load(components).diagnostics.filter { $0.code == "invalid-token" }.map(\.message)
            let names = DesignTokenReader.colorComponentNames[space] ?? ""
            #expect(
                messages == [
                    "token `c`: a colour in `\(space)` has three `components` (\(names)), and this one has \(count), so it is skipped"
                ])
        }
    }
}
