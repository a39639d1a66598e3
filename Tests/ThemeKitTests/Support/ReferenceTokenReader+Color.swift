import Foundation

extension ReferenceTokenReader {
    /// The colour spaces of DTCG 2025.10 (`color/color-type.md`), each
    /// component's allowed range (nil: unbounded), the hue's upper end open.
    static let colorSpaces: [String: [ClosedRange<Double>?]] = [
        "srgb": [0...1, 0...1, 0...1], "srgb-linear": [0...1, 0...1, 0...1], "display-p3": [0...1, 0...1, 0...1],
        "a98-rgb": [0...1, 0...1, 0...1], "prophoto-rgb": [0...1, 0...1, 0...1], "rec2020": [0...1, 0...1, 0...1],
        "xyz-d65": [0...1, 0...1, 0...1], "xyz-d50": [0...1, 0...1, 0...1],
        "hsl": [0...360, 0...100, 0...100], "hwb": [0...360, 0...100, 0...100],
        "lab": [0...100, nil, nil], "lch": [0...100, 0...Double.infinity, 0...360],
        "oklab": [0...1, nil, nil], "oklch": [0...1, 0...Double.infinity, 0...360],
    ]

    /// A 2025.10 colour object: `colorSpace` and three `components` (a
    /// number in range, or `none`, read as 0 as CSS renders it), `alpha` in
    /// 0...1 (1 when missing), `hex` a six-digit fallback that never decides
    /// the colour. Spaces other than sRGB and Display P3 are converted
    /// exactly to (extended) sRGB with CSS Color 4's matrices.
    static func color(object: JSON) -> Result<Value, Problem> {
        let known: Set = ["colorSpace", "components", "alpha", "hex"]
        if let extra = object.members?.first(where: { !known.contains($0.key) }) {
            return .failure(Problem("a colour has no `\(extra.key)` property"))
        }
        guard let space = object["colorSpace"]?.string else { return .failure(Problem("a colour needs a `colorSpace` string")) }
        guard let ranges = colorSpaces[space] else { return .failure(Problem("`\(space)` is not a 2025.10 colour space")) }
        guard let list = object["components"]?.elements, list.count == 3 else {
            return .failure(Problem("a `\(space)` colour needs three components"))
        }
        var components: [Double] = []
        for (index, item) in list.enumerated() {
            if item.string == "none" {
                components.append(0)
                continue
            }
            guard let number = item.number else { return .failure(Problem("component \(index) is neither a number nor `none`")) }
            let isHue = (space == "hsl" || space == "hwb") ? index == 0 : (space == "lch" || space == "oklch") && index == 2
            if let range = ranges[index], !range.contains(number) || (isHue && number == 360) {
                return .failure(Problem("component \(index) of a `\(space)` colour is \(number), outside \(range)"))
            }
            components.append(number)
        }
        var alpha = 1.0
        if let written = object["alpha"] {
            guard let number = written.number, (0...1).contains(number) else { return .failure(Problem("`alpha` is no number in 0...1")) }
            alpha = number
        }
        if let hex = object["hex"] {
            guard let text = hex.string, text.count == 7, text.hasPrefix("#"), UInt32(text.dropFirst(), radix: 16) != nil else {
                return .failure(Problem("`hex` is no six-digit `#rrggbb` fallback"))
            }
        }
        if space == "srgb" || space == "display-p3" {
            return .success(.color(red: components[0], green: components[1], blue: components[2], alpha: alpha, space: space))
        }
        let rgb = encodedSRGB(fromXYZ: xyz(space: space, components))
        return .success(.color(red: rgb[0], green: rgb[1], blue: rgb[2], alpha: alpha, space: "srgb"))
    }

    /// A colour string: `#RGB`, `#RGBA`, `#RRGGBB`, `#RRGGBBAA` (the earlier
    /// drafts' form), and with exporters' forms `rgb()`/`rgba()` and
    /// `hsl()`/`hsla()` as CSS Color 4 reads them.
    static func color(text raw: String, dialect: Dialect) -> Result<Value, Problem> {
        let text = raw.trimmingCharacters(in: .whitespaces)
        if text.hasPrefix("#") {
            let digits = Array(text.dropFirst())
            guard [3, 4, 6, 8].contains(digits.count), digits.allSatisfy(\.isHexDigit) else {
                return .failure(Problem("`\(text)` is no hex colour"))
            }
            let pairs =
                digits.count <= 4
                ? digits.map { String([$0, $0]) } : stride(from: 0, to: digits.count, by: 2).map { String(digits[$0...$0 + 1]) }
            let channels = pairs.compactMap { UInt8($0, radix: 16) }.map { Double($0) / 255 }
            return .success(
                .color(red: channels[0], green: channels[1], blue: channels[2], alpha: channels.count == 4 ? channels[3] : 1, space: "srgb")
            )
        }
        let lower = text.lowercased()
        guard dialect == .exporters, let open = lower.firstIndex(of: "("), lower.hasSuffix(")") else {
            return .failure(Problem("`\(text)` is no colour the format or the earlier drafts write"))
        }
        let function = String(lower[..<open])
        let arguments = lower[lower.index(after: open)..<lower.index(before: lower.endIndex)]
            .replacingOccurrences(of: "/", with: " ").replacingOccurrences(of: ",", with: " ")
            .split(separator: " ").map(String.init)
        guard arguments.count == 3 || arguments.count == 4 else { return .failure(Problem("`\(text)` needs three or four arguments")) }
        func part(_ index: Int, scale: Double) -> Double? {
            let item = arguments[index]
            if item.hasSuffix("%") { return Double(item.dropLast()).map { $0 / 100 } }
            return Double(item).map { $0 / scale }
        }
        let alpha = arguments.count == 4 ? part(3, scale: 1) : 1
        switch function {
        case "rgb", "rgba":
            guard let red = part(0, scale: 255), let green = part(1, scale: 255), let blue = part(2, scale: 255), let alpha else {
                return .failure(Problem("`\(text)` has a part that is no number"))
            }
            return .success(.color(red: red, green: green, blue: blue, alpha: alpha, space: "srgb"))
        case "hsl", "hsla":
            guard let hue = Double(arguments[0].replacingOccurrences(of: "deg", with: "")), let saturation = part(1, scale: 100),
                let lightness = part(2, scale: 100), let alpha
            else { return .failure(Problem("`\(text)` has a part that is no number")) }
            let rgb = hslToSRGB(hue: hue, saturation: saturation, lightness: lightness)
            return .success(.color(red: rgb[0], green: rgb[1], blue: rgb[2], alpha: alpha, space: "srgb"))
        default:
            return .failure(Problem("`\(function)()` colours are not read here"))
        }
    }
}
