import Foundation
import ThemeKit

/// `themecheck init [DIR]`: a starter theme (constants, a style built on
/// another with `_superstyle`, a dark variant) and a `themecheck.json`
/// naming it, then the next steps. It never writes over a file: when either
/// exists nothing is written (exit 2).
struct InitCommand: Command {
    let name = "init"
    let flags: [Flag] = []
    let synopsis = "  themecheck init [DIR]"
    let help = """
        init      writes a starter theme.json (constants, styles, a dark variant) and a
                  themecheck.json naming it into DIR (the current folder without one),
                  and prints the next steps; exit 2, writing nothing, if either exists.
        """

    static let themeName = "theme.json"

    /// The starter theme: every constant used, clean under lint in both appearances.
    static let theme = """
        {
          "formatVersion": 2,
          "Constants": {
            "COLOR_BACKGROUND": "c:#FFFFFF",
            "COLOR_TEXT": "c:#1C1C1E",
            "COLOR_ACCENT": "c:#0060DF",
            "COLOR_ON_ACCENT": "c:#FFFFFF",
            "FONT_BODY": "f:system,17",
            "FONT_HEADLINE": "f:system,17,semibold",
            "DIMENSION_CORNER_RADIUS": 12
          },
          "Constants_DARK": {
            "COLOR_BACKGROUND": "c:#1C1C1E",
            "COLOR_TEXT": "c:#F2F2F7"
          },
          "Styles": {
            "BodyLabel": { "font": "FONT_BODY", "textColor": "COLOR_TEXT" },
            "HeadlineLabel": { "_superstyle": "BodyLabel", "font": "FONT_HEADLINE" },
            "PrimaryButton": {
              "backgroundColor": "COLOR_ACCENT",
              "titleColor": "COLOR_ON_ACCENT",
              "titleLabel.font": "FONT_HEADLINE",
              "layer.cornerRadius": "DIMENSION_CORNER_RADIUS"
            },
            "Card": { "backgroundColor": "COLOR_BACKGROUND", "layer.cornerRadius": "DIMENSION_CORNER_RADIUS" },
            "Card_DARK": { "layer.borderWidth": 1, "layer.borderColor": "c:#3A3A3C" }
          }
        }

        """

    /// The configuration: the theme in light and dark, unused constants reported.
    static let configuration = """
        // Which themes go together and how they are judged (Docs/themecheck.md, "Configuration").
        {
          "themes": [
            { "default": "\(themeName)", "variants": [[], ["DARK"]] }
          ],
          "rules": { "unused-constant": "warning" }
        }

        """

    /// DIR, where the starter files go; the current folder without one.
    func accept(_ positional: [String], into invocation: inout Invocation) throws(Invocation.UsageError) {
        guard positional.count <= 1 else {
            throw Invocation.UsageError(message: "unexpected argument `\(positional[1])`; `themecheck init` takes one folder")
        }
        if positional.first == "" { throw Invocation.UsageError(message: "`themecheck init` needs a folder name, not an empty one") }
        invocation.theme = positional.first ?? ""
    }

    func run(
        _ invocation: Invocation, sources _: SourceLines, output: inout some TextOutputStream, errors: inout some TextOutputStream
    ) -> ThemeCheck.ExitStatus {
        let given = invocation.theme.isEmpty ? nil : invocation.theme
        let folder = URL(fileURLWithPath: given ?? ".")
        let files = [(Self.themeName, Self.theme), (ProjectFiles.configurationName, Self.configuration)].map { name, text in
            (url: folder.appendingPathComponent(name), shown: Self.shownPath(name, in: given), text: text)
        }
        // A link counts as taken even when it points nowhere: writing would follow it.
        if let existing = files.first(where: { (try? FileManager.default.attributesOfItem(atPath: $0.url.path)) != nil }) {
            print("themecheck: error: `\(existing.shown)` exists; init writes over nothing, so nothing was written", to: &errors)
            return .usage
        }
        var written: [URL] = []
        var writing = Self.shownPath(nil, in: given)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for file in files {
                writing = file.shown
                // Without overwriting: a file made since the check above is kept, and so is everything else.
                try Data(file.text.utf8).write(to: file.url, options: .withoutOverwriting)
                written.append(file.url)
            }
        } catch {
            for url in written { try? FileManager.default.removeItem(at: url) }
            let reason = (error as NSError).userInfo[NSUnderlyingErrorKey].map { "\($0)" } ?? error.localizedDescription
            print(
                "themecheck: error: cannot write `\(writing)` (\(reason.escapingControlCharacters)); nothing was written", to: &errors)
            return .usage
        }
        print(Self.nextSteps(in: given), terminator: "", to: &output)
        return .clean
    }

    /// `name` in `folder` as the user spelt the folder (the folder itself for nil), escaped for a terminal.
    private static func shownPath(_ name: String?, in folder: String?) -> String {
        let joined: String
        switch (folder, name) {
        case (nil, let name): joined = name ?? "."
        case (let folder?, nil): joined = folder
        case (let folder?, let name?): joined = (folder.hasSuffix("/") ? folder : folder + "/") + name
        }
        return joined.escapingControlCharacters
    }

    /// `path` as one shell word, so a next step can be pasted as it is: as it
    /// is when it holds only letters, digits and `_./-`, else in single quotes.
    static func shellWord(_ path: String) -> String {
        let plain = path.unicodeScalars.allSatisfy {
            $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "_./-".unicodeScalars.contains($0))
        }
        return plain ? path : "'" + path.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// What to do with the files, named with their paths as the user gave the folder.
    static func nextSteps(in folder: String?) -> String {
        let path = { (name: String) in shellWord(shownPath(name, in: folder)) }
        return """
            themecheck: wrote \(path(themeName)) (constants, styles, a dark variant) and \(path(ProjectFiles.configurationName))

            Next steps:
              1. Lint it, in light and dark:   themecheck --config \(path(ProjectFiles.configurationName))
              2. Lint it at every build: add ThemeCheckPlugin to the app's target, with the theme
                 among its resources and themecheck.json excluded (Docs/themecheck.md, "In a SwiftPM
                 package: ThemeCheckPlugin").
              3. Typed names for the app:      themecheck generate swift \(path(themeName)) --output ThemeNames.swift
                 (or "generate": {"swift": true} in themecheck.json, and the plugin does it).
              4. Keep what it resolves to under test: assertThemeSnapshot(of: manager, variants: [[], ["DARK"]])
                 (ThemeKitTesting; Docs/Stylable.md, "Snapshot testing").
              5. Read the API: bash .ci/docs --serve in a clone of ThemeKit.

            """
    }
}
