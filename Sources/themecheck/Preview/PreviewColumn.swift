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
    /// The constants each value of a style came through, by style and key path.
    var tokens: [String: [String: TokenChain]] = [:]
    /// How many styles had their constants traced (the first of those asked for).
    var tracedCount = 0
    /// What the column's cards are drawn on, and whether it is dark.
    var appearance: ColumnAppearance
    /// Lint of this configuration, running on the other core while the page is made.
    private let lint: InBackground<[Diagnostic]>

    /// Styles whose constants are traced, per column, at most. Each trace
    /// resolves the style again on a resolver of its own, which can cost as
    /// much as the chain has constants (a constant naming the next, all the
    /// way down), so a theme of many constants has fewer traced: at least
    /// the first page, and as many more as ``tracingBudget`` allows.
    static let tracedStyleLimit = 500

    /// Constants a column's traces may walk in all, at worst: a theme of 1,000 constants has 500 styles traced.
    static let tracingBudget = 500_000

    /// How many styles of a chain of `constants` constants are traced.
    static func tracedStyles(constants: Int) -> Int {
        min(tracedStyleLimit, max(PreviewPage.pageSize, tracingBudget / max(constants, 1)))
    }

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
        let tracing = traced.isEmpty ? 0 : Self.tracedStyles(constants: manager.constantNames.count)
        tracedCount = min(tracing, traced.count)
        let explain = manager.explainer()
        for name in traced.prefix(tracing) where snapshot.styles[name] != nil {
            guard let explanation = explain(name) else { continue }
            var byKeyPath: [String: TokenChain] = [:]
            for entry in explanation.entries where !entry.origin.constants.isEmpty {
                byKeyPath[entry.keyPath] = TokenChain(entry.origin.constants.lazy.map(\.name))
            }
            if !byKeyPath.isEmpty { tokens[name] = byKeyPath }
        }
    }
}

/// The constants a value came through, outermost first, as a card shows
/// them: a long chain (each constant naming the next) keeps its first few
/// and its last, so a row's length does not grow with the chain.
struct TokenChain: Equatable {
    /// The constants shown, outermost first.
    var names: [String]
    /// How many were left out before the last one shown.
    var elided = 0

    /// Constants kept from the front of a long chain; its last is kept too.
    static let front = 3

    init(_ chain: some BidirectionalCollection<String>) {
        guard chain.count > Self.front + 1, let last = chain.last else {
            names = Array(chain)
            return
        }
        names = Array(chain.prefix(Self.front)) + [last]
        elided = chain.count - Self.front - 1
    }
}
