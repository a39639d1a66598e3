// Test-only: UIKit's traits as Apple's documentation declares them (cited);
// see QuartzCoreStubs for what these stubs are.
import Foundation

/// https://developer.apple.com/documentation/uikit/uiuserinterfaceidiom
/// `enum UIUserInterfaceIdiom: Int` -- `unspecified`, `phone`, `pad`, `tv`, `carPlay`, `mac` (iOS 14), `vision` (iOS 17)
public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1, phone, pad, tv, carPlay, mac = 5, vision = 6
}

/// https://developer.apple.com/documentation/uikit/uiuserinterfacesizeclass
/// `enum UIUserInterfaceSizeClass: Int` -- `unspecified`, `compact`, `regular`
public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified, compact, regular
}

/// https://developer.apple.com/documentation/uikit/uiuserinterfacestyle
/// `enum UIUserInterfaceStyle: Int` -- `unspecified`, `light`, `dark` (iOS 12)
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified, light, dark
}

/// https://developer.apple.com/documentation/uikit/uiaccessibilitycontrast
/// `enum UIAccessibilityContrast: Int` -- `unspecified`, `normal`, `high` (iOS 13)
public enum UIAccessibilityContrast: Int, Sendable {
    case unspecified = -1, normal, high
}

/// https://developer.apple.com/documentation/uikit/uitraitcollection
public final class UITraitCollection: @unchecked Sendable {
    /// https://developer.apple.com/documentation/uikit/uitraitcollection/userinterfaceidiom -- `var userInterfaceIdiom: UIUserInterfaceIdiom { get }`
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    /// https://developer.apple.com/documentation/uikit/uitraitcollection/horizontalsizeclass -- `var horizontalSizeClass: UIUserInterfaceSizeClass { get }`
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// https://developer.apple.com/documentation/uikit/uitraitcollection/userinterfacestyle -- `var userInterfaceStyle: UIUserInterfaceStyle { get }`
    public let userInterfaceStyle: UIUserInterfaceStyle
    /// https://developer.apple.com/documentation/uikit/uitraitcollection/accessibilitycontrast -- `var accessibilityContrast: UIAccessibilityContrast { get }`
    public let accessibilityContrast: UIAccessibilityContrast

    /// Stub: a collection with these traits (UIKit builds them with `init(traitsFrom:)` and friends).
    public init(stubIdiom: UIUserInterfaceIdiom = .unspecified, sizeClass: UIUserInterfaceSizeClass = .unspecified,
                style: UIUserInterfaceStyle = .unspecified, contrast: UIAccessibilityContrast = .unspecified) {
        (userInterfaceIdiom, horizontalSizeClass, userInterfaceStyle, accessibilityContrast) = (stubIdiom, sizeClass, style, contrast)
    }
}

/// https://developer.apple.com/documentation/uikit/uitraitdefinition-64c15 -- `protocol UITraitDefinition` (iOS 17)
public protocol UITraitDefinition {}

/// https://developer.apple.com/documentation/uikit/uitrait-9423 -- `typealias UITrait = any UITraitDefinition.Type` (iOS 17)
public typealias UITrait = any UITraitDefinition.Type

/// https://developer.apple.com/documentation/uikit/uitraituserinterfacestyle-swift.struct -- `struct UITraitUserInterfaceStyle` (iOS 17)
public struct UITraitUserInterfaceStyle: UITraitDefinition {}
/// https://developer.apple.com/documentation/uikit/uitraituserinterfaceidiom-swift.struct (iOS 17)
public struct UITraitUserInterfaceIdiom: UITraitDefinition {}
/// https://developer.apple.com/documentation/uikit/uitraithorizontalsizeclass-swift.struct (iOS 17)
public struct UITraitHorizontalSizeClass: UITraitDefinition {}
/// https://developer.apple.com/documentation/uikit/uitraitaccessibilitycontrast-swift.struct (iOS 17)
public struct UITraitAccessibilityContrast: UITraitDefinition {}

/// https://developer.apple.com/documentation/uikit/uitraitchangeregistration -- `protocol UITraitChangeRegistration` (iOS 17)
public protocol UITraitChangeRegistration {}

/// https://developer.apple.com/documentation/uikit/uitraitenvironment -- `protocol UITraitEnvironment`
@MainActor public protocol UITraitEnvironment: AnyObject {
    /// https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollection -- `var traitCollection: UITraitCollection { get }`
    var traitCollection: UITraitCollection { get }
}

struct StubRegistration: UITraitChangeRegistration {}

extension UIView: UITraitEnvironment {
    /// https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollection -- `var traitCollection: UITraitCollection { get }`
    public var traitCollection: UITraitCollection { stubTraitCollection }

    /// https://developer.apple.com/documentation/uikit/uitraitchangeobservable-67e94/registerfortraitchanges(_:handler:)
    /// `@discardableResult @MainActor func registerForTraitChanges<TraitEnvironment>(_ traits: [UITrait],
    ///   handler: @escaping Self.TraitChangeHandler<TraitEnvironment>) -> any UITraitChangeRegistration
    ///   where TraitEnvironment : UITraitEnvironment` (iOS 17), where
    /// `typealias TraitChangeHandler<TraitEnvironment> = (TraitEnvironment, UITraitCollection) -> Void`
    @discardableResult
    public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping (TraitEnvironment, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration {
        stubTraitHandlers.append { [weak self] previous in
            if let environment = self as? TraitEnvironment { handler(environment, previous) }
        }
        return StubRegistration()
    }

    /// Stub: the system changing this view's traits, which calls the registered handlers.
    public func stubChangeTraits(to traits: UITraitCollection) {
        let previous = traitCollection
        stubTraitCollection = traits
        for handler in stubTraitHandlers { handler(previous) }
    }
}
