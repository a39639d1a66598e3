import Foundation
import Testing

/// `themecheck export` and `themecheck generate swift` end to end.
@Suite struct ExportCommandTests {
    @Test func generatedSwiftCompilesWithoutWarningsInSwift6() throws {
        let project = try TemporaryProject([:])
        let output = project.url.appendingPathComponent("ThemeNames.swift")
        let run = try ThemeCheckRun(
            "generate", "swift", "Fixtures/giotto/theme_default.plist", "--alternative", "Fixtures/giotto/theme_2.plist",
            "--output", output.path)
        #expect(run.status == 1, "Giotto's two undefined constants are still errors")
        let source = try String(contentsOf: output, encoding: .utf8)
        #expect(source.contains("public static let testViewController = ThemeStyleName(\"TestViewController\")"))
        #expect(source.contains("public static let colorTextCommon = ThemeConstantKey<ThemeColor>(\"COLOR_TEXT_COMMON\")"))
        // Compiled as a user's target would (Swift 6, warnings as errors), against ThemeKit, and used:
        // a colour key gives a `ThemeColor`, a style name is what apply and register take.
        let use = project.url.appendingPathComponent("Use.swift")
        try """
        import ThemeKit

        func brand(of manager: ThemeManager) throws -> ThemeColor {
            try manager.constant(ThemeConstant.colorTextCommon)
        }

        @MainActor func style(_ object: any Stylable, with manager: ThemeManager) {
            manager.apply(styleNamed: ThemeStyle.testViewController, to: object)
            manager.register(object, style: ThemeStyle.testViewController).cancel()
        }
        """.write(to: use, atomically: true, encoding: .utf8)
        #expect(try Self.typecheck(output, use) == 0)
        // The key's type is checked: a colour is not a font.
        try """
        import ThemeKit

        func font(of manager: ThemeManager) throws -> ThemeFont {
            try manager.constant(ThemeConstant.colorTextCommon)
        }
        """.write(to: use, atomically: true, encoding: .utf8)
        #expect(try Self.typecheck(output, use) != 0)
        // Written only when it changes.
        let before = try FileManager.default.attributesOfItem(atPath: output.path)[.modificationDate] as? Date
        usleep(20_000)
        _ = try ThemeCheckRun(
            "generate", "swift", "Fixtures/giotto/theme_default.plist", "--alternative", "Fixtures/giotto/theme_2.plist",
            "--output", output.path)
        #expect(try FileManager.default.attributesOfItem(atPath: output.path)[.modificationDate] as? Date == before)
    }

    @Test func generatedSwiftCompilesWhateverTheNamesAndPathHold() throws {
        // Names and a folder built to close the enum, the string or the header comment.
        let names = [
            "\u{0D4E}}", "\u{0D4E}\"", "\u{0D4E}*/", "A\u{0D4E}{B", "x\r\ny", "a\u{2028}b", "straße", "ﬁx", "\u{1B}[2K", "é",
            "\u{0600}(", "\u{202E}rtl", "}; let x = 1; enum Y {",
        ]
        let constants = Dictionary(uniqueKeysWithValues: names.enumerated().map { ("COLOR_\($0.element)", "c:#00000\($0.offset % 10)") })
        let styles = Dictionary(uniqueKeysWithValues: names.map { ($0, ["alpha": 1]) })
        let theme = try JSONSerialization.data(withJSONObject: ["formatVersion": 2, "Constants": constants, "Styles": styles])
        let project = try TemporaryProject([:])
        let folder = "a\rlet x = 1 //\u{2028}b"
        try project.write(String(decoding: theme, as: UTF8.self), to: "\(folder)/theme.json")
        let output = project.url.appendingPathComponent("ThemeNames.swift")
        let run = try ThemeCheckRun(in: project.url, arguments: ["generate", "swift", "\(folder)/theme.json", "--output", output.path])
        #expect(run.status != 2, "\(run.errors)")
        #expect(try Self.typecheck(output) == 0)
        let source = try String(contentsOf: output, encoding: .utf8)
        #expect(source.components(separatedBy: "public static let").count == 2 * names.count + 3, "one member a name, and `all` twice")
    }

    /// The exit status of `swiftc -typecheck` on `files`, in Swift 6 with
    /// warnings as errors, against the ThemeKit module this package built.
    static func typecheck(_ files: URL...) throws -> Int32 {
        let modules = ThemeCheckRun.productsDirectory.appendingPathComponent("Modules")
        let check = Process()
        check.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        check.arguments =
            ["swiftc", "-typecheck", "-swift-version", "6", "-warnings-as-errors", "-parse-as-library", "-I", modules.path]
            + files.map(\.path)
        check.standardError = FileHandle.nullDevice
        try check.run()
        check.waitUntilExit()
        return check.terminationStatus
    }

    @Test func exportedCSSPropertyNamesCannotCloseTheRule() throws {
        let constants = ["COLOR_\u{0D4E}}": "c:#000000", "COLOR_\u{0D4E}:root{x": "c:#111111", "COLOR_é": "c:#222222"]
        let theme = try JSONSerialization.data(withJSONObject: ["formatVersion": 2, "Constants": constants])
        let project = try TemporaryProject(["theme.json": String(decoding: theme, as: UTF8.self)])
        let css = try ThemeCheckRun(in: project.url, arguments: ["export", "css", "theme.json"])
        #expect(css.status == 0)
        #expect(css.output.filter { $0 == "{" || $0 == "}" }.count == 2, "only :root's own braces")
        #expect(css.output.contains("--color-\\e9 : #222222;"))
    }

    @Test func exportWithOutputWritesTheFileKeepingItsModeAndRefusesAReadOnlyOne() throws {
        let project = try TemporaryProject(["tokens.json": "{}"])
        let path = project.url.appendingPathComponent("tokens.json").path
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path)
        let run = try ThemeCheckRun("export", "dtcg", "Fixtures/valid/dark-mode.json", "--output", path)
        #expect(run.status == 0 && run.output.isEmpty, "written to the file, not printed")
        #expect(try project.read("tokens.json").contains(#""COLOR_TEXT""#))
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int == 0o600)
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: path)
        let css = try ThemeCheckRun("export", "css", "Fixtures/valid/dark-mode.json", "--output", path)
        #expect(css.status == 2 && css.errors.contains("read-only"))
        #expect(try project.read("tokens.json").contains(#""COLOR_TEXT""#), "left as it was")
    }

    @Test func exportedTokensAndCSSComeOutForAThemeWithModes() throws {
        let tokens = try ThemeCheckRun("export", "dtcg", "Fixtures/valid/dark-mode.json")
        #expect(tokens.status == 0)
        let json = try #require(tokens.json as? [String: [String: Any]])
        #expect(json["COLOR_TEXT"]?["$type"] as? String == "color")
        let css = try ThemeCheckRun("export", "css", "Fixtures/valid/dark-mode.json")
        #expect(css.status == 0 && css.output.contains("@media (prefers-color-scheme: dark)"))
        #expect(css.errors.contains("left out of the CSS export") && css.errors.hasSuffix("[unsupported-token]\n"))
    }

    @Test func theSchemaAcceptsEveryValidJSONThemeAndRejectsAWrongOne() throws {
        let schema = try ThemeCheckRun("export", "schema")
        #expect(schema.status == 0)
        #expect(try JSONSerialization.jsonObject(with: Data(schema.output.utf8)) is [String: Any])
        guard SchemaCheck.isPythonValidatorAvailable else { return }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("theme-schema-\(UUID().uuidString).json")
        try Data(schema.output.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        for theme in ["example.json", "dark-mode.json", "readme.json", "tokens/theme.json"] {
            let text = try String(contentsOf: PackagePath.root.appendingPathComponent("Fixtures/valid/\(theme)"), encoding: .utf8)
            // The schema reads JSON; the example's comment lines are JSONC.
            let json = text.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }.joined(
                separator: "\n")
            #expect(try SchemaCheck.validate(json, schema: file.path).isEmpty, "\(theme)")
        }
        let wrong = #"{"formatVersion": 3, "Constants": {"A": {"nested": 1}}, "_include": 7}"#
        #expect(try !SchemaCheck.validate(wrong, schema: file.path).isEmpty)
    }

    @Test(arguments: [
        (["export", "yaml", "t.json"], "`themecheck export` needs what to make first: dtcg, css, xcassets, schema"),
        (["generate", "swift", "t.json"], "`themecheck generate swift` needs `--output FILE`"),
        (["export", "schema", "t.json"], "the schema does not depend on a theme"),
    ])
    func usageMistakesAreExitTwo(arguments: [String], message: String) throws {
        let run = try ThemeCheckRun(arguments: arguments)
        #expect(run.status == 2 && run.errors.contains(message))
    }
}
