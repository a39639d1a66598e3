/// Where a platform colour comes from: sRGB components, or a colour named in
/// the app's asset catalogue (`c:BrandBlue`).
///
/// The bridges (`ThemeKitUIKit`, `ThemeKitAppKit`, `ThemeKitSwiftUI`) turn a
/// theme value into this first, so that everything but the one framework call
/// is decided here, on every platform, and tested on Linux.
public enum ThemeColorSource: Hashable, Sendable {
    /// Components in their space (sRGB or Display P3), each clamped to `0...1` (see ``ThemeColor/clamped``).
    case components(ThemeColor)
    /// A colour the platform looks up by name in the asset catalogue.
    case named(String)

    /// Reads a colour value or a named colour; anything else is a ``StylingError``.
    public init(themeValue: ThemeValue) throws {
        switch themeValue {
        case .color(let color): self = .components(color.clamped)
        case .namedColor(let name): self = .named(name)
        default: throw StylingError.wrongType(themeValue, expected: "a colour or a named colour")
        }
    }

    /// The error a bridge throws when the asset catalogue has no colour `name`.
    public static func missing(_ name: String) -> StylingError {
        StylingError(
            "no colour named `\(name)` in the app's asset catalogue; add a Color Set of that name, or write the colour as `c:#RRGGBB`")
    }
}

extension ThemeColorSource: ThemeValueConvertible {}

extension ThemeColorSource: Decodable {
    /// Decodes `"#RRGGBBAA"` or `{"space", "components", "alpha"}` (as
    /// `themecheck resolve` prints a colour), or a colour name.
    public init(from decoder: any Decoder) throws {
        guard let text = try? decoder.singleValueContainer().decode(String.self) else {
            self = .components(try ThemeColor(from: decoder).clamped)
            return
        }
        if text.hasPrefix("#") {
            self = .components(try ThemeColor(from: decoder).clamped)
        } else {
            self = .named(text)
        }
    }
}

extension ThemeColor {
    /// This colour with every component in `0...1`, and any that is not a
    /// finite number (a NaN from hand-written overrides) as 0.
    ///
    /// Platform initialisers such as `UIColor(red:green:blue:alpha:)` take
    /// values outside `0...1` as extended sRGB, which a theme never means:
    /// its colours are sRGB, as `#RRGGBBAA` writes them.
    public var clamped: ThemeColor {
        func unit(_ component: Double) -> Double { component.isFinite ? min(max(component, 0), 1) : 0 }
        return ThemeColor(space: space, red: unit(red), green: unit(green), blue: unit(blue), alpha: unit(alpha))
    }
}
