/// The geometry conventions, `point:X,Y`, `size:W,H`, `rect:X,Y,W,H` and
/// `edge:TOP,LEFT,BOTTOM,RIGHT` (theme-format §3): their components, and
/// how they read and write, shared by the four conventions below.
enum GeometrySyntax: String, CaseIterable {
    case point, size, rect, edge

    /// The components' names, as messages print them, in the order written.
    var componentNames: [String] {
        switch self {
        case .point: return ["X", "Y"]
        case .size: return ["WIDTH", "HEIGHT"]
        case .rect: return ["X", "Y", "WIDTH", "HEIGHT"]
        case .edge: return ["TOP", "LEFT", "BOTTOM", "RIGHT"]
        }
    }

    /// The kind as messages name it.
    var typeName: String {
        switch self {
        case .point: "a point"
        case .size: "a size"
        case .rect: "a rectangle"
        case .edge: "edge insets"
        }
    }

    /// The ThemeKit type of the values it reads.
    var swiftType: String {
        switch self {
        case .point: "ThemePoint"
        case .size: "ThemeSize"
        case .rect: "ThemeRect"
        case .edge: "ThemeEdgeInsets"
        }
    }

    /// The comma-separated parts after the prefix, each trimmed; empty parts are kept (they are errors).
    static func parse(_ body: Substring) -> [Substring] {
        ValueSyntax.parts(body)
    }

    /// A geometry value's convention text (`rect:0,0,10,20`); nil for other values.
    static func format(_ value: ThemeValue) -> String? {
        guard let (geometry, numbers) = components(of: value) else { return nil }
        return geometry.rawValue + ":" + numbers.map(DecimalNumber.format).joined(separator: ",")
    }

    /// The value of these components; nil unless there are as many as ``componentNames``.
    func value(_ numbers: [Double]) -> ThemeValue? {
        guard numbers.count == componentNames.count else { return nil }
        switch self {
        case .point: return .point(ThemePoint(x: numbers[0], y: numbers[1]))
        case .size: return .size(ThemeSize(width: numbers[0], height: numbers[1]))
        case .rect: return .rect(ThemeRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]))
        case .edge: return .edgeInsets(ThemeEdgeInsets(top: numbers[0], left: numbers[1], bottom: numbers[2], right: numbers[3]))
        }
    }

    /// A geometry value's kind and components, in the order written; nil for other values.
    static func components(of value: ThemeValue) -> (GeometrySyntax, [Double])? {
        switch value {
        case .point(let point): return (.point, [point.x, point.y])
        case .size(let size): return (.size, [size.width, size.height])
        case .rect(let rect): return (.rect, [rect.x, rect.y, rect.width, rect.height])
        case .edgeInsets(let insets): return (.edge, [insets.top, insets.left, insets.bottom, insets.right])
        default: return nil
        }
    }

    /// Reads `text` as this geometry: as many numbers as components, each a
    /// literal or a constant; anything else assigns nothing.
    func resolve<Context: ConventionContext>(_ text: String, body: Substring, in context: inout Context) -> ThemeValue? {
        let parts = Self.parse(body)
        let names = componentNames
        // Made only for a message: building it costs more than reading the value.
        var expected: String { "expected `\(rawValue):\(names.joined(separator: ","))` with \(names.count) numbers" }
        guard parts.count == names.count else {
            context.report(.invalidGeometry, "`\(text)` has \(parts.count) part\(parts.count == 1 ? "" : "s"); \(expected)")
            return nil
        }
        var numbers: [Double] = []
        for (index, part) in parts.enumerated() {
            guard !part.isEmpty else {
                context.report(.invalidGeometry, "`\(text)` has an empty \(names[index]); \(expected)")
                return nil
            }
            guard let resolved = context.number(part) else { return nil }
            guard let number = resolved else {
                context.report(.invalidGeometry, "in `\(text)`, \(names[index]) `\(part)` is not a number; \(expected)")
                return nil
            }
            numbers.append(number)
        }
        return value(numbers)
    }
}

/// A geometry convention: its prefix is its geometry's name, and it is the
/// kind of the values it reads (`resolve` writes them as arrays of numbers,
/// in the order the convention writes them).
protocol GeometryConvention: PrefixedSyntax, ValueKind {
    static var geometry: GeometrySyntax { get }
}

extension GeometryConvention {
    static var longPrefix: String { geometry.rawValue }

    static func resolve<Context: ConventionContext>(_ text: String, body: Substring, in context: inout Context) -> ThemeValue? {
        geometry.resolve(text, body: body, in: &context)
    }

    static func constantNames(in body: Substring) -> [String] {
        GeometrySyntax.parse(body).map(String.init)
    }

    static func format(_ value: ThemeValue) -> String? {
        guard let (kind, _) = GeometrySyntax.components(of: value), kind == geometry else { return nil }
        return GeometrySyntax.format(value)
    }

    static var forms: String { "`\(geometry.rawValue):\(geometry.componentNames.joined(separator: ","))`" }

    static var resolveTags: [String] { [geometry.rawValue] }

    static var typeName: String { geometry.typeName }

    static var swiftType: String? { geometry.swiftType }

    static func resolveJSON(_ value: ThemeValue) -> String {
        guard let (_, numbers) = GeometrySyntax.components(of: value) else { return "null" }
        return "[" + numbers.map(JSONText.number).joined(separator: ", ") + "]"
    }

    static func value(resolveJSON body: PlistNode, tag: String) -> ThemeValue? {
        guard case .array(let elements) = body.kind else { return nil }
        let numbers = elements.compactMap(\.number)
        return numbers.count == elements.count ? geometry.value(numbers) : nil
    }

    static func checkWritable(_ value: ThemeValue) throws {
        guard let (_, numbers) = GeometrySyntax.components(of: value), !numbers.allSatisfy(\.isFinite) else { return }
        throw ModificationError("a \(geometry.rawValue) component is not a finite number")
    }
}

/// `point:X,Y`.
enum PointSyntax: GeometryConvention { static let geometry = GeometrySyntax.point }
/// `size:WIDTH,HEIGHT`.
enum SizeSyntax: GeometryConvention { static let geometry = GeometrySyntax.size }
/// `rect:X,Y,WIDTH,HEIGHT`.
enum RectSyntax: GeometryConvention { static let geometry = GeometrySyntax.rect }
