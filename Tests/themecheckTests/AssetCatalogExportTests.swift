import Foundation
import Testing

/// `themecheck export xcassets`: Xcode's colour sets, checked against the
/// catalogue Terrazzo's Swift plugin makes of the same tokens.
@Suite struct AssetCatalogExportTests {
    /// A colour set's entries as Xcode reads them: appearances, space, components by name.
    struct Entry: Equatable, CustomStringConvertible {
        var appearances: [String]
        var space: String
        var components: [String: Double]
        var description: String { "\(appearances) \(space) \(components)" }
    }

    static func entries(ofSet folder: URL) throws -> [Entry] {
        let data = try Data(contentsOf: folder.appendingPathComponent("Contents.json"))
        let top = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let colors = try #require(top["colors"] as? [[String: Any]])
        return try colors.map { entry in
            let color = try #require(entry["color"] as? [String: Any])
            let components = try #require(color["components"] as? [String: String])
            let appearances = (entry["appearances"] as? [[String: String]] ?? []).map { "\($0["appearance"] ?? "") \($0["value"] ?? "")" }
            #expect(entry["idiom"] as? String == "universal")
            return Entry(
                appearances: appearances, space: try #require(color["color-space"] as? String),
                components: try components.mapValues { try #require(Double($0), "`\($0)` is a decimal string") })
        }
    }

    static func sets(in folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".colorset") }.sorted()
    }

    @Test func terrazzosTokensGiveTerrazzosColourSetsAppearancesAndComponents() throws {
        let project = try TemporaryProject([:])
        let output = project.url.appendingPathComponent("Theme.xcassets")
        let run = try ThemeCheckRun("export", "xcassets", "Fixtures/terrazzo/plugin-swift/color/tokens.json", "--output", output.path)
        #expect(run.status == 0 && run.errors.isEmpty, "\(run.errors)")
        let want = URL(fileURLWithPath: "Fixtures/terrazzo/plugin-swift/color/Want.xcassets")
        let names = try Self.sets(in: want)
        #expect(names.count == 12)
        #expect(try Self.sets(in: output) == names)
        for name in names {
            let ours = try Self.entries(ofSet: output.appendingPathComponent(name))
            let theirs = try Self.entries(ofSet: want.appendingPathComponent(name))
            #expect(ours.map(\.appearances) == theirs.map(\.appearances), "\(name)")
            for (mine, other) in zip(ours, theirs) {
                #expect(mine.components.keys.sorted() == other.components.keys.sorted())
                #expect(
                    mine.components.allSatisfy { abs($0.value - (other.components[$0.key] ?? -1)) < 1e-12 }, "\(name): \(mine) \(other)")
                // The tokens are sRGB; Terrazzo labels their sRGB components `display-p3` (Docs/DesignTokens.md).
                #expect(mine.space == "srgb" && other.space == "display-p3")
            }
        }
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("Contents.json").path))
    }

    @Test func p3HighContrastWritesOnlyWhatChangesAndRemovesOnlyItsOwnStaleSets() throws {
        let project = try TemporaryProject([
            "theme.json": """
            {"formatVersion": 2,
             "Constants": {"COLOR_BRAND": "c:p3(1, 0.2, 0)", "COLOR_TEXT": "c:#111111", "COLOR_ASSET": "c:Accent", "COLOR_LINK": "COLOR_BRAND",
                           "DIMENSION_GAP": 8, "COLOR_ÉTÉ/../x": "c:#FFFFFF"},
             "Constants_DARK": {"COLOR_TEXT": "c:#EEEEEE"},
             "Constants_HIGH_CONTRAST": {"COLOR_TEXT": "c:#000000"}}
            """,
            "Theme.xcassets/Mine.colorset/Contents.json": #"{"colors": [], "info": {"author": "xcode", "version": 1}}"#,
        ])
        let output = project.url.appendingPathComponent("Theme.xcassets")
        let theme = project.url.appendingPathComponent("theme.json").path
        let run = try ThemeCheckRun("export", "xcassets", theme, "--output", output.path)
        #expect(run.status == 0)
        #expect(
            run.errors.contains("constant `COLOR_ASSET` is left out of the asset catalogue") && run.errors.contains("[unsupported-token]"))
        #expect(
            try Self.sets(in: output)
                == [
                    "Mine.colorset", "color.brand.colorset", "color.link.colorset", "color.text.colorset",
                    "color.-uC9t-uC9-u2F-u2E-u2E-u2Fx.colorset",
                ].sorted())
        let text = try Self.entries(ofSet: output.appendingPathComponent("color.text.colorset"))
        #expect(text.map(\.appearances) == [[], ["luminosity dark"], ["contrast high"], ["luminosity dark", "contrast high"]])
        #expect(text.map { $0.components["red"] } == [0x11 / 255.0, 0xEE / 255.0, 0, 0])
        let brand = try Self.entries(ofSet: output.appendingPathComponent("color.brand.colorset"))
        #expect(brand[0].space == "display-p3" && brand[0].components == ["red": 1, "green": 0.2, "blue": 0, "alpha": 1])
        // Again: nothing changes, so nothing is written.
        let contents = output.appendingPathComponent("color.text.colorset/Contents.json").path
        let before = try FileManager.default.attributesOfItem(atPath: contents)[.modificationDate] as? Date
        usleep(20_000)
        _ = try ThemeCheckRun("export", "xcassets", theme, "--output", output.path)
        #expect(try FileManager.default.attributesOfItem(atPath: contents)[.modificationDate] as? Date == before)
        // A constant gone: its set goes, someone else's set stays.
        try project.write(#"{"formatVersion": 2, "Constants": {"COLOR_TEXT": "c:#111111"}}"#, to: "theme.json")
        _ = try ThemeCheckRun("export", "xcassets", theme, "--output", output.path)
        #expect(try Self.sets(in: output) == ["Mine.colorset", "color.text.colorset"])
    }

    @Test func theCataloguesOwnContentsIsKeptAsXcodeWroteIt() throws {
        let xcode = """
            {
              "info" : {
                "author" : "xcode",
                "version" : 1
              },
              "properties" : {
                "provides-namespace" : true
              }
            }

            """
        let project = try TemporaryProject([
            "theme.json": #"{"formatVersion": 2, "Constants": {"COLOR_A": "c:#111111"}}"#, "Theme.xcassets/Contents.json": xcode,
        ])
        let theme = project.url.appendingPathComponent("theme.json").path
        let output = project.url.appendingPathComponent("Theme.xcassets").path
        let run = try ThemeCheckRun("export", "xcassets", theme, "--output", output)
        #expect(run.status == 0 && run.errors.isEmpty, "\(run.errors)")
        #expect(try project.read("Theme.xcassets/Contents.json") == xcode)
        #expect(try Self.sets(in: project.url.appendingPathComponent("Theme.xcassets")) == ["color.a.colorset"])
        // A catalogue without one gets one.
        try FileManager.default.removeItem(at: project.url.appendingPathComponent("Theme.xcassets/Contents.json"))
        _ = try ThemeCheckRun("export", "xcassets", theme, "--output", output)
        let made = try JSONSerialization.jsonObject(with: Data(try project.read("Theme.xcassets/Contents.json").utf8)) as? [String: Any]
        #expect((made?["info"] as? [String: Any])?["version"] as? Int == 1)
    }

    @Test func darkHighContrastIsItsAppearanceAndAVariantWithoutOneIsNamedAsCSSNamesIt() throws {
        let project = try TemporaryProject([
            "theme.json": """
            {"formatVersion": 2,
             "Constants": {"COLOR_TEXT": "c:#111111", "COLOR_LINK": "COLOR_TEXT", "COLOR_SAME": "c:#222222"},
             "Constants_DARK": {"COLOR_TEXT": "c:#EEEEEE"},
             "Constants_DARK_HIGH_CONTRAST": {"COLOR_TEXT": "c:#FFFFFF"},
             "Constants_IPAD": {"COLOR_TEXT": "c:#333333", "COLOR_SAME": "c:#222222"}}
            """
        ])
        let theme = project.url.appendingPathComponent("theme.json").path
        let output = project.url.appendingPathComponent("Theme.xcassets")
        let run = try ThemeCheckRun("export", "xcassets", theme, "--output", output.path)
        #expect(run.status == 0)
        // Named as `export css` names what it leaves out; COLOR_SAME loses nothing, so nothing is said.
        let warning = """
            \(theme):2:30: warning: the `Constants_IPAD` value of constant `COLOR_TEXT` is left out of the asset catalogue export: \
            an asset catalogue has no appearance for it (only DARK, HIGH_CONTRAST and DARK_HIGH_CONTRAST have one); its other \
            values are exported [unsupported-token]

            """
        #expect(run.errors == warning)
        let css = try ThemeCheckRun("export", "css", theme)
        #expect(css.errors.contains("the `Constants_IPAD` value of constant `COLOR_TEXT` is left out of the CSS export"))
        for set in ["color.text.colorset", "color.link.colorset"] {
            let entries = try Self.entries(ofSet: output.appendingPathComponent(set))
            #expect(entries.map(\.appearances) == [[], ["luminosity dark"], ["contrast high"], ["luminosity dark", "contrast high"]])
            let reds: [Double?] = [0x11 / 255.0, 0xEE / 255.0, 0x11 / 255.0, 1]
            #expect(entries.map { $0.components["red"] } == reds, "\(set)")
        }
    }

    @Test func aSetWrittenAgainKeepsItsPermissionBits() throws {
        let project = try TemporaryProject(["theme.json": #"{"formatVersion": 2, "Constants": {"COLOR_A": "c:#111111"}}"#])
        let theme = project.url.appendingPathComponent("theme.json").path
        let output = project.url.appendingPathComponent("Theme.xcassets")
        let contents = output.appendingPathComponent("color.a.colorset/Contents.json").path
        _ = try ThemeCheckRun("export", "xcassets", theme, "--output", output.path)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: contents)
        try project.write(#"{"formatVersion": 2, "Constants": {"COLOR_A": "c:#222222"}}"#, to: "theme.json")
        let run = try ThemeCheckRun("export", "xcassets", theme, "--output", output.path)
        #expect(run.status == 0 && run.errors.isEmpty, "\(run.errors)")
        #expect(try Self.entries(ofSet: output.appendingPathComponent("color.a.colorset"))[0].components["red"] == 0x22 / 255.0)
        #expect(try FileManager.default.attributesOfItem(atPath: contents)[.posixPermissions] as? Int == 0o600)
    }

    @Test func theOutputFolderIsRequiredAndMustBeAFolder() throws {
        let project = try TemporaryProject([
            "theme.json": #"{"formatVersion": 2, "Constants": {"COLOR_A": "c:#111111"}}"#, "file.xcassets": "x",
        ])
        let theme = project.url.appendingPathComponent("theme.json").path
        let missing = try ThemeCheckRun("export", "xcassets", theme)
        #expect(missing.status == 2 && missing.errors.contains("needs `--output DIR.xcassets`"))
        let file = try ThemeCheckRun("export", "xcassets", theme, "--output", project.url.appendingPathComponent("file.xcassets").path)
        #expect(file.status == 2 && file.errors.contains("not a folder"))
        #expect(try project.read("file.xcassets") == "x")
    }
}
