import Foundation
import Testing

/// `export xcassets` into a hostile catalogue: a colour set someone else
/// made under a name the theme gives, symbolic links inside the catalogue
/// (to a folder or a file outside it, dangling), constants whose set names
/// are one name on a Mac, a name too long for a file name. Each case must
/// touch nothing outside the catalogue and nothing it did not write, say
/// what it left and why, and still write every other colour set.
///
/// The cases need a catalogue on disk (links, foreign files) and are about
/// the export, not lint, so they are made here rather than in
/// `Fixtures/invalid/hostile/`, whose cases are linted.
@Suite struct AssetCatalogHostileTests {
    /// One hostile catalogue: the theme, the files and links there before the
    /// export (`$PROJECT` is the project's folder), and what must come out.
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var constants: String = #""COLOR_TEXT": "c:#111111", "COLOR_BRAND": "c:#FF0000""#
        var files: [String: String] = [:]
        var links: [String: String] = [:]
        var status: Int32
        /// Standard error, `$PROJECT` for the project's folder.
        var errors: String
        /// The colour sets the catalogue holds afterwards.
        var sets: [String]
        var testDescription: String { name }
    }

    /// Xcode's set, which quotes themecheck's `author` text outside `info`.
    static let foreign = #"{"colors": [], "info": {"author": "xcode", "version": 1}, "properties": {"author" : "themecheck"}}"#
    static let ours = #"{"colors": [], "info": {"author": "themecheck", "version": 1}}"#
    static let catalogue = "$PROJECT/Theme.xcassets"

    static let cases: [Case] = [
        Case(
            name: "a colour set someone else made under the theme's name",
            files: ["Theme.xcassets/color.brand.colorset/Contents.json": foreign], status: 1,
            errors: """
                \(catalogue)/color.brand.colorset/Contents.json: error: constant `COLOR_BRAND` is left out of the asset catalogue: \
                colour set `color.brand.colorset` was made by someone else (its `info.author` is `xcode`, not `themecheck`), so it \
                was left as it is; rename the constant or that colour set [name-collision]

                """,
            sets: ["color.brand.colorset", "color.text.colorset"]),
        Case(
            name: "a set's Contents.json linked to a file outside",
            files: ["outside.json": ours], links: ["Theme.xcassets/color.brand.colorset/Contents.json": "$PROJECT/outside.json"],
            status: 2,
            errors: """
                themecheck: error: cannot write `\(catalogue)`: `color.brand.colorset/Contents.json` is a symbolic link, and \
                themecheck writes nothing through a link inside the catalogue; it was left as it is (the other colour sets were written)

                """,
            sets: ["color.brand.colorset", "color.text.colorset"]),
        Case(
            name: "a dangling link where a set's Contents.json goes",
            links: ["Theme.xcassets/color.brand.colorset/Contents.json": "$PROJECT/made-outside.json"], status: 2,
            errors: """
                themecheck: error: cannot write `\(catalogue)`: `color.brand.colorset/Contents.json` is a symbolic link, and \
                themecheck writes nothing through a link inside the catalogue; it was left as it is (the other colour sets were written)

                """,
            sets: ["color.brand.colorset", "color.text.colorset"]),
        Case(
            name: "a colour set linked to a folder outside",
            files: ["outside/Contents.json": ours], links: ["Theme.xcassets/color.brand.colorset": "$PROJECT/outside"], status: 2,
            errors: """
                themecheck: error: cannot write `\(catalogue)`: `color.brand.colorset` is a symbolic link, and themecheck writes \
                nothing through a link inside the catalogue; it was left as it is (the other colour sets were written)

                """,
            sets: ["color.brand.colorset", "color.text.colorset"]),
        Case(
            name: "a stale set of ours linked from outside",
            files: ["outside/Contents.json": ours], links: ["Theme.xcassets/color.gone.colorset": "$PROJECT/outside"], status: 0,
            errors: "", sets: ["color.brand.colorset", "color.gone.colorset", "color.text.colorset"]),
        Case(
            name: "a foreign set quoting themecheck's author is not stale",
            files: ["Theme.xcassets/color.gone.colorset/Contents.json": foreign], status: 0, errors: "",
            sets: ["color.brand.colorset", "color.gone.colorset", "color.text.colorset"]),
        Case(
            name: "constants whose set names differ only in case",
            constants: #""COLOR_É": "c:#111111", "COLOR_-UC9": "c:#222222", "COLOR_TEXT": "c:#333333""#, status: 1,
            errors: """
                $PROJECT/theme.json:1:75: error: constant `COLOR_-UC9` is left out of the asset catalogue: its colour set name \
                `color.-uc9` is `COLOR_É`'s too (`color.-uC9`: a Mac's file system does not tell upper from lower case) \
                [name-collision]

                """,
            sets: ["color.-uC9.colorset", "color.text.colorset"]),
        Case(
            name: "constants whose names differ only in Unicode normalisation",
            constants: "\"COLOR_\u{C9}\": \"c:#111111\", \"COLOR_E\u{301}\": \"c:#222222\", \"COLOR_TEXT\": \"c:#333333\"", status: 0,
            errors: "", sets: ["color.-uC9.colorset", "color.text.colorset"]),
        Case(
            name: "a set name too long for a file name",
            constants: #""COLOR_\#(String(repeating: "X", count: 241))": "c:#111111", "COLOR_TEXT": "c:#333333""#, status: 1,
            errors: """
                $PROJECT/theme.json:1:287: error: constant `COLOR_\(String(repeating: "X", count: 241))` is left out of the \
                asset catalogue: its colour set's folder name would be 256 bytes, more than the 255 a Mac allows in a file \
                name; shorten the constant's name [limit-exceeded]

                """,
            sets: ["color.text.colorset"]),
    ]

    @Test(arguments: cases)
    func eachHostileCatalogueIsAnsweredWithoutWritingThroughIt(_ hostile: Case) throws {
        let project = try TemporaryProject([
            "theme.json": #"{"formatVersion": 2, "Constants": {\#(hostile.constants)}}"#,
            "Theme.xcassets/Contents.json": #"{"info": {"author": "xcode", "version": 1}}"#,
        ])
        let root = project.url.path
        for (path, text) in hostile.files { try project.write(text, to: path) }
        for (path, target) in hostile.links {
            let link = project.url.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: link.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(
                atPath: link.path, withDestinationPath: target.replacingOccurrences(of: "$PROJECT", with: root))
        }
        let run = try ThemeCheckRun(
            "export", "xcassets", project.url.appendingPathComponent("theme.json").path, "--output",
            project.url.appendingPathComponent("Theme.xcassets").path)
        #expect(run.status == hostile.status)
        #expect(run.errors == hostile.errors.replacingOccurrences(of: "$PROJECT", with: root))
        #expect(try AssetCatalogExportTests.sets(in: project.url.appendingPathComponent("Theme.xcassets")) == hostile.sets)
        // Nothing before the export changed, nothing appeared outside the catalogue.
        for (path, text) in hostile.files { #expect(try project.read(path) == text, "\(path)") }
        for path in hostile.links.keys {
            let link = project.url.appendingPathComponent(path).path
            #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: link)) != nil, "\(path) is still a link")
        }
        #expect(!FileManager.default.fileExists(atPath: project.url.appendingPathComponent("made-outside.json").path))
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: root).sorted()
                == (["Theme.xcassets", "theme.json"] + Self.outside(hostile)).sorted())
        // Every set the theme gives that nothing stood in the way of is written.
        let text = project.url.appendingPathComponent("Theme.xcassets/color.text.colorset")
        #expect(try AssetCatalogExportTests.entries(ofSet: text).count == 1)
    }

    /// The files a case itself put outside the catalogue.
    static func outside(_ hostile: Case) -> [String] {
        Set(hostile.files.keys.map { String($0.split(separator: "/")[0]) }).filter { $0 != "Theme.xcassets" }.sorted()
    }
}
