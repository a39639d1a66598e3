import ThemeKit

/// One style in one column: a mock view of what it sets, its contrast
/// shortfalls and findings, and every key path with its value, each with
/// where the value is written as a tooltip; what differs from the first
/// column marked.
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

    /// Findings shown on one card at most.
    static let findingsShown = 5

    func write(into html: inout HTMLWriter) {
        guard let style else {
            html.markup("<article class=\"card missing\">")
            html.element("div", class: "column-label", columnLabel)
            html.markup("not defined here</article>")
            return
        }
        let differs = isCompared && Self.differs(style, from: baseline)
        html.markup(differs ? "<article class=\"card differs\">" : "<article class=\"card\">")
        html.element("div", class: "column-label", columnLabel)
        MockView(style, memo: memo).write(into: &html)
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
        html.markup("<table class=\"paths\">")
        for assignment in style.assignments {
            let changed = isCompared && baseline?[assignment.keyPath] != assignment.value
            let isFinding = !findingPaths.isEmpty && findingPaths.contains(assignment.keyPath)
            switch (changed, isFinding) {
            case (false, false): html.markup("<tr")
            case (true, false): html.markup("<tr class=\"differs\"")
            case (false, true): html.markup("<tr class=\"finding\"")
            case (true, true): html.markup("<tr class=\"differs finding\"")
            }
            if let origin = assignment.origin {
                html.markup(" title=\"")
                html.location(origin)
                html.markup("\"")
            }
            html.markup("><th>")
            html.text(assignment.keyPath)
            html.markup("</th>")
            html.markup("<td>")
            if case .color(let color) = assignment.value {
                html.open("span", class: "chip", style: memo.color("background-color", color))
                html.markup("</span>")
            }
            html.text(memo.text(assignment.value))
            html.markup("</td></tr>")
        }
        if let baseline, isCompared {
            // What the first column sets and this one does not.
            for old in baseline.assignments where style[old.keyPath] == nil {
                html.markup("<tr class=\"differs\">")
                html.element("th", old.keyPath)
                html.element("td", "not set (\(baselineName): \(memo.text(old.value)))")
                html.markup("</tr>")
            }
        }
        html.markup("</table></article>")
    }

    /// Whether `style` sets anything `baseline` does not, or not the same.
    private static func differs(_ style: ResolvedStyle, from baseline: ResolvedStyle?) -> Bool {
        guard let baseline else { return true }
        return baseline.assignments.count != style.assignments.count || style.assignments.contains { baseline[$0.keyPath] != $0.value }
    }
}
