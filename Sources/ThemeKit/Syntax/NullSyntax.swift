/// The null convention (theme-format §3): `null` or `nil`, in any case,
/// clears a property; written as `null`.
enum NullSyntax {
    /// Whether `text` is the null convention.
    static func parse(_ text: String) -> Bool {
        guard text.utf8.count <= 4 else { return false }
        let lower = text.lowercased()
        return lower == "null" || lower == "nil"
    }

    /// The text the null value is written as.
    static let text = "null"
}

/// Null's forms: `resolve` writes it as JSON `null`, untagged.
extension NullSyntax: ValueKind {
    static let typeName = "null"

    static func resolveJSON(_ value: ThemeValue) -> String { "null" }

    static func value(resolveJSON body: PlistNode, tag: String) -> ThemeValue? { nil }

    static func messageDescription(_ value: ThemeValue) -> String { "null" }
}
