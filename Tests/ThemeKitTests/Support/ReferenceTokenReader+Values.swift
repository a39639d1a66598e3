import Foundation

extension ReferenceTokenReader {
    /// DTCG 2025.10's weight names (types.md, "Font weight"), case-sensitive.
    static let weightNames: [String: Double] = [
        "thin": 100, "hairline": 100, "extra-light": 200, "ultra-light": 200, "light": 300, "normal": 400, "regular": 400,
        "book": 400, "medium": 500, "semi-bold": 600, "demi-bold": 600, "bold": 700, "extra-bold": 800, "ultra-bold": 800,
        "black": 900, "heavy": 900, "extra-black": 950, "ultra-black": 950,
    ]

    /// sd-transforms' `fontWeightMap` (`transformFontWeight.ts`): face names,
    /// any case, spaces removed, a trailing `italic`/`oblique`/`normal` style dropped.
    static let faceWeights: [String: Double] = [
        "hairline": 100, "thin": 100, "extralight": 200, "ultralight": 200, "extraleicht": 200, "light": 300, "leicht": 300,
        "normal": 400, "regular": 400, "buch": 400, "book": 400, "medium": 500, "kraeftig": 500, "kräftig": 500,
        "semibold": 600, "demibold": 600, "halbfett": 600, "bold": 700, "dreiviertelfett": 700, "extrabold": 800,
        "ultrabold": 800, "fett": 800, "black": 900, "heavy": 900, "super": 900, "extrafett": 900, "ultra": 950,
        "ultrablack": 950, "extrablack": 950,
    ]

    /// A number followed by a unit (`16px`, `-0.5rem`, `150ms`, `12`), split.
    static func measure(_ text: String) -> (Double, String)? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard let match = trimmed.prefixMatch(of: /[+-]?([0-9]+\.?[0-9]*|\.[0-9]+)/), let number = Double(match.output.0) else {
            return nil
        }
        let unit = trimmed[match.range.upperBound...]
        return unit.allSatisfy({ $0.isLetter || $0 == "%" }) ? (number, String(unit)) : nil
    }
}

extension ReferenceTokenReader.Resolution {
    typealias Value = ReferenceTokenReader.Value
    typealias JSON = ReferenceTokenReader.JSON
    typealias Problem = ReferenceTokenReader.Problem

    /// `json` read as a value of `type` (a format type, or an exporter's
    /// `lineHeight`/`letterSpacing`/`composition`).
    mutating func value(of json: JSON, as type: String) -> Result<Value, Problem> {
        if dialect == .exporters, let text = json.string, text.contains("{") {
            return .failure(Problem("`\(text)` is an expression or embeds an alias, which needs evaluating"))
        }
        switch type {
        case "color":
            if json.members != nil { return ReferenceTokenReader.color(object: json) }
            if let text = json.string { return ReferenceTokenReader.color(text: text, dialect: dialect) }
            return .failure(Problem("a colour is an object (or, in earlier drafts, a hex string)"))
        case "dimension": return dimension(json)
        case "duration": return duration(json)
        case "number": return number(json)
        case "fontWeight": return fontWeight(json)
        case "fontFamily": return fontFamily(json)
        case "string":
            if let text = json.string { return .success(.string(text)) }
            if let number = json.number { return .success(.string(String(format: "%g", number))) }
            return .failure(Problem("no string"))
        case "boolean":
            if let flag = json.bool ?? (json.string == "true" ? true : json.string == "false" ? false : nil) {
                return .success(.boolean(flag))
            }
            return .failure(Problem("no boolean"))
        case "lineHeight": return lineHeight(json)
        case "letterSpacing":
            if json.string?.hasSuffix("%") == true { return .failure(Problem("a percentage of a font size this token does not name")) }
            return dimension(json)
        case "composition": return .failure(Problem("a composition token: several properties, no one value"))
        case "cubicBezier": return cubicBezier(json)
        case "strokeStyle": return strokeStyle(json)
        default: return composite(json, as: type)
        }
    }

    /// A part of a composite: an alias to a token of one of `types`, or a value of `types[0]`.
    mutating func part(_ json: JSON?, _ name: String, as types: [String]) -> Result<Value, Problem> {
        guard let json else { return .failure(Problem("`\(name)` is missing")) }
        if let components = alias(json) {
            switch follow(components) {
            case .success(let typed):
                guard types.contains(typed.type) else {
                    return .failure(Problem("`\(name)` refers to a `\(typed.type)` token, not \(types[0])"))
                }
                return .success(typed.value)
            case .failure(let problem): return .failure(Problem("`\(name)` " + problem.reason))
            }
        }
        return value(of: json, as: types[0]).mapError { Problem("`\(name)`: " + $0.reason) }
    }

    private func dimension(_ json: JSON) -> Result<Value, Problem> {
        func px(_ number: Double, _ unit: String) -> Result<Value, Problem> {
            switch unit {
            case "px": return .success(.dimension(px: number))
            case "rem": return .success(.dimension(px: number * 16))
            case "" where dialect == .exporters: return .success(.dimension(px: number))
            default: return .failure(Problem("the unit `\(unit)` is not px or rem"))
            }
        }
        if json.members != nil {
            if let extra = json.members?.first(where: { $0.key != "value" && $0.key != "unit" }) {
                return .failure(Problem("a dimension has no `\(extra.key)` property"))
            }
            guard let number = json["value"]?.number, let unit = json["unit"]?.string else {
                return .failure(Problem("a dimension needs a number `value` and a `unit`"))
            }
            return unit.isEmpty ? .failure(Problem("a dimension needs a unit")) : px(number, unit)
        }
        if let text = json.string, let (number, unit) = ReferenceTokenReader.measure(text) {
            if unit.isEmpty && dialect == .format { return .failure(Problem("`\(text)` has no unit")) }
            return px(number, unit)
        }
        if let number = json.number {
            return dialect == .exporters ? .success(.dimension(px: number)) : .failure(Problem("a bare number, with no unit"))
        }
        return .failure(Problem("no dimension"))
    }

    private func duration(_ json: JSON) -> Result<Value, Problem> {
        func ms(_ number: Double, _ unit: String) -> Result<Value, Problem> {
            switch unit {
            case "ms": return .success(.duration(ms: number))
            case "s": return .success(.duration(ms: number * 1000))
            case "": return .failure(Problem("a duration with no unit"))
            default: return .failure(Problem("the unit `\(unit)` is not ms or s"))
            }
        }
        if json.members != nil {
            guard let number = json["value"]?.number, let unit = json["unit"]?.string, json.members?.count == 2 else {
                return .failure(Problem("a duration is exactly a number `value` and a `unit`"))
            }
            return ms(number, unit)
        }
        if let text = json.string, let (number, unit) = ReferenceTokenReader.measure(text) { return ms(number, unit) }
        return .failure(Problem(json.number != nil ? "a duration with no unit" : "no duration"))
    }

    private func number(_ json: JSON) -> Result<Value, Problem> {
        if let number = json.number { return .success(.number(number)) }
        if dialect == .exporters, let text = json.string?.trimmingCharacters(in: .whitespaces) {
            if text.hasSuffix("%"), let percent = Double(text.dropLast()) { return .success(.number(percent / 100)) }
            if let number = Double(text) { return .success(.number(number)) }
        }
        return .failure(Problem("no number"))
    }

    private func lineHeight(_ json: JSON) -> Result<Value, Problem> {
        if let text = json.string?.trimmingCharacters(in: .whitespaces) {
            if text.hasSuffix("%"), let percent = Double(text.dropLast()) { return .success(.number(percent / 100)) }
            if let number = Double(text) { return .success(.number(number)) }
            if let (_, unit) = ReferenceTokenReader.measure(text), !unit.isEmpty { return dimension(json) }
            return .failure(Problem("`\(text)`: the font's own line height, no number"))
        }
        return number(json)
    }

    private func fontWeight(_ json: JSON) -> Result<Value, Problem> {
        if let number = json.number {
            return (1...1000).contains(number) ? .success(.fontWeight(number)) : .failure(Problem("weight \(number) is outside 1...1000"))
        }
        guard let text = json.string else { return .failure(Problem("a weight is a number or a name")) }
        if let weight = ReferenceTokenReader.weightNames[text] { return .success(.fontWeight(weight)) }
        guard dialect == .exporters else { return .failure(Problem("`\(text)` is not one of the format's weight names")) }
        if let number = Double(text), (1...1000).contains(number) { return .success(.fontWeight(number)) }
        var face = text.lowercased()
        for style in [" italic", " oblique", "italic", "oblique"] where face.hasSuffix(style) && face != style {
            face.removeLast(style.count)
            break
        }
        if let weight = ReferenceTokenReader.faceWeights[face.filter { !$0.isWhitespace }] { return .success(.fontWeight(weight)) }
        return .failure(Problem("`\(text)` is no weight name"))
    }

    private func fontFamily(_ json: JSON) -> Result<Value, Problem> {
        if let text = json.string {
            // "a single font name": an empty string names no font.
            guard !text.trimmingCharacters(in: .whitespaces).isEmpty else { return .failure(Problem("an empty font name")) }
            guard dialect == .exporters else { return .success(.fontFamily([text])) }
            let names = text.split(separator: ",").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " \"'")) }
            return .success(.fontFamily(names.filter { !$0.isEmpty }))
        }
        guard let list = json.elements?.compactMap(\.string), list.count == json.elements?.count, !list.isEmpty,
            !list.contains(where: { $0.trimmingCharacters(in: .whitespaces).isEmpty })
        else {
            return .failure(Problem("a font family is a name or a non-empty array of names"))
        }
        return .success(.fontFamily(list))
    }

    private func cubicBezier(_ json: JSON) -> Result<Value, Problem> {
        guard let list = json.elements?.compactMap(\.number), list.count == 4, json.elements?.count == 4 else {
            return .failure(Problem("a cubic Bézier is four numbers"))
        }
        guard (0...1).contains(list[0]), (0...1).contains(list[2]) else {
            return .failure(Problem("a Bézier's x coordinates lie in 0...1"))
        }
        return .success(.composite(Dictionary(uniqueKeysWithValues: list.enumerated().map { ("\($0)", .number($1)) })))
    }

    private mutating func strokeStyle(_ json: JSON) -> Result<Value, Problem> {
        let names: Set = ["solid", "dashed", "dotted", "double", "groove", "ridge", "outset", "inset"]
        if let text = json.string {
            return names.contains(text) ? .success(.string(text)) : .failure(Problem("`\(text)` is no stroke style"))
        }
        guard json.members?.count == 2, let dashes = json["dashArray"]?.elements, let cap = json["lineCap"]?.string,
            ["round", "butt", "square"].contains(cap)
        else { return .failure(Problem("a stroke style object is exactly `dashArray` and a `lineCap` of round, butt or square")) }
        var parts: [String: Value] = [:]
        for (index, dash) in dashes.enumerated() {
            switch part(dash, "dashArray[\(index)]", as: ["dimension"]) {
            case .success(let value): parts["\(index)"] = value
            case .failure(let problem): return .failure(problem)
            }
        }
        return .success(.composite(["dashArray": .composite(parts), "lineCap": .string(cap)]))
    }
}
