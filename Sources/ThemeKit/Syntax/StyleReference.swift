import Foundation

/// The `style:A,B` / `s:A,B` convention: a list of style names.
///
/// It is also structure: a style group entry that is such a string aliases
/// those styles (theme-format §2.3), which loading reads through here.
enum StyleReference: PrefixedSyntax {
    static let longPrefix = "style"
    static let shortPrefix: String? = "s"
    static let forms = "`s:STYLE` (`s:A,B` for several)"

    /// As a value, a style reference is its text: loading turns a style
    /// property's `s:` into structure, and a constant cannot hold one.
    static func resolve<Context: ConventionContext>(_ text: String, body: Substring, in context: inout Context) -> ThemeValue? {
        .string(text)
    }

    /// The style names of a `style:`/`s:` string, trimmed, empty items
    /// skipped; nil if the string is not a style reference. `style:` is
    /// matched in any case, `s:` only in lower case.
    static func names(in text: String) -> [String]? {
        guard let (convention, body) = ValueSyntax.split(text), convention == .styleReference else { return nil }
        return nameList(body)
    }

    /// The convention text of a reference to `names`, `s:A,B`.
    static func format(_ names: [String]) -> String {
        "s:" + names.joined(separator: ",")
    }

    /// A comma-separated list of names, each trimmed, empty items skipped.
    static func nameList(_ text: Substring) -> [String] {
        ValueSyntax.parts(text).compactMap { $0.isEmpty ? nil : String($0) }
    }
}

extension StringProtocol {
    /// The text without leading and trailing white space: Unicode white space
    /// and line breaks, as Foundation's `.whitespacesAndNewlines` (U+00A0 included).
    func trimmingWhitespace() -> SubSequence {
        // The common case, read from the bytes: text that begins and ends
        // with a printable ASCII character has nothing to trim (a character
        // whose first or last scalar is not white space is not white space).
        let printable: ClosedRange<UInt8> = 0x21...0x7E
        if utf8.withContiguousStorageIfAvailable({ printable.contains($0.first ?? 0) && printable.contains($0.last ?? 0) }) == true {
            return self[startIndex..<endIndex]
        }
        guard let first = firstIndex(where: { !$0.isThemeWhitespace }),
            let last = lastIndex(where: { !$0.isThemeWhitespace })
        else {
            return self[endIndex..<endIndex]
        }
        return self[first...last]
    }
}

extension Character {
    /// Whether this is white space or a line break that names are trimmed of:
    /// exactly Foundation's `.whitespacesAndNewlines` (theme-format §3).
    ///
    /// Every scalar must be in the set, so a space carrying a combining mark is kept.
    var isThemeWhitespace: Bool {
        if let ascii = asciiValue { return ascii == 0x20 || (0x09...0x0D).contains(ascii) }
        return unicodeScalars.allSatisfy(CharacterSet.whitespacesAndNewlines.contains)
    }
}
