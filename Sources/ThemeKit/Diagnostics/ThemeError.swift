/// Thrown when a theme cannot be used at all, or a style cannot be resolved.
///
/// Carries every error diagnostic that explains why (at least one).
public struct ThemeError: Error, Sendable, CustomStringConvertible {
    public var diagnostics: [Diagnostic]

    public init(diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }

    init(_ diagnostic: Diagnostic) {
        self.diagnostics = [diagnostic]
    }

    public var description: String {
        diagnostics.map(\.description).joined(separator: "\n")
    }
}
