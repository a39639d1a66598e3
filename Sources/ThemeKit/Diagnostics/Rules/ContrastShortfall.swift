/// A text colour and the background under it whose WCAG contrast is below
/// what `low-contrast` asks: what a preview page marks on the style's card.
package struct ContrastShortfall: Hashable, Sendable {
    /// The key path of the text colour (`titleColor`, `selected:titleColor`).
    package var textKeyPath: String
    /// The key path of the background it is judged against.
    package var backgroundKeyPath: String
    /// The WCAG 2.x contrast ratio, from 1 to 21.
    package var ratio: Double
    /// The ratio asked of this text (its size and weight decide).
    package var minimum: Double
}

extension ResolvedStyle {
    /// The pairs of this style that `low-contrast` reports under `options`.
    package func contrastShortfalls(options: LintOptions = .default) -> [ContrastShortfall] {
        LowContrastRule.pairsBelow(options, in: self).map { pair in
            ContrastShortfall(
                textKeyPath: pair.text.keyPath, backgroundKeyPath: pair.background.keyPath, ratio: pair.ratio, minimum: pair.minimum)
        }
    }
}

extension ThemeColor {
    /// The WCAG 2.x contrast ratio of this colour drawn over `background`
    /// (taken as opaque), both as sRGB shows them (a P3 colour clipped): a
    /// translucent colour is first composited over it, as it is seen. From 1 to 21.
    package func contrastRatio(over background: ThemeColor) -> Double {
        let background = background.converted(to: .sRGB)
        return LowContrastRule.contrastRatio(converted(to: .sRGB).composited(over: background), background)
    }

    /// This colour drawn over an opaque `background`, in sRGB's encoded
    /// components as a browser or UIKit blends them (source over).
    private func composited(over background: ThemeColor) -> ThemeColor {
        guard alpha < 1 else { return self }
        func blend(_ top: Double, _ bottom: Double) -> Double { top * alpha + bottom * (1 - alpha) }
        return ThemeColor(
            red: blend(red, background.red), green: blend(green, background.green), blue: blend(blue, background.blue), alpha: 1)
    }

    /// A ratio as `low-contrast` prints it: two decimals, truncated.
    package static func formattedRatio(_ ratio: Double) -> String {
        LowContrastRule.format(ratio)
    }
}

extension ThemeFont {
    /// Whether the font is bold as WCAG means it (by its weight, or a face
    /// name saying Bold, Heavy or Black, not SemiBold): how `low-contrast`
    /// judges large text, and how a preview draws a face it cannot load.
    package var isBold: Bool { LowContrastRule.isBold(self) }
}
