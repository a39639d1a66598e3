import Foundation
import Testing

/// `export xcassets` against what an outside review tried after the first
/// fixes: a file the run reads kept in the catalogue, a linked set hiding the
/// theme's own diagnostics, a foreign set spelt in another case, a read-only
/// set of ours gone stale, and the catalogue's own `Contents.json` as a link.
@Suite struct AssetCatalogReviewTests {
    private static func export(_ theme: String, in project: TemporaryProject, catalogue: String = "C.xcassets") throws -> ThemeCheckRun {
        try ThemeCheckRun(in: project.url, arguments: ["export", "xcassets", theme, "--output", catalogue])
    }

    @Test func anIncludeKeptInTheCatalogueIsNeverWrittenNorRemoved() throws {
        let project = try TemporaryProject(["t0.json": #"{"formatVersion": 2, "Constants": {"COLOR_A": "c:#FF0000"}}"#])
        #expect(try Self.export("t0.json", in: project).status == 0)
        let included = "C.xcassets/color.a.colorset/Contents.json"
        let before = try project.read(included)
        try project.write(
            #"{"formatVersion": 2, "_include": "C.xcassets/color.a.colorset/Contents.json", "Constants": {"COLOR_A": "c:#00FF00"}}"#,
            to: "t1.json")
        let run = try Self.export("t1.json", in: project)
        #expect(run.status == 2 && run.errors.contains("`color.a.colorset/Contents.json` is an input of this run"), "\(run.errors)")
        #expect(try project.read(included) == before)
        try project.write(#"{"formatVersion": 2, "_include": "C.xcassets/color.a.colorset/Contents.json"}"#, to: "t2.json")
        _ = try Self.export("t2.json", in: project)
        #expect(try project.read(included) == before, "a stale set that is an input is not removed")
    }

    @Test func aLinkedSetStillLetsTheThemeSayWhatIsWrong() throws {
        let project = try TemporaryProject([
            "x.json": #"{"formatVersion": 2, "Constants": {"COLOR_A": "c:#FF0000", "COLOR_X": "c:#GG0000"}}"#, "out/keep.txt": "kept",
        ])
        try FileManager.default.createDirectory(at: project.url.appendingPathComponent("C.xcassets"), withIntermediateDirectories: true)
        try project.link("C.xcassets/color.a.colorset", to: "../out")
        let run = try Self.export("x.json", in: project)
        #expect(run.status == 2)
        #expect(run.errors.contains("[invalid-color]") && run.errors.contains("`color.a.colorset` is a symbolic link"), "\(run.errors)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: project.url.appendingPathComponent("out").path) == ["keep.txt"])
    }

    @Test func aForeignSetSpeltInAnotherCaseIsTheSameSetOnAMac() throws {
        let project = try TemporaryProject([
            "t0.json": #"{"formatVersion": 2, "Constants": {"COLOR_A": "c:#FF0000"}}"#,
            "C.xcassets/Color.A.colorset/Contents.json": #"{"colors": [], "info": {"author": "xcode", "version": 1}}"#,
        ])
        let run = try Self.export("t0.json", in: project)
        #expect(run.status == 1 && run.errors.contains("colour set `Color.A.colorset` was made by someone else"), "\(run.errors)")
        #expect(try AssetCatalogExportTests.sets(in: project.url.appendingPathComponent("C.xcassets")) == ["Color.A.colorset"])
    }

    @Test func aReadOnlySetOfOursGoneStaleIsKept() throws {
        let project = try TemporaryProject([
            "t0.json": #"{"formatVersion": 2, "Constants": {"COLOR_A": "c:#FF0000", "COLOR_B": "c:#00FF00"}}"#
        ])
        #expect(try Self.export("t0.json", in: project).status == 0)
        let file = project.url.appendingPathComponent("C.xcassets/color.b.colorset/Contents.json").path
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: file)
        try project.write(#"{"formatVersion": 2, "Constants": {"COLOR_A": "c:#FF0000"}}"#, to: "t0.json")
        #expect(try Self.export("t0.json", in: project).status == 0)
        #expect(FileManager.default.fileExists(atPath: file), "a read-only file is someone's decision")
    }

    @Test func theCataloguesOwnContentsAsALinkIsNamed() throws {
        let project = try TemporaryProject(["t0.json": #"{"formatVersion": 2, "Constants": {"COLOR_A": "c:#FF0000"}}"#, "x.json": "{}"])
        try FileManager.default.createDirectory(at: project.url.appendingPathComponent("C.xcassets"), withIntermediateDirectories: true)
        try project.link("C.xcassets/Contents.json", to: "../x.json")
        let run = try Self.export("t0.json", in: project)
        #expect(run.status == 2 && run.errors.contains("`Contents.json` is a symbolic link"), "\(run.errors)")
        #expect(try project.read("x.json") == "{}")
        #expect(try AssetCatalogExportTests.sets(in: project.url.appendingPathComponent("C.xcassets")) == ["color.a.colorset"])
    }
}
