/// Strings that are almost a value convention (theme-format §3) and so are
/// silently kept as plain text: the `suspicious-value` warning says the fix.
///
/// Only forms that are rarely meant literally are flagged: hex colour text
/// after `#`, an upper-case short prefix, a long prefix one letter off (or
/// the British `colour:`), and a constant name padded with white space.
enum SuspiciousValue {
    /// What is wrong with a string and the text meant instead.
    struct Advice: Equatable {
        var message: String
        var replacement: String
    }

    /// Advice for a plain string, or nil when it looks meant.
    /// `isConstantName` tells whether a trimmed name is a constant of the chain.
    static func advice(for text: String, isConstantName: (String) -> Bool) -> Advice? {
        if ColorSyntax.hex(text[...]) != nil {
            return Advice(
                message: "`\(text)` is hex colour text without `c:`, so it is the plain string; write `c:\(text)`",
                replacement: "c:\(text)")
        }
        if let colon = text.firstIndex(of: ":"), text.distance(from: text.startIndex, to: colon) <= 7 {
            let prefix = text[..<colon]
            let rest = text[text.index(after: colon)...]
            if ["C", "F", "S"].contains(prefix) {
                let meant = "\(prefix.lowercased()):\(rest)"
                return Advice(
                    message:
                        "`\(prefix):` is not a convention (the short forms are lower case), so `\(text)` is the plain string; write `\(meant)`",
                    replacement: meant)
            }
            if let intended = misspeltLongPrefix(prefix) {
                return Advice(
                    message: "`\(prefix):` is not a convention, so `\(text)` is the plain string; did you mean `\(intended):\(rest)`?",
                    replacement: "\(intended):\(rest)")
            }
        }
        let trimmed = String(text.trimmingWhitespace())
        if trimmed != text, !trimmed.isEmpty, isConstantName(trimmed) || ConstantName.matches(trimmed) {
            return Advice(
                message:
                    "`\(text)` has white space around a constant name, and names are matched exactly, so it is the plain string; write `\(trimmed)`",
                replacement: trimmed)
        }
        return nil
    }

    private static let longPrefixes = ValueSyntax.conventions.map { $0.longPrefix }

    /// The long prefix meant by a word one letter off (only for the five-letter
    /// ones, where a one-letter slip is unlikely to be a real word), or `colour`.
    private static func misspeltLongPrefix(_ prefix: Substring) -> String? {
        let word = prefix.lowercased()
        guard !longPrefixes.contains(word), word.allSatisfy(\.isLetter) else { return nil }
        if word == "colour" { return "color" }
        guard word.count >= 4, let closest = Suggestion.closest(to: word, in: longPrefixes.filter { $0.count == 5 }) else { return nil }
        return closest
    }
}
