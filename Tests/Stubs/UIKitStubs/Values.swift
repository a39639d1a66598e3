// Test-only: UIKit's value types as Apple's documentation declares them
// (cited); see QuartzCoreStubs for what these stubs are.
@_exported import Foundation
@_exported import QuartzCoreStubs

/// https://developer.apple.com/documentation/uikit/uicolor
open class UIColor: Equatable, @unchecked Sendable {
    /// Stub state: the components, or the asset name.
    public let stubComponents: [CGFloat]
    public let stubName: String?
    /// Stub state: the colours `init(named:)` finds.
    nonisolated(unsafe) public static var stubAssetCatalogue: Set<String> = []

    /// https://developer.apple.com/documentation/uikit/uicolor/init(red:green:blue:alpha:)
    /// `init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)` -- iOS 2
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        stubComponents = [red, green, blue, alpha]
        stubName = nil
    }

    /// https://developer.apple.com/documentation/uikit/uicolor/init(named:)
    /// `init?(named name: String)` -- iOS 11
    public init?(named name: String) {
        guard Self.stubAssetCatalogue.contains(name) else { return nil }
        stubComponents = []
        stubName = name
    }

    /// https://developer.apple.com/documentation/uikit/uicolor/cgcolor -- `var cgColor: CGColor { get }`
    open var cgColor: CGColor {
        stubName.map(CGColor.init(stubName:))
            ?? CGColor(srgbRed: stubComponents[0], green: stubComponents[1], blue: stubComponents[2], alpha: stubComponents[3])
    }

    public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
        lhs.stubComponents == rhs.stubComponents && lhs.stubName == rhs.stubName
    }
}

/// https://developer.apple.com/documentation/uikit/uifont
open class UIFont: Equatable, @unchecked Sendable {
    /// Stub state: how the font was made, and its size.
    public let stubDescription: String
    /// https://developer.apple.com/documentation/uikit/uifont/pointsize -- `var pointSize: CGFloat { get }`
    public let pointSize: CGFloat
    /// Stub state: the font names `init(name:size:)` finds.
    nonisolated(unsafe) public static var stubInstalledFonts: Set<String> = []

    init(stubDescription: String, size: CGFloat) {
        self.stubDescription = stubDescription
        pointSize = size
    }

    /// https://developer.apple.com/documentation/uikit/uifont/init(name:size:)
    /// `init?(name fontName: String, size fontSize: CGFloat)` -- iOS 2
    public init?(name fontName: String, size fontSize: CGFloat) {
        guard Self.stubInstalledFonts.contains(fontName) else { return nil }
        stubDescription = fontName
        pointSize = fontSize
    }

    /// https://developer.apple.com/documentation/uikit/uifont/systemfont(ofsize:)
    /// `class func systemFont(ofSize fontSize: CGFloat) -> UIFont` -- iOS 2
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(stubDescription: "system", size: fontSize) }

    /// https://developer.apple.com/documentation/uikit/uifont/boldsystemfont(ofsize:)
    /// `class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont` -- iOS 2
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(stubDescription: "systemBold", size: fontSize) }

    /// https://developer.apple.com/documentation/uikit/uifont/italicsystemfont(ofsize:)
    /// `class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont` -- iOS 2
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(stubDescription: "systemItalic", size: fontSize) }

    public static func == (lhs: UIFont, rhs: UIFont) -> Bool {
        lhs.stubDescription == rhs.stubDescription && lhs.pointSize == rhs.pointSize
    }
}

/// https://developer.apple.com/documentation/uikit/uifontmetrics -- iOS 11
open class UIFontMetrics: @unchecked Sendable {
    init() {}

    /// https://developer.apple.com/documentation/uikit/uifontmetrics/default -- `class var default: UIFontMetrics { get }`
    open class var `default`: UIFontMetrics { UIFontMetrics() }

    /// https://developer.apple.com/documentation/uikit/uifontmetrics/scaledfont(for:)
    /// `func scaledFont(for font: UIFont) -> UIFont`
    open func scaledFont(for font: UIFont) -> UIFont {
        UIFont(stubDescription: "scaled " + font.stubDescription, size: font.pointSize)
    }
}

/// https://developer.apple.com/documentation/uikit/uiimage
open class UIImage: Equatable, @unchecked Sendable {
    public let stubName: String
    /// Stub state: the images `init(named:)` finds.
    nonisolated(unsafe) public static var stubAssetCatalogue: Set<String> = []

    /// https://developer.apple.com/documentation/uikit/uiimage/init(named:)
    /// `init?(named name: String)` -- iOS 2
    public init?(named name: String) {
        guard Self.stubAssetCatalogue.contains(name) else { return nil }
        stubName = name
    }

    public static func == (lhs: UIImage, rhs: UIImage) -> Bool { lhs.stubName == rhs.stubName }
}

/// https://developer.apple.com/documentation/uikit/uiedgeinsets
public struct UIEdgeInsets: Equatable, Sendable {
    public var top, left, bottom, right: CGFloat

    /// https://developer.apple.com/documentation/uikit/uiedgeinsets/init(top:left:bottom:right:)
    /// `init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat)` -- iOS 2
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
    }

    /// https://developer.apple.com/documentation/uikit/uiedgeinsets/zero -- `static let zero: UIEdgeInsets`
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

/// https://developer.apple.com/documentation/uikit/nstextalignment
/// `enum NSTextAlignment: Int` -- cases `left`, `center`, `right`, `justified`, `natural`
public enum NSTextAlignment: Int, Sendable {
    case left = 0, center = 1, right = 2, justified = 3, natural = 4
}

extension NSAttributedString.Key {
    /// https://developer.apple.com/documentation/foundation/nsattributedstring/key/foregroundcolor
    /// `static let foregroundColor: NSAttributedString.Key` -- iOS 6 (a `UIColor`)
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// https://developer.apple.com/documentation/foundation/nsattributedstring/key/font
    /// `static let font: NSAttributedString.Key` -- iOS 6 (a `UIFont`)
    public static let font = NSAttributedString.Key("NSFont")
}
