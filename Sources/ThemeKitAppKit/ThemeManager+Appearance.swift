#if THEMEKIT_STUBS
import AppKitStubs
import StubbedThemeKitQuartzCore
#elseif canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import ThemeKitQuartzCore
#endif
#if THEMEKIT_STUBS || (canImport(AppKit) && !targetEnvironment(macCatalyst))
import ThemeKit

import Foundation

extension ThemeEnvironment {
    /// The environment of an AppKit appearance: dark or light, and high contrast
    /// when the user has turned on Increase Contrast.
    @MainActor
    public init(_ appearance: NSAppearance) {
        let names: [NSAppearance.Name] = [.aqua, .darkAqua, .accessibilityHighContrastAqua, .accessibilityHighContrastDarkAqua]
        self.init(appearanceName: (appearance.bestMatch(from: names) ?? appearance.name).rawValue)
    }
}

/// The environment from AppKit's appearance, so dark mode switches a
/// theme's variants by itself on the Mac.
extension ThemeManager {
    /// Sets `environment` from `appearance` (idiom `mac`, dark or light,
    /// high contrast); registered objects are re-styled when it changes.
    @MainActor
    public func updateEnvironment(from appearance: NSAppearance) {
        environment = ThemeEnvironment(appearance)
    }

    /// Keeps `environment` following the app's effective appearance: set
    /// now, and again whenever the user switches between light and dark or
    /// changes the contrast. Keep the observation; invalidating it stops.
    @MainActor
    public func followAppearance(of application: NSApplication) -> NSKeyValueObservation {
        updateEnvironment(from: application.effectiveAppearance)
        // AppKit changes the appearance on the main thread, so the handler
        // runs there; the appearance is read there too rather than sent across.
        return application.observe(\.effectiveAppearance, options: [.new]) { [weak self] application, _ in
            MainActor.assumeIsolated { self?.updateEnvironment(from: application.effectiveAppearance) }
        }
    }
}
#endif
