// Test-only: UIKit's value types as the iOS SDK declares them; see
// QuartzCoreStubs for what these stubs are. Each declaration names the SDK
// file it was checked against.
@_exported import Foundation
@_exported import QuartzCoreStubs

/// Checked against: iPhoneOS16.4.sdk UIKit UIColor.h (`NS_SWIFT_SENDABLE`; `CGColor` is `cgColor` in Swift)
open class UIColor: Equatable, @unchecked Sendable {
    /// Stub state: the components, or the asset name.
    public let stubComponents: [CGFloat]
    public let stubName: String?
    /// Stub state: the colours `init(named:)` finds.
    nonisolated(unsafe) public static var stubAssetCatalogue: Set<String> = []

    /// Checked against: iPhoneOS16.4.sdk UIKit UIColor.h
    /// `init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)` -- iOS 2
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        stubComponents = [red, green, blue, alpha]
        stubName = nil
    }

    /// Checked against: iPhoneOS16.4.sdk UIKit UIColor.h
    /// `init?(named name: String)` -- iOS 11
    public init?(named name: String) {
        guard Self.stubAssetCatalogue.contains(name) else { return nil }
        stubComponents = []
        stubName = name
    }

    /// `var cgColor: CGColor { get }`
    /// Checked against: iPhoneOS16.4.sdk UIKit UIColor.h
    open var cgColor: CGColor {
        stubName.map(CGColor.init(stubName:))
            ?? CGColor(srgbRed: stubComponents[0], green: stubComponents[1], blue: stubComponents[2], alpha: stubComponents[3])
    }

    public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
        lhs.stubComponents == rhs.stubComponents && lhs.stubName == rhs.stubName
    }
}

/// Checked against: UIKit UIFont.h, iOS SDK text found by its declarations
open class UIFont: Equatable, @unchecked Sendable {
    /// Stub state: how the font was made, and its size.
    public let stubDescription: String
    /// `var pointSize: CGFloat { get }`
    /// Checked against: UIKit UIFont.h, iOS SDK text found by its declarations
    public let pointSize: CGFloat
    /// Stub state: the font names `init(name:size:)` finds.
    nonisolated(unsafe) public static var stubInstalledFonts: Set<String> = []

    init(stubDescription: String, size: CGFloat) {
        self.stubDescription = stubDescription
        pointSize = size
    }

    /// Checked against: UIKit UIFont.h, iOS SDK text found by its declarations
    /// `init?(name fontName: String, size fontSize: CGFloat)` -- iOS 2
    public init?(name fontName: String, size fontSize: CGFloat) {
        guard Self.stubInstalledFonts.contains(fontName) else { return nil }
        stubDescription = fontName
        pointSize = fontSize
    }

    /// Checked against: UIKit UIFont.h, iOS SDK text found by its declarations
    /// `class func systemFont(ofSize fontSize: CGFloat) -> UIFont` -- iOS 2
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(stubDescription: "system", size: fontSize) }

    /// Checked against: UIKit UIFont.h, iOS SDK text found by its declarations
    /// `class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont` -- iOS 2
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(stubDescription: "systemBold", size: fontSize) }

    /// Checked against: UIKit UIFont.h, iOS SDK text found by its declarations
    /// `class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont` -- iOS 2
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(stubDescription: "systemItalic", size: fontSize) }

    public static func == (lhs: UIFont, rhs: UIFont) -> Bool {
        lhs.stubDescription == rhs.stubDescription && lhs.pointSize == rhs.pointSize
    }
}

/// iOS 11
/// Checked against: UIKit UIFontMetrics.h, iOS SDK text found by its declarations (`defaultMetrics` is `default` in Swift)
open class UIFontMetrics: @unchecked Sendable {
    init() {}

    /// `class var default: UIFontMetrics { get }`
    /// Checked against: UIKit UIFontMetrics.h, iOS SDK text found by its declarations
    open class var `default`: UIFontMetrics { UIFontMetrics() }

    /// Checked against: UIKit UIFontMetrics.h, iOS SDK text found by its declarations
    /// `func scaledFont(for font: UIFont) -> UIFont`
    open func scaledFont(for font: UIFont) -> UIFont {
        UIFont(stubDescription: "scaled " + font.stubDescription, size: font.pointSize)
    }
}

/// Checked against: UIKit UIImage.h, iOS SDK text found by its declaration of `imageNamed:`
open class UIImage: Equatable, @unchecked Sendable {
    public let stubName: String
    /// Stub state: the images `init(named:)` finds.
    nonisolated(unsafe) public static var stubAssetCatalogue: Set<String> = []

    /// Checked against: UIKit UIImage.h, iOS SDK text found by its declaration of `imageNamed:`
    /// `init?(named name: String)` -- iOS 2
    public init?(named name: String) {
        guard Self.stubAssetCatalogue.contains(name) else { return nil }
        stubName = name
    }

    public static func == (lhs: UIImage, rhs: UIImage) -> Bool { lhs.stubName == rhs.stubName }
}

/// Checked against: iPhoneOS16.4.sdk UIKit UIGeometry.h (`UIEdgeInsetsZero` is `.zero` in Swift)
public struct UIEdgeInsets: Equatable, Sendable {
    public var top, left, bottom, right: CGFloat

    /// Checked against: iPhoneOS16.4.sdk UIKit UIGeometry.h
    /// `init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat)` -- iOS 2
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
    }

    /// `static let zero: UIEdgeInsets`
    /// Checked against: iPhoneOS16.4.sdk UIKit UIGeometry.h
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

/// Checked against: iPhoneOS18.1.sdk UIKit NSText.h (iOS values: center 1, right 2)
/// `enum NSTextAlignment: Int` -- cases `left`, `center`, `right`, `justified`, `natural`
public enum NSTextAlignment: Int, Sendable {
    case left = 0
    case center = 1
    case right = 2
    case justified = 3
    case natural = 4
}

extension NSAttributedString.Key {
    /// `static let foregroundColor: NSAttributedString.Key`, iOS 6 (a `UIColor`).
    /// Checked against: iPhoneOS16.1.sdk UIKit NSAttributedString.h
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// `static let font: NSAttributedString.Key`, iOS 6 (a `UIFont`).
    /// Checked against: iPhoneOS16.1.sdk UIKit NSAttributedString.h
    public static let font = NSAttributedString.Key("NSFont")
}
