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

    // MARK: Contents

    /// The constants of one kind that share a name prefix (`COLOR_BACKGROUND`).
    struct ConstantGroup {
        var kind: ConstantKind
        var prefix: String
        var names: [String]
        var anchor: String
    }

    /// The constants by kind, then by name prefix: the first two parts of
    /// the name where another constant of the kind shares them, else the first.
    private func constantGroups() -> [ConstantGroup] {
        var byKind: [ConstantKind: [String]] = [:]
        for name in constantNames {
            guard let value = columns.lazy.compactMap({ $0.snapshot.constants[name] }).first else { continue }
            byKind[ConstantKind(value), default: []].append(name)
        }
        var groups: [ConstantGroup] = []
        for kind in ConstantKind.allCases {
            guard let names = byKind[kind] else { continue }
            let long = names.map { Self.prefix(of: $0, parts: 2) }
            var counts: [Substring: Int] = [:]
            for prefix in long { counts[prefix, default: 0] += 1 }
            var order: [Substring] = []
            var members: [Substring: [String]] = [:]
            for (name, prefix) in zip(names, long) {
                let key = counts[prefix, default: 0] > 1 ? prefix : Self.prefix(of: name, parts: 1)
                if members[key] == nil { order.append(key) }
                members[key, default: []].append(name)
            }
            for key in order.sorted() {
                groups.append(
                    ConstantGroup(kind: kind, prefix: String(key), names: members[key] ?? [], anchor: "\(kind.anchor)-\(groups.count)"))
            }
        }
        return groups
    }

    /// The first `parts` underscore-separated parts of `name` (all of a name of no more parts).
    private static func prefix(of name: String, parts: Int) -> Substring {
        var seen = 0
        for index in name.indices where name[index] == "_" {
            seen += 1
            if seen == parts { return name[..<index] }
        }
        return name[...]
    }

    private func writeContents(constants: [ConstantGroup], rows: StyleRows, into html: inout HTMLWriter) {
        html.markup("<nav class=\"contents\"><ul><li><a href=\"#constants\">Constants</a> ")
        html.element("span", class: "count", "\(constantNames.count)")
        var kind: ConstantKind?
        html.markup("<ul>")
        for group in constants {
            if group.kind != kind {
                if kind != nil { html.markup("</ul></li>") }
                kind = group.kind
                let count = constants.lazy.filter { $0.kind == group.kind }.reduce(0) { $0 + $1.names.count }
                html.markup("<li><a href=\"#\(group.kind.anchor)\">\(group.kind.title)</a> ")
                html.element("span", class: "count", "\(count)")
                html.markup("<ul class=\"groups\">")
            }
            html.markup("<li><a href=\"#\(group.anchor)\">")
            html.text(group.prefix)
            html.markup("</a> ")
            html.element("span", class: "count", "\(group.names.count)")
            html.markup("</li>")
        }
        if kind != nil { html.markup("</ul></li>") }
        html.markup("</ul></li><li><a href=\"#styles\">Styles</a> ")
        html.element("span", class: "count", "\(rows.bases.count)")
        let variants = rows.definitions.values.reduce(0) { $0 + $1.count }
        if variants > 0 {
            html.element("span", class: "muted", " and \(variants) variant definition\(variants == 1 ? "" : "s") inside them")
        }
        html.markup("</li><li><a href=\"#findings\">Findings</a></li></ul></nav>")
    }

    // MARK: Constants

    /// The rows of the styles whose values come through each constant, in any column.
    private func usedBy(styleAnchors: [String: Int]) -> [String: [Int]] {
        var users: [String: Set<Int>] = [:]
        for column in columns {
            for (style, byKeyPath) in column.tokens {
                guard let row = styleAnchors[style] else { continue }
                for chain in byKeyPath.values {
                    for constant in chain.names { users[constant, default: []].insert(row) }
                }
            }
        }
        return users.mapValues { $0.sorted() }
    }

    /// Styles named under a constant at most; the rest are counted.
    static let usersShown = 12

    private func writeConstants(
        _ groups: [ConstantGroup], usedBy: [String: [Int]], anchors: [String: Int], styleRows: [String], memo: PreviewMemo,
        into html: inout HTMLWriter
    ) {
        html.markup("<h2 id=\"constants\">Constants (\(constantNames.count))</h2>")
        if constantNames.isEmpty { html.element("p", class: "muted", "No constants.") }
        if let traced = columns.lazy.map(\.tracedCount).max(), styleRows.count > traced {
            html.element(
                "p", class: "muted",
                "The constants a style uses are traced for the first \(traced) styles; "
                    + "`themecheck explain THEME --style NAME` traces any.")
        }
        var kind: ConstantKind?
        for group in groups {
            if group.kind != kind {
                if kind != nil { html.markup("</section>") }
                kind = group.kind
                let count = groups.lazy.filter { $0.kind == group.kind }.reduce(0) { $0 + $1.names.count }
                html.markup("<section id=\"\(group.kind.anchor)\">")
                html.element("h3", class: "kind", "\(group.kind.title) (\(count))")
            }
            html.markup("<h3 class=\"group\" id=\"\(group.anchor)\">")
            html.text("\(group.prefix) (\(group.names.count))")
            html.markup(group.kind == .colors ? "</h3><div class=\"grid\">" : "</h3><div>")
            paged(group.names, into: &html) { name, html in
                writeConstant(name, anchor: anchors[name], users: usedBy[name] ?? [], styleRows: styleRows, memo: memo, into: &html)
            }
            html.markup("</div>")
        }
        if kind != nil { html.markup("</section>") }
    }

    private func writeConstant(
        _ name: String, anchor: Int?, users: [Int], styleRows names: [String], memo: PreviewMemo, into html: inout HTMLWriter
    ) {
        html.markup(anchor.map { "<div class=\"constant\" id=\"k\($0)\">" } ?? "<div class=\"constant\">")
        let source = columns.lazy.compactMap { $0.constantSources[name] }.first
        html.element("div", class: "name", title: html.place(source), name)
        html.markup("<div class=\"cols\">")
        for (index, column) in columns.enumerated() {
            let value = column.snapshot.constants[name]
            let base = baselineIndex(of: index)
            let differs = index != base && value != columns[base].snapshot.constants[name]
            let dark = column.appearance.isDark ? " dark" : ""
            html.open(
                "div", class: (differs ? "cell differs" : "cell") + dark, style: column.appearance.css,
                title: html.place(column.constantSources[name]))
            html.element("div", class: "column-label", column.label)
            if let value {
                ValueCell.write(value, on: column.appearance, memo: memo, into: &html)
            } else {
                html.element("div", class: "meta", "not defined")
            }
            if differs { html.element("span", class: "badge", "differs from \(baselineName)") }
            html.markup("</div>")
        }
        html.markup("</div>")
        if !users.isEmpty {
            html.markup("<div class=\"users\">used by ")
            for (position, row) in users.prefix(Self.usersShown).enumerated() where names.indices.contains(row) {
                if position > 0 { html.markup(", ") }
                html.markup("<a href=\"#s\(row)\">")
                html.text(names[row])
                html.markup("</a>")
            }
            if users.count > Self.usersShown { html.text(" and \(users.count - Self.usersShown) more") }
            html.markup("</div>")
        }
        html.markup("</div>\n")
    }

    // MARK: Styles

    private func writeStyles(
        _ rows: StyleRows, findings columnFindings: [[Diagnostic]], anchors: [String: Int], memo: PreviewMemo,
        into html: inout HTMLWriter
    ) {
        html.markup("<h2 id=\"styles\">Styles (\(rows.bases.count))</h2>")
        if rows.bases.isEmpty { html.element("p", class: "muted", "No styles.") }
        if rows.bases.count > Self.mockedRows {
            html.element(
                "p", class: "muted",
                "The first \(Self.mockedRows) styles are drawn as mock views; the rest show their key paths and values.")
        }
        let findings = columnFindings.map(Self.byPlace)
        let pages = Self.pages(of: rows.bases.count)
        // Thousands of styles: the second half of the pages on the other core.
        guard pages.count >= 4 else {
            return writeStylePages(pages[...], rows: rows, findings: findings, anchors: anchors, memo: memo, into: &html)
        }
        let half = pages.count / 2
        let capacity = html.bytes.capacity / 2
        let secondHalf = InBackground(placeholder: [UInt8]()) { [self] in
            var second = HTMLWriter(capacity: capacity, locationFolder: sourceFolder)
            writeStylePages(pages[half...], rows: rows, findings: findings, anchors: anchors, memo: PreviewMemo(), into: &second)
            return second.bytes
        }
        writeStylePages(pages[..<half], rows: rows, findings: findings, anchors: anchors, memo: memo, into: &html)
        html.append(secondHalf.result())
    }

    private func writeStylePages(
        _ pages: ArraySlice<Range<Int>>, rows: StyleRows, findings: [[SourceLocation: [Diagnostic]]], anchors: [String: Int],
        memo: PreviewMemo, into html: inout HTMLWriter
    ) {
        write(pages, of: rows.bases, into: &html) { row, name, html in
            html.markup("<div class=\"style\" id=\"s\(row)\">")
            html.element("div", class: "name", name)
            html.markup("<div class=\"cols\">")
            let definitions = rows.definitions[name] ?? []
            for (index, column) in columns.enumerated() {
                let variants = definitions.compactMap { definition in
                    column.snapshot.styles[definition.name].map {
                        (variant: definition.variant, style: $0, isActive: column.variants.contains(definition.variant))
                    }
                }
                StyleCard(
                    style: column.snapshot.styles[name], columnLabel: column.label,
                    baseline: index != baselineIndex(of: index) ? columns[baselineIndex(of: index)].snapshot.styles[name] : nil,
                    isCompared: index != baselineIndex(of: index), baselineName: baselineName, contrast: column.contrast[name] ?? [],
                    findings: findings[index], memo: memo, tokens: column.tokens[name] ?? [:], constantAnchors: anchors,
                    appearance: column.appearance, variantDefinitions: variants, drawsMock: row < Self.mockedRows
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
        self.write(Self.pages(of: names.count)[...], of: names, into: &html) { _, name, html in write(name, &html) }
    }

    private func write(
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
