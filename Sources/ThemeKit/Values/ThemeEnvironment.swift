/// Where the app runs: the device idiom, the horizontal size class, the
/// appearance and the contrast. Each set field contributes a variant name,
/// so a theme can say `Constants_DARK` or `Card_IPAD` and follow the system.
///
/// Feed it from the platform (trait collections on UIKit, the environment
/// in SwiftUI); ``variantNames`` gives the names in the order of
/// theme-format §8, later ones winning.
public struct ThemeEnvironment: Hashable, Sendable {
    /// The kind of device: `IPHONE`, `IPAD`, `MAC`, `TV`, `WATCH`, `VISION` or `CAR`.
    public enum Idiom: String, Sendable, CaseIterable {
        /// An iPhone (`IPHONE`) or an iPad (`IPAD`).
        case phone, pad
        /// A Mac, an Apple TV, an Apple Watch, an Apple Vision Pro, or CarPlay.
        case mac, tv, watch, vision, car
    }
    /// The horizontal size class: `COMPACT` or `REGULAR`.
    public enum SizeClass: String, Sendable, CaseIterable {
        /// A narrow (`COMPACT`) or a wide (`REGULAR`) width.
        case compact, regular
    }
    /// The appearance: `LIGHT` or `DARK`.
    public enum Appearance: String, Sendable, CaseIterable {
        /// Light mode (`LIGHT`) or dark mode (`DARK`).
        case light, dark
    }
    /// The contrast: `HIGH_CONTRAST` when high.
    public enum Contrast: String, Sendable, CaseIterable {
        /// The usual contrast, or Increase Contrast turned on (`HIGH_CONTRAST`).
        case normal, high
    }

    /// The device; nil contributes no variant.
    public var idiom: Idiom?
    /// The horizontal size class; nil contributes no variant.
    public var horizontalSizeClass: SizeClass?
    /// Light or dark; nil contributes no variant.
    public var appearance: Appearance?
    /// Normal or high contrast; nil contributes no variant.
    public var contrast: Contrast?

    /// An environment of these traits.
    public init(
        idiom: Idiom? = nil, horizontalSizeClass: SizeClass? = nil,
        appearance: Appearance? = nil, contrast: Contrast? = nil
    ) {
        self.idiom = idiom
        self.horizontalSizeClass = horizontalSizeClass
        self.appearance = appearance
        self.contrast = contrast
    }

    /// The variant names the environment contributes, in this order: the
    /// idiom (`IPHONE`, `IPAD`, `MAC`, `TV`, `WATCH`, `VISION`, `CAR`), the
    /// size class (`COMPACT`, `REGULAR`), the appearance (`LIGHT`, `DARK`),
    /// then `HIGH_CONTRAST` when the contrast is high. Unset fields give nothing.
    public var variantNames: [String] {
        var names: [String] = []
        if let idiom { names.append(idiom == .phone ? "IPHONE" : idiom == .pad ? "IPAD" : idiom.rawValue.uppercased()) }
        if let horizontalSizeClass { names.append(horizontalSizeClass.rawValue.uppercased()) }
        if let appearance { names.append(appearance.rawValue.uppercased()) }
        if contrast == .high { names.append("HIGH_CONTRAST") }
        return names
    }
}
