/// The traits a platform reports, as plain values: what `UITraitCollection`
/// or SwiftUI's environment says, before it becomes a ``ThemeEnvironment``.
///
/// The bridges copy the framework's enums into these case for case (an
/// `unspecified` included), and ``environment`` decides what a theme sees:
/// an unspecified trait contributes no variant, so `Constants` stay in force
/// until the system has said something.
public struct PlatformTraits: Hashable, Sendable {
    /// The kind of device, as `UIUserInterfaceIdiom` has it.
    public enum Idiom: Hashable, Sendable {
        /// Not said yet: no idiom variant.
        case unspecified
        /// The devices UIKit names.
        case phone, pad, tv, carPlay, mac, vision, watch
    }
    /// The horizontal size class, as `UIUserInterfaceSizeClass` has it.
    public enum SizeClass: Hashable, Sendable {
        /// Not said yet: no size-class variant.
        case unspecified
        /// A narrow or a wide width.
        case compact, regular
    }
    /// Light or dark, as `UIUserInterfaceStyle` has it.
    public enum InterfaceStyle: Hashable, Sendable {
        /// Not said yet: no appearance variant.
        case unspecified
        /// Light or dark mode.
        case light, dark
    }
    /// The contrast setting, as `UIAccessibilityContrast` has it.
    public enum Contrast: Hashable, Sendable {
        /// Not said yet: no contrast variant.
        case unspecified
        /// The usual contrast, or Increase Contrast turned on.
        case normal, high
    }

    /// The device.
    public var idiom: Idiom
    /// The horizontal size class.
    public var horizontalSizeClass: SizeClass
    /// Light or dark.
    public var interfaceStyle: InterfaceStyle
    /// Normal or increased contrast.
    public var contrast: Contrast

    /// Traits with these values; an unspecified one contributes no variant.
    public init(
        idiom: Idiom = .unspecified, horizontalSizeClass: SizeClass = .unspecified,
        interfaceStyle: InterfaceStyle = .unspecified, contrast: Contrast = .unspecified
    ) {
        self.idiom = idiom
        self.horizontalSizeClass = horizontalSizeClass
        self.interfaceStyle = interfaceStyle
        self.contrast = contrast
    }

    /// The environment these traits put a theme in (theme-format §8).
    public var environment: ThemeEnvironment {
        ThemeEnvironment(
            idiom: themeIdiom, horizontalSizeClass: themeSizeClass,
            appearance: themeAppearance, contrast: themeContrast)
    }

    private var themeIdiom: ThemeEnvironment.Idiom? {
        switch idiom {
        case .unspecified: nil
        case .phone: .phone
        case .pad: .pad
        case .tv: .tv
        case .carPlay: .car
        case .mac: .mac
        case .vision: .vision
        case .watch: .watch
        }
    }

    private var themeSizeClass: ThemeEnvironment.SizeClass? {
        switch horizontalSizeClass {
        case .unspecified: nil
        case .compact: .compact
        case .regular: .regular
        }
    }

    private var themeAppearance: ThemeEnvironment.Appearance? {
        switch interfaceStyle {
        case .unspecified: nil
        case .light: .light
        case .dark: .dark
        }
    }

    private var themeContrast: ThemeEnvironment.Contrast? {
        switch contrast {
        case .unspecified: nil
        case .normal: .normal
        case .high: .high
        }
    }
}

extension PlatformTraits {
    /// The traits an AppKit appearance name carries (`NSAppearance.Name`'s raw
    /// value): dark for the dark and vibrant-dark names, high contrast for the
    /// accessibility names, the idiom `mac`. An unknown name is light, as
    /// AppKit draws it in aqua.
    public init(appearanceName: String) {
        let name = appearanceName.lowercased()
        self.init(
            idiom: .mac,
            interfaceStyle: name.contains("dark") ? .dark : .light,
            contrast: name.contains("highcontrast") ? .high : .normal)
    }
}
