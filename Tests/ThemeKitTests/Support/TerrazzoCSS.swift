import Foundation

@testable import ThemeKit

/// The custom properties of a CSS file Terrazzo wrote, by context: `:root`
/// (or `:host`) is the base, `[data-…="NAME"]` and `@media
/// (prefers-color-scheme: dark)` the context NAME (`dark`), and a `@media
/// (color-gamut: p3)` block gives the Display P3 values of its context.
/// Other selectors and media queries name contexts only Terrazzo's
/// configuration knows, and are left out.
struct TerrazzoCSS {
    /// The properties (name after `--` and the `ds-` prefix) of one context, and their P3 values.
    struct Context {
        var values: [String: String] = [:]
        var p3Values: [String: String] = [:]
    }

    var contexts: [String: Context] = [:]

    init(_ text: String) {
        var text = text
        while let open = text.range(of: "/*"), let close = text.range(of: "*/", range: open.upperBound..<text.endIndex) {
            text.removeSubrange(open.lowerBound..<close.upperBound)
        }
        parse(Substring(text), context: "", isP3: false, isKnown: true)
    }

    /// Reads `text`'s rules; a block's context is the innermost one a selector or media query names.
    private mutating func parse(_ text: Substring, context: String, isP3: Bool, isKnown: Bool) {
        var rest = text
        while let open = rest.firstIndex(of: "{") {
            let prelude = rest[..<open].trimmingCharacters(in: .whitespacesAndNewlines)
            var depth = 0
            var close = open
            for index in rest[open...].indices {
                if rest[index] == "{" { depth += 1 }
                if rest[index] == "}" {
                    depth -= 1
                    if depth == 0 {
                        close = index
                        break
                    }
                }
            }
            let body = rest[rest.index(after: open)..<close]
            rest = rest[rest.index(after: close)...]
            if prelude.hasPrefix("@media") {
                if prelude.contains("color-gamut: p3") {
                    parse(body, context: context, isP3: true, isKnown: isKnown)
                } else if prelude.contains("color-gamut") {
                    continue  // rec2020 and others: no Apple display shows them.
                } else if prelude == "@media (prefers-color-scheme: dark)" {
                    parse(body, context: "dark", isP3: isP3, isKnown: isKnown)
                } else if prelude == "@media (prefers-color-scheme: light)" {
                    parse(body, context: "light", isP3: isP3, isKnown: isKnown)
                } else {
                    parse(body, context: context, isP3: isP3, isKnown: false)
                }
                continue
            }
            var blockContext = context
            var known = isKnown
            if prelude == ":root" || prelude == ":host" {
                blockContext = context
            } else if prelude.range(of: #"^\[data-[a-z-]+="[^"]+"\]$"#, options: .regularExpression) != nil {
                blockContext = String(prelude.split(separator: "\"")[1])
            } else {
                known = false
            }
            guard known else { continue }
            for declaration in body.split(separator: ";") {
                let trimmed = declaration.trimmingCharacters(in: .whitespacesAndNewlines)
                guard trimmed.hasPrefix("--"), let colon = trimmed.firstIndex(of: ":") else { continue }
                var name = String(trimmed[trimmed.index(trimmed.startIndex, offsetBy: 2)..<colon])
                if name.hasPrefix("ds-") { name.removeFirst(3) }
                let value = trimmed[trimmed.index(after: colon)...].trimmingCharacters(in: .whitespaces)
                if isP3 {
                    contexts[blockContext, default: Context()].p3Values[name] = value
                } else {
                    contexts[blockContext, default: Context()].values[name] = value
                }
            }
        }
    }

    /// A property's value with `var(--…)` followed in its context (then the base), or nil.
    func value(_ name: String, in context: String, p3: Bool, depth: Int = 0) -> String? {
        guard depth < 32 else { return nil }
        let own = p3 ? contexts[context]?.p3Values[name] ?? contexts[context]?.values[name] : contexts[context]?.values[name]
        guard let text = own ?? (context.isEmpty ? nil : value(name, in: "", p3: p3, depth: depth + 1)) else { return nil }
        if text.hasPrefix("var(--"), text.hasSuffix(")") {
            var target = String(text.dropFirst(6).dropLast())
            if target.hasPrefix("ds-") { target.removeFirst(3) }
            return value(target, in: context, p3: p3, depth: depth + 1)
        }
        return text
    }

    /// What a CSS value is, where ThemeKit can hold it.
    enum Value: Equatable {
        case color(xyz: [Double], alpha: Double)
        case points(Double)
        case number(Double)
    }

    static func read(_ text: String) -> Value? {
        if let number = Double(text) { return .number(number) }
        if text.hasSuffix("px"), let points = Double(text.dropLast(2)) { return .points(points) }
        if text.hasSuffix("rem"), let rems = Double(text.dropLast(3)) { return .points(rems * 16) }
        if text.hasPrefix("#"), let color = ColorSyntax.hex(text[...]) {
            return .color(xyz: ColorConversion.xyz(space: "srgb", [color.red, color.green, color.blue]) ?? [], alpha: color.alpha)
        }
        guard let open = text.firstIndex(of: "("), text.hasSuffix(")") else { return nil }
        let function = text[..<open]
        let arguments = text[text.index(after: open)..<text.index(before: text.endIndex)]
        let halves = arguments.split(separator: "/")
        var parts = halves[0].split(separator: " ").map(String.init)
        let alpha = halves.count > 1 ? Double(halves[1].trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "%", with: "")) : 1
        func number(_ text: String, percentOf scale: Double) -> Double? {
            text.hasSuffix("%") ? Double(text.dropLast()).map { $0 / 100 * scale } : Double(text)
        }
        var space: String
        switch function {
        case "rgb": space = "srgb"
        case "oklch": space = "oklch"
        case "color":
            guard let first = parts.first else { return nil }
            space = first
            parts.removeFirst()
        default: return nil
        }
        guard parts.count == 3, let alpha else { return nil }
        let components = parts.enumerated().compactMap { index, part -> Double? in
            if part == "none" { return 0 }
            return number(part, percentOf: space == "oklch" ? (index == 0 ? 1 : 0.4) : 1)
        }
        guard components.count == 3, let xyz = ColorConversion.xyz(space: space, components) else { return nil }
        return .color(xyz: xyz, alpha: alpha)
    }
}
