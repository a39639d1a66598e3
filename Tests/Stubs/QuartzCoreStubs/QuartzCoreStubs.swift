// Test-only: the Core Graphics and Core Animation declarations ThemeKit's
// bridges use, each as Apple's documentation gives its signature (cited), so
// that the bridges compile on Linux and a misspelt or mistyped call fails
// here. Bodies only store values for the tests; `stub`-prefixed members
// are not Apple API. See Docs/Platforms.md.
import Foundation

/// https://developer.apple.com/documentation/coregraphics/cgcolor
public final class CGColor: Equatable, @unchecked Sendable {
    /// Stub state: the sRGB components, or the name of the asset it came from.
    public let stubComponents: [CGFloat]
    public let stubName: String?

    /// https://developer.apple.com/documentation/coregraphics/cgcolor/init(srgbred:green:blue:alpha:)
    /// `init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)` -- iOS 13, macOS 10.15
    public init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        stubComponents = [red, green, blue, alpha]
        stubName = nil
    }

    public init(stubName: String) {
        stubComponents = []
        self.stubName = stubName
    }

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        lhs.stubComponents == rhs.stubComponents && lhs.stubName == rhs.stubName
    }
}

/// https://developer.apple.com/documentation/quartzcore/calayer
open class CALayer {
    public init() {}
    /// https://developer.apple.com/documentation/quartzcore/calayer/backgroundcolor -- `var backgroundColor: CGColor? { get set }`
    open var backgroundColor: CGColor?
    /// https://developer.apple.com/documentation/quartzcore/calayer/bordercolor -- `var borderColor: CGColor? { get set }`
    open var borderColor: CGColor?
    /// https://developer.apple.com/documentation/quartzcore/calayer/borderwidth -- `var borderWidth: CGFloat { get set }`
    open var borderWidth: CGFloat = 0
    /// https://developer.apple.com/documentation/quartzcore/calayer/cornerradius -- `var cornerRadius: CGFloat { get set }`
    open var cornerRadius: CGFloat = 0
    /// https://developer.apple.com/documentation/quartzcore/calayer/maskstobounds -- `var masksToBounds: Bool { get set }`
    open var masksToBounds = false
    /// https://developer.apple.com/documentation/quartzcore/calayer/opacity -- `var opacity: Float { get set }`
    open var opacity: Float = 1
    /// https://developer.apple.com/documentation/quartzcore/calayer/shadowcolor -- `var shadowColor: CGColor? { get set }`
    open var shadowColor: CGColor?
    /// https://developer.apple.com/documentation/quartzcore/calayer/shadowoffset -- `var shadowOffset: CGSize { get set }`
    open var shadowOffset = CGSize(width: 0, height: -3)
    /// https://developer.apple.com/documentation/quartzcore/calayer/shadowopacity -- `var shadowOpacity: Float { get set }`
    open var shadowOpacity: Float = 0
    /// https://developer.apple.com/documentation/quartzcore/calayer/shadowradius -- `var shadowRadius: CGFloat { get set }`
    open var shadowRadius: CGFloat = 3
}
