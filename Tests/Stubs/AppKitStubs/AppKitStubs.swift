// Test-only: AppKit's declarations ThemeKit's AppKit bridge uses, each as
// Apple's documentation gives its signature (cited); see QuartzCoreStubs for
// what these stubs are. `stub`-prefixed members are not Apple API.
@_exported import Foundation
@_exported import QuartzCoreStubs

/// https://developer.apple.com/documentation/appkit/nscolor
open class NSColor: Equatable, @unchecked Sendable {
    public let stubComponents: [CGFloat]
    public let stubName: String?
    nonisolated(unsafe) public static var stubAssetCatalogue: Set<String> = []

    /// https://developer.apple.com/documentation/appkit/nscolor/name-swift.typealias -- `typealias Name = String`
    public typealias Name = String

    /// https://developer.apple.com/documentation/appkit/nscolor/init(red:green:blue:alpha:)
    /// `init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)` -- macOS 10.9 (sRGB, extended outside 0-1)
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        stubComponents = [red, green, blue, alpha]
        stubName = nil
    }

    /// https://developer.apple.com/documentation/appkit/nscolor/init(named:) -- `init?(named name: NSColor.Name)` (macOS 10.13)
    public init?(named name: NSColor.Name) {
        guard Self.stubAssetCatalogue.contains(name) else { return nil }
        stubComponents = []
        stubName = name
    }

    /// https://developer.apple.com/documentation/appkit/nscolor/cgcolor -- `var cgColor: CGColor { get }` (macOS 10.8)
    open var cgColor: CGColor {
        stubName.map(CGColor.init(stubName:))
            ?? CGColor(srgbRed: stubComponents[0], green: stubComponents[1], blue: stubComponents[2], alpha: stubComponents[3])
    }

    public static func == (lhs: NSColor, rhs: NSColor) -> Bool {
        lhs.stubComponents == rhs.stubComponents && lhs.stubName == rhs.stubName
    }
}

/// https://developer.apple.com/documentation/appkit/nsfont
open class NSFont: Equatable, @unchecked Sendable {
    public let stubDescription: String
    /// https://developer.apple.com/documentation/appkit/nsfont/pointsize -- `var pointSize: CGFloat { get }`
    public let pointSize: CGFloat
    nonisolated(unsafe) public static var stubInstalledFonts: Set<String> = []

    init(stubDescription: String, size: CGFloat) {
        self.stubDescription = stubDescription
        pointSize = size
    }

    /// https://developer.apple.com/documentation/appkit/nsfont/init(name:size:) -- `init?(name fontName: String, size fontSize: CGFloat)`
    public init?(name fontName: String, size fontSize: CGFloat) {
        guard Self.stubInstalledFonts.contains(fontName) else { return nil }
        stubDescription = fontName
        pointSize = fontSize
    }

    /// https://developer.apple.com/documentation/appkit/nsfont/systemfont(ofsize:) -- `class func systemFont(ofSize fontSize: CGFloat) -> NSFont`
    open class func systemFont(ofSize fontSize: CGFloat) -> NSFont { NSFont(stubDescription: "system", size: fontSize) }

    /// https://developer.apple.com/documentation/appkit/nsfont/boldsystemfont(ofsize:) -- `class func boldSystemFont(ofSize fontSize: CGFloat) -> NSFont`
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> NSFont { NSFont(stubDescription: "systemBold", size: fontSize) }

    public static func == (lhs: NSFont, rhs: NSFont) -> Bool {
        lhs.stubDescription == rhs.stubDescription && lhs.pointSize == rhs.pointSize
    }
}

/// https://developer.apple.com/documentation/appkit/nsfontmanager
open class NSFontManager: @unchecked Sendable {
    /// https://developer.apple.com/documentation/appkit/nsfontmanager/shared -- `class var shared: NSFontManager { get }`
    open class var shared: NSFontManager { NSFontManager() }

    /// https://developer.apple.com/documentation/appkit/nsfontmanager/convert(_:tohavetrait:)
    /// `func convert(_ fontObj: NSFont, toHaveTrait trait: NSFontTraitMask) -> NSFont`
    open func convert(_ fontObj: NSFont, toHaveTrait trait: NSFontTraitMask) -> NSFont {
        NSFont(stubDescription: fontObj.stubDescription + (trait.contains(.italicFontMask) ? " italic" : ""), size: fontObj.pointSize)
    }
}

/// https://developer.apple.com/documentation/appkit/nsfonttraitmask -- `struct NSFontTraitMask: OptionSet`
public struct NSFontTraitMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// https://developer.apple.com/documentation/appkit/nsfonttraitmask/italicfontmask
    public static let italicFontMask = NSFontTraitMask(rawValue: 1)
}

/// https://developer.apple.com/documentation/appkit/nsimage
open class NSImage: Equatable, @unchecked Sendable {
    public let stubName: String
    nonisolated(unsafe) public static var stubAssetCatalogue: Set<String> = []

    /// https://developer.apple.com/documentation/appkit/nsimage/name -- `typealias Name = String`
    public typealias Name = String

    /// https://developer.apple.com/documentation/appkit/nsimage/init(named:) -- `init?(named name: NSImage.Name)`
    public init?(named name: NSImage.Name) {
        guard Self.stubAssetCatalogue.contains(name) else { return nil }
        stubName = name
    }

    public static func == (lhs: NSImage, rhs: NSImage) -> Bool { lhs.stubName == rhs.stubName }
}

/// https://developer.apple.com/documentation/foundation/nsedgeinsets
public struct NSEdgeInsets: Equatable, Sendable {
    public var top, left, bottom, right: CGFloat
    /// https://developer.apple.com/documentation/foundation/nsedgeinsets/init(top:left:bottom:right:)
    /// `init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat)`
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
    }
}

/// https://developer.apple.com/documentation/appkit/nstextalignment -- `enum NSTextAlignment: Int`
public enum NSTextAlignment: Int, Sendable {
    case left = 0, right = 1, center = 2, justified = 3, natural = 4
}

/// https://developer.apple.com/documentation/appkit/nsimagescaling -- `enum NSImageScaling: UInt`
public enum NSImageScaling: UInt, Sendable {
    case scaleProportionallyDown = 0, scaleAxesIndependently, scaleNone, scaleProportionallyUpOrDown
}

extension NSAttributedString.Key {
    /// https://developer.apple.com/documentation/foundation/nsattributedstring/key/foregroundcolor (an `NSColor`)
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// https://developer.apple.com/documentation/foundation/nsattributedstring/key/font (an `NSFont`)
    public static let font = NSAttributedString.Key("NSFont")
}

/// https://developer.apple.com/documentation/appkit/nsappearance
open class NSAppearance: @unchecked Sendable {
    /// https://developer.apple.com/documentation/appkit/nsappearance/name-swift.struct -- `struct Name` (raw value `String`)
    public struct Name: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// https://developer.apple.com/documentation/appkit/nsappearance/name-swift.struct/aqua -- macOS 10.9
        public static let aqua = Name("NSAppearanceNameAqua")
        /// https://developer.apple.com/documentation/appkit/nsappearance/name-swift.struct/darkaqua -- macOS 10.14
        public static let darkAqua = Name("NSAppearanceNameDarkAqua")
        /// https://developer.apple.com/documentation/appkit/nsappearance/name-swift.struct/accessibilityhighcontrastaqua -- macOS 10.14
        public static let accessibilityHighContrastAqua = Name("NSAppearanceNameAccessibilityHighContrastAqua")
        /// https://developer.apple.com/documentation/appkit/nsappearance/name-swift.struct/accessibilityhighcontrastdarkaqua -- macOS 10.14
        public static let accessibilityHighContrastDarkAqua = Name("NSAppearanceNameAccessibilityHighContrastDarkAqua")
    }

    /// https://developer.apple.com/documentation/appkit/nsappearance/name-swift.property -- `var name: NSAppearance.Name { get }`
    public let name: Name

    /// https://developer.apple.com/documentation/appkit/nsappearance/init(named:) -- `init?(named name: NSAppearance.Name)`
    public init?(named name: NSAppearance.Name) { self.name = name }

    /// https://developer.apple.com/documentation/appkit/nsappearance/bestmatch(from:)
    /// `func bestMatch(from appearances: [NSAppearance.Name]) -> NSAppearance.Name?` -- macOS 10.14
    open func bestMatch(from appearances: [NSAppearance.Name]) -> NSAppearance.Name? {
        appearances.contains(name) ? name : nil
    }
}

/// https://developer.apple.com/documentation/foundation/nskeyvalueobservingoptions -- `struct NSKeyValueObservingOptions: OptionSet`
public struct NSKeyValueObservingOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// https://developer.apple.com/documentation/foundation/nskeyvalueobservingoptions/new
    public static let new = NSKeyValueObservingOptions(rawValue: 1)
    /// https://developer.apple.com/documentation/foundation/nskeyvalueobservingoptions/initial
    public static let initial = NSKeyValueObservingOptions(rawValue: 4)
}

/// https://developer.apple.com/documentation/foundation/nskeyvalueobservedchange -- `struct NSKeyValueObservedChange<Value>`
public struct NSKeyValueObservedChange<Value> {
    /// https://developer.apple.com/documentation/foundation/nskeyvalueobservedchange/newvalue -- `let newValue: Value?`
    public let newValue: Value?
}

/// https://developer.apple.com/documentation/foundation/nskeyvalueobservation -- `class NSKeyValueObservation`
public final class NSKeyValueObservation {
    let stubInvalidate: () -> Void
    init(stubInvalidate: @escaping () -> Void) { self.stubInvalidate = stubInvalidate }
    /// https://developer.apple.com/documentation/foundation/nskeyvalueobservation/invalidate() -- `func invalidate()`
    public func invalidate() { stubInvalidate() }
}
