#if THEMEKIT_STUBS
import UIKitStubs
#elseif canImport(UIKit) && !os(watchOS)
import UIKit
#endif
#if THEMEKIT_STUBS || (canImport(UIKit) && !os(watchOS))
import Foundation
import ThemeKit

/// What a theme gives a button that has a `configuration` (iOS 15 and tvOS 15).
///
/// UIKit draws such a button from its configuration alone: it ignores
/// `setTitleColor(_:for:)`, the title label's font and the background images.
/// So the title colour, background colour, image, background image (each per
/// state) and font are kept here and written into the configuration by the
/// button's `configurationUpdateHandler`, which UIKit calls whenever the
/// button's state changes. A handler the app set first runs before it.
@MainActor final class ConfiguredButtonLook {
    var titleColor = ButtonStateValues<UIColor>()
    var backgroundColor = ButtonStateValues<UIColor>()
    var image = ButtonStateValues<UIImage>()
    var backgroundImage = ButtonStateValues<UIImage>()
    /// The title's font, and the configuration's own text transformer it follows.
    var font: UIFont?
    private var originalTransformer: UIConfigurationTextAttributesTransformer??
    private var appHandler: UIButton.ConfigurationUpdateHandler?
    private weak var button: UIButton?

    private init(_ button: UIButton) {
        self.button = button
        appHandler = button.configurationUpdateHandler
    }

    /// Writes the theme's values for the button's current state into its configuration.
    func update(_ button: UIButton) {
        guard var configuration = button.configuration else { return }
        let state = button.state
        if let color = titleColor.resolve(for: state, current: configuration.baseForegroundColor) {
            configuration.baseForegroundColor = color
        }
        if let color = backgroundColor.resolve(for: state, current: configuration.baseBackgroundColor) {
            configuration.baseBackgroundColor = color
        }
        if let image = image.resolve(for: state, current: configuration.image) { configuration.image = image }
        if let image = backgroundImage.resolve(for: state, current: configuration.background.image) {
            configuration.background.image = image
        }
        if let font {
            if originalTransformer == nil { originalTransformer = .some(configuration.titleTextAttributesTransformer) }
            let before = originalTransformer ?? nil
            configuration.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
                var outgoing = before?.transform(incoming) ?? incoming
                outgoing[AttributeScopes.UIKitAttributes.FontAttribute.self] = font
                return outgoing
            }
        } else if let original = originalTransformer {
            configuration.titleTextAttributesTransformer = original
        }
        button.configuration = configuration
    }

    /// Changes the look of `button` with `change` and updates the button at once.
    static func change(_ button: UIButton, _ change: (ConfiguredButtonLook) -> Void) {
        guard button.configuration != nil else { return }
        let look = of(button)
        change(look)
        look.update(button)
    }

    /// The look kept for `button`, if a theme has styled it.
    static func existing(_ button: UIButton) -> ConfiguredButtonLook? {
        guard let look = looks[ObjectIdentifier(button)], look.button === button else { return nil }
        return look
    }

    /// The look kept for `button`, installing its update handler the first time.
    static func of(_ button: UIButton) -> ConfiguredButtonLook {
        if let look = existing(button) { return look }
        let id = ObjectIdentifier(button)
        let look = ConfiguredButtonLook(button)
        button.configurationUpdateHandler = { [look] button in
            look.appHandler?(button)
            look.update(button)
        }
        if looks.count >= pruneAt {
            looks = looks.filter { $0.value.button != nil }
            pruneAt = max(64, looks.count * 2)
        }
        looks[id] = look
        return look
    }

    /// The looks of the buttons styled so far; a look whose button is gone is
    /// dropped once the table has doubled, so it stays as long as the live buttons.
    private static var looks: [ObjectIdentifier: ConfiguredButtonLook] = [:]
    private static var pruneAt = 64
}

#endif
