import Foundation
import ThemeKit

/// The styles' part of the page: a card per style, in pages.
extension PreviewPage {
    func writeStyles(
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

    func writeStylePages(
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
    static func byPlace(_ findings: [Diagnostic]) -> [SourceLocation: [Diagnostic]] {
        var found: [SourceLocation: [Diagnostic]] = [:]
        // A low-contrast pair is on its card already, with its ratio.
        for diagnostic in findings where diagnostic.location.line != nil && diagnostic.code != "low-contrast" {
            found[diagnostic.location, default: []].append(diagnostic)
        }
        return found
    }
}
