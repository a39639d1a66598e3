import ThemeKit

/// One configuration of the theme as the page shows it in a column: the
/// chain resolved with its alternatives and variants (the default, `DARK`,
/// an alternative theme), with where each constant is written, the
/// constants each style's values come through, what lint finds in it, each
/// style's contrast shortfalls, and the background its cards are drawn on.
struct PreviewColumn {
    /// What the column header says: `default`, `variant DARK`, `alternative theme_2.plist`, `before`.
    var label: String
    /// The variants active in this column.
    var variants: [String] = []
    var snapshot: ThemeSnapshot
    /// Where each constant's value is written (file:line), for tooltips.
    var constantSources: [String: SourceLocation] = [:]
    /// Text and background pairs below the contrast WCAG asks, by style.
    var contrast: [String: [ContrastShortfall]] = [:]
    /// The constants each value of a style came through, outermost first, by style and key path.
    var tokens: [String: [String: [String]]] = [:]
    /// What the column's cards are drawn on, and whether it is dark.
    var appearance: ColumnAppearance
    /// Lint of this configuration, running on the other core while the page is made.
    private let lint: InBackground<[Diagnostic]>

    /// Styles whose constants are traced, per column: each trace resolves
    /// the style again on a resolver of its own, which costs a good part
    /// of the chain's size, so a theme of thousands of styles has the first
    /// pages traced and the page says so.
    static let tracedStyleLimit = 500

    /// What lint finds in this configuration, and what resolving it met
    /// (waits for the lint, which the constants' part of the page does not need).
    var findings: [Diagnostic] { (lint.result() + snapshot.diagnostics).deduplicatedInReportOrder() }

    /// The column of `manager` as it is (its alternatives and variants set),
    /// linted with `options` on the other core while it resolves and the page is begun.
    init(label: String, manager: ThemeManager, snapshot: ThemeSnapshot? = nil, options: LintOptions, traced: [String] = []) {
        self.label = label
        variants = manager.variants
        lint = InBackground(placeholder: []) { manager.lint(options: options) }
        let snapshot = snapshot ?? ThemeSnapshot(manager: manager)
        self.snapshot = snapshot
        appearance = ColumnAppearance(constants: snapshot.constants, variants: variants)
        for name in snapshot.constants.keys {
            if let source = manager.constantSource(named: name) { constantSources[name] = source }
        }
        for (name, style) in snapshot.styles {
            let shortfalls = style.contrastShortfalls(options: options)
            if !shortfalls.isEmpty { contrast[name] = shortfalls }
        }
        for name in traced.prefix(Self.tracedStyleLimit) where snapshot.styles[name] != nil {
            guard let explanation = try? manager.explain(styleNamed: name) else { continue }
            var byKeyPath: [String: [String]] = [:]
            for entry in explanation.entries where !entry.origin.constants.isEmpty {
                byKeyPath[entry.keyPath] = entry.origin.constants.map(\.name)
            }
            if !byKeyPath.isEmpty { tokens[name] = byKeyPath }
        }
    }
}
