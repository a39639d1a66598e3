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
