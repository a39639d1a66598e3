import Foundation
import ThemeKit

/// The preview page: every constant by kind and every style as cards, one
/// column per configuration, what differs from the first column marked,
/// contrast shortfalls and resolution findings on their cards, and each
/// value's source as a tooltip. `diff --reporter html` makes the same page
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
    /// The folder of the theme, which tooltips write paths relative to (`parts/colors.json:12`); empty for full paths.
    var sourceFolder = ""

    /// Cards per collapsible page, so a theme of thousands of styles opens
    /// with one page laid out and the rest folded.
    static let pageSize = 100

    /// The page's bytes.
    func document() -> Data {
        var html = HTMLWriter(
            capacity: 4096 + (constantNames.count + styleNames.count) * columns.count * 400, locationFolder: sourceFolder)
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
        for column in columns { html.element("span", column.label) }
        html.markup(
            "</div><nav><a href=\"#constants\">Constants</a><a href=\"#styles\">Styles</a><a href=\"#findings\">Findings</a></nav></header>\n<main>"
        )
        if !summary.isEmpty {
            html.markup("<h2 id=\"summary\">Changes</h2><ul class=\"summary\">")
            for line in summary { html.element("li", line) }
            html.markup("</ul>")
        }
        writeConstants(memo: memo, into: &html)
        // Each column's findings, once: they wait for its lint, which the constants do not need.
        let findings = columns.map(\.findings)
        writeStyles(findings: findings, memo: memo, into: &html)
        writeFindings(findings, into: &html)
        html.markup("</main></body></html>\n")
        return html.data
    }

    // MARK: Constants

    private func writeConstants(memo: PreviewMemo, into html: inout HTMLWriter) {
        html.markup("<h2 id=\"constants\">Constants (\(constantNames.count))</h2>")
        var byKind: [ConstantKind: [String]] = [:]
        for name in constantNames {
            guard let value = columns.lazy.compactMap({ $0.snapshot.constants[name] }).first else { continue }
            byKind[ConstantKind(value), default: []].append(name)
        }
        if constantNames.isEmpty { html.element("p", class: "muted", "No constants.") }
        for kind in ConstantKind.allCases {
            guard let names = byKind[kind] else { continue }
            html.markup("<section id=\"\(kind.anchor)\">")
            html.element("h3", "\(kind.title) (\(names.count))")
            paged(names, into: &html) { name, html in writeConstant(name, memo: memo, into: &html) }
            html.markup("</section>")
        }
    }

    private func writeConstant(_ name: String, memo: PreviewMemo, into html: inout HTMLWriter) {
        html.markup("<div class=\"constant\">")
        let source = columns.lazy.compactMap { $0.constantSources[name] }.first
        html.element("div", class: "name", title: html.place(source), name)
        html.markup("<div class=\"cols\">")
        let baseline = columns.first?.snapshot.constants[name]
        for (index, column) in columns.enumerated() {
            let value = column.snapshot.constants[name]
            let differs = index > 0 && value != baseline
            html.open("div", class: differs ? "cell differs" : "cell", title: html.place(column.constantSources[name]))
            html.element("div", class: "column-label", column.label)
            if let value {
                ValueCell.write(value, memo: memo, into: &html)
            } else {
                html.element("div", class: "meta", "not defined")
            }
            if differs { html.element("span", class: "badge", "differs from \(baselineName)") }
            html.markup("</div>")
        }
        html.markup("</div></div>\n")
    }

    // MARK: Styles

    private func writeStyles(findings columnFindings: [[Diagnostic]], memo: PreviewMemo, into html: inout HTMLWriter) {
        html.markup("<h2 id=\"styles\">Styles (\(styleNames.count))</h2>")
        if styleNames.isEmpty { html.element("p", class: "muted", "No styles.") }
        let findings = columnFindings.map(Self.byPlace)
        let pages = Self.pages(of: styleNames.count)
        // Thousands of styles: the second half of the pages on the other core.
        guard pages.count >= 4 else {
            return writeStylePages(pages[...], findings: findings, memo: memo, into: &html)
        }
        let half = pages.count / 2
        let capacity = html.bytes.capacity / 2
        let secondHalf = InBackground(placeholder: [UInt8]()) { [self] in
            var second = HTMLWriter(capacity: capacity, locationFolder: sourceFolder)
            writeStylePages(pages[half...], findings: findings, memo: PreviewMemo(), into: &second)
            return second.bytes
        }
        writeStylePages(pages[..<half], findings: findings, memo: memo, into: &html)
        html.append(secondHalf.result())
    }

    private func writeStylePages(
        _ pages: ArraySlice<Range<Int>>, findings: [[SourceLocation: [Diagnostic]]], memo: PreviewMemo, into html: inout HTMLWriter
    ) {
        write(pages, of: styleNames, into: &html) { name, html in
            html.markup("<div class=\"style\">")
            html.element("div", class: "name", name)
            html.markup("<div class=\"cols\">")
            let baseline = columns.first?.snapshot.styles[name]
            for (index, column) in columns.enumerated() {
                StyleCard(
                    style: column.snapshot.styles[name], columnLabel: column.label, baseline: index > 0 ? baseline : nil,
                    isCompared: index > 0, baselineName: baselineName, contrast: column.contrast[name] ?? [],
                    findings: findings[index], memo: memo
                ).write(into: &html)
            }
            html.markup("</div></div>\n")
        }
    }

    /// A column's findings by where they point (file, line and column), to
    /// show on each card with a value written at that very place.
    private static func byPlace(_ findings: [Diagnostic]) -> [SourceLocation: [Diagnostic]] {
        var found: [SourceLocation: [Diagnostic]] = [:]
        // A low-contrast pair is on its card already, with its ratio.
        for diagnostic in findings where diagnostic.location.line != nil && diagnostic.code != "low-contrast" {
            found[diagnostic.location, default: []].append(diagnostic)
        }
        return found
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
    private func paged(_ names: [String], into html: inout HTMLWriter, _ write: (String, inout HTMLWriter) -> Void) {
        self.write(Self.pages(of: names.count)[...], of: names, into: &html, write)
    }

    private func write(
        _ pages: ArraySlice<Range<Int>>, of names: [String], into html: inout HTMLWriter, _ write: (String, inout HTMLWriter) -> Void
    ) {
        guard names.count > Self.pageSize else {
            for name in names { write(name, &html) }
            return
        }
        for page in pages {
            html.markup(page.lowerBound == 0 ? "<details class=\"page\" open>" : "<details class=\"page\">")
            html.markup("<summary>")
            html.text(
                "\(page.lowerBound + 1)-\(page.upperBound) of \(names.count): \(names[page.lowerBound]) to \(names[page.upperBound - 1])")
            html.markup("</summary>")
            for name in names[page] { write(name, &html) }
            html.markup("</details>")
        }
    }
}
