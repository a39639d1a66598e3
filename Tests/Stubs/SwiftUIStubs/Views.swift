// Test-only: SwiftUI's view protocols and the modifiers the bridge uses, as
// the SDK's SwiftUI.swiftinterface declares them. Each modifier writes what it
// was given to `stubModifierLog`, so tests can read what a modifier applied.
import Foundation

/// Stub state: the modifiers applied, in order, each with its argument.
@MainActor public var stubModifierLog: [String] = []
/// Stub state: the actions `onChange(of:perform:)` was given, as SwiftUI would call them after a change.
@MainActor public var stubOnChangeActions: [() -> Void] = []

/// `@MainActor @preconcurrency protocol View`,
/// Checked against: iPhoneOS17.4.sdk SwiftUI SwiftUI.swiftinterface
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

/// `@resultBuilder struct ViewBuilder`
/// Checked against: iPhoneOS17.4.sdk SwiftUI SwiftUI.swiftinterface
@resultBuilder
public struct ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    /// Checked against: iPhoneOS17.4.sdk SwiftUI SwiftUI.swiftinterface
    /// `static func buildEither<TrueContent, FalseContent>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent>`
    public static func buildEither<TrueContent: View, FalseContent: View>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent()
    }
    /// Checked against: iPhoneOS17.4.sdk SwiftUI SwiftUI.swiftinterface
    /// `static func buildEither<TrueContent, FalseContent>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent>`
    public static func buildEither<TrueContent: View, FalseContent: View>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent()
    }
    /// Checked against: iPhoneOS17.4.sdk SwiftUI SwiftUI.swiftinterface
    /// `static func buildLimitedAvailability<Content>(_ content: Content) -> AnyView where Content : View` (iOS 14, macOS 11)
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

/// `struct EmptyView: View`, `init()`: what an empty builder makes
/// Checked against: iPhoneOS17.4.sdk SwiftUI SwiftUI.swiftinterface
public struct EmptyView: View {
    /// Checked against: iPhoneOS17.4.sdk SwiftUI SwiftUI.swiftinterface
    nonisolated public init() {}
    public var body: Never { fatalError("a stub has no body") }
}

/// `struct _ConditionalContent<TrueContent, FalseContent>`
/// Checked against: iPhoneOS17.4.sdk SwiftUI SwiftUI.swiftinterface
public struct _ConditionalContent<TrueContent, FalseContent>: View {
    public var body: Never { fatalError("a stub has no body") }
}

/// `struct AnyView`, `init<V>(_ view: V) where V : View`
/// Checked against: iPhoneOS17.4.sdk SwiftUI SwiftUI.swiftinterface
public struct AnyView: View {
    /// Checked against: iPhoneOS17.4.sdk SwiftUI SwiftUI.swiftinterface
    nonisolated public init<V: View>(_ view: V) {}
    public var body: Never { fatalError("a stub has no body") }
}

extension Optional: View where Wrapped: View {
    public var body: Never { fatalError("a stub has no body") }
}

/// `@MainActor @preconcurrency protocol ViewModifier`,
/// Checked against: iPhoneOS17.4.sdk SwiftUI SwiftUI.swiftinterface
/// `associatedtype Body : View`, `typealias Content = _ViewModifier_Content<Self>`,
/// `@ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body`
@MainActor @preconcurrency public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder func body(content: Self.Content) -> Self.Body
}

/// `struct _ViewModifier_Content<Modifier> where Modifier : ViewModifier`
/// Checked against: iPhoneOS17.4.sdk SwiftUI SwiftUI.swiftinterface
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    public init() {}
    public var body: Never { fatalError("a stub has no body") }
}

/// `struct ModifiedContent<Content, Modifier>`
/// Checked against: iPhoneOS17.4.sdk SwiftUI SwiftUI.swiftinterface
public struct ModifiedContent<Content, Modifier>: View {
    public var body: Never { fatalError("a stub has no body") }
}

/// `protocol Shape : Sendable, Animatable, View`
/// Checked against: iPhoneOS17.4.sdk SwiftUI SwiftUI.swiftinterface
public protocol Shape: Sendable, View {}

/// `struct RoundedRectangle`,
/// Checked against: iPhoneOS17.4.sdk SwiftUI SwiftUI.swiftinterface
/// `init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous)` (the stub omits `style`)
public struct RoundedRectangle: Shape {
    /// Stub state: the radius it was made with (SwiftUI keeps a `cornerSize`).
    let stubCornerRadius: CGFloat
    /// Checked against: iPhoneOS17.4.sdk SwiftUI SwiftUI.swiftinterface
    public init(cornerRadius: CGFloat) { stubCornerRadius = cornerRadius }
    public var body: Never { fatalError("a stub has no body") }

    /// Checked against: iPhoneOS17.4.sdk SwiftUI SwiftUI.swiftinterface
    /// `func strokeBorder<S>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View where S : ShapeStyle`
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        stubModifierLog.append("strokeBorder(\(content), \(lineWidth), radius \(stubCornerRadius))")
        return StubView()
    }
}

/// `struct FillStyle`, `init(eoFill: Bool = false, antialiased: Bool = true)`
/// Checked against: iPhoneOS17.4.sdk SwiftUI SwiftUI.swiftinterface
public struct FillStyle: Sendable {
    /// Checked against: iPhoneOS17.4.sdk SwiftUI SwiftUI.swiftinterface
    public init(eoFill: Bool = false, antialiased: Bool = true) {}
}

/// `struct Alignment`, `static let center: Alignment`
/// Checked against: iPhoneOS17.4.sdk SwiftUI SwiftUI.swiftinterface
public struct Alignment: Sendable {
    /// Checked against: iPhoneOS17.4.sdk SwiftUI SwiftUI.swiftinterface
    public static let center = Alignment()
}

extension View {
    /// `func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T>`
    /// Checked against: iPhoneOS17.4.sdk SwiftUI SwiftUI.swiftinterface
    public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> { ModifiedContent() }

    /// `func font(_ font: Font?) -> some View`
    /// Checked against: iPhoneOS17.4.sdk SwiftUI SwiftUI.swiftinterface
    public func font(_ font: Font?) -> some View { log("font(\(font.map { "\($0)" } ?? "nil"))") }

    /// `func lineSpacing(_ lineSpacing: CGFloat) -> some View`
    /// Checked against: iPhoneOS17.4.sdk SwiftUI SwiftUI.swiftinterface
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View { log("lineSpacing(\(lineSpacing))") }

    /// `func tracking(_ tracking: CGFloat) -> some View` (iOS 16, macOS 13)
    /// Checked against: iPhoneOS17.4.sdk SwiftUI SwiftUI.swiftinterface
    public func tracking(_ tracking: CGFloat) -> some View { log("tracking(\(tracking))") }

    /// `func foregroundStyle<S>(_ style: S) -> some View where S : ShapeStyle` (iOS 15)
    /// Checked against: iPhoneOS17.4.sdk SwiftUI SwiftUI.swiftinterface
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { log("foregroundStyle(\(style))") }

    /// `func tint(_ tint: Color?) -> some View` (iOS 15)
    /// Checked against: iPhoneOS17.4.sdk SwiftUI SwiftUI.swiftinterface
    public func tint(_ tint: Color?) -> some View { log("tint(\(tint.map { "\($0)" } ?? "nil"))") }

    /// `func padding(_ insets: EdgeInsets) -> some View`
    /// Checked against: iPhoneOS17.4.sdk SwiftUI SwiftUI.swiftinterface
    public func padding(_ insets: EdgeInsets) -> some View {
        log("padding(\(insets.top), \(insets.leading), \(insets.bottom), \(insets.trailing))")
    }

    /// `func padding(_ length: CGFloat) -> some View`
    /// Checked against: iPhoneOS17.4.sdk SwiftUI SwiftUI.swiftinterface
    public func padding(_ length: CGFloat) -> some View { log("padding(\(length))") }

    /// Checked against: iPhoneOS17.4.sdk SwiftUI SwiftUI.swiftinterface
    /// `func background<S, T>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View where S : ShapeStyle, T : Shape` (iOS 15)
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        log("background(\(style))")
    }

    /// Checked against: iPhoneOS17.4.sdk SwiftUI SwiftUI.swiftinterface
    /// `func overlay<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View where V : View` (iOS 15)
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        _ = content()
        return log("overlay")
    }

    /// `func opacity(_ opacity: Double) -> some View`
    /// Checked against: iPhoneOS17.4.sdk SwiftUI SwiftUI.swiftinterface
    public func opacity(_ opacity: Double) -> some View { log("opacity(\(opacity))") }

    /// Checked against: iPhoneOS17.4.sdk SwiftUI SwiftUI.swiftinterface
    /// `nonisolated func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View where V : Equatable`,
    /// iOS 17, macOS 14, tvOS 17, watchOS 10
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
        if initial { action() }
        return log("onChange(\(value))")
    }

    /// Checked against: iPhoneOS17.4.sdk SwiftUI SwiftUI.swiftinterface
    /// `nonisolated func onChange<V>(of value: V, perform action: @escaping (V) -> Void) -> some View where V : Equatable`,
    /// iOS 14 to 17, macOS 11 to 14 (deprecated there, not before)
    @available(iOS, introduced: 14.0, deprecated: 17.0)
    @available(macOS, introduced: 11.0, deprecated: 14.0)
    @available(tvOS, introduced: 14.0, deprecated: 17.0)
    @available(watchOS, introduced: 7.0, deprecated: 10.0)
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some View {
        stubOnChangeActions.append { action(value) }
        return log("onChange(of: \(value))")
    }

    /// Checked against: iPhoneOS17.4.sdk SwiftUI SwiftUI.swiftinterface
    /// `nonisolated func onAppear(perform action: (() -> Void)? = nil) -> some View`
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        action?()
        return log("onAppear")
    }

    private func log(_ entry: String) -> StubView {
        stubModifierLog.append(entry)
        return StubView()
    }
}
