import ThemeKit

/// Turns diagnostics into one of the output forms of themecheck.md.
protocol Reporter {
    /// The whole standard output for `diagnostics` (already in report order).
    func report(_ diagnostics: [Diagnostic]) -> String
}

enum ReporterKind: String, CaseIterable {
    case xcode, json, github, sarif

    func reporter(sources: SourceLines, showsSource: Bool) -> any Reporter {
        switch self {
        case .xcode: return XcodeReporter(sources: sources, showsSource: showsSource)
        case .json: return JSONReporter()
        case .github: return GitHubReporter()
        case .sarif: return SARIFReporter(sources: sources)
        }
    }
}
