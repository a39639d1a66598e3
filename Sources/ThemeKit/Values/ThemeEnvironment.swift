/// Where the app runs: the device idiom, the horizontal size class, the
/// appearance and the contrast. Each set field contributes a variant name,
/// so a theme can say `Constants_DARK` or `Card_IPAD` and follow the system.
///
/// Feed it from the platform (trait collections on UIKit, the environment
/// in SwiftUI); ``variantNames`` gives the names in the order of
/// theme-format §8, later ones winning.
public struct ThemeEnvironment: Hashable, Sendable {
    public enum Idiom: String, Sendable, CaseIterable { case phone, pad, mac, tv, watch, vision, car }
    public enum SizeClass: String, Sendable, CaseIterable { case compact, regular }
    public enum Appearance: String, Sendable, CaseIterable { case light, dark }
    public enum Contrast: String, Sendable, CaseIterable { case normal, high }

    public var idiom: Idiom?
    public var horizontalSizeClass: SizeClass?
    public var appearance: Appearance?
    public var contrast: Contrast?

    public init(idiom: Idiom? = nil, horizontalSizeClass: SizeClass? = nil,
                appearance: Appearance? = nil, contrast: Contrast? = nil) {
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
