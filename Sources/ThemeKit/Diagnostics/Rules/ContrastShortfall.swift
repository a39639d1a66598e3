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
    /// The WCAG 2.x contrast ratio against `other`, both as sRGB shows them
    /// (a P3 colour clipped) and alpha left out: from 1 to 21.
    package func contrastRatio(to other: ThemeColor) -> Double {
        LowContrastRule.contrastRatio(converted(to: .sRGB), other.converted(to: .sRGB))
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
