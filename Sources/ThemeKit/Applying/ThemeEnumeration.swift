/// An enum a theme names by string: `textAlignment: "center"`, or Giotto's
/// `"NSTextAlignmentCenter"`.
///
/// Conform a `String`-backed, `CaseIterable` enum and it converts with no
/// code: a string matches a case's raw value exactly, then in any case, then
/// as the end of a longer name (`NSTextAlignmentCenter` ends in `center`;
/// the longest such raw value wins). Add ``themeAliases`` for names that
/// follow no pattern.
public protocol ThemeEnumeration: ThemeValueConvertible, CaseIterable, RawRepresentable where RawValue == String {
    /// Extra names accepted for cases, matched exactly.
    static var themeAliases: [String: Self] { get }
}

extension ThemeEnumeration {
    /// No other names by default.
    public static var themeAliases: [String: Self] { [:] }

    /// The case a theme names, by its raw value, an alias, or a longer name that ends with the raw value (Giotto's `NSTextAlignmentCenter`).
    public init(themeValue: ThemeValue) throws {
        guard case .string(let text) = themeValue else {
            throw StylingError.wrongType(themeValue, expected: "one of \(Self.caseList)")
        }
        if let exact = Self(rawValue: text) ?? Self.themeAliases[text] {
            self = exact
            return
        }
        let lowered = text.lowercased()
        let matches = Self.allCases.filter { lowered.hasSuffix($0.rawValue.lowercased()) }
        guard let best = matches.max(by: { $0.rawValue.count < $1.rawValue.count }) else {
            throw StylingError("`\(text)` is not a case of `\(Self.self)`; expected one of \(Self.caseList)")
        }
        self = best
    }

    private static var caseList: String {
        allCases.map { "`\($0.rawValue)`" }.joined(separator: ", ")
    }
}
