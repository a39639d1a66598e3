import ThemeKit

/// The background a column's cards and swatches are drawn on: the
/// theme's own background colour where it names one, else the platform's
/// system background (white, or black in a dark appearance); and whether
/// text on it is drawn light.
struct ColumnAppearance: Equatable {
    /// The opaque colour the column is drawn on.
    var background: ThemeColor
    /// The constant it comes from, or nil for the platform's.
    var constant: String?
    /// Whether the background is dark, so the page's own text on it is drawn light.
    var isDark: Bool

    /// The constants a theme names its screen background with, the likeliest first.
    static let backgroundNames = [
        "COLOR_BACKGROUND", "COLOR_BACKGROUND_COMMON", "COLOR_BACKGROUND_PRIMARY", "COLOR_SYSTEM_BACKGROUND", "BACKGROUND_COLOR",
        "COLOR_BG", "BACKGROUND",
    ]

    /// UIKit's `systemBackground`: white, and black in dark mode.
    static let systemLight = ThemeColor(red: 1, green: 1, blue: 1, alpha: 1)
    static let systemDark = ThemeColor(red: 0, green: 0, blue: 0, alpha: 1)

    /// The appearance of a column whose constants are `constants` and whose active variants are `variants`.
    init(constants: [String: ThemeValue], variants: [String]) {
        let darkVariant = variants.contains { VariantName.parts(of: $0).contains("DARK") }
        for name in Self.backgroundNames {
            guard case .color(var color) = constants[name] else { continue }
            // A translucent background is seen over the system's.
            color = Self.opaque(color, over: darkVariant ? Self.systemDark : Self.systemLight)
            self.init(background: color, constant: name, isDark: Self.isDark(color))
            return
        }
        let system = darkVariant ? Self.systemDark : Self.systemLight
        self.init(background: system, constant: nil, isDark: darkVariant)
    }

    init(background: ThemeColor, constant: String?, isDark: Bool) {
        self.background = background
        self.constant = constant
        self.isDark = isDark
    }

    /// Whether black text on `color` reads worse than white text.
    static func isDark(_ color: ThemeColor) -> Bool {
        systemLight.contrastRatio(over: color) > systemDark.contrastRatio(over: color)
    }

    /// `color` composited over an opaque `background`, in sRGB.
    static func opaque(_ color: ThemeColor, over background: ThemeColor) -> ThemeColor {
        let top = color.converted(to: .sRGB)
        guard top.alpha < 1 else { return top }
        let alpha = min(max(top.alpha, 0), 1)
        func blend(_ a: Double, _ b: Double) -> Double { a * alpha + b * (1 - alpha) }
        return ThemeColor(
            red: blend(top.red, background.red), green: blend(top.green, background.green), blue: blend(top.blue, background.blue),
            alpha: 1)
    }

    /// The CSS custom properties a column's cell or card sets: its background and ink.
    var css: String {
        PreviewCSS.color("--col-bg", background)
            + (isDark ? "--col-ink:#f5f5f7;--col-muted:#a1a1a6;--col-line:#48484a;" : "")
    }
}
