// Test-only: the app-level SwiftUI declarations the documentation's SwiftUI
// example uses (an `App` with a `WindowGroup`, `@State`, `Text`), so
// .ci/doc-blocks can compile it; as the SDK's SwiftUI.swiftinterface declares them.
import Foundation

/// `@MainActor @preconcurrency protocol App`: `associatedtype Body : Scene`,
/// `@SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }`, `@MainActor init()`
/// Checked against: iPhoneOS17.4.sdk SwiftUI SwiftUI.swiftinterface
@MainActor @preconcurrency public protocol App {
    associatedtype Body: Scene
    var body: Self.Body { get }
    init()
}

extension App {
    /// `@MainActor @preconcurrency static func main()`: a stub app runs nothing.
    /// Checked against: iPhoneOS17.4.sdk SwiftUI SwiftUI.swiftinterface
    public static func main() {}
}

/// `@MainActor @preconcurrency protocol Scene`: `associatedtype Body : Scene`, `var body: Self.Body { get }`
/// Checked against: iPhoneOS17.4.sdk SwiftUI SwiftUI.swiftinterface
@MainActor @preconcurrency public protocol Scene {
    associatedtype Body: Scene
    var body: Self.Body { get }
}

extension Never: Scene {}

/// `struct WindowGroup<Content> where Content : View`, `init(@ViewBuilder content: () -> Content)` (iOS 14, macOS 11)
/// Checked against: iPhoneOS17.4.sdk SwiftUI SwiftUI.swiftinterface
public struct WindowGroup<Content: View>: Scene {
    let content: Content
    /// Checked against: iPhoneOS17.4.sdk SwiftUI SwiftUI.swiftinterface
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: Never { fatalError("a stub has no body") }
}

/// `@frozen @propertyWrapper struct State<Value>`: `init(wrappedValue value: Value)`,
/// `var wrappedValue: Value { get nonmutating set }`
/// Checked against: iPhoneOS17.4.sdk SwiftUI SwiftUI.swiftinterface
@propertyWrapper public struct State<Value> {
    private final class Box {
        var value: Value
        init(_ value: Value) { self.value = value }
    }
    private let box: Box
    /// Checked against: iPhoneOS17.4.sdk SwiftUI SwiftUI.swiftinterface
    public init(wrappedValue value: Value) { box = Box(value) }
    /// Checked against: iPhoneOS17.4.sdk SwiftUI SwiftUI.swiftinterface
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }
}

/// `@frozen struct Text`, `init<S>(_ content: S) where S : StringProtocol`
/// Checked against: iPhoneOS17.4.sdk SwiftUI SwiftUI.swiftinterface
public struct Text: View, Equatable {
    let content: String
    /// Checked against: iPhoneOS17.4.sdk SwiftUI SwiftUI.swiftinterface
    nonisolated public init<S: StringProtocol>(_ content: S) { self.content = String(content) }
    public var body: Never { fatalError("a stub has no body") }
}

extension View {
    /// `func background<S>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View where S : ShapeStyle` (iOS 15)
    /// Checked against: iPhoneOS17.4.sdk SwiftUI SwiftUI.swiftinterface
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View { StubView() }
}
