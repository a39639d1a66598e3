import Testing

@testable import themecheck

/// `exclude` patterns of themecheck.json.
@Suite struct GlobTests {
    @Test(arguments: [
        ("Themes/manifest.json", "Themes/manifest.json", true),
        ("Themes/*.json", "Themes/theme_dark.json", true),
        ("Themes/*.json", "Themes/sub/theme.json", false),
        ("**/manifest.json", "manifest.json", true),
        ("**/manifest.json", "a/b/manifest.json", true),
        ("**/manifest.json", "a/b/old-manifest.json", false),
        ("Themes/**", "Themes/a/b.json", true),
        ("Themes/**", "Other/a.json", false),
        ("theme_?.json", "theme_a.json", true),
        ("theme_?.json", "theme_ab.json", false),
        ("*", "a/b.json", false),
    ])
    func patternsMatchWholePaths(pattern: String, path: String, matches: Bool) {
        #expect(Glob(pattern).matches(path) == matches)
    }

    @Test func manyStarsStayLinear() {
        let pattern = String(repeating: "*", count: 1) + String(repeating: "a*", count: 200) + "b"
        #expect(!Glob(pattern).matches(String(repeating: "a", count: 5_000)))
    }
}
