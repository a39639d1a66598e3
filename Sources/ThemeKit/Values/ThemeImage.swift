/// An image a theme names (theme-format §12): an image of the app's asset
/// catalogue, `i:NAME`, or an SF Symbol, `i:sf:NAME[,SIZE[,WEIGHT]]`.
///
/// It only names the image: the bridges look it up on the platform
/// (`UIImage`, `NSImage`, SwiftUI `Image`), and a name the platform does
/// not know is reported when the value is applied, never a crash.
public struct ThemeImage: Hashable, Sendable {
    /// Where the image comes from.
    public enum Source: Hashable, Sendable {
        /// An image of the app's asset catalogue, named as Xcode shows it (folders that provide a namespace with `/`).
        case asset(String)
        /// An SF Symbol, with the point size and weight it is drawn at where the theme gives them.
        case symbol(String, pointSize: Double?, weight: ThemeFont.Weight?)
    }

    /// Where the image comes from.
    public var source: Source

    /// The image from `source`.
    public init(source: Source) {
        self.source = source
    }

    /// The name of the asset or symbol.
    public var name: String {
        switch source {
        case .asset(let name), .symbol(let name, _, _): name
        }
    }
}

extension ThemeImage: ThemeValueConvertible {
    public init(themeValue: ThemeValue) throws {
        guard case .image(let image) = themeValue else {
            throw StylingError.wrongType(themeValue, expected: "an image (`i:NAME` or `i:sf:SYMBOL`)")
        }
        self = image
    }
}

extension ThemeImage: CustomStringConvertible {
    /// The image as a theme writes it: `i:Logo`, `i:sf:star.fill,17,semibold`.
    public var description: String { ImageSyntax.format(self) }
}

extension ThemeImage: Decodable {
    private enum CodingKeys: String, CodingKey { case name, symbol, size, weight }

    /// An image from its `resolve` form: `{"name": NAME}` or `{"symbol": NAME, "size": 17, "weight": "semibold"}`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let symbol = try container.decodeIfPresent(String.self, forKey: .symbol) {
            self.init(
                source: .symbol(
                    symbol, pointSize: try container.decodeIfPresent(Double.self, forKey: .size),
                    weight: try container.decodeIfPresent(ThemeFont.Weight.self, forKey: .weight)))
        } else {
            self.init(source: .asset(try container.decode(String.self, forKey: .name)))
        }
    }
}
