import Foundation
import Testing

@testable import ThemeKit

/// `$extends` with a `$ref` to another file (DTCG 2025.10 allows a reference
/// there, as Terrazzo's resolver fixtures write it): the group inherits that
/// file's tokens, or the group its pointer names, read as an include is.
@Suite struct ExtendsFileTests {
    typealias Folder = IncludeTests.Folder

    static let slim =
        #"{"color": {"$type": "color", "text": {"$value": {"colorSpace": "srgb", "components": [0, 0, 0]}}, "line": {"$value": {"colorSpace": "srgb", "components": [0.5, 0.5, 0.5]}}}}"#

    @Test func aFileExtendsAnotherFileAndItsOwnTokensWin() throws {
        let folder = try Folder([
            "contrast-slim.json": Self.slim,
            "contrast.tokens.json":
                #"{"$extends": {"$ref": "./contrast-slim.json"}, "color": {"$type": "color", "line": {"$value": {"colorSpace": "srgb", "components": [0, 0, 0]}}}}"#,
        ])
        let theme = try folder.theme("contrast.tokens.json")
        #expect(theme.diagnostics.isEmpty, "\(theme.diagnostics)")
        let manager = ThemeManager(defaultTheme: theme)
        #expect(manager.constant(named: "COLOR_TEXT") == .color(ThemeColor(red: 0, green: 0, blue: 0, alpha: 1)))
        #expect(manager.constant(named: "COLOR_LINE") == .color(ThemeColor(red: 0, green: 0, blue: 0, alpha: 1)))
    }

    @Test func aGroupExtendsAGroupOfAnotherFileByItsPointer() throws {
        let folder = try Folder([
            "base.json": #"{"button": {"$type": "dimension", "padding": {"$value": {"value": 8, "unit": "px"}}}}"#,
            "theme.json": #"{"formatVersion": 2, "_include": "large.tokens.json"}"#,
            "large.tokens.json":
                #"{"large": {"$extends": {"$ref": "base.json#/button"}, "height": {"$type": "dimension", "$value": {"value": 48, "unit": "px"}}}}"#,
        ])
        let theme = try folder.theme()
        #expect(theme.diagnostics.isEmpty, "\(theme.diagnostics)")
        let manager = ThemeManager(defaultTheme: theme)
        #expect(manager.constant(named: "DIMENSION_LARGE_PADDING") == .number(8))
        #expect(manager.constant(named: "DIMENSION_LARGE_HEIGHT") == .number(48))
    }

    @Test func aFileOutsideTheFolderOrAMissingGroupIsReportedNeverRead() throws {
        let folder = try Folder([
            "a.tokens.json": #"{"x": {"$extends": {"$ref": "../../secret.json"}}, "y": {"$extends": {"$ref": "b.json#/none"}}}"#,
            "b.json": Self.slim,
        ])
        let theme = try folder.theme("a.tokens.json")
        #expect(theme.diagnostics.map(\.code).sorted() == ["include-not-found", "invalid-token"], "\(theme.diagnostics)")
        #expect(theme.diagnostics.allSatisfy { $0.line != nil })
    }

    @Test func aFileLoadedFromDataCannotExtendAFile() throws {
        let theme = try Theme(
            data: Data(#"{"$extends": {"$ref": "base.json"}, "a": {"$type": "number", "$value": 1}}"#.utf8), name: "a.tokens.json",
            baseURL: nil)
        #expect(theme.diagnostics.map(\.code) == ["include-not-found"])
        #expect(theme.diagnostics.first?.message.contains("baseURL") == true)
    }

    @Test func aGroupsRefIsItsExtends() throws {
        // 2025.10, "Equivalence to JSON Schema `$ref`": `"$ref": "#/button"` on a group is `"$extends": "{button}"`.
        let theme = try Theme(
            data: Data(
                ##"{"button": {"$type": "number", "size": {"$value": 1}}, "large": {"$ref": "#/button", "weight": {"$type": "number", "$value": 2}}}"##
                    .utf8),
            name: "g.tokens.json", baseURL: nil)
        #expect(theme.diagnostics.isEmpty, "\(theme.diagnostics)")
        let manager = ThemeManager(defaultTheme: theme)
        #expect(manager.constant(named: "LARGE_SIZE") == .number(1))
        #expect(manager.constant(named: "LARGE_WEIGHT") == .number(2))
    }

    @Test func aChainOfExtendedFilesStopsAtTheIncludeDepthWithAnError() throws {
        var files: [String: String] = ["theme.json": #"{"formatVersion": 2, "_include": "t/f0.tokens.json"}"#]
        for index in 0..<20 {
            files["t/f\(index).tokens.json"] =
                #"{"n\#(index)": {"$type": "number", "$value": \#(index)}, "g": {"$extends": {"$ref": "f\#(index + 1).tokens.json"}}}"#
        }
        files["t/f20.tokens.json"] = #"{"n20": {"$type": "number", "$value": 20}}"#
        let theme = try Folder(files).theme()
        #expect(theme.diagnostics.map(\.code).contains("limit-exceeded"), "never cut in silence: \(theme.diagnostics)")
    }

    @Test func aDocumentThatNamesItselfIsALoopWhenIncludedToo() throws {
        let folder = try Folder([
            "theme.json": #"{"formatVersion": 2, "_include": "self.resolver.json"}"#,
            "self.resolver.json": #"{"resolutionOrder": [{"type": "set", "sources": [{"$ref": "self.resolver.json"}]}]}"#,
            "other.resolver.json": #"{"resolutionOrder": [{"type": "set", "sources": [{"$ref": "theme.json"}]}]}"#,
        ])
        #expect(try folder.theme().diagnostics.map(\.code) == ["include-cycle"])
        #expect(
            try folder.theme("other.resolver.json").diagnostics.map(\.code).contains { $0 == "include-not-found" || $0 == "include-cycle" })
    }
}
