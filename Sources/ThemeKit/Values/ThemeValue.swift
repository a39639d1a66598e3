/// A resolved theme value: what a style assigns to one key path.
///
/// Theme files hold strings, numbers and booleans; the value conventions
/// (`c:`, `f:`, `rect:`, ...) turn strings into the typed cases here, so an
/// object being styled never parses text itself.
public enum ThemeValue: Hashable, Sendable {
    /// Plain text.
    case string(String)
    /// A number.
    case number(Double)
    /// A Boolean.
    case bool(Bool)
    /// `null` / `nil` in the theme: the property is set to nil.
    case null
    /// A colour (`c:#RRGGBB`).
    case color(ThemeColor)
    /// A colour looked up by name (an asset-catalogue colour on Apple platforms).
    case namedColor(String)
    /// A font (`f:NAME,SIZE`).
    case font(ThemeFont)
    /// A point (`point:X,Y`).
    case point(ThemePoint)
    /// A size (`size:W,H`).
    case size(ThemeSize)
    /// A rectangle (`rect:X,Y,W,H`).
    case rect(ThemeRect)
    /// Edge insets (`edge:TOP,LEFT,BOTTOM,RIGHT`).
    case edgeInsets(ThemeEdgeInsets)
    /// An array of values.
    case array([ThemeValue])
    /// An image: an asset catalogue image or an SF Symbol (`i:NAME`, `i:sf:SYMBOL`).
    case image(ThemeImage)
}

extension ThemeValue {
    /// The value as a number, accepting a string that is a decimal number.
    ///
    /// Giotto read numbers from strings with `floatValue`, so themes write
    /// `"5"` where a number is meant; this is the one place that reading lives.
    public var numberValue: Double? {
        switch self {
        case .number(let number): return number
        case .string(let text): return DecimalNumber.parse(text)
        default: return nil
        }
    }
}

extension ThemeValue {
    /// What kind of value this is, for messages ("a colour", "a number").
    public var kindDescription: String { kind.typeName }

    /// The kind of this value, which knows every form it takes outside a
    /// theme file (``ValueKind``): ask it rather than switching on the case.
    var kind: any ValueKind.Type {
        switch self {
        case .string: TextKind.self
        case .number: NumberKind.self
        case .bool: BooleanKind.self
        case .null: NullSyntax.self
        case .color: ColorSyntax.self
        case .namedColor: NamedColorKind.self
        case .font: FontSyntax.self
        case .point: PointSyntax.self
        case .size: SizeSyntax.self
        case .rect: RectSyntax.self
        case .edgeInsets: EdgeSyntax.self
        case .array: ArrayKind.self
        case .image: ImageSyntax.self
        }
    }

    /// Every kind, one for each case.
    static let kinds: [any ValueKind.Type] = [
        TextKind.self, NumberKind.self, BooleanKind.self, NullSyntax.self, ColorSyntax.self, NamedColorKind.self, FontSyntax.self,
        PointSyntax.self, SizeSyntax.self, RectSyntax.self, EdgeSyntax.self, ArrayKind.self, ImageSyntax.self,
    ]
}
