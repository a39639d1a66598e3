#if THEMEKIT_STUBS
import UIKitStubs
#elseif canImport(UIKit) && !os(watchOS)
import UIKit
#endif
#if THEMEKIT_STUBS || (canImport(UIKit) && !os(watchOS))
import ThemeKit

extension UIColor {
    /// A colour from its sRGB components (clamped to `0...1`, never extended sRGB).
    public convenience init(_ color: ThemeColor) {
        let color = color.clamped
        self.init(red: CGFloat(color.red), green: CGFloat(color.green), blue: CGFloat(color.blue), alpha: CGFloat(color.alpha))
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
    /// The font a theme value gives: a system font in its weight, or an
    /// installed font by name (a missing one is an error, never a silent fallback).
    @Sendable public static func themed(_ value: ThemeValue) throws -> UIFont {
        let face = try ThemeFontFace(themeValue: value)
        let size = CGFloat(face.size)
        switch face.kind {
        case .system(weight: .regular, isItalic: false): return UIFont.systemFont(ofSize: size)
        case .system(weight: .bold, isItalic: false): return UIFont.boldSystemFont(ofSize: size)
        case .system(weight: _, isItalic: true): return UIFont.italicSystemFont(ofSize: size)
        case .named(let name):
            guard let font = UIFont(name: name, size: size) else { throw ThemeFontFace.missing(name, size: face.size) }
            return font
        }
    }

    /// The font a theme value gives, scaled for the user's Dynamic Type size
    /// (`UIFontMetrics.default`, the body text style's metrics).
    @Sendable public static func themedScaled(_ value: ThemeValue) throws -> UIFont {
        UIFontMetrics.default.scaledFont(for: try themed(value))
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
    /// The image of the asset catalogue a theme names (`"icon": "StarFilled"`).
    @Sendable public static func themed(_ value: ThemeValue) throws -> UIImage {
        let name = try String(themeValue: value)
        guard let image = UIImage(named: name) else {
            throw StylingError("no image named `\(name)` in the app's asset catalogue or bundle")
        }
        return image
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
