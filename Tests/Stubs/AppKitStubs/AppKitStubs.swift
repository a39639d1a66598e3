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
    /// Stub state: the components' colour space.
    public private(set) var stubSpace = "srgb"
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

    /// Checked against: AppKit NSColor.h, macOS SDK text found by its declaration of `colorNamed:`
    /// `init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)` -- macOS 10.12.1
    public init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        stubComponents = [displayP3Red, green, blue, alpha]
        stubName = nil
        stubSpace = "display-p3"
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
        if stubSpace != "srgb" { return CGColor(stubName: stubSpace + " " + stubComponents.map { "\($0)" }.joined(separator: " ")) }
        return stubName.map(CGColor.init(stubName:))
            ?? CGColor(srgbRed: stubComponents[0], green: stubComponents[1], blue: stubComponents[2], alpha: stubComponents[3])
    }

    public static func == (lhs: NSColor, rhs: NSColor) -> Bool {
        lhs.stubComponents == rhs.stubComponents && lhs.stubName == rhs.stubName && lhs.stubSpace == rhs.stubSpace
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

    /// `class func systemFont(ofSize fontSize: CGFloat, weight: NSFont.Weight) -> NSFont` (macOS 10.11)
    /// Checked against: MacOSX11.3.sdk AppKit NSFont.h
    open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> NSFont {
        NSFont(stubDescription: "system weight \(weight.rawValue)", size: fontSize)
    }

    /// `class func preferredFont(forTextStyle style: NSFont.TextStyle, options: [NSFont.TextStyleOptionKey: Any] = [:]) -> NSFont` (macOS 11)
    /// Checked against: MacOSX11.3.sdk AppKit NSFont.h
    open class func preferredFont(forTextStyle style: TextStyle, options: [String: Any] = [:]) -> NSFont {
        NSFont(stubDescription: "preferred " + style.rawValue, size: 13)
    }

    /// `var familyName: String? { get }`
    /// Checked against: MacOSX11.3.sdk AppKit NSFont.h
    open var familyName: String? { Self.stubFamilies.first { $0.value.contains(stubDescription) }?.key }

    /// Stub state: installed families and their faces.
    nonisolated(unsafe) public static var stubFamilies: [String: [String]] = [:]

    /// `struct NSFont.Weight` of `CGFloat` (`NSFontWeight`), `NSFontWeightUltraLight` ... `NSFontWeightBlack` (macOS 10.11; stub values).
    /// Checked against: MacOSX11.3.sdk AppKit NSFontDescriptor.h
    public struct Weight: Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// Checked against: MacOSX11.3.sdk AppKit NSFontDescriptor.h
        public static let ultraLight = Weight(rawValue: -0.8)
        /// Checked against: MacOSX11.3.sdk AppKit NSFontDescriptor.h
        public static let thin = Weight(rawValue: -0.6)
        /// Checked against: MacOSX11.3.sdk AppKit NSFontDescriptor.h
        public static let light = Weight(rawValue: -0.4)
        /// Checked against: MacOSX11.3.sdk AppKit NSFontDescriptor.h
        public static let regular = Weight(rawValue: 0)
        /// Checked against: MacOSX11.3.sdk AppKit NSFontDescriptor.h
        public static let medium = Weight(rawValue: 0.23)
        /// Checked against: MacOSX11.3.sdk AppKit NSFontDescriptor.h
        public static let semibold = Weight(rawValue: 0.3)
        /// Checked against: MacOSX11.3.sdk AppKit NSFontDescriptor.h
        public static let bold = Weight(rawValue: 0.4)
        /// Checked against: MacOSX11.3.sdk AppKit NSFontDescriptor.h
        public static let heavy = Weight(rawValue: 0.56)
        /// Checked against: MacOSX11.3.sdk AppKit NSFontDescriptor.h
        public static let black = Weight(rawValue: 0.62)
    }

    /// `struct NSFont.TextStyle` of `String` (`NSFontTextStyle`), macOS 11.
    /// Checked against: MacOSX11.3.sdk AppKit NSFontDescriptor.h
    public struct TextStyle: Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Checked against: MacOSX11.3.sdk AppKit NSFontDescriptor.h
        public static let largeTitle = TextStyle(rawValue: "largeTitle")
        /// Checked against: MacOSX11.3.sdk AppKit NSFontDescriptor.h
        public static let title1 = TextStyle(rawValue: "title1")
        /// Checked against: MacOSX11.3.sdk AppKit NSFontDescriptor.h
        public static let title2 = TextStyle(rawValue: "title2")
        /// Checked against: MacOSX11.3.sdk AppKit NSFontDescriptor.h
        public static let title3 = TextStyle(rawValue: "title3")
        /// Checked against: MacOSX11.3.sdk AppKit NSFontDescriptor.h
        public static let headline = TextStyle(rawValue: "headline")
        /// Checked against: MacOSX11.3.sdk AppKit NSFontDescriptor.h
        public static let subheadline = TextStyle(rawValue: "subheadline")
        /// Checked against: MacOSX11.3.sdk AppKit NSFontDescriptor.h
        public static let body = TextStyle(rawValue: "body")
        /// Checked against: MacOSX11.3.sdk AppKit NSFontDescriptor.h
        public static let callout = TextStyle(rawValue: "callout")
        /// Checked against: MacOSX11.3.sdk AppKit NSFontDescriptor.h
        public static let footnote = TextStyle(rawValue: "footnote")
        /// Checked against: MacOSX11.3.sdk AppKit NSFontDescriptor.h
        public static let caption1 = TextStyle(rawValue: "caption1")
        /// Checked against: MacOSX11.3.sdk AppKit NSFontDescriptor.h
        public static let caption2 = TextStyle(rawValue: "caption2")
    }

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

    /// `init(fontAttributes attributes: [NSFontDescriptor.AttributeName: Any]? = nil)`
    /// Checked against: MacOSX11.3.sdk AppKit NSFontDescriptor.h
    public init(fontAttributes attributes: [AttributeName: Any]? = nil) {
        let traits = attributes?[.traits] as? [TraitKey: Any]
        stubFontDescription = "\(attributes?[.family] ?? "?") weight \(traits?[.weight] ?? "?")"
        stubTraits = []
    }

    /// `struct NSFontDescriptor.AttributeName` (`NSFontFamilyAttribute`, `NSFontTraitsAttribute`)
    /// Checked against: MacOSX11.3.sdk AppKit NSFontDescriptor.h
    public struct AttributeName: Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Checked against: MacOSX11.3.sdk AppKit NSFontDescriptor.h
        public static let family = AttributeName(rawValue: "NSFontFamilyAttribute")
        /// Checked against: MacOSX11.3.sdk AppKit NSFontDescriptor.h
        public static let traits = AttributeName(rawValue: "NSCTFontTraitsAttribute")
    }

    /// `struct NSFontDescriptor.TraitKey` (`NSFontWeightTrait`)
    /// Checked against: MacOSX11.3.sdk AppKit NSFontDescriptor.h
    public struct TraitKey: Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Checked against: MacOSX11.3.sdk AppKit NSFontDescriptor.h
        public static let weight = TraitKey(rawValue: "NSCTFontWeightTrait")
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

    /// Stub state: the SF Symbols `init(systemSymbolName:accessibilityDescription:)` finds.
    nonisolated(unsafe) public static var stubSymbols: Set<String> = []
    /// Stub state: the configuration a symbol was drawn with.
    public private(set) var stubConfiguration: NSImage.SymbolConfiguration?

    private init(stubName: String, configuration: NSImage.SymbolConfiguration?, isTemplate: Bool) {
        self.stubName = stubName
        self.stubConfiguration = configuration
        self.isTemplate = isTemplate
    }

    /// `init?(systemSymbolName name: String, accessibilityDescription description: String?)` (macOS 11)
    /// Checked against: Apple's documentation, developer.apple.com/documentation/appkit/nsimage/init(systemsymbolname:accessibilitydescription:)
    public init?(systemSymbolName name: String, accessibilityDescription description: String?) {
        guard Self.stubSymbols.contains(name) else { return nil }
        stubName = "sf:" + name
    }

    /// `func withSymbolConfiguration(_ configuration: NSImage.SymbolConfiguration) -> NSImage?` (macOS 11)
    /// Checked against: Apple's documentation, developer.apple.com/documentation/appkit/nsimage/withsymbolconfiguration(_:)
    open func withSymbolConfiguration(_ configuration: NSImage.SymbolConfiguration) -> NSImage? {
        NSImage(stubName: stubName, configuration: configuration, isTemplate: isTemplate)
    }

    /// `var isTemplate: Bool { get set }`
    /// Checked against: Apple's documentation, developer.apple.com/documentation/appkit/nsimage/istemplate
    open var isTemplate = false

    /// `func copy() -> Any` (NSObject's)
    /// Checked against: Apple's documentation, developer.apple.com/documentation/objectivec/nsobject/copy()
    open func copy() -> Any { NSImage(stubName: stubName, configuration: stubConfiguration, isTemplate: isTemplate) }

    /// `class SymbolConfiguration` (macOS 11)
    /// Checked against: Apple's documentation, developer.apple.com/documentation/appkit/nsimage/symbolconfiguration
    open class SymbolConfiguration: Equatable, @unchecked Sendable {
        /// Stub state: what it was made with.
        public let stubDescription: String

        /// `convenience init(pointSize: CGFloat, weight: NSFont.Weight)` (macOS 11)
        /// Checked against: Apple's documentation, developer.apple.com/documentation/appkit/nsimage/symbolconfiguration/init(pointsize:weight:)
        public init(pointSize: CGFloat, weight: NSFont.Weight) { stubDescription = "\(pointSize) pt \(weight.rawValue)" }

        public static func == (lhs: SymbolConfiguration, rhs: SymbolConfiguration) -> Bool { lhs.stubDescription == rhs.stubDescription }
    }

    public static func == (lhs: NSImage, rhs: NSImage) -> Bool { lhs.stubName == rhs.stubName && lhs.isTemplate == rhs.isTemplate }
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

/// `class NSParagraphStyle`; `lineHeightMultiple` and `alignment` are the members the bridge sets.
/// Checked against: MacOSX11.3.sdk AppKit NSParagraphStyle.h
open class NSParagraphStyle: @unchecked Sendable {
    /// `var lineHeightMultiple: CGFloat { get }`
    /// Checked against: MacOSX11.3.sdk AppKit NSParagraphStyle.h
    open var lineHeightMultiple: CGFloat { stubLineHeightMultiple }
    /// `var alignment: NSTextAlignment { get }`
    /// Checked against: MacOSX11.3.sdk AppKit NSParagraphStyle.h
    open var alignment: NSTextAlignment { stubAlignment }
    var stubLineHeightMultiple: CGFloat = 0
    var stubAlignment = NSTextAlignment.natural
}

/// `class NSMutableParagraphStyle: NSParagraphStyle`
/// Checked against: MacOSX11.3.sdk AppKit NSParagraphStyle.h
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    /// Checked against: MacOSX11.3.sdk AppKit NSParagraphStyle.h
    public override init() {}
    /// `var lineHeightMultiple: CGFloat { get set }`
    /// Checked against: MacOSX11.3.sdk AppKit NSParagraphStyle.h
    open override var lineHeightMultiple: CGFloat {
        get { stubLineHeightMultiple }
        set { stubLineHeightMultiple = newValue }
    }
    /// `var alignment: NSTextAlignment { get set }`
    /// Checked against: MacOSX11.3.sdk AppKit NSParagraphStyle.h
    open override var alignment: NSTextAlignment {
        get { stubAlignment }
        set { stubAlignment = newValue }
    }
}

extension NSAttributedString.Key {
    /// `static let paragraphStyle: NSAttributedString.Key` (an `NSParagraphStyle`)
    /// Checked against: Apple's documentation, developer.apple.com/documentation/foundation/nsattributedstring/key
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// `static let kern: NSAttributedString.Key` (a number of points)
    /// Checked against: Apple's documentation, developer.apple.com/documentation/foundation/nsattributedstring/key
    public static let kern = NSAttributedString.Key("NSKern")
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
