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
    /// A colour from its sRGB components (clamped to `0...1`, never extended sRGB).
    public convenience init(_ color: ThemeColor) {
        let color = color.clamped
        self.init(red: CGFloat(color.red), green: CGFloat(color.green), blue: CGFloat(color.blue), alpha: CGFloat(color.alpha))
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
    /// The font a theme value gives: a system font in its weight, or an
    /// installed font by name (a missing one is an error, never a silent fallback).
    @Sendable public static func themed(_ value: ThemeValue) throws -> NSFont {
        let face = try ThemeFontFace(themeValue: value)
        let size = CGFloat(face.size)
        switch face.kind {
        case .system(weight: .regular, isItalic: false): return NSFont.systemFont(ofSize: size)
        case .system(weight: .bold, isItalic: false): return NSFont.boldSystemFont(ofSize: size)
        case .system(weight: _, isItalic: true):
            // AppKit has no italic system font of its own: the system font's descriptor gains
            // the italic trait. (Not NSFontManager, which AppKit allows on the main thread only.)
            let descriptor = NSFont.systemFont(ofSize: size).fontDescriptor.withSymbolicTraits(.italic)
            guard let font = NSFont(descriptor: descriptor, size: size) else {
                throw ThemeFontFace.missing("systemItalic", size: face.size)
            }
            return font
        case .named(let name):
            guard let font = NSFont(name: name, size: size) else { throw ThemeFontFace.missing(name, size: face.size) }
            return font
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
    /// The image of the asset catalogue or bundle a theme names.
    @Sendable public static func themed(_ value: ThemeValue) throws -> NSImage {
        let name = try String(themeValue: value)
        guard let image = NSImage(named: NSImage.Name(name)) else {
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
