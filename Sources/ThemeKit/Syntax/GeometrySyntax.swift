/// The geometry conventions, `point:X,Y`, `size:W,H`, `rect:X,Y,W,H` and
/// `edge:TOP,LEFT,BOTTOM,RIGHT` (theme-format §3); read and written here.
///
/// A component may name a constant, so reading stops at the parts: the
/// resolver looks them up (`ValueResolver+Conventions`).
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
}
