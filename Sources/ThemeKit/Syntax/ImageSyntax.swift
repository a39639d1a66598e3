/// The image convention, `image:`/`i:` (theme-format §12), and every form
/// of the image kind: `i:NAME` names an image of the app's asset catalogue,
/// `i:sf:SYMBOL[,SIZE[,WEIGHT]]` an SF Symbol; `resolve` writes
/// `{"name": NAME}` or `{"symbol": NAME, "size": SIZE, "weight": WEIGHT}`.
///
/// The name is literal text, trimmed; the size (a number above 0) and the
/// weight (section 10's) may name constants. A theme of format 1 keeps such
/// text a string, as Giotto does (``PrefixedSyntax/sinceFormatVersion``).
enum ImageSyntax: PrefixedSyntax, ValueKind {
    static let longPrefix = "image"
    static let shortPrefix: String? = "i"
    static let forms = "`i:NAME` (an asset catalogue image), `i:sf:SYMBOL[,SIZE[,WEIGHT]]` (an SF Symbol; format 2)"
    static let sinceFormatVersion = 2

    /// What follows the colon of an SF Symbol's text.
    static let symbolMarker = "sf:"

    private static let expected = "expected `i:NAME` (an asset catalogue image) or `i:sf:SYMBOL[,SIZE[,WEIGHT]]` (an SF Symbol)"

    static func resolve<Context: ConventionContext>(_ text: String, body: Substring, in context: inout Context) -> ThemeValue? {
        let trimmed = body.trimmingWhitespace()
        guard trimmed.hasPrefix(symbolMarker) else {
            guard !trimmed.isEmpty else {
                context.report(.invalidImage, "`\(text)` names no image; \(expected)")
                return nil
            }
            return .image(ThemeImage(source: .asset(String(trimmed))))
        }
        let parts = ValueSyntax.parts(trimmed.dropFirst(symbolMarker.count))
        guard parts.count <= 3 else {
            context.report(.invalidImage, "`\(text)` has \(parts.count) parts after `sf:`; expected `i:sf:SYMBOL[,SIZE[,WEIGHT]]`")
            return nil
        }
        if let empty = parts.firstIndex(where: \.isEmpty) {
            context.report(
                .invalidImage, "`\(text)` has an empty \(["symbol name", "size", "weight"][empty]); expected `i:sf:SYMBOL[,SIZE[,WEIGHT]]`")
            return nil
        }
        var size: Double?
        if parts.count >= 2 {
            guard let number = context.number(parts[1]) else { return nil }
            guard let number, number > 0, number.isFinite else {
                context.report(.invalidImage, "in `\(text)`, the size `\(parts[1])` is not a number greater than 0")
                return nil
            }
            size = number
        }
        var weight: ThemeFont.Weight?
        if parts.count == 3 {
            guard let named = FontSyntax.weight(parts[2], in: text, code: .invalidImage, context: &context) else { return nil }
            weight = named
        }
        return .image(ThemeImage(source: .symbol(String(parts[0]), pointSize: size, weight: weight)))
    }

    /// The size and the weight of a symbol, either of which may be a constant.
    static func constantNames(in body: Substring) -> [String] {
        let trimmed = body.trimmingWhitespace()
        guard trimmed.hasPrefix(symbolMarker) else { return [] }
        return ValueSyntax.parts(trimmed.dropFirst(symbolMarker.count)).dropFirst().prefix(2).map(String.init)
    }

    static func format(_ value: ThemeValue) -> String? {
        guard case .image(let image) = value else { return nil }
        return format(image)
    }

    /// An image's convention text: `i:NAME`, or `i:sf:SYMBOL` with `,SIZE` and `,WEIGHT` where it has them.
    static func format(_ image: ThemeImage) -> String {
        switch image.source {
        case .asset(let name):
            return "i:" + name
        case .symbol(let name, let size, let weight):
            var text = "i:" + symbolMarker + name
            if size != nil || weight != nil { text += "," + (size.map(DecimalNumber.format) ?? "") }
            if let weight { text += "," + weight.rawValue }
            return text
        }
    }

    // MARK: The image kind

    static let resolveTags = ["image"]
    static let typeName = "an image"
    static let swiftType: String? = "ThemeImage"

    static func resolveJSON(_ value: ThemeValue) -> String {
        guard case .image(let image) = value else { return "null" }
        switch image.source {
        case .asset(let name):
            return "{\"name\": \(JSONText.string(name))}"
        case .symbol(let name, let size, let weight):
            var members = "\"symbol\": " + JSONText.string(name)
            if let size { members += ", \"size\": " + JSONText.number(size) }
            if let weight { members += ", \"weight\": " + JSONText.string(weight.rawValue) }
            return "{" + members + "}"
        }
    }

    static func value(resolveJSON body: PlistNode, tag: String) -> ThemeValue? {
        if let name = body.lastMember("name")?.string, body.lastMember("symbol") == nil {
            return .image(ThemeImage(source: .asset(name)))
        }
        guard let name = body.lastMember("symbol")?.string else { return nil }
        let size = body.lastMember("size")
        let weight = body.lastMember("weight")
        guard size.map({ $0.number != nil }) ?? true, weight.map({ $0.string.flatMap(ThemeFont.Weight.init) != nil }) ?? true
        else { return nil }
        return .image(
            ThemeImage(source: .symbol(name, pointSize: size?.number, weight: weight?.string.flatMap(ThemeFont.Weight.init))))
    }

    static func messageDescription(_ value: ThemeValue) -> String {
        guard case .image(let image) = value else { return typeName }
        return "the image `\(format(image))`"
    }

    /// A name that reads back as itself (not empty, no white space around
    /// it, no `sf:` on an asset, no comma in a symbol's), a size above 0,
    /// and a weight only with a size.
    static func checkWritable(_ value: ThemeValue) throws {
        guard case .image(let image) = value else { return }
        let name = image.name
        var problem: String?
        if name.isEmpty || name != String(name.trimmingWhitespace()) { problem = "its name is empty or has white space around it" }
        switch image.source {
        case .asset(let name) where name.hasPrefix(symbolMarker): problem = "an asset name starting `sf:` would read back as a symbol"
        case .symbol(let name, _, _) where name.contains(","): problem = "a symbol name cannot hold a comma"
        case .symbol(_, let size?, _) where !(size.isFinite && size > 0): problem = "its size is not a number greater than 0"
        case .symbol(_, nil, _?): problem = "a weight needs a size before it (`i:sf:SYMBOL,SIZE,WEIGHT`)"
        default: break
        }
        if let problem { throw ModificationError("the image `\(name)` cannot be written: \(problem)") }
        try WrittenValue.checkText(name, what: "the image name")
    }
}
