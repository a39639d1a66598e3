import Foundation
import ThemeKit

/// The preview page: a table of contents with counts, every constant by
/// kind and name prefix (colours as a grid of swatches) with the styles
/// that use it, and every style as cards with the constants each value
/// comes through; one column per configuration, each drawn on its own
/// background, what differs from the first column marked, contrast
/// shortfalls and resolution findings on their cards, and each value's
/// source as a tooltip. `diff --reporter html` makes the same page
/// of a change, its columns before and after.
struct PreviewPage {
    var title: String
    var subtitle: String
    var columns: [PreviewColumn]
    var constantNames: [String]
    var styleNames: [String]
    /// One line per change, for `diff`; empty for a preview.
    var summary: [String] = []
    /// What a column that differs from the first is said to differ from.
    var baselineName = "default"
    /// Whether columns come in pairs, each compared with the first of its
    /// pair (`diff`'s before and after of each appearance), rather than all with the first column.
    var comparesInPairs = false
    /// The folder of the theme, which tooltips write paths relative to (`parts/colors.json:12`); empty for full paths.
    var sourceFolder = ""
    /// The styles with a row each and the variant definitions inside them; nil for a row per style.
    var rows: StyleRows?

    /// Cards per collapsible page, so a theme of thousands of styles opens
    /// with one page laid out and the rest folded.
    static let pageSize = 100

    /// Rows whose cards draw mock views: a theme of tens of thousands of
    /// styles has its first pages drawn and the rest as tables, so the page
    /// is written in time and opens.
    static let mockedRows = 1000

    /// Bytes a card of one column takes, about: room for the page is made once.
    static let bytesPerCard = 3200

    /// The column that column `index` is compared with (itself for one that is not compared).
    func baselineIndex(of index: Int) -> Int {
        comparesInPairs ? index - index % 2 : 0
    }

    /// The styles with a row each: all of them when no variant definitions were set apart.
    var styleRows: StyleRows { rows ?? StyleRows(styleNames: styleNames, variants: []) }

    /// The page's bytes.
    func document() -> Data {
        var html = HTMLWriter(
            capacity: 4096 + (constantNames.count + styleNames.count) * columns.count * Self.bytesPerCard, locationFolder: sourceFolder)
        let memo = PreviewMemo()
        html.markup("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">")
        html.markup("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">")
        html.markup("<title>")
        html.text("\(title) · themecheck")
        html.markup("</title><style>\(PreviewStyleSheet.css)</style></head>\n")
        html.markup("<body style=\"--columns:\(max(columns.count, 1))\"><header>")
        html.element("h1", title)
        html.element("p", class: "muted", subtitle)
        html.markup("<div class=\"legend\">")
        for column in columns {
            // Each column is drawn on its appearance's background; the legend says which.
            let background = column.appearance.constant ?? "the system background"
            html.open(
                "span", class: column.appearance.isDark ? "dark" : nil, style: column.appearance.css,
                title: "drawn on \(background), \(column.appearance.background.hexString)")
            html.text(column.label)
            html.markup("</span>")
        }
        html.markup("</div>")
        let rows = styleRows
        let constants = constantGroups()
        writeContents(constants: constants, rows: rows, into: &html)
        html.markup("</header>\n<main>")
        if !summary.isEmpty {
            html.markup("<h2 id=\"summary\">Changes</h2><ul class=\"summary\">")
            for line in summary { html.element("li", line) }
            html.markup("</ul>")
        }
        let anchors = Dictionary(constantNames.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        let styleAnchors = Dictionary(rows.bases.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        writeConstants(
            constants, usedBy: usedBy(styleAnchors: styleAnchors), anchors: anchors, styleRows: rows.bases, memo: memo, into: &html)
        // Each column's findings, once: they wait for its lint, which the constants do not need.
        let findings = columns.map(\.findings)
        writeStyles(rows, findings: findings, anchors: anchors, memo: memo, into: &html)
        writeFindings(findings, into: &html)
        html.markup("</main></body></html>\n")
        return html.data
    }

    // MARK: Findings

    private func writeFindings(_ findings: [[Diagnostic]], into html: inout HTMLWriter) {
        var seen = Set<String>()
        var lines: [(Diagnostic, String)] = []
        for (column, found) in zip(columns, findings) {
            for diagnostic in found where seen.insert(diagnostic.description).inserted {
                lines.append((diagnostic, column.label))
            }
        }
        html.markup("<h2 id=\"findings\">Findings (\(lines.count))</h2>")
        guard !lines.isEmpty else {
            html.element("p", class: "muted", "No findings.")
            return
        }
        html.markup("<ul class=\"findings\">")
        for (diagnostic, label) in lines {
            html.element("li", "\(diagnostic.description) (\(label))")
        }
        html.markup("</ul>")
    }

    // MARK: Pages

    /// The pages of `count` cards: one when they fit on it, else ``pageSize`` each.
    static func pages(of count: Int) -> [Range<Int>] {
        guard count > pageSize else { return [0..<count] }
        return stride(from: 0, to: count, by: pageSize).map { $0..<min($0 + pageSize, count) }
    }

    /// `names` in collapsible pages (the first open), or all at once when they fit on one.
    func paged(_ names: [String], into html: inout HTMLWriter, _ write: (String, inout HTMLWriter) -> Void) {
        self.write(Self.pages(of: names.count)[...], of: names, into: &html) { _, name, html in write(name, &html) }
    }

    func write(
        _ pages: ArraySlice<Range<Int>>, of names: [String], into html: inout HTMLWriter,
        _ write: (Int, String, inout HTMLWriter) -> Void
    ) {
        guard names.count > Self.pageSize else {
            for (row, name) in names.enumerated() { write(row, name, &html) }
            return
        }
        for page in pages {
            html.markup(page.lowerBound == 0 ? "<details class=\"page\" open>" : "<details class=\"page\">")
            html.markup("<summary>")
            html.text(
                "\(page.lowerBound + 1)-\(page.upperBound) of \(names.count): \(names[page.lowerBound]) to \(names[page.upperBound - 1])")
            html.markup("</summary>")
            for row in page { write(row, names[row], &html) }
            html.markup("</details>")
        }
    }
}
