/// The control states a state qualifier names, as a set: what UIKit's
/// `UIControl.State` holds, without UIKit.
///
/// `selected:titleColor` sets the title colour for `.selected`; a key without
/// a qualifier sets it for `.normal`, the empty set. A bridge turns each
/// member into the framework's own constant, never a raw bit pattern.
public struct ThemeControlStates: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8

    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// The state of a key without a qualifier.
    public static let normal: ThemeControlStates = []
    /// UIKit's `.highlighted`.
    public static let highlighted = ThemeControlStates(rawValue: 1 << 0)
    /// UIKit's `.disabled`.
    public static let disabled = ThemeControlStates(rawValue: 1 << 1)
    /// UIKit's `.selected`.
    public static let selected = ThemeControlStates(rawValue: 1 << 2)
    /// UIKit's `.focused`.
    public static let focused = ThemeControlStates(rawValue: 1 << 3)

    /// The states a qualifier names. The five the theme format knows map to
    /// their state; any other is a ``StylingError`` listing them, for the
    /// apply report (themecheck warns about it as `unknown-state`).
    public init(_ state: ThemeState) throws {
        switch state {
        case .normal: self = .normal
        case .highlighted: self = .highlighted
        case .disabled: self = .disabled
        case .selected: self = .selected
        case .focused: self = .focused
        default:
            throw StylingError(
                "`\(state)` is not a control state; a control knows "
                    + ThemeState.known.dropLast().map { "`\($0)`" }.joined(separator: ", ") + " and `\(ThemeState.known.last ?? .focused)`")
        }
    }
}
