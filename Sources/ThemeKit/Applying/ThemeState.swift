/// A control state named by a state qualifier (`selected:titleColor`).
///
/// A struct rather than an enum so that apps can name states of their own;
/// the five the theme format knows are provided.
public struct ThemeState: Hashable, Sendable, RawRepresentable, ExpressibleByStringLiteral, CustomStringConvertible {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public init(stringLiteral value: String) {
        self.rawValue = value
    }

    public var description: String { rawValue }

    /// The state of a key without a qualifier.
    public static let normal: ThemeState = "normal"
    /// A highlighted control (a pressed button).
    public static let highlighted: ThemeState = "highlighted"
    /// A selected control.
    public static let selected: ThemeState = "selected"
    /// A disabled control.
    public static let disabled: ThemeState = "disabled"
    /// A control with the focus (tvOS, keyboard navigation).
    public static let focused: ThemeState = "focused"

    /// The states the theme format knows, the only ones a qualifier may name (case-sensitive).
    static let known: [ThemeState] = [.normal, .highlighted, .selected, .disabled, .focused]

    /// The known states as messages list them: "normal, highlighted, selected, disabled or focused".
    static var knownList: String {
        known.dropLast().map(\.rawValue).joined(separator: ", ") + " or " + (known.last?.rawValue ?? "")
    }
}
