#if THEMEKIT_STUBS
import AppKitStubs
import StubbedThemeKitQuartzCore
#elseif canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import ThemeKitQuartzCore
#endif
#if THEMEKIT_STUBS || (canImport(AppKit) && !targetEnvironment(macCatalyst))
import ThemeKit

extension NSColor {
    /// A colour from its components in its space, sRGB or Display P3
    /// (clamped to `0...1`, never extended sRGB).
    public convenience init(_ color: ThemeColor) {
        let color = color.clamped
        let (red, green, blue, alpha) = (CGFloat(color.red), CGFloat(color.green), CGFloat(color.blue), CGFloat(color.alpha))
        switch color.space {
        case .sRGB: self.init(red: red, green: green, blue: blue, alpha: alpha)
        case .displayP3: self.init(displayP3Red: red, green: green, blue: blue, alpha: alpha)
        }
    }

    /// The colour a theme value gives: its components, or the asset
    /// catalogue's colour of that name (which follows the appearance itself).
    @Sendable public static func themed(_ value: ThemeValue) throws -> NSColor {
        switch try ThemeColorSource(themeValue: value) {
        case .components(let color): return NSColor(color)
        case .named(let name):
            guard let color = NSColor(named: NSColor.Name(name)) else { throw ThemeColorSource.missing(name) }
            return color
        }
    }
}

extension NSFont {
    /// The font a theme value gives: a text style's font, a system font in
    /// its weight, or an installed font by name (in its family's face of a
    /// weight). A missing font is an error, never a silent fallback. macOS
    /// has no Dynamic Type: a text style gives the style's font and size only.
    @Sendable public static func themed(_ value: ThemeValue) throws -> NSFont {
        let face = try ThemeFontFace(themeValue: value)
        let size = CGFloat(face.size)
        switch face.kind {
        case .textStyle(let style): return NSFont.preferredFont(forTextStyle: NSFont.TextStyle(style))
        case .system(weight: .regular, isItalic: false): return NSFont.systemFont(ofSize: size)
        case .system(weight: .bold, isItalic: false): return NSFont.boldSystemFont(ofSize: size)
        case .system(let weight, isItalic: false): return NSFont.systemFont(ofSize: size, weight: NSFont.Weight(weight))
        case .system(let weight, isItalic: true):
            // AppKit has no italic system font of its own: the system font's descriptor gains
            // the italic trait. (Not NSFontManager, which AppKit allows on the main thread only.)
            let upright =
                weight == .regular ? NSFont.systemFont(ofSize: size) : NSFont.systemFont(ofSize: size, weight: NSFont.Weight(weight))
            guard let font = NSFont(descriptor: upright.fontDescriptor.withSymbolicTraits(.italic), size: size) else {
                throw ThemeFontFace.missing("systemItalic", size: face.size)
            }
            return font
        case .named(let name):
            guard let weight = face.weight else {
                guard let font = NSFont(name: name, size: size) else { throw ThemeFontFace.missing(name, size: face.size) }
                return font
            }
            // A PostScript name's family, or the name as a family's.
            let family = NSFont(name: name, size: size)?.familyName ?? name
            let descriptor = NSFontDescriptor(fontAttributes: [
                .family: family, .traits: [NSFontDescriptor.TraitKey.weight: NSFont.Weight(weight).rawValue],
            ])
            guard let font = NSFont(descriptor: descriptor, size: size) else { throw ThemeFontFace.missing(name, size: face.size) }
            return font
        }
    }
}

extension NSFont.Weight {
    /// The platform weight of a theme's weight.
    public init(_ weight: ThemeFont.Weight) {
        switch weight {
        case .ultraLight: self = .ultraLight
        case .thin: self = .thin
        case .light: self = .light
        case .regular: self = .regular
        case .medium: self = .medium
        case .semibold: self = .semibold
        case .bold: self = .bold
        case .heavy: self = .heavy
        case .black: self = .black
        }
    }
}

extension NSFont.TextStyle {
    /// The platform text style of a theme's text style.
    public init(_ style: ThemeFont.TextStyle) {
        switch style {
        case .largeTitle: self = .largeTitle
        case .title1: self = .title1
        case .title2: self = .title2
        case .title3: self = .title3
        case .headline: self = .headline
        case .subheadline: self = .subheadline
        case .body: self = .body
        case .callout: self = .callout
        case .footnote: self = .footnote
        case .caption1: self = .caption1
        case .caption2: self = .caption2
        }
    }
}

extension NSEdgeInsets {
    /// Insets from a theme's `edge:TOP,LEFT,BOTTOM,RIGHT`.
    public init(_ insets: ThemeEdgeInsets) {
        self.init(top: CGFloat(insets.top), left: CGFloat(insets.left), bottom: CGFloat(insets.bottom), right: CGFloat(insets.right))
    }
}

extension NSImage {
    /// The image a theme names (theme-format §12): `i:NAME` from the app's
    /// asset catalogue or bundle, `i:sf:SYMBOL[,SIZE[,WEIGHT]]` an SF Symbol
    /// in that size and weight, or a plain name as Giotto's themes write it.
    /// One the app does not have is a styling error, never a crash.
    @Sendable public static func themed(_ value: ThemeValue) throws -> NSImage {
        guard case .image(let image) = value else { return try asset(named: String(themeValue: value)) }
        switch image.source {
        case .asset(let name):
            return try asset(named: name)
        case .symbol(let name, let pointSize, let weight):
            guard let symbol = NSImage(systemSymbolName: name, accessibilityDescription: nil) else {
                throw StylingError("no SF Symbol named `\(name)` on this system")
            }
            guard let pointSize else { return symbol }
            let configuration = NSImage.SymbolConfiguration(pointSize: CGFloat(pointSize), weight: NSFont.Weight(weight ?? .regular))
            return symbol.withSymbolConfiguration(configuration) ?? symbol
        }
    }

    private static func asset(named name: String) throws -> NSImage {
        guard let image = NSImage(named: NSImage.Name(name)) else {
            throw StylingError("no image named `\(name)` in the app's asset catalogue or bundle")
        }
        return image
    }

    /// A copy of this image drawn in `mode`: a template takes the view's
    /// `contentTintColor`. A copy, since a named image is shared by every view that shows it.
    public func rendered(_ mode: ThemeImageRenderingMode) -> NSImage {
        guard let copy = copy() as? NSImage else { return self }
        copy.isTemplate = mode == .template
        return copy
    }
}

extension NSTextAlignment {
    /// The alignment a theme names (`center`, `NSTextAlignmentCenter`).
    @Sendable public static func themed(_ value: ThemeValue) throws -> NSTextAlignment {
        switch try ThemeTextAlignment(themeValue: value) {
        case .left: .left
        case .center: .center
        case .right: .right
        case .justified: .justified
        case .natural: .natural
        }
    }
}

extension NSImageScaling {
    /// The scaling a theme names, as a UIKit content mode (`scaleAspectFit`) or AppKit's own.
    @Sendable public static func themed(_ value: ThemeValue) throws -> NSImageScaling {
        switch try ThemeContentMode(themeValue: value).imageScaling {
        case .scaleAxesIndependently: .scaleAxesIndependently
        case .scaleProportionallyUpOrDown: .scaleProportionallyUpOrDown
        case .scaleNone: .scaleNone
        }
    }
}
#endif
