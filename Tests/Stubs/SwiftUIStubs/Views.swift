// Test-only: SwiftUI's view protocols and the modifiers the bridge uses, as
// Apple's documentation declares them (cited). Each modifier writes what it
// was given to `stubModifierLog`, so tests can read what a modifier applied.
import Foundation

/// Stub state: the modifiers applied, in order, each with its argument.
@MainActor public var stubModifierLog: [String] = []

/// https://developer.apple.com/documentation/swiftui/view -- `@MainActor @preconcurrency protocol View`,
/// `associatedtype Body : View`, `@ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }`
@MainActor @preconcurrency public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Self.Body { get }
}

extension Never: View {
    public var body: Never { fatalError("Never has no body") }
}

/// A view the stubs return for `some View`.
public struct StubView: View {
    nonisolated public init() {}
    public var body: Never { fatalError("a stub has no body") }
}

/// https://developer.apple.com/documentation/swiftui/viewbuilder -- `@resultBuilder struct ViewBuilder`
@resultBuilder
public struct ViewBuilder {
    public static func buildBlock() -> StubView { StubView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
}

extension Optional: View where Wrapped: View {
    public var body: Never { fatalError("a stub has no body") }
}

/// https://developer.apple.com/documentation/swiftui/viewmodifier -- `@MainActor @preconcurrency protocol ViewModifier`,
/// `associatedtype Body : View`, `typealias Content = _ViewModifier_Content<Self>`,
/// `@ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body`
@MainActor @preconcurrency public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder func body(content: Self.Content) -> Self.Body
}

/// https://developer.apple.com/documentation/swiftui/_viewmodifier_content -- `struct _ViewModifier_Content<Modifier> where Modifier : ViewModifier`
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    public init() {}
    public var body: Never { fatalError("a stub has no body") }
}

/// https://developer.apple.com/documentation/swiftui/modifiedcontent -- `struct ModifiedContent<Content, Modifier>`
public struct ModifiedContent<Content, Modifier>: View {
    public var body: Never { fatalError("a stub has no body") }
}

/// https://developer.apple.com/documentation/swiftui/shape -- `protocol Shape : Sendable, Animatable, View`
public protocol Shape: Sendable, View {}

/// https://developer.apple.com/documentation/swiftui/roundedrectangle -- `struct RoundedRectangle`,
/// `init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous)` (the stub omits `style`)
public struct RoundedRectangle: Shape {
    public let cornerRadius: CGFloat
    /// https://developer.apple.com/documentation/swiftui/roundedrectangle/init(cornerradius:style:)
    public init(cornerRadius: CGFloat) { self.cornerRadius = cornerRadius }
    public var body: Never { fatalError("a stub has no body") }

    /// https://developer.apple.com/documentation/swiftui/insettableshape/strokeborder(_:linewidth:antialiased:)
    /// `func strokeBorder<S>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View where S : ShapeStyle`
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        stubModifierLog.append("strokeBorder(\(content), \(lineWidth), radius \(cornerRadius))")
        return StubView()
    }
}

/// https://developer.apple.com/documentation/swiftui/fillstyle -- `struct FillStyle`, `init(eoFill: Bool = false, antialiased: Bool = true)`
public struct FillStyle: Sendable {
    /// https://developer.apple.com/documentation/swiftui/fillstyle/init(eofill:antialiased:)
    public init(eoFill: Bool = false, antialiased: Bool = true) {}
}

/// https://developer.apple.com/documentation/swiftui/alignment -- `struct Alignment`, `static let center: Alignment`
public struct Alignment: Sendable {
    /// https://developer.apple.com/documentation/swiftui/alignment/center
    public static let center = Alignment()
}

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/modifier(_:) -- `func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T>`
    public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> { ModifiedContent() }

    /// https://developer.apple.com/documentation/swiftui/view/font(_:) -- `func font(_ font: Font?) -> some View`
    public func font(_ font: Font?) -> some View { log("font(\(font.map { "\($0)" } ?? "nil"))") }

    /// https://developer.apple.com/documentation/swiftui/view/foregroundstyle(_:) -- `func foregroundStyle<S>(_ style: S) -> some View where S : ShapeStyle` (iOS 15)
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { log("foregroundStyle(\(style))") }

    /// https://developer.apple.com/documentation/swiftui/view/tint(_:)-93mfq -- `func tint(_ tint: Color?) -> some View` (iOS 15)
    public func tint(_ tint: Color?) -> some View { log("tint(\(tint.map { "\($0)" } ?? "nil"))") }

    /// https://developer.apple.com/documentation/swiftui/view/padding(_:)-6pgqq -- `func padding(_ insets: EdgeInsets) -> some View`
    public func padding(_ insets: EdgeInsets) -> some View {
        log("padding(\(insets.top), \(insets.leading), \(insets.bottom), \(insets.trailing))")
    }

    /// https://developer.apple.com/documentation/swiftui/view/background(_:in:fillstyle:)-89n7j
    /// `func background<S, T>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View where S : ShapeStyle, T : Shape` (iOS 15)
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        log("background(\(style))")
    }

    /// https://developer.apple.com/documentation/swiftui/view/overlay(alignment:content:)
    /// `func overlay<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View where V : View` (iOS 15)
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        _ = content()
        return log("overlay")
    }

    /// https://developer.apple.com/documentation/swiftui/view/opacity(_:) -- `func opacity(_ opacity: Double) -> some View`
    public func opacity(_ opacity: Double) -> some View { log("opacity(\(opacity))") }

    /// https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)
    /// `func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View where V : Equatable` (iOS 17)
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
        if initial { action() }
        return log("onChange(\(value))")
    }

    private func log(_ entry: String) -> StubView {
        stubModifierLog.append(entry)
        return StubView()
    }
}
