/// A constant as written in one theme file.
///
/// A theme holds one per constant, so its fields are packed: 64 bytes.
struct ConstantDefinition: NamedDefinition {
    /// Where a constant is written: at the top level of a flat (version 1)
    /// theme, in `Constants`, or in a `Constants_V` group.
    private enum Placement: Sendable {
        case topLevel
        case constants
        case variant(String)
    }

    let name: String
    /// The value's node, kept in its parts so that its ``form`` fills the
    /// node's padding: a kind, then the form, then the offset, as a
    /// ``PlistNode`` lays them out.
    private let valueKind: PlistNode.Kind
    /// What the value is, read once at load: what resolution and the
    /// constant graph go by.
    let form: ConstantForm
    private let valueOffset: Int32
    private let placement: Placement
    // In 32 bits each, as ``PlistNode`` keeps offsets.
    private let storedKeyOffset: Int32
    private let storedFile: Int32

    init(name: String, keyOffset: Int, value: PlistNode, isInGroup: Bool, variant: String? = nil, file: Int = 0) {
        self.name = name
        self.valueKind = value.kind
        // Only a flat (format 1) file has constants outside a group (theme-format §2).
        self.form = ConstantForm(of: value, formatVersion: isInGroup ? 2 : 1)
        self.valueOffset = Int32(clamping: value.offset)
        self.placement = variant.map { .variant($0) } ?? (isInGroup ? .constants : .topLevel)
        self.storedKeyOffset = Int32(clamping: keyOffset)
        self.storedFile = Int32(clamping: file)
    }

    /// A scalar as written: string, number, boolean (or JSON null).
    var value: PlistNode { PlistNode(kind: valueKind, offset: Int(valueOffset)) }

    /// The text of a value written as text (a convention, `null`, or a
    /// name), or nil for a literal.
    var text: String? {
        if case .string(let text) = valueKind { return text }
        return nil
    }

    var keyOffset: Int { Int(storedKeyOffset) }
    /// The theme's file that holds it: 0 for the theme's own, else an included one (``Theme/sources``).
    var file: Int { Int(storedFile) }

    /// Whether it is written in a group (`Constants`, `Constants_V`) rather
    /// than at the top level of a flat (version 1) theme.
    var isInGroup: Bool {
        if case .topLevel = placement { return false }
        return true
    }

    /// The variant of its `Constants_V` group (`DARK`), or nil in `Constants`.
    var variant: String? {
        if case .variant(let variant) = placement { return variant }
        return nil
    }

    /// The group the constant is written in: `Constants` or `Constants_V`.
    var group: String { VariantName.constantsGroup(of: variant) }

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

    let name: String
    let group: String
    let body: Body
    // In 32 bits each, as ``PlistNode`` keeps offsets: a theme holds one per style.
    private let storedKeyOffset: Int32
    private let storedFile: Int32

    init(name: String, group: String, keyOffset: Int, body: Body, file: Int = 0) {
        self.name = name
        self.group = group
        self.body = body
        self.storedKeyOffset = Int32(clamping: keyOffset)
        self.storedFile = Int32(clamping: file)
    }

    var keyOffset: Int { Int(storedKeyOffset) }
    /// The theme's file that holds it: 0 for the theme's own, else an included one (``Theme/sources``).
    var file: Int { Int(storedFile) }

    /// `Group.Name`, for key paths in binary files.
    var keyPath: String { "\(group).\(name)" }
}
