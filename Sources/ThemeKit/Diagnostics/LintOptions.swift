/// How `lint` judges a chain: each code's severity (or off), the contrast
/// ratios below which text is reported, and the constants the app supplies
/// at run time (`themecheck.json`'s `rules`, `contrast` and `runtimeConstants`).
package struct LintOptions: Hashable, Sendable {
    /// What a configuration makes of a code.
    package enum Setting: String, CaseIterable, Sendable {
        /// Report as an error, as a warning, or not at all.
        case error, warning, off
    }

    /// Settings by code (`"named-color": .off`); a code not listed keeps its own severity.
    package var rules: [String: Setting]
    /// The lowest WCAG 2.x contrast ratio accepted between normal text and its background.
    package var contrastMinimum: Double
    /// The lowest ratio accepted for large-scale text (18 points, or 14 and bold; WCAG 2.2 SC 1.4.3).
    package var contrastLargeText: Double
    /// The constants the app supplies at run time, declared in the configuration (theme-format §11).
    package var runtimeConstants: RuntimeConstantDeclarations
    /// The images of the asset catalogues `i:NAME` is checked against
    /// (`--assets`, `assets` in the configuration); nil: not checked.
    package var assetImages: AssetCatalogImages?

    /// Options with these rule settings, WCAG contrast minimums and run-time constants.
    package init(
        rules: [String: Setting] = [:], contrastMinimum: Double = 4.5, contrastLargeText: Double = 3,
        runtimeConstants: RuntimeConstantDeclarations = RuntimeConstantDeclarations(), assetImages: AssetCatalogImages? = nil
    ) {
        self.rules = rules
        self.contrastMinimum = contrastMinimum
        self.contrastLargeText = contrastLargeText
        self.runtimeConstants = runtimeConstants
        self.assetImages = assetImages
    }

    /// Every rule at its own severity, contrast 4.5:1.
    package static let `default` = LintOptions()

    /// Whether `code` is reported at all; `unknown-image` only with asset catalogues to check against.
    package func isEnabled(_ code: Diagnostic.Code) -> Bool {
        if code == .unknownImage, assetImages == nil { return false }
        guard let setting = rules[code.rawValue] else { return code.isOnByDefault }
        return setting != .off
    }

    /// `found` as a lint reports it: each code at the severity configured
    /// for it, those turned off left out, each problem once, in report order.
    ///
    /// The one place a diagnostic is judged: the linter passes everything it
    /// reports through here (the theme files', the overrides file's and the
    /// command line's load problems with the rules' findings), once.
    package func judged(_ found: [Diagnostic]) -> [Diagnostic] {
        guard !rules.isEmpty else { return found.deduplicatedInReportOrder() }
        return found.compactMap { diagnostic in
            switch rules[diagnostic.code] {
            case nil: return diagnostic
            case .off: return nil
            case .error: return diagnostic.with(severity: .error)
            case .warning: return diagnostic.with(severity: .warning)
            }
        }.deduplicatedInReportOrder()
    }
}

extension Diagnostic {
    fileprivate func with(severity: Severity) -> Diagnostic {
        var copy = self
        copy.severity = severity
        return copy
    }
}
