import Foundation
import ThemeKit

/// The constants' part of the page: a tile per constant and column, and the styles that use it.
extension PreviewPage {
    /// The rows of the styles whose values come through each constant, in any column.
    func usedBy(styleAnchors: [String: Int]) -> [String: [Int]] {
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

    func writeConstants(
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
                let count = Self.constantCount(of: group.kind, in: groups)
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

    func writeConstant(
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
}
