#if THEMEKIT_STUBS
import QuartzCoreStubs
import UIKitStubs
#elseif canImport(UIKit) && !os(watchOS)
import QuartzCore
import UIKit
#elseif canImport(AppKit)
import AppKit
import QuartzCore
#endif
#if THEMEKIT_STUBS || (canImport(QuartzCore) && !os(watchOS))
import ThemeKit

extension CGColor {
    /// A colour in the sRGB colour space from a theme colour's components as
    /// they are (clamped to `0...1`); ``themed(_:)`` keeps a P3 colour's space.
    public static func srgb(_ color: ThemeColor) -> CGColor {
        let color = color.clamped
        return CGColor(
            srgbRed: CGFloat(color.red), green: CGFloat(color.green), blue: CGFloat(color.blue),
            alpha: CGFloat(color.alpha))
    }

    /// The colour a theme value gives: sRGB components, or a colour of the
    /// asset catalogue as it looks now (a layer's `CGColor` does not follow
    /// dark mode by itself; ThemeKit re-applies the style when it changes).
    @Sendable public static func themed(_ value: ThemeValue) throws -> CGColor {
        switch try ThemeColorSource(themeValue: value) {
        case .components(let color) where color.space == .displayP3:
            // Display P3 through the platform colour's own initialiser, as the views' colours are made.
            let (red, green, blue, alpha) = (CGFloat(color.red), CGFloat(color.green), CGFloat(color.blue), CGFloat(color.alpha))
            #if THEMEKIT_STUBS || canImport(UIKit)
            return UIColor(displayP3Red: red, green: green, blue: blue, alpha: alpha).cgColor
            #else
            return NSColor(displayP3Red: red, green: green, blue: blue, alpha: alpha).cgColor
            #endif
        case .components(let color): return srgb(color)
        case .named(let name):
            #if THEMEKIT_STUBS || canImport(UIKit)
            guard let color = UIColor(named: name) else { throw ThemeColorSource.missing(name) }
            #else
            guard let color = NSColor(named: name) else { throw ThemeColorSource.missing(name) }
            #endif
            return color.cgColor
        }
    }
}
#endif
