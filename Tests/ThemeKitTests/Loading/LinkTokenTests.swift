import Foundation
import Testing

@testable import ThemeKit

/// `"$type": "link"`, Terrazzo's extension type for the path or URL of an
/// asset (DTCG 2025.10 has none): invalid as Terrazzo calls it (no string,
/// or an empty one), otherwise left out with a warning, as no constant
/// holds a path.
@Suite struct LinkTokenTests {
    @Test func aLinkIsAStringThatIsNotEmptyAndGivesNoConstant() throws {
        let theme = try Theme(
            data: Data(
                #"""
                {"icon": {"$type": "link", "star": {"$value": "/assets/icons/star.svg"}, "empty": {"$value": ""},
                          "number": {"$value": 100}, "open": {"$value": "{icon.star"}, "alias": {"$value": "{icon.star}"}}}
                """#.utf8), name: "icons.tokens.json")
        #expect(
            theme.diagnostics.map(\.description) == [
                "icons.tokens.json:1:47: warning: token `icon.star`: a `link` (`/assets/icons/star.svg`) is the path or URL of an asset, which no theme constant holds (an image is named by its asset catalogue, `i:NAME`), so it is left out [unsupported-token]",
                "icons.tokens.json:1:94: error: token `icon.empty`: a `link` (Terrazzo's type for the path or URL of an asset; DTCG 2025.10 has none) is the path or URL, and an empty string names nothing, so it is skipped [invalid-token]",
                "icons.tokens.json:2:32: error: token `icon.number`: a `link` (Terrazzo's type for the path or URL of an asset; DTCG 2025.10 has none) is a string, not the number 100, so it is skipped [invalid-token]",
                "icons.tokens.json:2:57: error: token `icon.open`: `{icon.star` is no alias: its `{` is never closed; an alias is a token's path between braces, its names joined by dots (`{color.brand.primary}`), so it is skipped [invalid-token]",
                "icons.tokens.json:2:92: warning: token `icon.alias` refers to `{icon.star}`, which names a token that was left out (`icon.star`: a `link` (`/assets/icons/star.svg`) is the path or URL of an asset, which no theme constant holds (an image is named by its asset catalogue, `i:NAME`), so it is left out); the alias is left out too [unsupported-token]",
            ])
        #expect(theme.constantNames.isEmpty)
    }
}
