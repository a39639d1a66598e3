// Test-only: the Core Graphics and Core Animation declarations ThemeKit's
// bridges use, each as the SDK declares it, naming the SDK file it was
// checked against, so that the bridges compile on Linux and a misspelt or
// mistyped call fails here; each carries the SDK's availability for
// `.ci/availability-check`. Bodies only store values for the tests;
// `stub`-prefixed members are not Apple API. See Docs/Platforms.md.
import Foundation

/// Checked against: CoreGraphics CGColor.h, macOS SDK text found by its declaration of `CGColorCreateSRGB` (macOS 10.15, iOS 13)
public final class CGColor: Equatable, @unchecked Sendable {
    /// Stub state: the sRGB components, or the name of the asset it came from.
    public let stubComponents: [CGFloat]
    public let stubName: String?

    /// Checked against: CoreGraphics CGColor.h, macOS SDK text found by its declaration of `CGColorCreateSRGB` (macOS 10.15, iOS 13)
    /// `init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)` -- iOS 13, macOS 10.15
    @available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
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

/// Checked against: MacOSX10.15.sdk QuartzCore CALayer.h
open class CALayer {
    public init() {}
    /// `var backgroundColor: CGColor? { get set }`
    /// Checked against: MacOSX10.15.sdk QuartzCore CALayer.h
    open var backgroundColor: CGColor?
    /// `var borderColor: CGColor? { get set }`
    /// Checked against: MacOSX10.15.sdk QuartzCore CALayer.h
    open var borderColor: CGColor?
    /// `var borderWidth: CGFloat { get set }`
    /// Checked against: MacOSX10.15.sdk QuartzCore CALayer.h
    open var borderWidth: CGFloat = 0
    /// `var cornerRadius: CGFloat { get set }`
    /// Checked against: MacOSX10.15.sdk QuartzCore CALayer.h
    open var cornerRadius: CGFloat = 0
    /// `var masksToBounds: Bool { get set }`
    /// Checked against: MacOSX10.15.sdk QuartzCore CALayer.h
    open var masksToBounds = false
    /// `var opacity: Float { get set }`
    /// Checked against: MacOSX10.15.sdk QuartzCore CALayer.h
    open var opacity: Float = 1
    /// `var shadowColor: CGColor? { get set }`
    /// Checked against: MacOSX10.15.sdk QuartzCore CALayer.h
    open var shadowColor: CGColor?
    /// `var shadowOffset: CGSize { get set }`
    /// Checked against: MacOSX10.15.sdk QuartzCore CALayer.h
    open var shadowOffset = CGSize(width: 0, height: -3)
    /// `var shadowOpacity: Float { get set }`
    /// Checked against: MacOSX10.15.sdk QuartzCore CALayer.h
    open var shadowOpacity: Float = 0
    /// `var shadowRadius: CGFloat { get set }`
    /// Checked against: MacOSX10.15.sdk QuartzCore CALayer.h
    open var shadowRadius: CGFloat = 3
}
