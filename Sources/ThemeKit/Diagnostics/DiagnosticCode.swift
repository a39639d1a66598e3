extension Diagnostic {
    /// A stable diagnostic code and the severity it always has.
    ///
    /// Codes are a contract with users' scripts and CI: new ones may be added,
    /// none is ever renamed. A struct rather than an enum so that adding one
    /// breaks no `switch` in client code.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        public let rawValue: String
        /// The severity it has unless a configuration says otherwise.
        public let severity: Severity
        /// False for a rule that reports only when a configuration turns it
        /// on (`unused-constant`: a constant may be used by the app's code).
        public let isOnByDefault: Bool

        private init(_ rawValue: String, _ severity: Severity, isOnByDefault: Bool = true) {
            self.rawValue = rawValue
            self.severity = severity
            self.isOnByDefault = isOnByDefault
        }

        public var description: String { rawValue }

        public static let parseError = Code("parse-error", .error)
        public static let topLevelNotDictionary = Code("top-level-not-dictionary", .error)
        public static let unsupportedFormatVersion = Code("unsupported-format-version", .error)
        public static let invalidTopLevelValue = Code("invalid-top-level-value", .error)
        public static let invalidConstantValue = Code("invalid-constant-value", .error)
        public static let invalidStyle = Code("invalid-style", .error)
        public static let unknownStyle = Code("unknown-style", .error)
        public static let styleCycle = Code("style-cycle", .error)
        public static let constantCycle = Code("constant-cycle", .error)
        public static let undefinedConstant = Code("undefined-constant", .error)
        public static let invalidColor = Code("invalid-color", .error)
        public static let invalidFont = Code("invalid-font", .error)
        public static let invalidGeometry = Code("invalid-geometry", .error)
        public static let limitExceeded = Code("limit-exceeded", .error)
        public static let invalidConfiguration = Code("invalid-configuration", .error)
        public static let includeNotFound = Code("include-not-found", .error)
        public static let includeCycle = Code("include-cycle", .error)

        public static let duplicateKey = Code("duplicate-key", .warning)
        public static let duplicateStyle = Code("duplicate-style", .warning)
        public static let namedColor = Code("named-color", .warning)
        public static let unknownState = Code("unknown-state", .warning)
        public static let conventionMismatch = Code("convention-mismatch", .warning)
        public static let unknownOverride = Code("unknown-override", .warning)
        public static let suspiciousValue = Code("suspicious-value", .warning)
        public static let variantWithoutBase = Code("variant-without-base", .warning)
        public static let unknownVariant = Code("unknown-variant", .warning)
        public static let lowContrast = Code("low-contrast", .warning)
        public static let unusedConstant = Code("unused-constant", .warning, isOnByDefault: false)
        public static let unsupportedToken = Code("unsupported-token", .warning)

        /// Every code, errors first, in the order of the themecheck manual.
        public static let all: [Code] = [
            parseError, topLevelNotDictionary, unsupportedFormatVersion, invalidTopLevelValue,
            invalidConstantValue, invalidStyle, unknownStyle, styleCycle, constantCycle,
            undefinedConstant, invalidColor, invalidFont, invalidGeometry, limitExceeded, invalidConfiguration, includeNotFound, includeCycle,
            duplicateKey, duplicateStyle, namedColor, unknownState, conventionMismatch, unknownOverride,
            suspiciousValue, variantWithoutBase, unknownVariant, lowContrast, unusedConstant, unsupportedToken,
        ]
    }
}
