// Test-only: UIKit's traits as the iOS SDK declares them; see QuartzCoreStubs
// for what these stubs are. Each declaration names the SDK file it was
// checked against, and carries the SDK's availability so that
// `.ci/availability-check` fails a use above the package's floor.
import Foundation

/// `enum UIUserInterfaceIdiom: Int`; `vision` from iOS 17 and tvOS 17.
/// Checked against: iPhoneOS17.4.sdk UIKit UIDevice.h
public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1
    case phone, pad, tv, carPlay
    case mac = 5
    @available(iOS 17.0, tvOS 17.0, *)
    case vision = 6
}

/// `enum UIUserInterfaceSizeClass: Int`, iOS 8.
/// Checked against: iPhoneOS16.1.sdk UIKit UIInterface.h
public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified, compact, regular
}

/// `enum UIUserInterfaceStyle: Int`, iOS 12, tvOS 10, unavailable on watchOS.
/// Checked against: iPhoneOS16.1.sdk UIKit UIInterface.h
@available(iOS 12.0, tvOS 10.0, *)
@available(watchOS, unavailable)
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified, light, dark
}

/// `enum UIAccessibilityContrast: Int`, iOS 13, tvOS 13, unavailable on watchOS.
/// Checked against: iPhoneOS16.1.sdk UIKit UIInterface.h
@available(iOS 13.0, tvOS 13.0, *)
@available(watchOS, unavailable)
public enum UIAccessibilityContrast: Int, Sendable {
    case unspecified = -1
    case normal, high
}

/// `class UITraitCollection` (`NS_SWIFT_SENDABLE`), iOS 8.
/// Checked against: iPhoneOS16.1.sdk UIKit UITraitCollection.h
public final class UITraitCollection: @unchecked Sendable {
    /// `var userInterfaceIdiom: UIUserInterfaceIdiom { get }`.
    /// Checked against: iPhoneOS16.1.sdk UIKit UITraitCollection.h
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    /// `var horizontalSizeClass: UIUserInterfaceSizeClass { get }`.
    /// Checked against: iPhoneOS16.1.sdk UIKit UITraitCollection.h
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// `var userInterfaceStyle: UIUserInterfaceStyle { get }`, iOS 12, tvOS 10.
    /// Checked against: iPhoneOS16.1.sdk UIKit UITraitCollection.h
    public let userInterfaceStyle: UIUserInterfaceStyle
    /// `var accessibilityContrast: UIAccessibilityContrast { get }`, iOS 13, tvOS 13.
    /// Checked against: iPhoneOS16.1.sdk UIKit UITraitCollection.h
    public let accessibilityContrast: UIAccessibilityContrast

    /// Stub: a collection with these traits (UIKit builds them with `init(traitsFrom:)` and friends).
    public init(
        stubIdiom: UIUserInterfaceIdiom = .unspecified, sizeClass: UIUserInterfaceSizeClass = .unspecified,
        style: UIUserInterfaceStyle = .unspecified, contrast: UIAccessibilityContrast = .unspecified
    ) {
        (userInterfaceIdiom, horizontalSizeClass, userInterfaceStyle, accessibilityContrast) = (stubIdiom, sizeClass, style, contrast)
    }
}

/// `protocol UITraitDefinition`, iOS 17, tvOS 17.
/// Checked against: iPhoneOS17.4.sdk UIKit UIKit.swiftinterface (a Swift declaration; `UITrait.h` declares Objective-C's)
@available(iOS 17.0, tvOS 17.0, *)
public protocol UITraitDefinition {}

/// `typealias UITrait = any UITraitDefinition.Type`, iOS 17, tvOS 17.
/// Checked against: the UIKit Swift interface (iOS 17 SDK), `registerForTraitChanges(_:handler:)`
@available(iOS 17.0, tvOS 17.0, *)
public typealias UITrait = any UITraitDefinition.Type

/// `struct UITraitUserInterfaceStyle: UITraitDefinition`, iOS 17, tvOS 17.
/// Checked against: iPhoneOS17.4.sdk UIKit UIKit.swiftinterface (a Swift declaration; `UITrait.h` declares Objective-C's)
@available(iOS 17.0, tvOS 17.0, *)
public struct UITraitUserInterfaceStyle: UITraitDefinition {}
/// `struct UITraitUserInterfaceIdiom: UITraitDefinition`, iOS 17, tvOS 17.
/// Checked against: iPhoneOS17.4.sdk UIKit UIKit.swiftinterface (a Swift declaration; `UITrait.h` declares Objective-C's)
@available(iOS 17.0, tvOS 17.0, *)
public struct UITraitUserInterfaceIdiom: UITraitDefinition {}
/// `struct UITraitHorizontalSizeClass: UITraitDefinition`, iOS 17, tvOS 17.
/// Checked against: iPhoneOS17.4.sdk UIKit UIKit.swiftinterface (a Swift declaration; `UITrait.h` declares Objective-C's)
@available(iOS 17.0, tvOS 17.0, *)
public struct UITraitHorizontalSizeClass: UITraitDefinition {}
/// `struct UITraitAccessibilityContrast: UITraitDefinition`, iOS 17, tvOS 17.
/// Checked against: iPhoneOS17.4.sdk UIKit UIKit.swiftinterface (a Swift declaration; `UITrait.h` declares Objective-C's)
@available(iOS 17.0, tvOS 17.0, *)
public struct UITraitAccessibilityContrast: UITraitDefinition {}

/// `protocol UITraitChangeRegistration`, iOS 17, tvOS 17.
/// Checked against: iPhoneOS17.4.sdk UIKit UITraitCollection.h
@available(iOS 17.0, tvOS 17.0, *)
public protocol UITraitChangeRegistration {}

/// `@MainActor protocol UITraitChangeObservable`, iOS 17, tvOS 17, which
/// `UIView` conforms to: here only for its `TraitChangeHandler`.
/// Checked against: iPhoneOS17.4.sdk UIKit UIKit.swiftinterface
@available(iOS 17.0, tvOS 17.0, *)
@MainActor public protocol UITraitChangeObservable {
    /// `typealias TraitChangeHandler<TraitEnvironment> = (TraitEnvironment, UITraitCollection) -> Void where TraitEnvironment: UITraitEnvironment`
    /// Checked against: iPhoneOS17.4.sdk UIKit UIKit.swiftinterface
    typealias TraitChangeHandler<TraitEnvironment: UITraitEnvironment> = (TraitEnvironment, UITraitCollection) -> Void
}

/// `@MainActor protocol UITraitEnvironment` (`NS_SWIFT_UI_ACTOR`), iOS 8.
/// Checked against: iPhoneOS16.1.sdk UIKit UITraitCollection.h
@MainActor public protocol UITraitEnvironment: AnyObject {
    /// `var traitCollection: UITraitCollection { get }`.
    /// Checked against: iPhoneOS16.1.sdk UIKit UITraitCollection.h
    var traitCollection: UITraitCollection { get }
    /// `func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)` (deprecated in iOS 17, still called).
    /// Checked against: iPhoneOS16.1.sdk UIKit UITraitCollection.h
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

@available(iOS 17.0, tvOS 17.0, *)
struct StubRegistration: UITraitChangeRegistration {
    let index: Int
}

@available(iOS 17.0, tvOS 17.0, *)
extension UIView: UITraitChangeObservable {}

extension UIView: UITraitEnvironment {
    /// `var traitCollection: UITraitCollection { get }`.
    /// Checked against: iPhoneOS16.1.sdk UIKit UITraitCollection.h
    public var traitCollection: UITraitCollection { stubTraitCollection }

    /// `@discardableResult @MainActor func registerForTraitChanges<Self>(_ traits: [UITrait],
    /// handler: @escaping UIView.TraitChangeHandler<Self>) -> any UITraitChangeRegistration where Self: UITraitEnvironment`,
    /// iOS 17, tvOS 17, where `TraitChangeHandler<T> = (T, UITraitCollection) -> Void`.
    /// Checked against: the UIKit Swift interface (iOS 17 SDK), `extension UIView: UITraitChangeObservable`
    @available(iOS 17.0, tvOS 17.0, *)
    @discardableResult
    public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping UIView.TraitChangeHandler<TraitEnvironment>
    ) -> any UITraitChangeRegistration {
        stubTraitHandlers.append { [weak self] previous in
            if let environment = self as? TraitEnvironment { handler(environment, previous) }
        }
        return StubRegistration(index: stubTraitHandlers.count - 1)
    }

    /// `@MainActor func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration)`, iOS 17, tvOS 17.
    /// Checked against: the UIKit Swift interface (iOS 17 SDK), `extension UIView: UITraitChangeObservable`
    @available(iOS 17.0, tvOS 17.0, *)
    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        guard let registration = registration as? StubRegistration else { return }
        stubTraitHandlers[registration.index] = { _ in }
    }

    /// Stub: the system changing this view's traits, which UIKit passes down to
    /// every subview: each gets `traitCollectionDidChange(_:)` and its registered handlers.
    public func stubChangeTraits(to traits: UITraitCollection) {
        let previous = traitCollection
        stubTraitCollection = traits
        traitCollectionDidChange(previous)
        for handler in stubTraitHandlers { handler(previous) }
        for subview in subviews { subview.stubChangeTraits(to: traits) }
    }
}
