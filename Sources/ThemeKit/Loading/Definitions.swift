/// A constant as written in one theme file.
struct ConstantDefinition: NamedDefinition {
    var name: String
    var keyOffset: Int
    /// A scalar: string, number, boolean (or JSON null).
    var value: PlistNode
    /// Whether it is written in a group (`Constants`, `Constants_V`) rather
    /// than at the top level of a flat (version 1) theme.
    var isInGroup: Bool
    /// The variant of its `Constants_V` group (`DARK`), or nil in `Constants`.
    var variant: String? = nil
    /// The theme's file that holds it: 0 for the theme's own, else an included one (``Theme/sources``).
    var file = 0

    /// The group the constant is written in: `Constants` or `Constants_V`.
    var group: String { variant.map { "Constants_\($0)" } ?? "Constants" }

    /// Where the constant sits, for key paths in binary files (`Constants.NAME`);
    /// made when asked, as few ever are.
    var keyPath: String { isInGroup ? "\(group).\(name)" : name }
}

/// A style as written in one theme file: a dictionary, or a string that
/// aliases other styles (`"s:A,B"`).
struct StyleDefinition: NamedDefinition {
    enum Body: Sendable {
        case dictionary(StyleBody)
        /// `"s:A,B"`: the style is those styles.
        case alias(StyleBody.References)
    }

    var name: String
    var group: String
    var keyOffset: Int
    var body: Body
    /// The theme's file that holds it: 0 for the theme's own, else an included one (``Theme/sources``).
    var file = 0

    /// `Group.Name`, for key paths in binary files.
    var keyPath: String { "\(group).\(name)" }
}
