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

    /// Cards per collapsible page, so a theme of thousands of styles opens
    /// with one page laid out and the rest folded.
    static let pageSize = 100

    /// The page as text (for tests; the command writes ``document()``).
    func html() -> String { String(decoding: document(), as: UTF8.self) }

    /// The page's bytes.
    func document() -> Data {
        var html = HTMLWriter(capacity: 4096 + (constantNames.count + styleNames.count) * columns.count * 400)
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
        html.markup("</div><nav><a href=\"#constants\">Constants</a><a href=\"#styles\">Styles</a><a href=\"#findings\">Findings</a></nav></header>\n<main>")
        if !summary.isEmpty {
            html.markup("<h2 id=\"summary\">Changes</h2><ul class=\"summary\">")
            for line in summary { html.element("li", line) }
            html.markup("</ul>")
        }
        writeConstants(into: &html)
        writeStyles(into: &html)
        writeFindings(into: &html)
        html.markup("</main></body></html>\n")
        return html.data
    }

    // MARK: Constants

    private func writeConstants(into html: inout HTMLWriter) {
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
            paged(names, into: &html) { name, html in writeConstant(name, into: &html) }
            html.markup("</section>")
        }
    }

    private func writeConstant(_ name: String, into html: inout HTMLWriter) {
        html.markup("<div class=\"constant\">")
        let source = columns.lazy.compactMap { $0.constantSources[name] }.first
        html.element("div", class: "name", title: source?.shortDescription, name)
        html.markup("<div class=\"cols\">")
        let baseline = columns.first?.snapshot.constants[name]
        for (index, column) in columns.enumerated() {
            let value = column.snapshot.constants[name]
            let differs = index > 0 && value != baseline
            html.open("div", class: differs ? "cell differs" : "cell", title: column.constantSources[name]?.shortDescription)
            html.element("div", class: "column-label", column.label)
            if let value {
                ValueCell.write(value, into: &html)
            } else {
                html.element("div", class: "meta", "not defined")
            }
            if differs { html.element("span", class: "badge", "differs from \(baselineName)") }
            html.markup("</div>")
        }
        html.markup("</div></div>\n")
    }

    // MARK: Styles

    private func writeStyles(into html: inout HTMLWriter) {
        html.markup("<h2 id=\"styles\">Styles (\(styleNames.count))</h2>")
        if styleNames.isEmpty { html.element("p", class: "muted", "No styles.") }
        let findings = columns.map(Self.findingsByLine)
        paged(styleNames, into: &html) { name, html in
            html.markup("<div class=\"style\">")
            html.element("div", class: "name", name)
            html.markup("<div class=\"cols\">")
            let baseline = columns.first?.snapshot.styles[name]
            for (index, column) in columns.enumerated() {
                StyleCard(
                    style: column.snapshot.styles[name], columnLabel: column.label, baseline: index > 0 ? baseline : nil,
                    isCompared: index > 0, baselineName: baselineName, contrast: column.contrast[name] ?? [],
                    findings: findings[index]
                ).write(into: &html)
            }
            html.markup("</div></div>\n")
        }
    }

    /// A column's resolution findings by `file:line`, to show on the card whose value is written there.
    private static func findingsByLine(_ column: PreviewColumn) -> [String: [Diagnostic]] {
        var found: [String: [Diagnostic]] = [:]
        for diagnostic in column.snapshot.diagnostics where diagnostic.location.line != nil {
            found[diagnostic.location.shortDescription, default: []].append(diagnostic)
        }
        return found
    }

    // MARK: Findings

    private func writeFindings(into html: inout HTMLWriter) {
        var seen = Set<String>()
        var lines: [(Diagnostic, String)] = []
        for column in columns {
            for diagnostic in column.snapshot.diagnostics where seen.insert(diagnostic.description).inserted {
                lines.append((diagnostic, column.label))
            }
        }
        let shortfalls = columns.reduce(0) { $0 + $1.contrast.values.reduce(0) { $0 + $1.count } }
        html.markup("<h2 id=\"findings\">Findings (\(lines.count + shortfalls))</h2>")
        if shortfalls > 0 {
            html.element("p", "\(shortfalls) text colour\(shortfalls == 1 ? "" : "s") below the contrast WCAG asks, marked on the cards.")
        }
        guard !lines.isEmpty else {
            if shortfalls == 0 { html.element("p", class: "muted", "No findings.") }
            return
        }
        html.markup("<ul class=\"findings\">")
        for (diagnostic, label) in lines {
            html.element("li", "\(diagnostic.description) (\(label))")
        }
        html.markup("</ul>")
    }

    // MARK: Pages

    /// `names` in collapsible pages of ``pageSize``, the first open.
    private func paged(_ names: [String], into html: inout HTMLWriter, _ write: (String, inout HTMLWriter) -> Void) {
        guard names.count > Self.pageSize else {
            for name in names { write(name, &html) }
            return
        }
        var start = 0
        while start < names.count {
            let end = min(start + Self.pageSize, names.count)
            html.markup(start == 0 ? "<details class=\"page\" open>" : "<details class=\"page\">")
            html.markup("<summary>")
            html.text("\(start + 1)-\(end) of \(names.count): \(names[start]) to \(names[end - 1])")
            html.markup("</summary>")
            for name in names[start..<end] { write(name, &html) }
            html.markup("</details>")
            start = end
        }
    }
}
