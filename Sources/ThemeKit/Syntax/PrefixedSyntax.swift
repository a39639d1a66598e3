/// A value convention with a prefix (theme-format §3): its names, how it
/// reads its text into a value, and how it writes a value back, side by side.
///
/// One type per convention, each in its own file of this folder, listed
/// once in ``ValueSyntax/conventions``: adding a convention is adding a type.
protocol PrefixedSyntax: SendableMetatype {
    /// The long prefix, matched in any case (`color`).
    static var longPrefix: String { get }
    /// The short prefix, matched in lower case only (`c`); nil without one.
    static var shortPrefix: String? { get }
    /// Its forms as the theme schema and the manual show them (`` `rect:X,Y,W,H` ``).
    static var forms: String { get }
    /// The first `formatVersion` that reads the convention; in an older
    /// theme its text stays a plain string (images are format 2's, §12).
    static var sinceFormatVersion: Int { get }

    /// The value `text` means, `body` being the text after the prefix's
    /// colon; nil when it assigns nothing (reported through `context`).
    static func resolve<Context: ConventionContext>(_ text: String, body: Substring, in context: inout Context) -> ThemeValue?

    /// The constant names reading `body` looks up, in order (for the constant graph).
    static func constantNames(in body: Substring) -> [String]

    /// The convention text of `value`; nil when the value is not this convention's.
    static func format(_ value: ThemeValue) -> String?
}

extension PrefixedSyntax {
    static var shortPrefix: String? { nil }

    static var sinceFormatVersion: Int { 1 }

    static func constantNames(in body: Substring) -> [String] { [] }

    static func format(_ value: ThemeValue) -> String? { nil }
}
