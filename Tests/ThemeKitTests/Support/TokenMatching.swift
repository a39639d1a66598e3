import Foundation

@testable import ThemeKit

/// Whether ThemeKit's value is the reference reader's, in ThemeKit's units:
/// colours to 1/1000 per component in ThemeKit's space (converted from the
/// token's space with CSS Color 4's matrices; a colour outside that space's
/// gamut may be CSS-gamut-mapped or clipped, which the colour module leaves
/// to the tool), lengths in points = px, times in seconds.
enum TokenMatching {
    typealias Value = ReferenceTokenReader.Value

    enum Match: Equatable {
        case agreed
        case differs(String)
    }

    /// A token value Apple's frameworks can show: all but an inner shadow
    /// (a layer's shadow falls outside it).
    static func isAppleMeaningful(_ value: Value, kind: String) -> Bool {
        guard kind == "shadow", case .composite(let parts) = value else { return true }
        let first = parts["color"] != nil ? parts : { if case .composite(let layer)? = parts["0"] { layer } else { [:] } }()
        return first["inset"] != .boolean(true)
    }

    static func close(_ a: Double, _ b: Double, _ tolerance: Double = 0.001) -> Bool {
        abs(a - b) <= tolerance * max(1, abs(b))
    }

    static func color(_ value: Value?, _ theirs: ThemeValue?, alpha override: Double? = nil) -> Match {
        guard case .color(let red, let green, let blue, let alpha, let space)? = value else {
            return .differs("no colour in the reference")
        }
        guard case .color(let color)? = theirs else { return .differs("ThemeKit holds \(theirs?.jsonText ?? "nothing")") }
        let target = color.space.rawValue
        let ours = [color.red, color.green, color.blue]
        let exact = ReferenceTokenReader.convert([red, green, blue], from: space, to: target)
        let candidates = [
            exact, ReferenceTokenReader.gamutMapped([red, green, blue], from: space, to: target), exact.map { min(max($0, 0), 1) },
        ]
        let rgbMatches = candidates.contains { zip(ours, $0).allSatisfy { abs($0 - $1) <= 0.001 } }
        guard rgbMatches, abs((override ?? color.alpha) - alpha) <= 0.001 else {
            let text = exact.map { String(format: "%.4f", $0) }.joined(separator: " ")
            return .differs(
                "colour: ThemeKit \(target)(\(ours.map { String(format: "%.4f", $0) }.joined(separator: " ")) / \(override ?? color.alpha)), reference \(target)(\(text) / \(alpha))"
            )
        }
        return .agreed
    }

    static func number(_ expected: Double, _ theirs: ThemeValue?, _ what: String) -> Match {
        guard let number = theirs?.numberValue else { return .differs("\(what): ThemeKit holds \(theirs?.jsonText ?? "nothing")") }
        return close(number, expected) ? .agreed : .differs("\(what): ThemeKit \(number), reference \(expected)")
    }

    static func scalar(_ value: Value, kind: String, _ theirs: ThemeValue?) -> Match {
        switch value {
        case .color: return color(value, theirs)
        case .dimension(let px): return number(px, theirs, "points")
        case .duration(let ms): return number(ms / 1000, theirs, "seconds")
        case .number(let number): return self.number(number, theirs, "number")
        case .fontWeight(let weight): return number(weight, theirs, "weight")
        case .boolean(let flag): return theirs == .bool(flag) ? .agreed : .differs("ThemeKit holds \(theirs?.jsonText ?? "nothing")")
        case .string(let text): return theirs == .string(text) ? .agreed : .differs("ThemeKit holds \(theirs?.jsonText ?? "nothing")")
        case .fontFamily(let names):
            switch theirs {
            case .string(let text)? where text == names.first || text == names.joined(separator: ", "): return .agreed
            case .font(let font)? where font.name == names.first: return .agreed
            case .array(let items)? where items == names.map(ThemeValue.string): return .agreed
            default: return .differs("families: ThemeKit holds \(theirs?.jsonText ?? "nothing")")
            }
        case .composite: return .differs("a composite where ThemeKit holds a constant \(theirs?.jsonText ?? "")")
        }
    }

    /// The first failing check of several, or agreement.
    static func all(_ checks: [Match]) -> Match { checks.first { $0 != .agreed } ?? .agreed }

    static func composite(_ value: Value, kind: String, style: ResolvedStyle?) -> Match {
        guard case .composite(let parts) = value else { return .differs("no composite in the reference") }
        guard let style else { return .differs("ThemeKit has no style") }
        func px(_ key: String, in layer: [String: Value]) -> Double {
            if case .dimension(let px)? = layer[key] { px } else { 0 }
        }
        switch kind {
        case "shadow":
            let first = parts["color"] != nil ? parts : { if case .composite(let layer)? = parts["0"] { layer } else { [:] } }()
            guard case .color(let theirs)? = style["shadowColor"] else { return .differs("no shadowColor") }
            let opacity = style["shadowOpacity"]?.numberValue ?? 1
            var offset = Match.differs("offset: ThemeKit \(style["shadowOffset"]?.jsonText ?? "none")")
            if case .size(let size)? = style["shadowOffset"], close(size.width, px("offsetX", in: first)),
                close(size.height, px("offsetY", in: first))
            {
                offset = .agreed
            }
            return all([
                color(first["color"], .color(theirs), alpha: theirs.alpha * opacity), offset,
                number(px("blur", in: first) / 2, style["shadowRadius"], "radius (half the blur)"),
            ])
        case "border":
            return all([color(parts["color"], style["borderColor"]), number(px("width", in: parts), style["borderWidth"], "width")])
        case "typography":
            guard case .font(let font)? = style["font"] else { return .differs("no font") }
            let size = px("fontSize", in: parts)
            var checks: [Match] = [number(size, .number(font.size), "size")]
            if case .fontFamily(let names)? = parts["fontFamily"], font.name != names.first {
                checks.append(.differs("family: ThemeKit \(font.name), reference \(names)"))
            }
            if case .fontWeight(let weight)? = parts["fontWeight"], abs(Double((font.weight ?? .regular).numericValue) - weight) > 50 {
                checks.append(.differs("weight: ThemeKit \((font.weight ?? .regular).numericValue), reference \(weight)"))
            }
            switch parts["lineHeight"] {
            case .number(let multiple)?: checks.append(number(multiple, style["lineHeight"], "line height"))
            case .dimension(let px)? where size > 0: checks.append(number(px / size, style["lineHeight"], "line height (multiple)"))
            default: break
            }
            if case .dimension(let spacing)? = parts["letterSpacing"] {
                checks.append(number(spacing, style["letterSpacing"] ?? .number(0), "letter spacing"))
            }
            return all(checks)
        case "transition":
            var checks: [Match] = []
            for key in ["duration", "delay"] {
                if case .duration(let ms)? = parts[key] { checks.append(number(ms / 1000, style[key], key)) }
            }
            if case .composite(let curve)? = parts["timingFunction"] {
                let expected = (0..<4).compactMap { if case .number(let n)? = curve["\($0)"] { ThemeValue.number(n) } else { nil } }
                checks.append(
                    style["timingFunction"] == .array(expected)
                        ? .agreed : .differs("curve: ThemeKit \(style["timingFunction"]?.jsonText ?? "none")"))
            }
            return all(checks)
        case "gradient":
            let stops = (0..<parts.count).compactMap { if case .composite(let stop)? = parts["\($0)"] { stop } else { nil } }
            guard case .array(let colors)? = style["colors"], case .array(let locations)? = style["locations"], colors.count == stops.count,
                locations.count == stops.count
            else { return .differs("stops: ThemeKit \(style["colors"]?.jsonText ?? "none") at \(style["locations"]?.jsonText ?? "none")") }
            return all(
                zip(stops, zip(colors, locations)).flatMap { stop, theirs in
                    [
                        color(stop["color"], theirs.0),
                        { if case .number(let at)? = stop["position"] { number(at, theirs.1, "position") } else { .agreed } }(),
                    ]
                })
        default:
            return .differs("ThemeKit holds the style \(TokenComparison.describe(style))")
        }
    }
}
