#if THEMEKIT_STUBS
import UIKitStubs
#elseif canImport(UIKit) && !os(watchOS)
import UIKit
#endif
#if THEMEKIT_STUBS || (canImport(UIKit) && !os(watchOS))

/// One property of a configured button (``ConfiguredButtonLook``): the
/// theme's values per control state, kept by raw value since UIKit's state is
/// not `Hashable`, and what the configuration held before the theme wrote it.
struct ButtonStateValues<Value: Equatable> {
    private var values: [UIControl.State.RawValue: Value] = [:]
    /// What the theme last wrote into the configuration, and what was there before it.
    private var written: Value?
    private var before: Value?

    /// Sets the theme's value for exactly `state`; nil removes it.
    mutating func set(_ value: Value?, for state: UIControl.State) {
        values[state.rawValue] = value
    }

    /// The theme's value for exactly `state`; for normal without one, the
    /// configuration's own (`current`, or what the theme wrote over).
    func themed(for state: UIControl.State, current: Value?) -> Value? {
        if let value = values[state.rawValue] { return value }
        guard state == .normal else { return nil }
        return written == nil ? current : before
    }

    /// What to write for a button in `state` whose configuration holds
    /// `current`: the theme's value for that state; where none applies, what
    /// was there before the theme wrote it, unless something else (the app's
    /// own update handler) has written there since. `nil` leaves it as it is.
    mutating func resolve(for state: UIControl.State, current: Value?) -> Value?? {
        let ours = written != nil && current == written
        if let value = value(for: state) {
            if !ours { before = current }
            written = value
            return value
        }
        written = nil
        return ours ? .some(before) : nil
    }

    /// The value for `state`: its own, else that of the first of disabled,
    /// highlighted, selected and focused it contains, else normal's.
    private func value(for state: UIControl.State) -> Value? {
        if let own = values[state.rawValue] { return own }
        for single in [UIControl.State.disabled, .highlighted, .selected, .focused] where state.contains(single) {
            if let value = values[single.rawValue] { return value }
        }
        return values[UIControl.State.normal.rawValue]
    }
}
#endif
