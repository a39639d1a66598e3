import Foundation
import Testing

/// The contrast a swatch shows: a translucent colour is judged as it is seen,
/// composited over white and over black.
@Suite struct SwatchContrastTests {
    @Test func aTranslucentColourIsCompositedOverEachBackground() throws {
        let project = try TemporaryProject([
            "theme.json": #"{"formatVersion": 2, "Constants": {"COLOR_SCRIM": "c:#00000080", "COLOR_INK": "c:#000000"}}"#
        ])
        let run = try ThemeCheckRun(in: project.url, arguments: ["preview", "theme.json", "--output", "preview.html"])
        #expect(run.status == 0, "\(run.errors)")
        let html = try String(contentsOf: project.url.appendingPathComponent("preview.html"), encoding: .utf8)
        // Black at 128/255 over white is a mid grey (#7F7F7F): 4.00:1, not black's 21:1; over black it is black, 1:1.
        #expect(html.contains("c:#00000080 · sRGB · 4.00:1 on white · 1.00:1 on black"), "\(html)")
        #expect(html.contains("c:#000000FF · sRGB · 21.00:1 on white · 1.00:1 on black"))
        #expect(html.contains("title=\"WCAG contrast of the colour as drawn over white and over black (a translucent colour composited"))
    }
}
