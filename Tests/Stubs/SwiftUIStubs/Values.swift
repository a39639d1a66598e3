// Test-only: SwiftUI's (and Combine's) declarations ThemeKit's SwiftUI bridge
// uses, each as Apple's documentation page gives its declaration and
// availability (the SDK's SwiftUI.swiftinterface, 1.5 MB, is beyond what the
// SDK index here searches; Docs/Platforms.md says so); see QuartzCoreStubs
// for what these stubs are. Values describe themselves, so tests can read what
// the bridge built; `stub`-prefixed members are not Apple API.
@_exported import Foundation

/// `struct Color`
/// Checked against: Apple's documentation, developer.apple.com/documentation/swiftui/color
public struct Color: Hashable, Sendable, ShapeStyle, View, CustomStringConvertible {
    public let description: String

    /// `enum RGBColorSpace` (`sRGB`, `sRGBLinear`, `displayP3`)
    /// Checked against: Apple's documentation, developer.apple.com/documentation/swiftui/color/rgbcolorspace
    public enum RGBColorSpace: Sendable { case sRGB, sRGBLinear, displayP3 }

    /// Checked against: Apple's documentation, developer.apple.com/documentation/swiftui/color/init(_:red:green:blue:opacity:)
    /// `init(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1)`
    public init(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        description = "\(colorSpace) \(red) \(green) \(blue) \(opacity)"
    }

    /// `init(_ name: String, bundle: Bundle? = nil)`
    /// Checked against: Apple's documentation, developer.apple.com/documentation/swiftui/color/init(_:bundle:)
    public init(_ name: String, bundle: Bundle? = nil) {
        description = "asset \(name)"
    }

    /// `static let clear: Color`
    /// Checked against: Apple's documentation, developer.apple.com/documentation/swiftui/color/clear
    public static let clear = Color(red: 0, green: 0, blue: 0, opacity: 0)

    public var body: Never { fatalError("a stub has no body") }
}

/// `struct Font`
/// Checked against: Apple's documentation, developer.apple.com/documentation/swiftui/font
public struct Font: Hashable, Sendable, CustomStringConvertible {
    public let description: String

    /// `struct Weight` (`regular`, `bold`, ...)
    /// Checked against: Apple's documentation, developer.apple.com/documentation/swiftui/font/weight
    public struct Weight: Hashable, Sendable {
        let name: String
        /// Checked against: Apple's documentation, developer.apple.com/documentation/swiftui/font/weight/regular
        public static let regular = Weight(name: "regular")
        /// Checked against: Apple's documentation, developer.apple.com/documentation/swiftui/font/weight/bold
        public static let bold = Weight(name: "bold")
        /// Checked against: Apple's documentation, developer.apple.com/documentation/swiftui/font/weight
        public static let ultraLight = Weight(name: "ultraLight")
        /// Checked against: Apple's documentation, developer.apple.com/documentation/swiftui/font/weight
        public static let thin = Weight(name: "thin")
        /// Checked against: Apple's documentation, developer.apple.com/documentation/swiftui/font/weight
        public static let light = Weight(name: "light")
        /// Checked against: Apple's documentation, developer.apple.com/documentation/swiftui/font/weight
        public static let medium = Weight(name: "medium")
        /// Checked against: Apple's documentation, developer.apple.com/documentation/swiftui/font/weight
        public static let semibold = Weight(name: "semibold")
        /// Checked against: Apple's documentation, developer.apple.com/documentation/swiftui/font/weight
        public static let heavy = Weight(name: "heavy")
        /// Checked against: Apple's documentation, developer.apple.com/documentation/swiftui/font/weight
        public static let black = Weight(name: "black")
    }

    /// `enum TextStyle` (`title2`, `title3`, `caption2`: iOS 14, macOS 11)
    /// Checked against: Apple's documentation, developer.apple.com/documentation/swiftui/font/textstyle
    public enum TextStyle: Hashable, Sendable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }

    /// Checked against: Apple's documentation, developer.apple.com/documentation/swiftui/font/system(_:design:)
    /// `static func system(_ style: Font.TextStyle, design: Font.Design = .default) -> Font`
    public static func system(_ style: Font.TextStyle, design: Font.Design = .default) -> Font {
        Font(description: "system \(style)")
    }

    /// Checked against: Apple's documentation, developer.apple.com/documentation/swiftui/font/custom(_:size:relativeto:)
    /// `static func custom(_ name: String, size: CGFloat, relativeTo textStyle: Font.TextStyle) -> Font` (iOS 14, macOS 11)
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: Font.TextStyle) -> Font {
        Font(description: "custom \(name) \(size) relative to \(textStyle)")
    }

    /// Checked against: Apple's documentation, developer.apple.com/documentation/swiftui/font/weight(_:)
    /// `func weight(_ weight: Font.Weight) -> Font`
    public func weight(_ weight: Font.Weight) -> Font { Font(description: description + " " + weight.name) }

    /// `enum Design`
    /// Checked against: Apple's documentation, developer.apple.com/documentation/swiftui/font/design
    public enum Design: Hashable, Sendable { case `default`, serif, rounded, monospaced }

    /// Checked against: Apple's documentation, developer.apple.com/documentation/swiftui/font/system(size:weight:design:)-697b2
    /// `static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil) -> Font`
    public static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil) -> Font {
        Font(description: "system \(size) \(weight?.name ?? "regular")")
    }

    /// `static func custom(_ name: String, size: CGFloat) -> Font`
    /// Checked against: Apple's documentation, developer.apple.com/documentation/swiftui/font/custom(_:size:)
    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(description: "custom \(name) \(size)")
    }

    /// `func italic() -> Font`
    /// Checked against: Apple's documentation, developer.apple.com/documentation/swiftui/font/italic()
    public func italic() -> Font { Font(description: description + " italic") }
}

/// `struct EdgeInsets`
/// Checked against: Apple's documentation, developer.apple.com/documentation/swiftui/edgeinsets
public struct EdgeInsets: Hashable, Sendable {
    public var top, leading, bottom, trailing: CGFloat
    /// Checked against: Apple's documentation, developer.apple.com/documentation/swiftui/edgeinsets/init(top:leading:bottom:trailing:)
    /// `init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat)`
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
    }
    /// `init()`
    /// Checked against: Apple's documentation, developer.apple.com/documentation/swiftui/edgeinsets/init()
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
}

/// `protocol ShapeStyle: Sendable`
/// Checked against: Apple's documentation, developer.apple.com/documentation/swiftui/shapestyle
public protocol ShapeStyle: Sendable {}

/// `struct AnyShapeStyle: ShapeStyle`, `init<S>(_ style: S) where S : ShapeStyle`
/// Checked against: Apple's documentation, developer.apple.com/documentation/swiftui/anyshapestyle
public struct AnyShapeStyle: ShapeStyle, CustomStringConvertible {
    public let description: String
    /// Checked against: Apple's documentation, developer.apple.com/documentation/swiftui/anyshapestyle/init(_:)
    public init<S: ShapeStyle>(_ style: S) { description = "\(style)" }
}

/// `struct ForegroundStyle: ShapeStyle` (iOS 15)
/// Checked against: Apple's documentation, developer.apple.com/documentation/swiftui/foregroundstyle
public struct ForegroundStyle: ShapeStyle, CustomStringConvertible {
    public init() {}
    public var description: String { "foreground" }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// `static var foreground: ForegroundStyle { get }`
    /// Checked against: Apple's documentation, developer.apple.com/documentation/swiftui/shapestyle/foreground
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

/// `enum ColorScheme` (`light`, `dark`)
/// Checked against: Apple's documentation, developer.apple.com/documentation/swiftui/colorscheme
public enum ColorScheme: Hashable, Sendable { case light, dark }

/// `enum ColorSchemeContrast` (`standard`, `increased`)
/// Checked against: Apple's documentation, developer.apple.com/documentation/swiftui/colorschemecontrast
public enum ColorSchemeContrast: Hashable, Sendable { case standard, increased }

/// `enum UserInterfaceSizeClass` (`compact`, `regular`)
/// Checked against: Apple's documentation, developer.apple.com/documentation/swiftui/userinterfacesizeclass
public enum UserInterfaceSizeClass: Hashable, Sendable { case compact, regular }

/// `struct EnvironmentValues`
/// Checked against: Apple's documentation, developer.apple.com/documentation/swiftui/environmentvalues
public struct EnvironmentValues: Sendable {
    public init() {}
    /// `var colorScheme: ColorScheme { get set }`
    /// Checked against: Apple's documentation, developer.apple.com/documentation/swiftui/environmentvalues/colorscheme
    public var colorScheme = ColorScheme.light
    /// `var colorSchemeContrast: ColorSchemeContrast { get }`
    /// Checked against: Apple's documentation, developer.apple.com/documentation/swiftui/environmentvalues/colorschemecontrast
    public var colorSchemeContrast = ColorSchemeContrast.standard
    /// `var horizontalSizeClass: UserInterfaceSizeClass? { get set }`
    /// Checked against: Apple's documentation, developer.apple.com/documentation/swiftui/environmentvalues/horizontalsizeclass
    public var horizontalSizeClass: UserInterfaceSizeClass?
}

/// Stub state: the environment every `Environment` reads.
nonisolated(unsafe) public var stubEnvironment = EnvironmentValues()

/// `@propertyWrapper struct Environment<Value>`,
/// Checked against: Apple's documentation, developer.apple.com/documentation/swiftui/environment
/// `init(_ keyPath: KeyPath<EnvironmentValues, Value>)`, `var wrappedValue: Value { get }`
@propertyWrapper
public struct Environment<Value>: @unchecked Sendable {
    private let keyPath: KeyPath<EnvironmentValues, Value>
    /// Checked against: Apple's documentation, developer.apple.com/documentation/swiftui/environment/init(_:)-8slkf
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }
    /// Checked against: Apple's documentation, developer.apple.com/documentation/swiftui/environment/wrappedvalue
    public var wrappedValue: Value { stubEnvironment[keyPath: keyPath] }
}

/// `protocol ObservableObject: AnyObject`,
/// Checked against: Apple's documentation, developer.apple.com/documentation/combine/observableobject
/// `associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher`, `var objectWillChange { get }` (Combine, iOS 13)
public protocol ObservableObject: AnyObject {
    associatedtype ObjectWillChangePublisher = ObservableObjectPublisher
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// Checked against: Apple's documentation, developer.apple.com/documentation/combine/observableobject/objectwillchange-2oa5v
    /// `var objectWillChange: ObservableObjectPublisher { get }`, the default for classes (Combine, iOS 13)
    public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher.stubPublisher(of: self) }
}

/// `final class ObservableObjectPublisher`,
/// Checked against: Apple's documentation, developer.apple.com/documentation/combine/observableobjectpublisher
/// `init()`, `func send()` (Combine, iOS 13)
public final class ObservableObjectPublisher {
    /// Stub state: how many times `send()` was called.
    public private(set) var stubSendCount = 0
    /// Checked against: Apple's documentation, developer.apple.com/documentation/combine/observableobjectpublisher/init()
    public init() {}
    /// Checked against: Apple's documentation, developer.apple.com/documentation/combine/observableobjectpublisher/send()
    public func send() { stubSendCount += 1 }

    /// Stub state: each live object's publisher (Combine keeps it with the object), by identity.
    nonisolated(unsafe) private static var stubPublishers: [ObjectIdentifier: (owner: StubWeak, publisher: ObservableObjectPublisher)] = [:]
    struct StubWeak { weak var object: AnyObject? }

    static func stubPublisher(of object: AnyObject) -> ObservableObjectPublisher {
        if let entry = stubPublishers[ObjectIdentifier(object)], entry.owner.object === object { return entry.publisher }
        let publisher = ObservableObjectPublisher()
        stubPublishers[ObjectIdentifier(object)] = (StubWeak(object: object), publisher)
        return publisher
    }
}
