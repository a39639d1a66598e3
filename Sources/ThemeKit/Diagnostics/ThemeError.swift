import Foundation

/// Thrown when a theme cannot be used at all, or a style cannot be resolved.
///
/// Carries every error diagnostic that explains why (at least one).
public struct ThemeError: Error, Sendable, CustomStringConvertible, LocalizedError {
    /// At least one diagnostic, the errors that made the file unusable first.
    public var diagnostics: [Diagnostic]

    /// An error made of these diagnostics.
    public init(diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }

    init(_ diagnostic: Diagnostic) {
        self.diagnostics = [diagnostic]
    }

    /// An error of every diagnostic met loading several files, each once, in report order.
    init(collecting diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics.deduplicatedInReportOrder()
    }

    /// Every diagnostic in the compiler form, one a line.
    public var description: String {
        diagnostics.map(\.description).joined(separator: "\n")
    }

    /// The diagnostics' text, so `localizedDescription` says what is wrong
    /// instead of "The operation could not be completed".
    public var errorDescription: String? { description }
}
