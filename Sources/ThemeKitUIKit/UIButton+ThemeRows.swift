#if THEMEKIT_STUBS
import UIKitStubs
#elseif canImport(UIKit) && !os(watchOS)
import UIKit
#endif
#if THEMEKIT_STUBS || (canImport(UIKit) && !os(watchOS))
import Foundation
import ThemeKit

extension ThemeProperty where Root == UIButton {
    /// A button property with a value per state: written into the
    /// configuration of a button that has one (``ConfiguredButtonLook``), else
    /// through UIKit's per-state calls, `get` and `set`.
    static func buttonState<Value: Equatable>(
        _ themed: ReferenceWritableKeyPath<ConfiguredButtonLook, ButtonStateValues<Value>>,
        configured: KeyPath<UIButton.Configuration, Value?>,
        get: @escaping @MainActor @Sendable (UIButton, UIControl.State) -> Value?,
        set: @escaping @MainActor @Sendable (UIButton, Value?, UIControl.State) throws -> Void,
        converting convert: @escaping @Sendable (ThemeValue) throws -> Value
    ) -> Self {
        // Key paths never change once made; these are read on the main actor only.
        nonisolated(unsafe) let themed = themed
        nonisolated(unsafe) let configured = configured
        return .perState(
            get: { button, state in
                guard let state = try? UIControl.State(state) else { return nil }
                guard let configuration = button.configuration else { return get(button, state) }
                let look = ConfiguredButtonLook.existing(button)?[keyPath: themed] ?? ButtonStateValues()
                return look.themed(for: state, current: configuration[keyPath: configured])
            },
            set: { button, value, state in
                let state = try UIControl.State(state)
                guard button.configuration != nil else { return try set(button, value, state) }
                ConfiguredButtonLook.change(button) { look in look[keyPath: themed].set(value, for: state) }
            },
            converting: convert)
    }
}

extension UIButton {
    /// The title's font: the configuration's title attributes on a button
    /// that has one, else the title label's (UIButton's own `font` went with iOS 3).
    var themedFont: UIFont? {
        get { configuration != nil ? ConfiguredButtonLook.existing(self)?.font : titleLabel?.font }
        set {
            guard configuration != nil else {
                titleLabel?.font = newValue
                return
            }
            ConfiguredButtonLook.change(self) { look in look.font = newValue }
        }
    }

    /// A button without a configuration has one background colour, its view's.
    func setClassicBackgroundColor(_ color: UIColor?, for state: UIControl.State) throws {
        guard state == .normal else {
            throw StylingError("a button without a configuration has one background colour; give it a configuration or use backgroundImage")
        }
        backgroundColor = color
    }
}
#endif
