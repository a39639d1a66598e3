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
    /// Stub state: the components' colour space.
    public private(set) var stubSpace = "srgb"
    /// Stub state: the colours `init(named:)` finds.
    nonisolated(unsafe) public static var stubAssetCatalogue: Set<String> = []

    /// Checked against: iPhoneOS16.4.sdk UIKit UIColor.h
    /// `init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)` -- iOS 2
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        stubComponents = [red, green, blue, alpha]
        stubName = nil
    }

    /// Checked against: iPhoneOS16.4.sdk UIKit UIColor.h
    /// `init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)` -- iOS 10
    public init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        stubComponents = [displayP3Red, green, blue, alpha]
        stubName = nil
        stubSpace = "display-p3"
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
        if stubSpace != "srgb" { return CGColor(stubName: stubSpace + " " + stubComponents.map { "\($0)" }.joined(separator: " ")) }
        return stubName.map(CGColor.init(stubName:))
            ?? CGColor(srgbRed: stubComponents[0], green: stubComponents[1], blue: stubComponents[2], alpha: stubComponents[3])
    }

    public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
        lhs.stubComponents == rhs.stubComponents && lhs.stubName == rhs.stubName && lhs.stubSpace == rhs.stubSpace
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

    /// Checked against: UIKit UIFont.h, iOS SDK text found by its declarations
    /// `class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont` -- iOS 8.2
    open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(stubDescription: "system weight \(weight.rawValue)", size: fontSize)
    }

    /// Checked against: UIKit UIFont.h, iOS SDK text found by its declarations
    /// `class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont` -- iOS 7
    open class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        UIFont(stubDescription: "preferred " + style.rawValue, size: 17)
    }

    /// Stub state: the families `fontNames(forFamilyName:)` knows, with their faces.
    nonisolated(unsafe) public static var stubFamilies: [String: [String]] = [:]

    /// Checked against: UIKit UIFont.h, iOS SDK text found by its declarations
    /// `class func fontNames(forFamilyName familyName: String) -> [String]` -- iOS 2
    open class func fontNames(forFamilyName familyName: String) -> [String] { stubFamilies[familyName] ?? [] }

    /// Checked against: UIKit UIFont.h, iOS SDK text found by its declarations
    /// `var familyName: String { get }` -- iOS 2
    open var familyName: String {
        Self.stubFamilies.first { $0.value.contains(stubDescription) }?.key ?? stubDescription
    }

    /// Checked against: UIKit UIFont.h, iOS SDK text found by its declarations
    /// `var fontDescriptor: UIFontDescriptor { get }` -- iOS 7
    open var fontDescriptor: UIFontDescriptor { UIFontDescriptor(stubDescription: stubDescription) }

    /// Checked against: UIKit UIFont.h, iOS SDK text found by its declarations
    /// `init(descriptor: UIFontDescriptor, size pointSize: CGFloat)` -- iOS 7, not failable
    public init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        stubDescription = descriptor.stubDescription
        self.pointSize = pointSize
    }

    /// Checked against: iPhoneOS16.4.sdk UIKit UIFontDescriptor.h
    /// `struct UIFont.Weight: Hashable, RawRepresentable` of `CGFloat` (`UIFontWeight`)
    public struct Weight: Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }

        /// Checked against: iPhoneOS16.4.sdk UIKit UIFontDescriptor.h
        public static let ultraLight = Weight(rawValue: -0.8)
        /// Checked against: iPhoneOS16.4.sdk UIKit UIFontDescriptor.h
        public static let thin = Weight(rawValue: -0.6)
        /// Checked against: iPhoneOS16.4.sdk UIKit UIFontDescriptor.h
        public static let light = Weight(rawValue: -0.4)
        /// Checked against: iPhoneOS16.4.sdk UIKit UIFontDescriptor.h
        public static let regular = Weight(rawValue: 0)
        /// Checked against: iPhoneOS16.4.sdk UIKit UIFontDescriptor.h
        public static let medium = Weight(rawValue: 0.23)
        /// Checked against: iPhoneOS16.4.sdk UIKit UIFontDescriptor.h
        public static let semibold = Weight(rawValue: 0.3)
        /// Checked against: iPhoneOS16.4.sdk UIKit UIFontDescriptor.h
        public static let bold = Weight(rawValue: 0.4)
        /// Checked against: iPhoneOS16.4.sdk UIKit UIFontDescriptor.h
        public static let heavy = Weight(rawValue: 0.56)
        /// Checked against: iPhoneOS16.4.sdk UIKit UIFontDescriptor.h
        public static let black = Weight(rawValue: 0.62)
    }

    /// Checked against: iPhoneOS16.4.sdk UIKit UIFontDescriptor.h
    /// `struct UIFont.TextStyle: Hashable, RawRepresentable` of `String` (`UIFontTextStyle`)
    public struct TextStyle: Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Unavailable on tvOS (`API_UNAVAILABLE(tvos)`).
        /// Checked against: iPhoneOS17.4.sdk UIKit UIFontDescriptor.h
        @available(tvOS, unavailable)
        public static let largeTitle = TextStyle(rawValue: "largeTitle")
        /// Checked against: iPhoneOS16.4.sdk UIKit UIFontDescriptor.h
        public static let title1 = TextStyle(rawValue: "title1")
        /// Checked against: iPhoneOS16.4.sdk UIKit UIFontDescriptor.h
        public static let title2 = TextStyle(rawValue: "title2")
        /// Checked against: iPhoneOS16.4.sdk UIKit UIFontDescriptor.h
        public static let title3 = TextStyle(rawValue: "title3")
        /// Checked against: iPhoneOS16.4.sdk UIKit UIFontDescriptor.h
        public static let headline = TextStyle(rawValue: "headline")
        /// Checked against: iPhoneOS16.4.sdk UIKit UIFontDescriptor.h
        public static let subheadline = TextStyle(rawValue: "subheadline")
        /// Checked against: iPhoneOS16.4.sdk UIKit UIFontDescriptor.h
        public static let body = TextStyle(rawValue: "body")
        /// Checked against: iPhoneOS16.4.sdk UIKit UIFontDescriptor.h
        public static let callout = TextStyle(rawValue: "callout")
        /// Checked against: iPhoneOS16.4.sdk UIKit UIFontDescriptor.h
        public static let footnote = TextStyle(rawValue: "footnote")
        /// Checked against: iPhoneOS16.4.sdk UIKit UIFontDescriptor.h
        public static let caption1 = TextStyle(rawValue: "caption1")
        /// Checked against: iPhoneOS16.4.sdk UIKit UIFontDescriptor.h
        public static let caption2 = TextStyle(rawValue: "caption2")
    }

    public static func == (lhs: UIFont, rhs: UIFont) -> Bool {
        lhs.stubDescription == rhs.stubDescription && lhs.pointSize == rhs.pointSize
    }
}

/// Checked against: iPhoneOS16.4.sdk UIKit UIFontDescriptor.h (`NS_SWIFT_SENDABLE`, iOS 7)
open class UIFontDescriptor: @unchecked Sendable {
    /// Stub state: the face the descriptor describes.
    public let stubDescription: String

    init(stubDescription: String) { self.stubDescription = stubDescription }

    /// Checked against: iPhoneOS16.4.sdk UIKit UIFontDescriptor.h
    /// `init(fontAttributes attributes: [UIFontDescriptor.AttributeName: Any])`
    public init(fontAttributes attributes: [AttributeName: Any]) {
        let traits = attributes[.traits] as? [TraitKey: Any]
        stubDescription = "\(attributes[.family] ?? "?") weight \(traits?[.weight] ?? "?")"
    }

    /// Checked against: iPhoneOS16.4.sdk UIKit UIFontDescriptor.h
    /// `func withSymbolicTraits(_ symbolicTraits: UIFontDescriptor.SymbolicTraits) -> UIFontDescriptor?`
    open func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
        UIFontDescriptor(stubDescription: stubDescription + (symbolicTraits.contains(.traitItalic) ? " italic" : ""))
    }

    /// Checked against: iPhoneOS16.4.sdk UIKit UIFontDescriptor.h (`UIFontDescriptorSymbolicTraits`, `uint32_t`)
    public struct SymbolicTraits: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Checked against: iPhoneOS16.4.sdk UIKit UIFontDescriptor.h (`UIFontDescriptorTraitItalic = 1u << 0`)
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
    }

    /// Checked against: iPhoneOS16.4.sdk UIKit UIFontDescriptor.h (`UIFontDescriptorAttributeName`)
    public struct AttributeName: Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Checked against: iPhoneOS16.4.sdk UIKit UIFontDescriptor.h (`UIFontDescriptorFamilyAttribute`, iOS 7)
        public static let family = AttributeName(rawValue: "NSFontFamilyAttribute")
        /// Checked against: iPhoneOS16.4.sdk UIKit UIFontDescriptor.h (`UIFontDescriptorTraitsAttribute`, iOS 7)
        public static let traits = AttributeName(rawValue: "NSCTFontTraitsAttribute")
    }

    /// Checked against: iPhoneOS16.4.sdk UIKit UIFontDescriptor.h (`UIFontDescriptorTraitKey`)
    public struct TraitKey: Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Checked against: iPhoneOS16.4.sdk UIKit UIFontDescriptor.h (`UIFontWeightTrait`, iOS 7)
        public static let weight = TraitKey(rawValue: "NSCTFontWeightTrait")
    }
}

/// iOS 11
/// Checked against: UIKit UIFontMetrics.h, iOS SDK text found by its declarations (`defaultMetrics` is `default` in Swift)
open class UIFontMetrics: @unchecked Sendable {
    init() {}

    /// `class var default: UIFontMetrics { get }`
    /// Checked against: UIKit UIFontMetrics.h, iOS SDK text found by its declarations
    open class var `default`: UIFontMetrics { UIFontMetrics() }

    /// Stub state: the text style, nil for `default` (body).
    public private(set) var stubTextStyle: UIFont.TextStyle?

    /// Checked against: UIKit UIFontMetrics.h, iOS SDK text found by its declarations
    /// `init(forTextStyle textStyle: UIFont.TextStyle)` -- iOS 11
    public init(forTextStyle textStyle: UIFont.TextStyle) { stubTextStyle = textStyle }

    /// Checked against: UIKit UIFontMetrics.h, iOS SDK text found by its declarations
    /// `func scaledFont(for font: UIFont) -> UIFont`
    open func scaledFont(for font: UIFont) -> UIFont {
        UIFont(stubDescription: "scaled " + (stubTextStyle.map { "as \($0.rawValue) " } ?? "") + font.stubDescription, size: font.pointSize)
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

    /// Stub state: the SF Symbols `init(systemName:withConfiguration:)` finds.
    nonisolated(unsafe) public static var stubSymbols: Set<String> = []
    /// Stub state: the configuration a symbol was made with.
    public private(set) var stubConfiguration: UIImage.Configuration?

    /// Checked against: UIKit UIImage.h, iOS SDK text found by its declaration of `imageNamed:inBundle:compatibleWithTraitCollection:`
    /// `init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?)` -- iOS 8
    public init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        guard Self.stubAssetCatalogue.contains(name) else { return nil }
        stubName = name
    }

    /// Checked against: UIKit UIImage.h, iOS SDK text found by its declaration of `systemImageNamed:withConfiguration:`
    /// `init?(systemName name: String, withConfiguration configuration: UIImage.Configuration?)` -- iOS 13
    public init?(systemName name: String, withConfiguration configuration: UIImage.Configuration?) {
        guard Self.stubSymbols.contains(name) else { return nil }
        stubName = "sf:" + name
        stubConfiguration = configuration
    }

    private init(stubName: String, configuration: UIImage.Configuration?, renderingMode: UIImage.RenderingMode) {
        self.stubName = stubName
        self.stubConfiguration = configuration
        self.renderingMode = renderingMode
    }

    /// Checked against: UIKit UIImage.h, iOS SDK text found by its declaration of `renderingMode`
    /// `var renderingMode: UIImage.RenderingMode { get }` -- iOS 7
    public private(set) var renderingMode = UIImage.RenderingMode.automatic

    /// Checked against: UIKit UIImage.h, iOS SDK text found by its declaration of `imageWithRenderingMode:`
    /// `func withRenderingMode(_ renderingMode: UIImage.RenderingMode) -> UIImage` -- iOS 7
    open func withRenderingMode(_ renderingMode: UIImage.RenderingMode) -> UIImage {
        UIImage(stubName: stubName, configuration: stubConfiguration, renderingMode: renderingMode)
    }

    /// Checked against: UIKit UIImage.h, iOS SDK text found by its declaration of `UIImageRenderingMode`
    /// `enum RenderingMode: Int` -- iOS 7
    public enum RenderingMode: Int, Sendable {
        case automatic = 0
        case alwaysOriginal = 1
        case alwaysTemplate = 2
    }

    /// Checked against: iPhoneOS17.4.sdk UIKit UIImageSymbolConfiguration.h
    /// `enum SymbolWeight: Int` -- iOS 13
    public enum SymbolWeight: Int, Sendable {
        case unspecified = 0
        case ultraLight = 1
        case thin = 2
        case light = 3
        case regular = 4
        case medium = 5
        case semibold = 6
        case bold = 7
        case heavy = 8
        case black = 9
    }

    /// Checked against: UIKit UIImageConfiguration.h, iOS SDK text found by its declaration of `UIImageConfiguration`
    /// `class Configuration` -- iOS 13
    open class Configuration: Equatable, @unchecked Sendable {
        /// Stub state: what it was made with.
        public let stubDescription: String
        init(stubDescription: String) { self.stubDescription = stubDescription }
        public static func == (lhs: Configuration, rhs: Configuration) -> Bool { lhs.stubDescription == rhs.stubDescription }
    }

    /// Checked against: UIKit UIImageSymbolConfiguration.h, iOS SDK text found by its declaration of `UIImageSymbolConfiguration`
    /// `class SymbolConfiguration: UIImage.Configuration` -- iOS 13
    open class SymbolConfiguration: Configuration, @unchecked Sendable {
        /// Checked against: UIKit UIImageSymbolConfiguration.h, iOS SDK text found by its declaration of `configurationWithPointSize:`
        /// `convenience init(pointSize: CGFloat)` -- iOS 13
        public convenience init(pointSize: CGFloat) { self.init(stubDescription: "\(pointSize) pt") }

        /// Checked against: UIKit UIImageSymbolConfiguration.h, iOS SDK text found by its declaration of `configurationWithWeight:`
        /// `convenience init(weight: UIImage.SymbolWeight)` -- iOS 13
        public convenience init(weight: UIImage.SymbolWeight) { self.init(stubDescription: "\(weight)") }

        /// Checked against: UIKit UIImageSymbolConfiguration.h, iOS SDK text found by its declaration of `configurationWithPointSize:weight:`
        /// `convenience init(pointSize: CGFloat, weight: UIImage.SymbolWeight)` -- iOS 13
        public convenience init(pointSize: CGFloat, weight: UIImage.SymbolWeight) {
            self.init(stubDescription: "\(pointSize) pt \(weight)")
        }
    }

    public static func == (lhs: UIImage, rhs: UIImage) -> Bool { lhs.stubName == rhs.stubName && lhs.renderingMode == rhs.renderingMode }
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

/// `class NSParagraphStyle` (iOS 6); `lineHeightMultiple` and `alignment` are the members the bridge sets.
/// Checked against: iPhoneOS16.4.sdk UIKit NSParagraphStyle.h, iOS SDK text found by its declarations
open class NSParagraphStyle: @unchecked Sendable {
    /// Checked against: iPhoneOS16.4.sdk UIKit NSParagraphStyle.h, iOS SDK text found by its declarations
    /// `var lineHeightMultiple: CGFloat { get }`
    open var lineHeightMultiple: CGFloat { stubLineHeightMultiple }
    /// Checked against: iPhoneOS16.4.sdk UIKit NSParagraphStyle.h, iOS SDK text found by its declarations
    /// `var alignment: NSTextAlignment { get }`
    open var alignment: NSTextAlignment { stubAlignment }
    var stubLineHeightMultiple: CGFloat = 0
    var stubAlignment = NSTextAlignment.natural
}

/// `class NSMutableParagraphStyle: NSParagraphStyle` (iOS 6)
/// Checked against: iPhoneOS16.4.sdk UIKit NSParagraphStyle.h, iOS SDK text found by its declarations
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    /// `init()`, inherited from `NSObject`.
    /// Checked against: iPhoneOS17.4.sdk ObjectiveC NSObject.h
    public override init() {}
    /// Checked against: iPhoneOS16.4.sdk UIKit NSParagraphStyle.h, iOS SDK text found by its declarations
    /// `var lineHeightMultiple: CGFloat { get set }`
    open override var lineHeightMultiple: CGFloat {
        get { stubLineHeightMultiple }
        set { stubLineHeightMultiple = newValue }
    }
    /// Checked against: iPhoneOS16.4.sdk UIKit NSParagraphStyle.h, iOS SDK text found by its declarations
    /// `var alignment: NSTextAlignment { get set }`
    open override var alignment: NSTextAlignment {
        get { stubAlignment }
        set { stubAlignment = newValue }
    }
}

extension NSAttributedString.Key {
    /// `static let paragraphStyle: NSAttributedString.Key`, iOS 6 (an `NSParagraphStyle`).
    /// Checked against: iPhoneOS16.1.sdk UIKit NSAttributedString.h
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// `static let kern: NSAttributedString.Key`, iOS 6 (a number of points).
    /// Checked against: iPhoneOS16.1.sdk UIKit NSAttributedString.h
    public static let kern = NSAttributedString.Key("NSKern")
}

extension NSAttributedString.Key {
    /// `static let foregroundColor: NSAttributedString.Key`, iOS 6 (a `UIColor`).
    /// Checked against: iPhoneOS16.1.sdk UIKit NSAttributedString.h
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// `static let font: NSAttributedString.Key`, iOS 6 (a `UIFont`).
    /// Checked against: iPhoneOS16.1.sdk UIKit NSAttributedString.h
    public static let font = NSAttributedString.Key("NSFont")
}
