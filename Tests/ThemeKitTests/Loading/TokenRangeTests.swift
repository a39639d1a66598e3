import Foundation
import Testing

@testable import ThemeKit

/// Every number a token file gives is finite and in its range, or it is an
/// error at its place; nothing is clamped in silence, and no output holds
/// `inf` or `nan`.
@Suite struct TokenRangeTests {
    @Test(arguments: [
        (#"{"$type": "dimension", "$value": {"value": 1e308, "unit": "rem"}}"#, "beyond the largest number a dimension can hold"),
        (#"{"$type": "color", "$value": {"colorSpace": "srgb", "components": [2, -1, 0.5]}}"#, "`2` is not (it would be clipped)"),
        (
            #"{"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0, 0], "alpha": 7}}"#,
            "`alpha` is from 0 to 1, and `7` is not"
        ),
        (
            ##"{"$type": "color", "$value": {"colorSpace": "display-p3", "components": [1, 0, 0], "hex": "#FF0000", "alpha": -0.5}}"##,
            "`alpha` is from 0 to 1, and `-0.5` is not"
        ),
    ])
    func aNumberOutOfItsRangeIsAnErrorAtItsPlace(token: String, message: String) throws {
        let text = #"{"ok": {"$type": "number", "$value": 1}, "bad": "# + token + "}"
        let theme = try Theme(data: Data(text.utf8), name: "range.tokens.json")
        let errors = theme.diagnostics.filter { $0.severity == .error }
        #expect(errors.count == 1)
        #expect(errors.first?.message.contains(message) == true, "\(errors)")
        #expect(errors.first?.line == 1 && (errors.first?.column ?? 0) > 40, "at the token's value")
        let manager = ThemeManager(defaultTheme: theme)
        #expect(manager.constant(named: "OK") == .number(1), "the rest is used")
        let export = ThemeExport(manager: manager)
        for output in [export.designTokens(), export.css().text] {
            #expect(!output.contains("inf") && !output.contains("nan"))
        }
    }
}
