import Foundation
import Testing

/// The contrast a swatch shows: a translucent colour is judged as it is
/// seen, composited over the background of the column it is drawn in.
@Suite struct SwatchContrastTests {
    private func page(_ theme: String) throws -> String {
        let project = try TemporaryProject(["theme.json": theme])
        let run = try ThemeCheckRun(in: project.url, arguments: ["preview", "theme.json", "--output", "preview.html"])
        #expect(run.status == 0, "\(run.errors)")
        return try String(contentsOf: project.url.appendingPathComponent("preview.html"), encoding: .utf8)
    }

    @Test func aTranslucentColourIsCompositedOverTheColumnsBackground() throws {
        let html = try page(#"{"formatVersion": 2, "Constants": {"COLOR_SCRIM": "c:#00000080", "COLOR_INK": "c:#000000"}}"#)
        // Black at 128/255 over the system's white is a mid grey (#7F7F7F): 4.00:1, not black's 21:1.
        #expect(html.contains("<div class=\"hex\">c:#00000080</div><div class=\"meta ratio\""), "\(html)")
        #expect(html.contains("4.00:1 on its background"))
        #expect(html.contains("21.00:1 on its background"))
        #expect(
            html.contains("title=\"WCAG contrast of the colour as drawn over the background of its column (a translucent colour composited")
        )
    }

    @Test func aDarkColumnJudgesOverItsOwnBackground() throws {
        let html = try page(
            #"{"formatVersion": 2, "Constants": {"COLOR_BACKGROUND": "c:#FFFFFF", "COLOR_SCRIM": "c:#00000080"}, "Constants_DARK": {"COLOR_BACKGROUND": "c:#000000"}}"#
        )
        // Over the DARK column's black the scrim is black: 1:1; over the default's white, 4:1.
        let scrim = try #require(html.firstRange(of: ">COLOR_SCRIM</div>"))
        let cells = html[scrim.upperBound...].prefix(2000)
        #expect(cells.components(separatedBy: "4.00:1 on its background").count == 2)
        #expect(cells.components(separatedBy: "1.00:1 on its background").count == 2)
    }
}
