extension Diagnostic {
    /// A stable diagnostic code and the severity it always has.
    ///
    /// Codes are a contract with users' scripts and CI: new ones may be added,
    /// none is ever renamed. A struct rather than an enum so that adding one
    /// breaks no `switch` in client code.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        /// The code as `themecheck` prints it (`undefined-constant`).
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

        /// `parse-error`: see ``summary`` and ``explanation``, and Docs/themecheck.md.
        public static let parseError = Code("parse-error", .error)
        /// `top-level-not-dictionary`: see ``summary`` and ``explanation``, and Docs/themecheck.md.
        public static let topLevelNotDictionary = Code("top-level-not-dictionary", .error)
        /// `unsupported-format-version`: see ``summary`` and ``explanation``, and Docs/themecheck.md.
        public static let unsupportedFormatVersion = Code("unsupported-format-version", .error)
        /// `invalid-top-level-value`: see ``summary`` and ``explanation``, and Docs/themecheck.md.
        public static let invalidTopLevelValue = Code("invalid-top-level-value", .error)
        /// `invalid-constant-value`: see ``summary`` and ``explanation``, and Docs/themecheck.md.
        public static let invalidConstantValue = Code("invalid-constant-value", .error)
        /// `invalid-style`: see ``summary`` and ``explanation``, and Docs/themecheck.md.
        public static let invalidStyle = Code("invalid-style", .error)
        /// `unknown-style`: see ``summary`` and ``explanation``, and Docs/themecheck.md.
        public static let unknownStyle = Code("unknown-style", .error)
        /// `style-cycle`: see ``summary`` and ``explanation``, and Docs/themecheck.md.
        public static let styleCycle = Code("style-cycle", .error)
        /// `constant-cycle`: see ``summary`` and ``explanation``, and Docs/themecheck.md.
        public static let constantCycle = Code("constant-cycle", .error)
        /// `undefined-constant`: see ``summary`` and ``explanation``, and Docs/themecheck.md.
        public static let undefinedConstant = Code("undefined-constant", .error)
        /// `invalid-color`: see ``summary`` and ``explanation``, and Docs/themecheck.md.
        public static let invalidColor = Code("invalid-color", .error)
        /// `invalid-font`: see ``summary`` and ``explanation``, and Docs/themecheck.md.
        public static let invalidFont = Code("invalid-font", .error)
        /// `invalid-geometry`: see ``summary`` and ``explanation``, and Docs/themecheck.md.
        public static let invalidGeometry = Code("invalid-geometry", .error)
        /// `limit-exceeded`: see ``summary`` and ``explanation``, and Docs/themecheck.md.
        public static let limitExceeded = Code("limit-exceeded", .error)
        /// `invalid-configuration`: see ``summary`` and ``explanation``, and Docs/themecheck.md.
        public static let invalidConfiguration = Code("invalid-configuration", .error)
        /// `include-not-found`: see ``summary`` and ``explanation``, and Docs/themecheck.md.
        public static let includeNotFound = Code("include-not-found", .error)
        /// `include-cycle`: see ``summary`` and ``explanation``, and Docs/themecheck.md.
        public static let includeCycle = Code("include-cycle", .error)
        /// `include-not-a-file`: see ``summary`` and ``explanation``, and Docs/themecheck.md.
        public static let includeNotAFile = Code("include-not-a-file", .error)
        /// `name-collision`: see ``summary`` and ``explanation``, and Docs/themecheck.md.
        public static let nameCollision = Code("name-collision", .error)

        /// `duplicate-key`: see ``summary`` and ``explanation``, and Docs/themecheck.md.
        public static let duplicateKey = Code("duplicate-key", .warning)
        /// `duplicate-style`: see ``summary`` and ``explanation``, and Docs/themecheck.md.
        public static let duplicateStyle = Code("duplicate-style", .warning)
        /// `named-color`: see ``summary`` and ``explanation``, and Docs/themecheck.md.
        public static let namedColor = Code("named-color", .warning)
        /// `unknown-state`: see ``summary`` and ``explanation``, and Docs/themecheck.md.
        public static let unknownState = Code("unknown-state", .warning)
        /// `convention-mismatch`: see ``summary`` and ``explanation``, and Docs/themecheck.md.
        public static let conventionMismatch = Code("convention-mismatch", .warning)
        /// `unknown-override`: see ``summary`` and ``explanation``, and Docs/themecheck.md.
        public static let unknownOverride = Code("unknown-override", .warning)
        /// `suspicious-value`: see ``summary`` and ``explanation``, and Docs/themecheck.md.
        public static let suspiciousValue = Code("suspicious-value", .warning)
        /// `variant-without-base`: see ``summary`` and ``explanation``, and Docs/themecheck.md.
        public static let variantWithoutBase = Code("variant-without-base", .warning)
        /// `unknown-variant`: see ``summary`` and ``explanation``, and Docs/themecheck.md.
        public static let unknownVariant = Code("unknown-variant", .warning)
        /// `low-contrast`: see ``summary`` and ``explanation``, and Docs/themecheck.md.
        public static let lowContrast = Code("low-contrast", .warning)
        /// `unused-constant`: see ``summary`` and ``explanation``, and Docs/themecheck.md.
        public static let unusedConstant = Code("unused-constant", .warning, isOnByDefault: false)
        /// `unsupported-token`: see ``summary`` and ``explanation``, and Docs/themecheck.md.
        public static let unsupportedToken = Code("unsupported-token", .warning)

        /// Every code, errors first, in the order of the themecheck manual.
        public static let all: [Code] = [
            parseError, topLevelNotDictionary, unsupportedFormatVersion, invalidTopLevelValue,
            invalidConstantValue, invalidStyle, unknownStyle, styleCycle, constantCycle,
            undefinedConstant, invalidColor, invalidFont, invalidGeometry, limitExceeded, invalidConfiguration, includeNotFound,
            includeCycle, includeNotAFile, nameCollision,
            duplicateKey, duplicateStyle, namedColor, unknownState, conventionMismatch, unknownOverride,
            suspiciousValue, variantWithoutBase, unknownVariant, lowContrast, unusedConstant, unsupportedToken,
        ]
    }
}
