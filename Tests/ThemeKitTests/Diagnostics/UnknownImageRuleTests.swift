import Foundation
import Testing

@testable import ThemeKit

/// `unknown-image` judges `i:NAME` against the asset catalogues given, as Xcode names their image sets.
@Suite struct UnknownImageRuleTests {
    /// An asset catalogue on disk: an image set, a symbol set, a namespace folder, a plain folder and a colour set.
    private func catalogue() throws -> (URL, () -> Void) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        let assets = root.appendingPathComponent("Assets.xcassets")
        for folder in ["Logo.imageset", "custom.star.symbolset", "Icons/Heart.imageset", "Plain/Flag.imageset", "Brand.colorset"] {
            try FileManager.default.createDirectory(at: assets.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        try Data(#"{"properties": {"provides-namespace": true}}"#.utf8).write(to: assets.appendingPathComponent("Icons/Contents.json"))
        return (assets, { try? FileManager.default.removeItem(at: root) })
    }

    @Test func catalogueNamesAreXcodes() throws {
        let (assets, remove) = try catalogue()
        defer { remove() }
        var problems: [Diagnostic] = []
        let missing = assets.appendingPathComponent("missing").path
        let images = AssetCatalogImages(catalogues: [assets.path, missing], problems: &problems)
        #expect(images.names == ["Logo", "custom.star", "Icons/Heart", "Flag"])
        #expect(images.catalogues == [assets.path])
        #expect(problems.map(\.code) == ["invalid-configuration"])
        #expect(problems.first?.message.contains("`\(missing)` is not a folder") == true)
    }

    @Test func unknownNamesAreReportedWhereWrittenWithASuggestion() throws {
        let (assets, remove) = try catalogue()
        defer { remove() }
        let manager = try InlineTheme.manager(
            #"""
            {"formatVersion": 2,
             "Constants": {"IMAGE_LOGO": "i:Lgo", "IMAGE_OK": "i:Icons/Heart"},
             "Constants_DARK": {"IMAGE_LOGO": "i:LogoDark"},
             "Styles": {"Icon": {"image": "IMAGE_LOGO", "other": "i:Flag", "symbol": "i:sf:not.checked", "imageView": {"image": "i:Heart"},
                                 "animationImages": ["i:Logo", "i:Flga"]}}}
            """#)
        var problems: [Diagnostic] = []
        let options = LintOptions(assetImages: AssetCatalogImages(catalogues: [assets.path], problems: &problems))
        let found = manager.lint(options: options).filter { $0.code == "unknown-image" }
        #expect(
            found.map(\.message).sorted()
                == [
                    "no image set `Heart` in the asset catalogues given (`\(assets.path)`); did you mean `Icons/Heart`?",
                    "no image set `Lgo` in the asset catalogues given (`\(assets.path)`); did you mean `Logo`?",
                    "no image set `LogoDark` in the asset catalogues given (`\(assets.path)`)",
                    "no image set `Flga` in the asset catalogues given (`\(assets.path)`); did you mean `Flag`?",
                ].sorted())
        #expect(found.allSatisfy { $0.severity == .warning && $0.location.line != nil })
        #expect(found.first { $0.message.contains("`Heart`") }?.fix?.replacement.contains("Icons/Heart") == true)
        // Off without catalogues, and by configuration.
        #expect(manager.lint().filter { $0.code == "unknown-image" }.isEmpty)
        var off = options
        off.rules["unknown-image"] = .off
        #expect(manager.lint(options: off).filter { $0.code == "unknown-image" }.isEmpty)
    }

    /// A hostile catalogue: a link loop, folders past the depth Xcode reads,
    /// `Contents.json` that is not JSON or not an object, a file named like a
    /// set, names in any script. Nothing crashes or hangs, and every real set is found.
    @Test func hostileCataloguesAreReadSafely() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        defer { try? FileManager.default.removeItem(at: root) }
        let assets = root.appendingPathComponent("Hostile.xcassets")
        let manager = FileManager.default
        try manager.createDirectory(at: assets.appendingPathComponent("Loop"), withIntermediateDirectories: true)
        try manager.createSymbolicLink(at: assets.appendingPathComponent("Loop/Again"), withDestinationURL: assets)
        var deep = assets
        for level in 0..<40 { deep = deep.appendingPathComponent("D\(level)") }
        try manager.createDirectory(at: deep.appendingPathComponent("TooDeep.imageset"), withIntermediateDirectories: true)
        for (folder, contents) in [
            ("Garbage", "{not json"), ("Array", "[1, 2]"), ("Flag", #"{"properties": {"provides-namespace": "yes"}}"#),
        ] {
            try manager.createDirectory(at: assets.appendingPathComponent("\(folder)/Inner.imageset"), withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: assets.appendingPathComponent("\(folder)/Contents.json"))
        }
        try Data("not a folder".utf8).write(to: assets.appendingPathComponent("File.imageset"))
        try manager.createDirectory(at: assets.appendingPathComponent("Ünïcødé 星.imageset"), withIntermediateDirectories: true)
        var problems: [Diagnostic] = []
        let images = AssetCatalogImages(
            catalogues: [assets.path, assets.appendingPathComponent("File.imageset").path], problems: &problems)
        // A namespace needs `true` itself; the loop is walked only to the depth limit, and the set past it is not read.
        #expect(images.names == ["Inner", "Ünïcødé 星"])
        #expect(problems.count == 1 && problems[0].code == "invalid-configuration")
        // Two links back to the root at each level would double the walk at each: each folder is read once.
        try manager.createSymbolicLink(at: assets.appendingPathComponent("Loop/Twice"), withDestinationURL: assets)
        try manager.createSymbolicLink(at: assets.appendingPathComponent("Back"), withDestinationURL: assets)
        problems = []
        #expect(AssetCatalogImages(catalogues: [assets.path], problems: &problems).names == ["Inner", "Ünïcødé 星"])
    }

    /// A catalogue, a namespace folder or an image set reached through a link is read as the folder it is.
    @Test func linksToFoldersAreFollowed() throws {
        let (assets, remove) = try catalogue()
        defer { remove() }
        let root = assets.deletingLastPathComponent()
        let manager = FileManager.default
        try manager.createDirectory(at: root.appendingPathComponent("Elsewhere/Shared.imageset"), withIntermediateDirectories: true)
        try manager.createSymbolicLink(
            at: assets.appendingPathComponent("Shared.imageset"),
            withDestinationURL: root.appendingPathComponent("Elsewhere/Shared.imageset"))
        try manager.createSymbolicLink(at: root.appendingPathComponent("Linked.xcassets"), withDestinationURL: assets)
        var problems: [Diagnostic] = []
        let images = AssetCatalogImages(
            catalogues: [root.appendingPathComponent("Linked.xcassets").path, assets.path, assets.path + "/"], problems: &problems)
        #expect(images.names == ["Logo", "custom.star", "Icons/Heart", "Flag", "Shared"])
        // One catalogue, however it is spelt, is read and named once.
        #expect(images.catalogues == [root.appendingPathComponent("Linked.xcassets").path] && problems.isEmpty)
    }

    /// An image in two namespace folders is named with both, and neither is chosen for a fix.
    @Test func aNameTwoFoldersHoldIsNotGuessed() throws {
        let (assets, remove) = try catalogue()
        defer { remove() }
        try FileManager.default.createDirectory(at: assets.appendingPathComponent("More/Heart.imageset"), withIntermediateDirectories: true)
        try Data(#"{"properties": {"provides-namespace": true}}"#.utf8).write(to: assets.appendingPathComponent("More/Contents.json"))
        let manager = try InlineTheme.manager(#"{"formatVersion": 2, "Styles": {"S": {"image": "i:Heart"}}}"#)
        var problems: [Diagnostic] = []
        let options = LintOptions(assetImages: AssetCatalogImages(catalogues: [assets.path], problems: &problems))
        let found = manager.lint(options: options).filter { $0.code == "unknown-image" }
        #expect(
            found.map(\.message) == [
                "no image set `Heart` in the asset catalogues given (`\(assets.path)`); folders holding one: `Icons/Heart`, `More/Heart`"
            ])
        #expect(found.first?.fix == nil)
    }

    /// In a flat (format 1) file, included by a format-2 theme, `i:` text stays a string: not an image, not judged.
    @Test func aFormatOneFileKeepsImageTextWhereverItIsRead() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(#"{"IMAGE_A": "i:Other", "IMAGE_Z": "i:"}"#.utf8).write(to: folder.appendingPathComponent("flat.json"))
        try Data(#"{"formatVersion": 2, "_include": ["flat.json"], "Styles": {"S": {"image": "IMAGE_Z"}}}"#.utf8)
            .write(to: folder.appendingPathComponent("theme.json"))
        let manager = ThemeManager(defaultTheme: try Theme(contentsOf: folder.appendingPathComponent("theme.json")))
        #expect(manager.constant(named: "IMAGE_A") == .string("i:Other"))
        #expect(try manager.resolvedStyle(named: "S")["image"] == .string("i:"))
        let options = LintOptions(assetImages: AssetCatalogImages(names: ["Logo"], catalogues: ["A.xcassets"]))
        #expect(manager.lint(options: options).filter { ["invalid-image", "unknown-image"].contains($0.code) }.isEmpty)
    }
}
