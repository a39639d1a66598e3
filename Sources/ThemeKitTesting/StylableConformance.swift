import ThemeKit

/// Checks that a `Stylable` type accepts every key path a theme's styles
/// would set on it, so an app's tests catch a theme/model mismatch before
/// its users do.
///
/// ```swift
/// @Test func labelsTakeEveryLabelStyle() throws {
///     let manager = ThemeManager(defaultTheme: try Theme(contentsOf: themeURL))
///     let report = StylableConformance.check(Label.init, styles: ["BodyLabel", "LinkLabel"], in: manager)
///     #expect(report.isConforming, "\(report)")
/// }
/// ```
///
/// Each style is applied to a fresh object, exactly as the app would apply
/// it, with the manager's active variants, on the main actor. A subclass is
/// checked with its whole table: the superclass's rows, its own, and the
/// rows it overrides.
@MainActor
public enum StylableConformance {
    /// Applies each of `styles` to a new object from `makeObject` and reports
    /// every assignment it did not accept (and every style that does not resolve).
    public static func check(
        _ makeObject: @MainActor () -> any Stylable, styles: [String], in manager: ThemeManager
    ) -> StylableConformanceReport {
        var mismatches: [StylableConformanceReport.Mismatch] = []
        for style in styles {
            let report = manager.apply(styleNamed: style, to: makeObject())
            mismatches += report.failures.map { .init(style: style, keyPath: $0.keyPath, message: $0.message) }
        }
        return StylableConformanceReport(checkedStyles: styles, mismatches: mismatches)
    }

    /// Checks the styles whose names satisfy `isIncluded` (for example every
    /// name ending in `Label`).
    public static func check(
        _ makeObject: @MainActor () -> any Stylable, stylesWhere isIncluded: (String) -> Bool,
        in manager: ThemeManager
    ) -> StylableConformanceReport {
        check(makeObject, styles: manager.styleNames.filter(isIncluded), in: manager)
    }
}

/// What ``StylableConformance`` found: each key path a style sets that the
/// type does not accept.
public struct StylableConformanceReport: Sendable, CustomStringConvertible {
    /// A key path a style sets that the type cannot take.
    public struct Mismatch: Hashable, Sendable {
        /// The style that sets it.
        public var style: String
        /// Empty when the style itself could not be resolved.
        public var keyPath: String
        /// Why the type cannot take it.
        public var message: String

        /// A mismatch of this style, key path and reason.
        public init(style: String, keyPath: String, message: String) {
            self.style = style
            self.keyPath = keyPath
            self.message = message
        }
    }

    /// The styles checked, sorted.
    public var checkedStyles: [String]
    /// Every key path the type could not take.
    public var mismatches: [Mismatch]

    /// Whether every style applied completely.
    public var isConforming: Bool { mismatches.isEmpty }

    public var description: String {
        guard !isConforming else { return "all \(checkedStyles.count) styles apply completely" }
        return "\(mismatches.count) key paths not accepted:\n"
            + mismatches.map { mismatch in
                "  \(mismatch.style)\(mismatch.keyPath.isEmpty ? "" : ".\(mismatch.keyPath)"): \(mismatch.message)"
            }.joined(separator: "\n")
    }
}
