import Foundation

/// `low-contrast`: in a resolved style, a text colour (`textColor`,
/// `titleColor`, with or without a state) and the `backgroundColor` of the
/// same object (the same key-path prefix), both opaque, whose WCAG 2.x
/// contrast ratio is below the minimum. A state-qualified text colour is
/// judged against the background of the same state when there is one.
/// A pair that many styles inherit is reported once, for the first style
/// (alphabetically) that has it, since the fix is in the same two places.
struct LowContrastRule: ResolvedStyleRule {
    var code: Diagnostic.Code { .lowContrast }

    static let textProperties: Set<Substring> = ["textColor", "titleColor"]
    private static let backgroundSuffix = Array("backgroundColor".utf8)

    func check(_ style: ResolvedStyle, in context: LintContext) -> [Diagnostic] {
        let pairs = Self.pairsBelow(context.options.contrastMinimum, in: style)
        return pairs.map { pair in
            let text = pair.text.origin
            let background = pair.background.origin
            let message =
                "style `\(style.name)` sets `\(pair.text.keyPath)` to \(pair.text.color.hexString) on `\(pair.background.keyPath)` "
                + "\(pair.background.color.hexString), a contrast ratio of \(Self.format(pair.ratio)):1, below the minimum of "
                + "\(Self.format(context.options.contrastMinimum)):1"
            let notes = background.map { [Diagnostic.Note(message: "the background colour is set here", at: $0)] } ?? []
            return Diagnostic(.lowContrast, message, at: text ?? SourceLocation(file: context.defaultTheme.path), notes: notes)
        }
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
    }

    /// The text and background pairs of `style` whose contrast is below `minimum`.
    static func pairsBelow(_ minimum: Double, in style: ResolvedStyle) -> [Pair] {
        // Most styles set no background: find out before splitting any key path.
        guard style.assignments.contains(where: { $0.keyPath.utf8.hasSuffix(backgroundSuffix) }) else { return [] }
        /// The object a colour is set on (its key path's parent) and the state it is set in.
        struct Place: Hashable {
            var object: Substring
            var state: ThemeState?
        }
        var backgrounds: [Place: Side] = [:]
        var texts: [(place: Place, side: Side)] = []
        for assignment in style.assignments {
            guard case .color(let color) = assignment.value, color.alpha >= 1, assignment.keyPath.utf8.last == UInt8(ascii: "r") else {
                continue
            }
            let path = assignment.path
            let place = Place(object: path.parent, state: path.state)
            // A P3 colour is compared as sRGB shows it, clipped (theme-format §10).
            let side = Side(keyPath: assignment.keyPath, color: color.converted(to: .sRGB), origin: assignment.origin)
            if path.name == "backgroundColor" {
                backgrounds[place] = side
            } else if textProperties.contains(path.name) {
                texts.append((place, side))
            }
        }
        return texts.compactMap { text in
            guard let background = backgrounds[text.place] ?? backgrounds[Place(object: text.place.object, state: nil)] else { return nil }
            let ratio = contrastRatio(text.side.color, background.color)
            return ratio < minimum ? Pair(text: text.side, background: background, ratio: ratio) : nil
        }
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
        String(format: "%.2f", (value * 100).rounded(.down) / 100)
    }
}

extension String.UTF8View {
    /// Whether these bytes end with `suffix`, without making a string.
    fileprivate func hasSuffix(_ suffix: [UInt8]) -> Bool {
        count >= suffix.count && zip(reversed(), suffix.reversed()).allSatisfy { $0 == $1 }
    }
}
