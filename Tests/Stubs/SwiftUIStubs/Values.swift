// Test-only: SwiftUI's (and Combine's) declarations ThemeKit's SwiftUI bridge
// uses, each as the SDK's SwiftUI.swiftinterface (Combine.swiftinterface)
// declares it, with its availability; `.ci/stub-check` checks them against
// an SDK. See QuartzCoreStubs for what these stubs are. Values describe themselves, so tests can read what
// the bridge built; `stub`-prefixed members are not Apple API.
@_exported import Foundation

/// `struct Color`
/// Checked against: iPhoneOS17.4.sdk SwiftUI SwiftUI.swiftinterface
public struct Color: Hashable, Sendable, ShapeStyle, View, CustomStringConvertible {
    public let description: String

    /// `enum RGBColorSpace` (`sRGB`, `sRGBLinear`, `displayP3`)
    /// Checked against: iPhoneOS17.4.sdk SwiftUI SwiftUI.swiftinterface
    public enum RGBColorSpace: Sendable { case sRGB, sRGBLinear, displayP3 }

    /// Checked against: iPhoneOS17.4.sdk SwiftUI SwiftUI.swiftinterface
    /// `init(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1)`
    public init(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        description = "\(colorSpace) \(red) \(green) \(blue) \(opacity)"
    }

    /// `init(_ name: String, bundle: Bundle? = nil)`
    /// Checked against: iPhoneOS17.4.sdk SwiftUI SwiftUI.swiftinterface
    public init(_ name: String, bundle: Bundle? = nil) {
        description = "asset \(name)"
    }

    /// `static let clear: Color`
    /// Checked against: iPhoneOS17.4.sdk SwiftUI SwiftUI.swiftinterface
    public static let clear = Color(red: 0, green: 0, blue: 0, opacity: 0)

    public var body: Never { fatalError("a stub has no body") }
}

/// `struct Font`
/// Checked against: iPhoneOS17.4.sdk SwiftUI SwiftUI.swiftinterface
public struct Font: Hashable, Sendable, CustomStringConvertible {
    public let description: String

    /// `struct Weight` (`regular`, `bold`, ...)
    /// Checked against: iPhoneOS17.4.sdk SwiftUI SwiftUI.swiftinterface
    public struct Weight: Hashable, Sendable {
        let name: String
        /// Checked against: iPhoneOS17.4.sdk SwiftUI SwiftUI.swiftinterface
        public static let regular = Weight(name: "regular")
        /// Checked against: iPhoneOS17.4.sdk SwiftUI SwiftUI.swiftinterface
        public static let bold = Weight(name: "bold")
        /// Checked against: iPhoneOS17.4.sdk SwiftUI SwiftUI.swiftinterface
        public static let ultraLight = Weight(name: "ultraLight")
        /// Checked against: iPhoneOS17.4.sdk SwiftUI SwiftUI.swiftinterface
        public static let thin = Weight(name: "thin")
        /// Checked against: iPhoneOS17.4.sdk SwiftUI SwiftUI.swiftinterface
        public static let light = Weight(name: "light")
        /// Checked against: iPhoneOS17.4.sdk SwiftUI SwiftUI.swiftinterface
        public static let medium = Weight(name: "medium")
        /// Checked against: iPhoneOS17.4.sdk SwiftUI SwiftUI.swiftinterface
        public static let semibold = Weight(name: "semibold")
        /// Checked against: iPhoneOS17.4.sdk SwiftUI SwiftUI.swiftinterface
        public static let heavy = Weight(name: "heavy")
        /// Checked against: iPhoneOS17.4.sdk SwiftUI SwiftUI.swiftinterface
        public static let black = Weight(name: "black")
    }

    /// `enum TextStyle` (`title2`, `title3`, `caption2`: iOS 14, macOS 11)
    /// Checked against: iPhoneOS17.4.sdk SwiftUI SwiftUI.swiftinterface
    public enum TextStyle: Hashable, Sendable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }

    /// Checked against: iPhoneOS17.4.sdk SwiftUI SwiftUI.swiftinterface
    /// `static func system(_ style: Font.TextStyle, design: Font.Design = .default) -> Font`
    public static func system(_ style: Font.TextStyle, design: Font.Design = .default) -> Font {
        Font(description: "system \(style)")
    }

    /// Checked against: iPhoneOS17.4.sdk SwiftUI SwiftUI.swiftinterface
    /// `static func custom(_ name: String, size: CGFloat, relativeTo textStyle: Font.TextStyle) -> Font` (iOS 14, macOS 11)
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: Font.TextStyle) -> Font {
        Font(description: "custom \(name) \(size) relative to \(textStyle)")
    }

    /// Checked against: iPhoneOS17.4.sdk SwiftUI SwiftUI.swiftinterface
    /// `func weight(_ weight: Font.Weight) -> Font`
    public func weight(_ weight: Font.Weight) -> Font { Font(description: description + " " + weight.name) }

    /// `enum Design`
    /// Checked against: iPhoneOS17.4.sdk SwiftUI SwiftUI.swiftinterface
    public enum Design: Hashable, Sendable { case `default`, serif, rounded, monospaced }

    /// Checked against: iPhoneOS17.4.sdk SwiftUI SwiftUI.swiftinterface
    /// `static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil) -> Font`
    public static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil) -> Font {
        Font(description: "system \(size) \(weight?.name ?? "regular")")
    }

    /// `static func custom(_ name: String, size: CGFloat) -> Font`
    /// Checked against: iPhoneOS17.4.sdk SwiftUI SwiftUI.swiftinterface
    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(description: "custom \(name) \(size)")
    }

    /// `func italic() -> Font`
    /// Checked against: iPhoneOS17.4.sdk SwiftUI SwiftUI.swiftinterface
    public func italic() -> Font { Font(description: description + " italic") }
}

/// `struct EdgeInsets`
/// Checked against: iPhoneOS17.4.sdk SwiftUI SwiftUI.swiftinterface
public struct EdgeInsets: Hashable, Sendable {
    public var top, leading, bottom, trailing: CGFloat
    /// Checked against: iPhoneOS17.4.sdk SwiftUI SwiftUI.swiftinterface
    /// `init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat)`
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
    }
    /// `init()`
    /// Checked against: iPhoneOS17.4.sdk SwiftUI SwiftUI.swiftinterface
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
}

/// `enum Edge: Int8` (`top`, `leading`, `bottom`, `trailing`)
/// Checked against: iPhoneOS17.4.sdk SwiftUI SwiftUI.swiftinterface
public enum Edge: Int8, Sendable, CaseIterable {
    case top, leading, bottom, trailing

    /// `struct Edge.Set: OptionSet` of `Int8`, one bit an edge
    /// Checked against: iPhoneOS17.4.sdk SwiftUI SwiftUI.swiftinterface
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// `static let all: Edge.Set`
        /// Checked against: iPhoneOS17.4.sdk SwiftUI SwiftUI.swiftinterface
        public static let all = Set(rawValue: 0b1111)
    }
}

/// `protocol ShapeStyle: Sendable`
/// Checked against: iPhoneOS17.4.sdk SwiftUI SwiftUI.swiftinterface
public protocol ShapeStyle: Sendable {}

/// `struct AnyShapeStyle: ShapeStyle`, `init<S>(_ style: S) where S : ShapeStyle`
/// Checked against: iPhoneOS17.4.sdk SwiftUI SwiftUI.swiftinterface
public struct AnyShapeStyle: ShapeStyle, CustomStringConvertible {
    public let description: String
    /// Checked against: iPhoneOS17.4.sdk SwiftUI SwiftUI.swiftinterface
    public init<S: ShapeStyle>(_ style: S) { description = "\(style)" }
}

/// `struct ForegroundStyle: ShapeStyle` (iOS 15)
/// Checked against: iPhoneOS17.4.sdk SwiftUI SwiftUI.swiftinterface
public struct ForegroundStyle: ShapeStyle, CustomStringConvertible {
    public init() {}
    public var description: String { "foreground" }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// `static var foreground: ForegroundStyle { get }`
    /// Checked against: iPhoneOS17.4.sdk SwiftUI SwiftUI.swiftinterface
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

/// `enum ColorScheme` (`light`, `dark`)
/// Checked against: iPhoneOS17.4.sdk SwiftUI SwiftUI.swiftinterface
public enum ColorScheme: Hashable, Sendable { case light, dark }

/// `enum ColorSchemeContrast` (`standard`, `increased`)
/// Checked against: iPhoneOS17.4.sdk SwiftUI SwiftUI.swiftinterface
public enum ColorSchemeContrast: Hashable, Sendable { case standard, increased }

/// `enum UserInterfaceSizeClass` (`compact`, `regular`)
/// Checked against: iPhoneOS17.4.sdk SwiftUI SwiftUI.swiftinterface
public enum UserInterfaceSizeClass: Hashable, Sendable { case compact, regular }

/// `struct EnvironmentValues`
/// Checked against: iPhoneOS17.4.sdk SwiftUI SwiftUI.swiftinterface
public struct EnvironmentValues: Sendable {
    public init() {}
    /// `var colorScheme: ColorScheme { get set }`
    /// Checked against: iPhoneOS17.4.sdk SwiftUI SwiftUI.swiftinterface
    public var colorScheme = ColorScheme.light
    /// `var colorSchemeContrast: ColorSchemeContrast { get }`
    /// Checked against: iPhoneOS17.4.sdk SwiftUI SwiftUI.swiftinterface
    public var colorSchemeContrast: ColorSchemeContrast { stubColorSchemeContrast }
    /// Stub state: the contrast the system gives, which an app cannot set.
    public var stubColorSchemeContrast = ColorSchemeContrast.standard
    /// `var horizontalSizeClass: UserInterfaceSizeClass? { get set }`
    /// Checked against: iPhoneOS17.4.sdk SwiftUI SwiftUI.swiftinterface
    public var horizontalSizeClass: UserInterfaceSizeClass?
}

/// Stub state: the environment every `Environment` reads.
nonisolated(unsafe) public var stubEnvironment = EnvironmentValues()

/// `@propertyWrapper struct Environment<Value>`,
/// Checked against: iPhoneOS17.4.sdk SwiftUI SwiftUI.swiftinterface
/// `init(_ keyPath: KeyPath<EnvironmentValues, Value>)`, `var wrappedValue: Value { get }`
@propertyWrapper
public struct Environment<Value>: @unchecked Sendable {
    private let keyPath: KeyPath<EnvironmentValues, Value>
    /// Checked against: iPhoneOS17.4.sdk SwiftUI SwiftUI.swiftinterface
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }
    /// Checked against: iPhoneOS17.4.sdk SwiftUI SwiftUI.swiftinterface
    public var wrappedValue: Value { stubEnvironment[keyPath: keyPath] }
}

/// `protocol ObservableObject: AnyObject`,
/// Checked against: iPhoneOS17.4.sdk Combine Combine.swiftinterface
/// `associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher`, `var objectWillChange { get }` (Combine, iOS 13)
public protocol ObservableObject: AnyObject {
    associatedtype ObjectWillChangePublisher = ObservableObjectPublisher
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// Checked against: iPhoneOS17.4.sdk Combine Combine.swiftinterface
    /// `var objectWillChange: ObservableObjectPublisher { get }`, the default for classes (Combine, iOS 13)
    public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher.stubPublisher(of: self) }
}

/// `final class ObservableObjectPublisher`,
/// Checked against: iPhoneOS17.4.sdk Combine Combine.swiftinterface
/// `init()`, `func send()` (Combine, iOS 13)
public final class ObservableObjectPublisher {
    /// Stub state: how many times `send()` was called.
    public private(set) var stubSendCount = 0
    /// Checked against: iPhoneOS17.4.sdk Combine Combine.swiftinterface
    public init() {}
    /// Checked against: iPhoneOS17.4.sdk Combine Combine.swiftinterface
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

/// `struct Image`
/// Checked against: iPhoneOS17.4.sdk SwiftUI SwiftUI.swiftinterface
public struct Image: Hashable, Sendable, View, CustomStringConvertible {
    public let description: String

    /// `init(_ name: String, bundle: Bundle? = nil)`
    /// Checked against: iPhoneOS17.4.sdk SwiftUI SwiftUI.swiftinterface
    public init(_ name: String, bundle: Bundle? = nil) { description = "asset \(name)" }

    /// `init(systemName: String)`
    /// Checked against: iPhoneOS17.4.sdk SwiftUI SwiftUI.swiftinterface
    public init(systemName: String) { description = "symbol \(systemName)" }

    public var body: Never { fatalError("a stub has no body") }
}
