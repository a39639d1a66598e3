/// The font convention, `font:`/`f:NAME,SIZE` (theme-format §3); read and written here.
///
/// Either part may name a constant, so reading stops at the parts: the
/// resolver looks them up (`ValueResolver+Conventions`).
enum FontSyntax {
    /// The comma-separated parts after the prefix, each trimmed; empty parts are kept (they are errors).
    static func parse(_ body: Substring) -> [Substring] {
        ValueSyntax.parts(body)
    }

    /// A font's convention text, `f:NAME,SIZE`.
    static func format(_ font: ThemeFont) -> String {
        format(name: font.name, size: DecimalNumber.format(font.size))
    }

    /// The convention text of a font given as its parts, either of which may be a constant name.
    static func format(name: String, size: String) -> String {
        "f:\(name),\(size)"
    }

    /// Whether `font` reads back as itself: a name without commas or white
    /// space around it (parts are trimmed), a finite size above 0.
    static func isWritable(_ font: ThemeFont) -> Bool {
        !font.name.isEmpty && !font.name.contains(",") && font.name == String(font.name.trimmingWhitespace())
            && font.size.isFinite && font.size > 0
    }
}
