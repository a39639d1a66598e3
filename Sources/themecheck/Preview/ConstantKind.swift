import ThemeKit

/// The kinds the page groups constants by, each drawn its own way.
enum ConstantKind: Int, CaseIterable {
    case colors, fonts, dimensions, geometry, images, text

    var title: String {
        switch self {
        case .colors: return "Colours"
        case .fonts: return "Fonts"
        case .dimensions: return "Dimensions and numbers"
        case .geometry: return "Geometry"
        case .images: return "Images"
        case .text: return "Strings and other values"
        }
    }

    /// The section's anchor.
    var anchor: String {
        switch self {
        case .colors: return "colors"
        case .fonts: return "fonts"
        case .dimensions: return "dimensions"
        case .geometry: return "geometry"
        case .images: return "images"
        case .text: return "text"
        }
    }

    init(_ value: ThemeValue) {
        switch value {
        case .color, .namedColor: self = .colors
        case .font: self = .fonts
        case .number: self = .dimensions
        case .point, .size, .rect, .edgeInsets: self = .geometry
        case .image: self = .images
        case .string, .bool, .null, .array: self = .text
        }
    }
}
