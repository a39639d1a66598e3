/// A colour function after `c:` (theme-format §10): `srgb(R, G, B[, A])` or
/// `p3(R, G, B[, A])`, the name in any case, components separated by commas
/// and/or white space, alpha after a comma or `/`, each a number in `0...1`.
struct ColorFunction {
    /// The colour, or what is wrong with the text.
    let reading: ColorSyntax.Reading

    /// Reads `text` if it has the shape of a function, `name(...)`; nil for any other text.
    init?(_ text: Substring) {
        guard let open = text.firstIndex(of: "("), text.last == ")",
            let first = text.first, first.isASCII, first.isLetter,
            text[..<open].allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") })
        else { return nil }
        let name = text[..<open].lowercased()
        let arguments = text[text.index(after: open)..<text.index(before: text.endIndex)]
        guard let space = Self.spaces[name] else {
            reading = .invalidFunction(
                "`\(name)` is not a colour function; write `srgb(R, G, B)` or `p3(R, G, B)` with components from 0 to 1 (other spaces: convert them to one of these)"
            )
            return
        }
        reading = Self.read(arguments, in: space, function: name)
    }

    /// The function names and their spaces.
    private static let spaces: [String: ThemeColor.Space] = ["srgb": .sRGB, "p3": .displayP3]

    /// The components of `arguments`, as a colour of `space`.
    private static func read(_ arguments: Substring, in space: ThemeColor.Space, function: String) -> ColorSyntax.Reading {
        let expected = "expected `\(function)(R, G, B)` or `\(function)(R, G, B, A)`, each a number from 0 to 1"
        let pieces = arguments.split(separator: "/", omittingEmptySubsequences: false)
        let separators: (Character) -> Bool = { $0 == "," || $0.isWhitespace }
        let parts = pieces.flatMap { $0.split(whereSeparator: separators) }
        // A `/` comes once, after the third component, before the alpha.
        let slashIsAlpha = pieces.count == 1 || (pieces.count == 2 && pieces[0].split(whereSeparator: separators).count == 3)
        guard slashIsAlpha, parts.count == 3 || parts.count == 4, pieces.count == 1 || parts.count == 4 else {
            return .invalidFunction("`\(function)(\(arguments))` has \(parts.count) component\(parts.count == 1 ? "" : "s"); \(expected)")
        }
        var components: [Double] = []
        for part in parts {
            guard let number = DecimalNumber.parse(String(part)), (0...1).contains(number) else {
                return .invalidFunction("the component `\(part)` is not a number from 0 to 1; \(expected)")
            }
            components.append(number)
        }
        return .color(
            ThemeColor(
                space: space, red: components[0], green: components[1], blue: components[2],
                alpha: components.count == 4 ? components[3] : 1))
    }

    /// A colour as a function, `srgb(R, G, B)` or `p3(R, G, B, A)`, alpha written only when below 1.
    static func format(_ color: ThemeColor) -> String {
        let name = color.space == .sRGB ? "srgb" : "p3"
        var components = [color.red, color.green, color.blue]
        if color.alpha != 1 { components.append(color.alpha) }
        return name + "(" + components.map(DecimalNumber.format).joined(separator: ", ") + ")"
    }
}
