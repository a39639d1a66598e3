import Foundation
import Testing

@testable import ThemeKit

/// `Constants_V` groups that come from included files (theme-format §8 and
/// §9), and from the files a resolver document's contexts refer to: each
/// variant's table is found by name, however many there are.
@Suite struct IncludedVariantGroupTests {
    private static func folder(_ files: [String: String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("variant-groups-\(UUID().uuidString)")
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return folder
    }

    private static func hex(_ index: Int) -> String { String(format: "0000%02X", index % 256) }

    @Test func eachOfManyIncludedVariantGroupsGivesItsOwnValues() throws {
        let count = 300
        let groups = (0..<count).map { #""Constants_BRAND_VARIANT_\#($0)": {"COLOR_A": "c:#\#(Self.hex($0))", "COLOR_B": "c:#FFFFFF"}"# }
        let folder = try Self.folder([
            "theme.json": #"{"formatVersion": 2, "_include": "variants.json"}"#,
            "variants.json": #"{"formatVersion": 2, "Constants": {"COLOR_A": "c:#111111", "COLOR_B": "c:#222222"}, "#
                + groups.joined(separator: ", ") + "}",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let theme = try Theme(contentsOf: folder.appendingPathComponent("theme.json"))
        #expect(theme.diagnostics.isEmpty, "\(theme.diagnostics)")
        #expect(theme.constantVariants == (0..<count).map { "BRAND_VARIANT_\($0)" }, "in the order the file writes them")
        let manager = ThemeManager(defaultTheme: theme)
        #expect(manager.constant(named: "COLOR_A") == .color(.hex("111111")))
        for index in [0, 1, 17, 255, 256, count - 1] {
            manager.variants = ["BRAND_VARIANT_\(index)"]
            #expect(manager.constant(named: "COLOR_A") == .color(.hex(Self.hex(index))), "BRAND_VARIANT_\(index)")
            #expect(manager.constant(named: "COLOR_B") == .color(.hex("FFFFFF")))
        }
        #expect(manager.lint().isEmpty)
    }

    @Test func aVariantTheIncludingFileAndIncludedFilesShareIsOneTableWhereTheFirstDefinitionWins() throws {
        let folder = try Self.folder([
            "theme.json": """
            {"formatVersion": 2, "_include": ["a.json", "b.json"],
             "Constants": {"X": "1", "Y": "1", "Z": "1"},
             "Constants_DARK": {"X": "own"}}
            """,
            "a.json": "{\"formatVersion\": 2,\n\"Constants_DARK\": {\"X\": \"a\", \"Y\": \"a\"},\n\"Constants_DIM\": {\"Z\": \"a\"}}",
            "b.json":
                "{\"formatVersion\": 2,\n\"Constants_DIM\": {\"Z\": \"b\"},\n\"Constants_HIGH\": {\"X\": \"b\"},\n\"Constants_DARK\": {\"Z\": \"b\"}}",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let theme = try Theme(contentsOf: folder.appendingPathComponent("theme.json"))
        #expect(theme.constantVariants == ["DARK", "DIM", "HIGH"], "each variant once, where it was first met")
        let found = theme.diagnostics.map {
            "\($0.code) \(($0.file as NSString?)?.lastPathComponent ?? ""):\($0.line ?? 0) note \(($0.notes.first?.file as NSString?)?.lastPathComponent ?? ""):\($0.notes.first?.line ?? 0): \($0.message.replacingOccurrences(of: folder.path + "/", with: ""))"
        }
        #expect(
            found == [
                "duplicate-key b.json:2 note a.json:3: constant `Z` is defined by two included files, `a.json` and `b.json`; the first is used and this one is ignored"
            ], "the including file's own DARK X wins silently; DIM Z twice among included files is warned about")
        let manager = ThemeManager(defaultTheme: theme)
        manager.variants = ["DARK"]
        #expect(manager.constant(named: "X") == .string("own"))
        #expect(manager.constant(named: "Y") == .string("a"))
        #expect(manager.constant(named: "Z") == .string("b"), "b.json's DARK joins the same table")
        manager.variants = ["DIM"]
        #expect(manager.constant(named: "Z") == .string("a"))
        manager.variants = ["HIGH"]
        #expect(manager.constant(named: "X") == .string("b"))
    }

    @Test func eachOfManyContextsOverReferencedFilesGivesItsOwnValue() throws {
        let count = 120
        var files = [
            "ds.resolver.json": ##"{"resolutionOrder": [{"$ref": "#/modifiers/m"}], "modifiers": {"m": {"default": "base", "contexts": {"##
                + #""base": [{"$ref": "base.tokens.json"}], "#
                + (0..<count).map { #""brand-\#($0)": [{"$ref": "c\#($0).tokens.json"}]"# }.joined(separator: ", ") + "}}}}",
            "base.tokens.json": ##"{"color": {"$type": "color", "text": {"$value": "#111111"}}}"##,
        ]
        for index in 0..<count {
            files["c\(index).tokens.json"] = ##"{"color": {"$type": "color", "text": {"$value": "#\##(Self.hex(index))"}}}"##
        }
        let folder = try Self.folder(files)
        defer { try? FileManager.default.removeItem(at: folder) }
        let theme = try Theme(contentsOf: folder.appendingPathComponent("ds.resolver.json"))
        #expect(theme.diagnostics.ignoringLegacyForms.isEmpty, "\(theme.diagnostics)")
        #expect(theme.constantVariants == (0..<count).map { "BRAND_\($0)" })
        let manager = ThemeManager(defaultTheme: theme)
        #expect(manager.constant(named: "COLOR_TEXT") == .color(.hex("111111")))
        for index in [0, 1, 64, count - 1] {
            manager.variants = ["BRAND_\(index)"]
            #expect(manager.constant(named: "COLOR_TEXT") == .color(.hex(Self.hex(index))), "BRAND_\(index)")
        }
    }
}
