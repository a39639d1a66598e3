// Test-only: AppKit's declarations ThemeKit's AppKit bridge uses, each as
// the macOS SDK declares it, naming the SDK file it was checked against; see
// QuartzCoreStubs for what these stubs are. `stub`-prefixed members are not
// Apple API.
@_exported import Foundation
@_exported import QuartzCoreStubs

/// Checked against: AppKit NSColor.h, macOS SDK text found by its declaration of `colorNamed:`
open class NSColor: Equatable, @unchecked Sendable {
    public let stubComponents: [CGFloat]
    public let stubName: String?
    nonisolated(unsafe) public static var stubAssetCatalogue: Set<String> = []

    /// `typealias Name = String`
    /// Checked against: AppKit NSColor.h, macOS SDK text found by its declaration of `colorNamed:`
    public typealias Name = String

    /// Checked against: AppKit NSColor.h, macOS SDK text found by its declaration of `colorNamed:`
    /// `init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)` -- macOS 10.9 (sRGB, extended outside 0-1)
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        stubComponents = [red, green, blue, alpha]
        stubName = nil
    }

    /// `init?(named name: NSColor.Name)` (macOS 10.13)
    /// Checked against: AppKit NSColor.h, macOS SDK text found by its declaration of `colorNamed:`
    public init?(named name: NSColor.Name) {
        guard Self.stubAssetCatalogue.contains(name) else { return nil }
        stubComponents = []
        stubName = name
    }

    /// `var cgColor: CGColor { get }` (macOS 10.8)
    /// Checked against: AppKit NSColor.h, macOS SDK text found by its declaration of `colorNamed:`
    open var cgColor: CGColor {
        stubName.map(CGColor.init(stubName:))
            ?? CGColor(srgbRed: stubComponents[0], green: stubComponents[1], blue: stubComponents[2], alpha: stubComponents[3])
    }

    public static func == (lhs: NSColor, rhs: NSColor) -> Bool {
        lhs.stubComponents == rhs.stubComponents && lhs.stubName == rhs.stubName
    }
}

/// Checked against: MacOSX11.3.sdk AppKit NSFont.h
open class NSFont: Equatable, @unchecked Sendable {
    public let stubDescription: String
    /// `var pointSize: CGFloat { get }`
    /// Checked against: MacOSX11.3.sdk AppKit NSFont.h
    public let pointSize: CGFloat
    nonisolated(unsafe) public static var stubInstalledFonts: Set<String> = []

    init(stubDescription: String, size: CGFloat) {
        self.stubDescription = stubDescription
        pointSize = size
    }

    /// `init?(name fontName: String, size fontSize: CGFloat)`
    /// Checked against: MacOSX11.3.sdk AppKit NSFont.h
    public init?(name fontName: String, size fontSize: CGFloat) {
        guard Self.stubInstalledFonts.contains(fontName) else { return nil }
        stubDescription = fontName
        pointSize = fontSize
    }

    /// `class func systemFont(ofSize fontSize: CGFloat) -> NSFont`
    /// Checked against: MacOSX11.3.sdk AppKit NSFont.h
    open class func systemFont(ofSize fontSize: CGFloat) -> NSFont { NSFont(stubDescription: "system", size: fontSize) }

    /// `class func boldSystemFont(ofSize fontSize: CGFloat) -> NSFont`
    /// Checked against: MacOSX11.3.sdk AppKit NSFont.h
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> NSFont { NSFont(stubDescription: "systemBold", size: fontSize) }

    /// `var fontDescriptor: NSFontDescriptor { get }` (non-null).
    /// Checked against: MacOSX11.3.sdk AppKit NSFont.h
    open var fontDescriptor: NSFontDescriptor { NSFontDescriptor(stubFontDescription: stubDescription, traits: []) }

    /// `init?(descriptor fontDescriptor: NSFontDescriptor, size fontSize: CGFloat)` (`+fontWithDescriptor:size:`, nullable).
    /// Checked against: MacOSX11.3.sdk AppKit NSFont.h
    public init?(descriptor fontDescriptor: NSFontDescriptor, size fontSize: CGFloat) {
        stubDescription = fontDescriptor.stubFontDescription + (fontDescriptor.stubTraits.contains(.italic) ? " italic" : "")
        pointSize = fontSize
    }

    public static func == (lhs: NSFont, rhs: NSFont) -> Bool {
        lhs.stubDescription == rhs.stubDescription && lhs.pointSize == rhs.pointSize
    }
}

/// `class NSFontDescriptor`; `withSymbolicTraits(_:)` returns a descriptor (non-null).
/// Checked against: MacOSX11.3.sdk AppKit NSFontDescriptor.h
open class NSFontDescriptor: @unchecked Sendable {
    /// Stub state: the traits asked for.
    public let stubTraits: SymbolicTraits
    /// Stub state: the font the descriptor came from.
    public let stubFontDescription: String

    init(stubFontDescription: String, traits: SymbolicTraits) {
        self.stubFontDescription = stubFontDescription
        stubTraits = traits
    }

    /// `struct NSFontDescriptor.SymbolicTraits: OptionSet` (`uint32_t`), `italic` is bit 0.
    /// Checked against: MacOSX11.3.sdk AppKit NSFontDescriptor.h
    public struct SymbolicTraits: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// `static var italic: NSFontDescriptor.SymbolicTraits { get }` (`NSFontDescriptorTraitItalic`).
        /// Checked against: MacOSX11.3.sdk AppKit NSFontDescriptor.h
        public static let italic = SymbolicTraits(rawValue: 1 << 0)
    }

    /// `func withSymbolicTraits(_ symbolicTraits: NSFontDescriptor.SymbolicTraits) -> NSFontDescriptor`
    /// Checked against: MacOSX11.3.sdk AppKit NSFontDescriptor.h
    open func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> NSFontDescriptor {
        NSFontDescriptor(stubFontDescription: stubFontDescription, traits: symbolicTraits)
    }
}

/// Checked against: Apple's documentation, developer.apple.com/documentation/appkit/nsimage/init(named:)
open class NSImage: Equatable, @unchecked Sendable {
    public let stubName: String
    nonisolated(unsafe) public static var stubAssetCatalogue: Set<String> = []

    /// `typealias Name = String`
    /// Checked against: Apple's documentation, developer.apple.com/documentation/appkit/nsimage/init(named:)
    public typealias Name = String

    /// `init?(named name: NSImage.Name)`
    /// Checked against: Apple's documentation, developer.apple.com/documentation/appkit/nsimage/init(named:)
    public init?(named name: NSImage.Name) {
        guard Self.stubAssetCatalogue.contains(name) else { return nil }
        stubName = name
    }

    public static func == (lhs: NSImage, rhs: NSImage) -> Bool { lhs.stubName == rhs.stubName }
}

/// Checked against: Apple's documentation, developer.apple.com/documentation/foundation/nsedgeinsets
public struct NSEdgeInsets: Equatable, Sendable {
    public var top, left, bottom, right: CGFloat
    /// Checked against: Apple's documentation, developer.apple.com/documentation/foundation/nsedgeinsets
    /// `init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat)`
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
    }
}

/// `enum NSTextAlignment: Int`
/// Checked against: iPhoneOS18.1.sdk UIKit NSText.h (its macOS values: right 1, center 2)
public enum NSTextAlignment: Int, Sendable {
    case left = 0
    case right = 1
    case center = 2
    case justified = 3
    case natural = 4
}

/// `enum NSImageScaling: UInt`
/// Checked against: Apple's documentation, developer.apple.com/documentation/appkit/nsimagescaling
public enum NSImageScaling: UInt, Sendable {
    case scaleProportionallyDown = 0
    case scaleAxesIndependently, scaleNone, scaleProportionallyUpOrDown
}

extension NSAttributedString.Key {
    /// Checked against: Apple's documentation, developer.apple.com/documentation/foundation/nsattributedstring/key
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// Checked against: Apple's documentation, developer.apple.com/documentation/foundation/nsattributedstring/key
    public static let font = NSAttributedString.Key("NSFont")
}

/// Checked against: MacOSX11.3.sdk AppKit NSAppearance.h
open class NSAppearance: @unchecked Sendable {
    /// `struct Name` (raw value `String`)
    /// Checked against: MacOSX11.3.sdk AppKit NSAppearance.h
    public struct Name: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// macOS 10.9
        /// Checked against: MacOSX11.3.sdk AppKit NSAppearance.h
        public static let aqua = Name("NSAppearanceNameAqua")
        /// macOS 10.14
        /// Checked against: MacOSX11.3.sdk AppKit NSAppearance.h
        public static let darkAqua = Name("NSAppearanceNameDarkAqua")
        /// macOS 10.14
        /// Checked against: MacOSX11.3.sdk AppKit NSAppearance.h
        public static let accessibilityHighContrastAqua = Name("NSAppearanceNameAccessibilityHighContrastAqua")
        /// macOS 10.14
        /// Checked against: MacOSX11.3.sdk AppKit NSAppearance.h
        public static let accessibilityHighContrastDarkAqua = Name("NSAppearanceNameAccessibilityHighContrastDarkAqua")
    }

    /// `var name: NSAppearance.Name { get }`
    /// Checked against: MacOSX11.3.sdk AppKit NSAppearance.h
    public let name: Name

    /// `init?(named name: NSAppearance.Name)`
    /// Checked against: MacOSX11.3.sdk AppKit NSAppearance.h
    public init?(named name: NSAppearance.Name) { self.name = name }

    /// Checked against: MacOSX11.3.sdk AppKit NSAppearance.h
    /// `func bestMatch(from appearances: [NSAppearance.Name]) -> NSAppearance.Name?` -- macOS 10.14
    open func bestMatch(from appearances: [NSAppearance.Name]) -> NSAppearance.Name? {
        appearances.contains(name) ? name : nil
    }
}

/// `struct NSKeyValueObservingOptions: OptionSet`
/// Checked against: Apple's documentation, developer.apple.com/documentation/foundation/nskeyvalueobserving
public struct NSKeyValueObservingOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Checked against: Apple's documentation, developer.apple.com/documentation/foundation/nskeyvalueobserving
    public static let new = NSKeyValueObservingOptions(rawValue: 1)
    /// Checked against: Apple's documentation, developer.apple.com/documentation/foundation/nskeyvalueobserving
    public static let initial = NSKeyValueObservingOptions(rawValue: 4)
}

/// `struct NSKeyValueObservedChange<Value>`
/// Checked against: Apple's documentation, developer.apple.com/documentation/foundation/nskeyvalueobserving
public struct NSKeyValueObservedChange<Value> {
    /// `let newValue: Value?`
    /// Checked against: Apple's documentation, developer.apple.com/documentation/foundation/nskeyvalueobserving
    public let newValue: Value?
}

/// `class NSKeyValueObservation`
/// Checked against: Apple's documentation, developer.apple.com/documentation/foundation/nskeyvalueobserving
public final class NSKeyValueObservation {
    let stubInvalidate: () -> Void
    init(stubInvalidate: @escaping () -> Void) { self.stubInvalidate = stubInvalidate }
    /// `func invalidate()`
    /// Checked against: Apple's documentation, developer.apple.com/documentation/foundation/nskeyvalueobserving
    public func invalidate() { stubInvalidate() }
}
