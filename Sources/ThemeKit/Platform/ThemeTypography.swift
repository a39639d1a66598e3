/// The typography keys of theme-format §10, read and checked once for every
/// bridge: `lineHeight`, a multiple (above 0) of the font's line height, and
/// `letterSpacing`, in points (negative tightens).
public enum ThemeTypography {
    /// A `lineHeight` value: a number above 0, or a ``StylingError``.
    @Sendable public static func lineHeight(_ value: ThemeValue) throws -> Double {
        guard let multiple = value.numberValue, multiple.isFinite, multiple > 0 else {
            throw StylingError.wrongType(value, expected: "a line height, a multiple of the font's line height above 0 (1.2)")
        }
        return multiple
    }

    /// A `letterSpacing` value: a number of points, or a ``StylingError``.
    @Sendable public static func letterSpacing(_ value: ThemeValue) throws -> Double {
        guard let points = value.numberValue, points.isFinite else {
            throw StylingError.wrongType(value, expected: "a letter spacing in points (-0.5)")
        }
        return points
    }
}
