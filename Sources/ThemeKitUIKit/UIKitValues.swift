#if THEMEKIT_STUBS
import UIKitStubs
#elseif canImport(UIKit) && !os(watchOS)
import UIKit
#endif
#if THEMEKIT_STUBS || (canImport(UIKit) && !os(watchOS))
import ThemeKit

extension UIColor {
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
    /// catalogue's colour of that name (which follows dark mode itself).
    @Sendable public static func themed(_ value: ThemeValue) throws -> UIColor {
        switch try ThemeColorSource(themeValue: value) {
        case .components(let color): return UIColor(color)
        case .named(let name):
            guard let color = UIColor(named: name) else { throw ThemeColorSource.missing(name) }
            return color
        }
    }
}

extension UIFont {
    /// The font a theme value gives: a text style's font, a system font in its
    /// weight, or an installed font by name (in its family's face of a weight),
    /// scaled by Dynamic Type when the theme names a text style. A missing
    /// font is an error, never a silent fallback.
    @Sendable public static func themed(_ value: ThemeValue) throws -> UIFont {
        let face = try ThemeFontFace(themeValue: value)
        let font = try unscaled(face)
        guard let style = face.scalingStyle else { return font }
        return UIFontMetrics(forTextStyle: UIFont.TextStyle(style)).scaledFont(for: font)
    }

    /// The font of a face at its own size.
    private static func unscaled(_ face: ThemeFontFace) throws -> UIFont {
        let size = CGFloat(face.size)
        switch face.kind {
        case .textStyle(let style): return UIFont.preferredFont(forTextStyle: UIFont.TextStyle(style))
        case .system(weight: .regular, isItalic: false): return UIFont.systemFont(ofSize: size)
        case .system(weight: .bold, isItalic: false): return UIFont.boldSystemFont(ofSize: size)
        case .system(weight: .regular, isItalic: true): return UIFont.italicSystemFont(ofSize: size)
        case .system(let weight, isItalic: false): return UIFont.systemFont(ofSize: size, weight: UIFont.Weight(weight))
        case .system(let weight, isItalic: true):
            let upright = UIFont.systemFont(ofSize: size, weight: UIFont.Weight(weight))
            guard let italic = upright.fontDescriptor.withSymbolicTraits(.traitItalic) else {
                throw ThemeFontFace.missing("systemItalic", size: face.size)
            }
            return UIFont(descriptor: italic, size: size)
        case .named(let name):
            if let weight = face.weight {
                // A family name, or the family of the face a PostScript name names.
                let family = UIFont.fontNames(forFamilyName: name).isEmpty ? UIFont(name: name, size: size)?.familyName : name
                guard let family else { throw ThemeFontFace.missing(name, size: face.size) }
                let descriptor = UIFontDescriptor(fontAttributes: [
                    .family: family, .traits: [UIFontDescriptor.TraitKey.weight: UIFont.Weight(weight).rawValue],
                ])
                return UIFont(descriptor: descriptor, size: size)
            }
            guard let font = UIFont(name: name, size: size) else { throw ThemeFontFace.missing(name, size: face.size) }
            return font
        }
    }

    /// The font a theme value gives, scaled for the user's Dynamic Type size
    /// (`UIFontMetrics.default`, the body text style's metrics).
    /// A font that names its own text style scales with that style instead.
    @Sendable public static func themedScaled(_ value: ThemeValue) throws -> UIFont {
        let face = try ThemeFontFace(themeValue: value)
        if case .textStyle = face.kind { return try themed(value) }
        if face.scalingStyle != nil { return try themed(value) }
        return UIFontMetrics.default.scaledFont(for: try themed(value))
    }
}

extension UIFont.Weight {
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

extension UIFont.TextStyle {
    /// The platform text style of a theme's text style. tvOS has no large
    /// title (`UIFontTextStyleLargeTitle` is unavailable there), so a theme's
    /// `largeTitle` is tvOS's largest style, `title1`.
    public init(_ style: ThemeFont.TextStyle) {
        switch style {
        case .largeTitle:
            #if os(tvOS)
            self = .title1
            #else
            self = .largeTitle
            #endif
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

extension UIEdgeInsets {
    /// Insets from a theme's `edge:TOP,LEFT,BOTTOM,RIGHT`.
    public init(_ insets: ThemeEdgeInsets) {
        self.init(top: CGFloat(insets.top), left: CGFloat(insets.left), bottom: CGFloat(insets.bottom), right: CGFloat(insets.right))
    }

    /// The insets a theme value gives (`edge:TOP,LEFT,BOTTOM,RIGHT`).
    @Sendable public static func themed(_ value: ThemeValue) throws -> UIEdgeInsets {
        UIEdgeInsets(try ThemeEdgeInsets(themeValue: value))
    }
}

extension UIImage {
    /// The image a theme names (theme-format §12): `i:NAME` from the app's
    /// asset catalogue, `i:sf:SYMBOL[,SIZE[,WEIGHT]]` an SF Symbol in that
    /// size and weight, or a plain name (`"icon": "StarFilled"`, as Giotto's
    /// themes write it). One the app does not have is a styling error, never a crash.
    @Sendable public static func themed(_ value: ThemeValue) throws -> UIImage {
        guard case .image(let image) = value else { return try asset(named: String(themeValue: value)) }
        switch image.source {
        case .asset(let name):
            return try asset(named: name)
        case .symbol(let name, let pointSize, let weight):
            guard let symbol = UIImage(systemName: name, withConfiguration: symbolConfiguration(pointSize: pointSize, weight: weight))
            else {
                throw StylingError("no SF Symbol named `\(name)` on this system")
            }
            return symbol
        }
    }

    /// A symbol's size and weight as a theme gives them; nil when it gives neither.
    private static func symbolConfiguration(pointSize: Double?, weight: ThemeFont.Weight?) -> UIImage.SymbolConfiguration? {
        switch (pointSize, weight) {
        case (let size?, let weight?): UIImage.SymbolConfiguration(pointSize: CGFloat(size), weight: UIImage.SymbolWeight(weight))
        case (let size?, nil): UIImage.SymbolConfiguration(pointSize: CGFloat(size))
        case (nil, let weight?): UIImage.SymbolConfiguration(weight: UIImage.SymbolWeight(weight))
        case (nil, nil): nil
        }
    }

    private static func asset(named name: String) throws -> UIImage {
        guard let image = UIImage(named: name, in: nil, compatibleWith: nil) else {
            throw StylingError("no image named `\(name)` in the app's asset catalogue or bundle")
        }
        return image
    }

    /// This image drawn in `mode` (`template` takes the view's `tintColor`).
    public func rendered(_ mode: ThemeImageRenderingMode) -> UIImage {
        switch mode {
        case .automatic: withRenderingMode(.automatic)
        case .template: withRenderingMode(.alwaysTemplate)
        case .original: withRenderingMode(.alwaysOriginal)
        }
    }
}

extension UIImage.SymbolWeight {
    /// The symbol weight of a theme's weight (theme-format §10).
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

extension UIView.ContentMode {
    /// The content mode a theme names (`scaleAspectFit`, `UIViewContentModeScaleAspectFit`).
    @Sendable public static func themed(_ value: ThemeValue) throws -> UIView.ContentMode {
        switch try ThemeContentMode(themeValue: value) {
        case .scaleToFill: .scaleToFill
        case .scaleAspectFit: .scaleAspectFit
        case .scaleAspectFill: .scaleAspectFill
        case .redraw: .redraw
        case .center: .center
        case .top: .top
        case .bottom: .bottom
        case .left: .left
        case .right: .right
        case .topLeft: .topLeft
        case .topRight: .topRight
        case .bottomLeft: .bottomLeft
        case .bottomRight: .bottomRight
        }
    }
}

extension UIControl.State {
    /// The control state a state qualifier names (`selected:titleColor`).
    public init(_ state: ThemeState) throws {
        let states = try ThemeControlStates(state)
        self = []
        if states.contains(.highlighted) { insert(.highlighted) }
        if states.contains(.disabled) { insert(.disabled) }
        if states.contains(.selected) { insert(.selected) }
        if states.contains(.focused) { insert(.focused) }
    }
}
#endif
