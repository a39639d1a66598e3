import Foundation

/// `low-contrast`: in a resolved style, a text colour (`textColor`,
/// `titleColor`, with or without a state) and the `backgroundColor` of the
/// same object (the same key-path prefix), both opaque, whose WCAG 2.x
/// contrast ratio is below what WCAG 2.2 SC 1.4.3 asks: the minimum for
/// normal text, the large-text ratio for a font of at least 18 points (or
/// 14 and bold), nothing in a `disabled:` state (inactive components are
/// exempt). A state-qualified text colour is judged against the background
/// (and with the font) of the same state when there is one. A title colour
/// is judged with the title's font wherever the style says it (`titleFont`,
/// `titleLabel.font`), else the object's `font`.
/// A pair that many styles inherit is reported once, for the first style
/// (alphabetically) that has it, since the fix is in the same two places.
struct LowContrastRule: ResolvedStyleRule {
    /// The code it reports, declared with everything said about it.
    static let code = Diagnostic.Code(
        "low-contrast", .warning,
        summary: "A text colour too close to its background to read.",
        explanation: """
            In a resolved style, a text colour (`textColor` or `titleColor`, with or without a state) and the `backgroundColor` of \
            the same object (the same key-path prefix: `button.titleColor` goes with `button.backgroundColor`), both opaque, have \
            a WCAG 2.x contrast ratio below the minimum (4.5, or `contrast.minimum` in themecheck.json). A state-qualified text \
            colour is judged against the background of the same state when there is one. It is checked per configuration and \
            variant, since a dark theme changes both colours; a pair that many styles inherit is reported once, at the text \
            colour, with a note at the background. Translucent and named colours are not judged.
            """,
        examples: .init(
            triggering: [#"{"formatVersion": 2, "Styles": {"Caption": {"textColor": "c:#999", "backgroundColor": "c:#FFF"}}}"#],
            notTriggering: [#"{"formatVersion": 2, "Styles": {"Caption": {"textColor": "c:#222", "backgroundColor": "c:#FFF"}}}"#]))

    static let textProperties: Set<Substring> = ["textColor", "titleColor"]
    private static let backgroundSuffix = Array("backgroundColor".utf8)

    func check(_ style: ResolvedStyle, in context: LintContext) -> [Diagnostic] {
        let pairs = Self.pairsBelow(context.options, in: style)
        guard !pairs.isEmpty else { return [] }
        let fromVariants = Self.variantConstants(of: style, in: context)
        return pairs.map { pair in
            let text = pair.text.origin
            let background = pair.background.origin
            let message =
                "style `\(style.name)` sets `\(pair.text.keyPath)` to \(pair.text.color.hexString) on `\(pair.background.keyPath)` "
                + "\(pair.background.color.hexString), a contrast ratio of \(Self.format(pair.ratio)):1, below the minimum of "
                + "\(Self.format(pair.minimum)):1 \(pair.why)"
            var notes = background.map { [Diagnostic.Note(message: "the background colour is set here", at: $0)] } ?? []
            for (side, what) in [(pair.text, "text"), (pair.background, "background")] {
                notes += (fromVariants[side.keyPath] ?? []).map { constant in
                    Diagnostic.Note(
                        message: "the \(what) colour comes from `\(constant.name)` in `\(constant.group)`, written here",
                        at: constant.place.location)
                }
            }
            return Diagnostic(.lowContrast, message, at: text ?? SourceLocation(file: context.defaultTheme.path), notes: notes)
        }
    }

    /// For each key path of `style` whose value an active variant's
    /// `Constants_V` group decides, the constants of those groups it comes
    /// through: the lines to change, which the style's own line is not.
    ///
    /// Empty unless an active variant has constants; only then is the style
    /// resolved again, with provenance, and only a style with a finding is.
    private static func variantConstants(
        of style: ResolvedStyle, in context: LintContext
    ) -> [String: [StyleExplanation.ConstantStep]] {
        let chain = context.chain
        guard chain.variants.contains(where: { variant in chain.layers.contains { $0.variantConstants[variant] != nil } }),
            case .success(let explanation) = context.resolver.explain(named: style.name, layerKind: { _ in .defaultTheme })
        else { return [:] }
        var found: [String: [StyleExplanation.ConstantStep]] = [:]
        for entry in explanation.entries {
            // A constant of `Constants` (or a format-1 top level) is in the group `Constants`; a variant's is `Constants_V`.
            let steps = entry.origin.constants.filter { $0.group != "Constants" }
            if !steps.isEmpty { found[entry.keyPath] = steps }
        }
        return found
    }

    /// One finding for each place of text and background, the first style's
    /// (alphabetically): a pair that many styles inherit is fixed in one place.
    func finish(_ findings: [Diagnostic]) -> [Diagnostic] {
        var reported = Set<[SourceLocation?]>()
        return findings.sorted { $0.message < $1.message }.filter { finding in
            guard finding.location.line != nil, let background = finding.notes.first?.location else { return true }
            return reported.insert([finding.location, background]).inserted
        }
    }

    /// A colour assignment of a pair.
    struct Side {
        var keyPath: String
        var color: ThemeColor
        var origin: SourceLocation?
    }

    struct Pair {
        var text: Side
        var background: Side
        var ratio: Double
        /// The ratio asked of this text, and why that one (its size and weight).
        var minimum: Double
        var why: String
    }

    /// The text and background pairs of `style` whose contrast is below what `options` ask of their text.
    static func pairsBelow(_ options: LintOptions, in style: ResolvedStyle) -> [Pair] {
        // Most styles set no background: find out before splitting any key path.
        guard style.assignments.contains(where: { $0.keyPath.utf8.hasSuffix(backgroundSuffix) }) else { return [] }
        /// The object a colour is set on (its key path's parent) and the state it is set in.
        struct Place: Hashable {
            var object: Substring
            var state: ThemeState?
        }
        var backgrounds: [Place: Side] = [:]
        var fonts: [Place: ThemeFont] = [:]
        var titleFonts: [Place: ThemeFont] = [:]
        var texts: [(place: Place, side: Side, isTitle: Bool)] = []
        for assignment in style.assignments {
            if case .font(let font) = assignment.value {
                let path = assignment.path
                if path.name == "font", let button = titleLabelOwner(path.parent) {
                    titleFonts[Place(object: button, state: path.state)] = font
                } else if path.name == "titleFont" {
                    titleFonts[Place(object: path.parent, state: path.state)] = font
                } else if path.name == "font" {
                    fonts[Place(object: path.parent, state: path.state)] = font
                }
                continue
            }
            guard case .color(let color) = assignment.value, color.alpha >= 1, assignment.keyPath.utf8.last == UInt8(ascii: "r") else {
                continue
            }
            let path = assignment.path
            let place = Place(object: path.parent, state: path.state)
            // A P3 colour is compared as sRGB shows it, clipped (theme-format §10).
            let side = Side(keyPath: assignment.keyPath, color: color.converted(to: .sRGB), origin: assignment.origin)
            if path.name == "backgroundColor" {
                backgrounds[place] = side
            } else if textProperties.contains(path.name), path.state != .disabled {
                // The text of an inactive component is exempt (WCAG 2.2 SC 1.4.3).
                texts.append((place, side, path.name == "titleColor"))
            }
        }
        return texts.compactMap { text in
            let plain = Place(object: text.place.object, state: nil)
            guard let background = backgrounds[text.place] ?? backgrounds[plain] else { return nil }
            let titleFont = text.isTitle ? titleFonts[text.place] ?? titleFonts[plain] : nil
            let (minimum, why) = threshold(for: titleFont ?? fonts[text.place] ?? fonts[plain], options: options)
            let ratio = contrastRatio(text.side.color, background.color)
            return ratio < minimum ? Pair(text: text.side, background: background, ratio: ratio, minimum: minimum, why: why) : nil
        }
    }

    /// The object whose title label `object` is (`saveButton` for
    /// `saveButton.titleLabel`, the style's own object for `titleLabel`), or nil.
    private static func titleLabelOwner(_ object: Substring) -> Substring? {
        if object == "titleLabel" { return "" }
        guard object.hasSuffix(".titleLabel") else { return nil }
        return object.dropLast(".titleLabel".count)
    }

    /// The ratio asked of text in `font` and the reason, for the message:
    /// large-scale text is at least 18 points, or at least 14 and bold (by its
    /// weight, or a face name saying Bold, Heavy or Black).
    static func threshold(for font: ThemeFont?, options: LintOptions) -> (Double, String) {
        guard let font else { return (options.contrastMinimum, "for normal text (no font is set with it)") }
        let size = font.size
        let points = DecimalNumber.format(size)
        if size >= 18 { return (options.contrastLargeText, "for large text (\(points) points)") }
        let isBold = isBold(font)
        if size >= 14, isBold { return (options.contrastLargeText, "for large text (\(points) points and bold)") }
        return (
            options.contrastMinimum,
            "for normal text (\(points) points\(isBold ? " and bold" : ""); large text, held to \(format(options.contrastLargeText)):1, is 18 points, or 14 and bold)"
        )
    }

    /// Whether a font is bold as WCAG means it: bold or heavier by its weight, or by its face's name.
    static func isBold(_ font: ThemeFont) -> Bool {
        if let weight = font.weight { return weight.numericValue >= 700 }
        if font.name == "systemBold" { return true }
        let name = font.name.lowercased()
        return ["bold", "heavy", "black"].contains { name.contains($0) } && !name.contains("semibold") && !name.contains("demibold")
    }

    /// The WCAG 2.x contrast ratio of two opaque colours, from 1 to 21.
    static func contrastRatio(_ first: ThemeColor, _ second: ThemeColor) -> Double {
        let (lighter, darker) = (max(luminance(first), luminance(second)), min(luminance(first), luminance(second)))
        return (lighter + 0.05) / (darker + 0.05)
    }

    /// WCAG 2.x relative luminance of an sRGB colour.
    static func luminance(_ color: ThemeColor) -> Double {
        let linear = ColorConversion.linear([color.red, color.green, color.blue])
        return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]
    }

    /// Two decimals, truncated, so a ratio shown as 4.50 is never below 4.5.
    static func format(_ value: Double) -> String {
        guard value.isFinite, value >= 0, value < 1e9 else { return String(format: "%.2f", value) }
        // In hundredths, as integers: a preview page formats two ratios for every colour.
        let hundredths = Int((value * 100).rounded(.down))
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}

extension String.UTF8View {
    /// Whether these bytes end with `suffix`, without making a string.
    fileprivate func hasSuffix(_ suffix: [UInt8]) -> Bool {
        count >= suffix.count && zip(reversed(), suffix.reversed()).allSatisfy { $0 == $1 }
    }
}

extension Diagnostic.Code {
    /// `low-contrast`: A text colour too close to its background to read.
    public static let lowContrast = LowContrastRule.code
}
