import ThemeKit

/// One style in one column, drawn on the column's background: a mock view
/// of what it sets, its contrast shortfalls and findings, every key path
/// with the constants its value comes through (each a link to the
/// constant) and its value, each with where the value is written as a
/// tooltip, and the definitions of its variants (`Card_DARK`); what
/// differs from the first column marked.
struct StyleCard {
    var style: ResolvedStyle?
    var columnLabel: String
    /// The first column's style, for a column compared with it.
    var baseline: ResolvedStyle?
    var isCompared: Bool
    var baselineName: String
    var contrast: [ContrastShortfall]
    /// The column's findings by the place they point at.
    var findings: [SourceLocation: [Diagnostic]]
    var memo: PreviewMemo
    /// The constants each key path's value comes through, outermost first.
    var tokens: [String: TokenChain] = [:]
    /// The anchor of each constant on the page, for the token links.
    var constantAnchors: [String: Int] = [:]
    /// What the column is drawn on.
    var appearance: ColumnAppearance?
    /// The style's variant definitions as this column resolves them, and whether the column has the variant on.
    var variantDefinitions: [(variant: String, style: ResolvedStyle, isActive: Bool)] = []
    /// Whether the card draws its mock view (the first pages of a big theme do).
    var drawsMock = true

    /// Findings shown on one card at most.
    static let findingsShown = 5

    func write(into html: inout HTMLWriter) {
        let columnStyle = appearance.map { $0.css } ?? ""
        let dark = appearance?.isDark == true ? " dark" : ""
        guard let style else {
            html.open("article", class: "card missing\(dark)", style: columnStyle)
            html.element("div", class: "column-label", columnLabel)
            html.markup("not defined here</article>")
            return
        }
        let differs = isCompared && Self.differs(style, from: baseline)
        html.open("article", class: (differs ? "card differs" : "card") + dark, style: columnStyle)
        html.element("div", class: "column-label", columnLabel)
        if drawsMock { MockView(style, memo: memo).write(into: &html) }
        if differs {
            html.element("span", class: "badge", baseline == nil ? "only here" : "differs from \(baselineName)")
        }
        let findingPaths = Set(contrast.map(\.textKeyPath))
        for shortfall in contrast {
            html.element(
                "p", class: "finding",
                "low contrast: \(shortfall.textKeyPath) on \(shortfall.backgroundKeyPath) is \(ThemeColor.formattedRatio(shortfall.ratio)):1, "
                    + "below \(ThemeColor.formattedRatio(shortfall.minimum)):1")
        }
        if !findings.isEmpty {
            // The first few, each once; the page's Findings section lists them all.
            var seen = Set<Diagnostic>()
            var shown: [Diagnostic] = []
            for assignment in style.assignments {
                guard let origin = assignment.origin, let found = findings[origin] else { continue }
                for finding in found where seen.insert(finding).inserted && shown.count < Self.findingsShown {
                    shown.append(finding)
                }
            }
            for finding in shown { html.element("p", class: "finding", "\(finding.severity): \(finding.message)") }
            if seen.count > shown.count {
                html.element("p", class: "finding", "and \(seen.count - shown.count) more, listed under Findings")
            }
        }
        html.markup("<table class=\"paths\"><tr class=\"head\"><th scope=\"col\">Key path</th><th scope=\"col\">Token → value</th></tr>")
        for assignment in style.assignments {
            let changed = isCompared && baseline?[assignment.keyPath] != assignment.value
            let isFinding = !findingPaths.isEmpty && findingPaths.contains(assignment.keyPath)
            switch (changed, isFinding) {
            case (false, false): html.markup("<tr")
            case (true, false): html.markup("<tr class=\"differs\"")
            case (false, true): html.markup("<tr class=\"finding\"")
            case (true, true): html.markup("<tr class=\"differs finding\"")
            }
            Self.title(assignment.origin, into: &html)
            html.markup("><th>")
            Self.keyPath(assignment.keyPath, into: &html)
            html.markup("</th>")
            html.markup("<td>")
            if let chain = tokens[assignment.keyPath] {
                for (position, constant) in chain.names.enumerated() {
                    if chain.elided > 0, position == chain.names.count - 1 { html.markup("… (\(chain.elided) more) → ") }
                    if let anchor = constantAnchors[constant] {
                        html.markup("<a class=\"token\" href=\"#k\(anchor)\">")
                        Self.breakable(constant, after: UInt8(ascii: "_"), into: &html)
                        html.markup("</a> → ")
                    } else {
                        html.markup("<span class=\"token\">")
                        Self.breakable(constant, after: UInt8(ascii: "_"), into: &html)
                        html.markup("</span> → ")
                    }
                }
            }
            value(assignment.value, into: &html)
            html.markup("</td></tr>")
        }
        if let baseline, isCompared {
            // What the first column sets and this one does not.
            for old in baseline.assignments where style[old.keyPath] == nil {
                html.markup("<tr class=\"differs\"><th>")
                Self.keyPath(old.keyPath, into: &html)
                html.markup("</th>")
                html.element("td", "not set (\(baselineName): \(memo.text(old.value)))")
                html.markup("</tr>")
            }
        }
        html.markup("</table>")
        writeVariants(into: &html)
        html.markup("</article>")
    }

    /// Each variant's definition (`Card_DARK`), inside its base style's card: what turning the variant on adds.
    private func writeVariants(into html: inout HTMLWriter) {
        for (variant, definition, isActive) in variantDefinitions {
            html.markup(isActive ? "<div class=\"variant active\">" : "<div class=\"variant\">")
            html.markup("<div class=\"variant-name\">")
            html.text(definition.name)
            html.markup(" <span class=\"meta\">")
            html.text("variant \(variant): \(isActive ? "on in this column, applied above" : "off in this column")")
            html.markup(
                "</span></div><table class=\"paths\"><tr class=\"head\"><th scope=\"col\">Key path</th><th scope=\"col\">Value</th></tr>")
            for assignment in definition.assignments {
                html.markup("<tr")
                Self.title(assignment.origin, into: &html)
                html.markup("><th>")
                Self.keyPath(assignment.keyPath, into: &html)
                html.markup("</th><td>")
                value(assignment.value, into: &html)
                html.markup("</td></tr>")
            }
            html.markup("</table></div>")
        }
    }

    /// A row's tooltip: where its value is written, when that is known.
    private static func title(_ origin: SourceLocation?, into html: inout HTMLWriter) {
        guard let origin else { return }
        html.markup(" title=\"")
        html.location(origin)
        html.markup("\"")
    }

    /// A value as a cell shows it: a colour's chip, then its text.
    private func value(_ value: ThemeValue, into html: inout HTMLWriter) {
        if case .color(let color) = value {
            html.open("span", class: "chip", style: memo.color("background-color", color))
            html.markup("</span>")
        }
        html.text(memo.text(value))
    }

    /// A key path that breaks only after a `.`, `:` or `,`, never inside a word.
    static func keyPath(_ keyPath: String, into html: inout HTMLWriter) {
        breakable(keyPath, after: UInt8(ascii: "."), UInt8(ascii: ":"), UInt8(ascii: ","), into: &html)
    }

    /// `text` that breaks only after one of `separators`: each part is a box
    /// of its own (the style sheet keeps a box whole) when there is more than one.
    static func breakable(_ text: String, after separators: UInt8..., into html: inout HTMLWriter) {
        let utf8 = text.utf8
        var start = utf8.startIndex
        var index = start
        while index < utf8.endIndex {
            let byte = utf8[index]
            index = utf8.index(after: index)
            if separators.contains(byte), index < utf8.endIndex {
                html.markup("<span>")
                html.text(text[start..<index])
                html.markup("</span>")
                start = index
            }
        }
        guard start > utf8.startIndex else { return html.text(text) }
        html.markup("<span>")
        html.text(text[start...])
        html.markup("</span>")
    }

    /// Whether `style` sets anything `baseline` does not, or not the same.
    private static func differs(_ style: ResolvedStyle, from baseline: ResolvedStyle?) -> Bool {
        guard let baseline else { return true }
        return baseline.assignments.count != style.assignments.count || style.assignments.contains { baseline[$0.keyPath] != $0.value }
    }
}
