import Foundation
import ThemeKit

/// The page's table of contents: constants by kind and name prefix, with counts.
extension PreviewPage {
    /// The constants of one kind that share a name prefix (`COLOR_BACKGROUND`).
    struct ConstantGroup {
        var kind: ConstantKind
        var prefix: String
        var names: [String]
        var anchor: String
    }

    /// The constants by kind, then by name prefix: the first two parts of
    /// the name where another constant of the kind shares them, else the first.
    func constantGroups() -> [ConstantGroup] {
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
    static func prefix(of name: String, parts: Int) -> Substring {
        var seen = 0
        for index in name.indices where name[index] == "_" {
            seen += 1
            if seen == parts { return name[..<index] }
        }
        return name[...]
    }

    /// How many constants of `kind` the groups hold, for the contents and the section headings alike.
    static func constantCount(of kind: ConstantKind, in groups: [ConstantGroup]) -> Int {
        groups.lazy.filter { $0.kind == kind }.reduce(0) { $0 + $1.names.count }
    }

    func writeContents(constants: [ConstantGroup], rows: StyleRows, into html: inout HTMLWriter) {
        html.markup("<nav class=\"contents\"><ul><li><a href=\"#constants\">Constants</a> ")
        html.element("span", class: "count", "\(constantNames.count)")
        var kind: ConstantKind?
        html.markup("<ul>")
        for group in constants {
            if group.kind != kind {
                if kind != nil { html.markup("</ul></li>") }
                kind = group.kind
                let count = Self.constantCount(of: group.kind, in: constants)
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
}
