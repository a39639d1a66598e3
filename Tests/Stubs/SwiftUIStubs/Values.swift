// Test-only: SwiftUI's declarations ThemeKit's SwiftUI bridge uses, each as
// Apple's documentation gives its signature (cited); see QuartzCoreStubs for
// what these stubs are. Values describe themselves, so tests can read what
// the bridge built; `stub`-prefixed members are not Apple API.
@_exported import Foundation

/// https://developer.apple.com/documentation/swiftui/color -- `struct Color`
public struct Color: Hashable, Sendable, ShapeStyle, View, CustomStringConvertible {
    public let description: String

    /// https://developer.apple.com/documentation/swiftui/color/rgbcolorspace -- `enum RGBColorSpace` (`sRGB`, `sRGBLinear`, `displayP3`)
    public enum RGBColorSpace: Sendable { case sRGB, sRGBLinear, displayP3 }

    /// https://developer.apple.com/documentation/swiftui/color/init(_:red:green:blue:opacity:)
    /// `init(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1)`
    public init(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        description = "\(colorSpace) \(red) \(green) \(blue) \(opacity)"
    }

    /// https://developer.apple.com/documentation/swiftui/color/init(_:bundle:) -- `init(_ name: String, bundle: Bundle? = nil)`
    public init(_ name: String, bundle: Bundle? = nil) {
        description = "asset \(name)"
    }

    /// https://developer.apple.com/documentation/swiftui/color/clear -- `static let clear: Color`
    public static let clear = Color(red: 0, green: 0, blue: 0, opacity: 0)

    public var body: Never { fatalError("a stub has no body") }
}

/// https://developer.apple.com/documentation/swiftui/font -- `struct Font`
public struct Font: Hashable, Sendable, CustomStringConvertible {
    public let description: String

    /// https://developer.apple.com/documentation/swiftui/font/weight -- `struct Weight` (`regular`, `bold`, ...)
    public struct Weight: Hashable, Sendable {
        let name: String
        /// https://developer.apple.com/documentation/swiftui/font/weight/regular
        public static let regular = Weight(name: "regular")
        /// https://developer.apple.com/documentation/swiftui/font/weight/bold
        public static let bold = Weight(name: "bold")
    }

    /// https://developer.apple.com/documentation/swiftui/font/design -- `enum Design`
    public enum Design: Hashable, Sendable { case `default`, serif, rounded, monospaced }

    /// https://developer.apple.com/documentation/swiftui/font/system(size:weight:design:)-697b2 (iOS 16)
    /// `static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil) -> Font`
    public static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil) -> Font {
        Font(description: "system \(size) \(weight?.name ?? "regular")")
    }

    /// https://developer.apple.com/documentation/swiftui/font/custom(_:size:) -- `static func custom(_ name: String, size: CGFloat) -> Font`
    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(description: "custom \(name) \(size)")
    }

    /// https://developer.apple.com/documentation/swiftui/font/italic() -- `func italic() -> Font`
    public func italic() -> Font { Font(description: description + " italic") }
}

/// https://developer.apple.com/documentation/swiftui/edgeinsets -- `struct EdgeInsets`
public struct EdgeInsets: Hashable, Sendable {
    public var top, leading, bottom, trailing: CGFloat
    /// https://developer.apple.com/documentation/swiftui/edgeinsets/init(top:leading:bottom:trailing:)
    /// `init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat)`
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
    }
    /// https://developer.apple.com/documentation/swiftui/edgeinsets/init() -- `init()`
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
}

/// https://developer.apple.com/documentation/swiftui/shapestyle -- `protocol ShapeStyle: Sendable`
public protocol ShapeStyle: Sendable {}

/// https://developer.apple.com/documentation/swiftui/anyshapestyle -- `struct AnyShapeStyle: ShapeStyle`, `init<S>(_ style: S) where S : ShapeStyle`
public struct AnyShapeStyle: ShapeStyle, CustomStringConvertible {
    public let description: String
    /// https://developer.apple.com/documentation/swiftui/anyshapestyle/init(_:)
    public init<S: ShapeStyle>(_ style: S) { description = "\(style)" }
}

/// https://developer.apple.com/documentation/swiftui/foregroundstyle -- `struct ForegroundStyle: ShapeStyle` (iOS 15)
public struct ForegroundStyle: ShapeStyle, CustomStringConvertible {
    public init() {}
    public var description: String { "foreground" }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// https://developer.apple.com/documentation/swiftui/shapestyle/foreground -- `static var foreground: ForegroundStyle { get }`
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

/// https://developer.apple.com/documentation/swiftui/colorscheme -- `enum ColorScheme` (`light`, `dark`)
public enum ColorScheme: Hashable, Sendable { case light, dark }

/// https://developer.apple.com/documentation/swiftui/colorschemecontrast -- `enum ColorSchemeContrast` (`standard`, `increased`)
public enum ColorSchemeContrast: Hashable, Sendable { case standard, increased }

/// https://developer.apple.com/documentation/swiftui/userinterfacesizeclass -- `enum UserInterfaceSizeClass` (`compact`, `regular`)
public enum UserInterfaceSizeClass: Hashable, Sendable { case compact, regular }

/// https://developer.apple.com/documentation/swiftui/environmentvalues -- `struct EnvironmentValues`
public struct EnvironmentValues: Sendable {
    public init() {}
    /// https://developer.apple.com/documentation/swiftui/environmentvalues/colorscheme -- `var colorScheme: ColorScheme { get set }`
    public var colorScheme = ColorScheme.light
    /// https://developer.apple.com/documentation/swiftui/environmentvalues/colorschemecontrast -- `var colorSchemeContrast: ColorSchemeContrast { get }`
    public var colorSchemeContrast = ColorSchemeContrast.standard
    /// https://developer.apple.com/documentation/swiftui/environmentvalues/horizontalsizeclass -- `var horizontalSizeClass: UserInterfaceSizeClass? { get set }`
    public var horizontalSizeClass: UserInterfaceSizeClass?
}

/// Stub state: the environment every `Environment` reads.
nonisolated(unsafe) public var stubEnvironment = EnvironmentValues()

/// https://developer.apple.com/documentation/swiftui/environment -- `@propertyWrapper struct Environment<Value>`,
/// `init(_ keyPath: KeyPath<EnvironmentValues, Value>)`, `var wrappedValue: Value { get }`
@propertyWrapper
public struct Environment<Value>: @unchecked Sendable {
    private let keyPath: KeyPath<EnvironmentValues, Value>
    /// https://developer.apple.com/documentation/swiftui/environment/init(_:)-8slkf
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }
    /// https://developer.apple.com/documentation/swiftui/environment/wrappedvalue
    public var wrappedValue: Value { stubEnvironment[keyPath: keyPath] }
}
