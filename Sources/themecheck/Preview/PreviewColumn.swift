import ThemeKit

/// One configuration of the theme as the page shows it in a column: the
/// chain resolved with its alternatives and variants (the default, `DARK`,
/// an alternative theme), with where each constant is written, what lint
/// finds in it and each style's contrast shortfalls.
struct PreviewColumn {
    /// What the column header says: `default`, `variant DARK`, `alternative theme_2.plist`, `before`.
    var label: String
    var snapshot: ThemeSnapshot
    /// Where each constant's value is written (file:line), for tooltips.
    var constantSources: [String: SourceLocation] = [:]
    /// Text and background pairs below the contrast WCAG asks, by style.
    var contrast: [String: [ContrastShortfall]] = [:]
    /// Lint of this configuration, running on the other core while the page is made.
    private let lint: InBackground<[Diagnostic]>

    /// What lint finds in this configuration, and what resolving it met
    /// (waits for the lint, which the constants' part of the page does not need).
    var findings: [Diagnostic] { (lint.result() + snapshot.diagnostics).deduplicatedInReportOrder() }

    /// The column of `manager` as it is (its alternatives and variants set),
    /// linted with `options` on the other core while it resolves and the page is begun.
    init(label: String, manager: ThemeManager, snapshot: ThemeSnapshot? = nil, options: LintOptions) {
        self.label = label
        lint = InBackground(placeholder: []) { manager.lint(options: options) }
        self.snapshot = snapshot ?? ThemeSnapshot(manager: manager)
        for name in self.snapshot.constants.keys {
            if let source = manager.constantSource(named: name) { constantSources[name] = source }
        }
        for (name, style) in self.snapshot.styles {
            let shortfalls = style.contrastShortfalls(options: options)
            if !shortfalls.isEmpty { contrast[name] = shortfalls }
        }
    }
}
