#if THEMEKIT_STUBS
import UIKitStubs
#elseif canImport(UIKit) && !os(watchOS)
import UIKit
#endif
#if THEMEKIT_STUBS || (canImport(UIKit) && !os(watchOS))
import ThemeKit

extension PlatformTraits {
    /// The traits of a trait collection, case for case; a case UIKit adds
    /// later is unspecified until ThemeKit names it.
    public init(_ traits: UITraitCollection) {
        self.init(idiom: Self.idiom(traits.userInterfaceIdiom),
                  horizontalSizeClass: Self.sizeClass(traits.horizontalSizeClass),
                  interfaceStyle: Self.interfaceStyle(traits.userInterfaceStyle),
                  contrast: Self.contrast(traits.accessibilityContrast))
    }

    private static func idiom(_ idiom: UIUserInterfaceIdiom) -> Idiom {
        switch idiom {
        case .phone: return .phone
        case .pad: return .pad
        case .tv: return .tv
        case .carPlay: return .carPlay
        case .mac: return .mac
        default:
            if #available(iOS 17, tvOS 17, *), idiom == .vision { return .vision }
            return .unspecified
        }
    }

    private static func sizeClass(_ sizeClass: UIUserInterfaceSizeClass) -> SizeClass {
        switch sizeClass {
        case .compact: .compact
        case .regular: .regular
        default: .unspecified
        }
    }

    private static func interfaceStyle(_ style: UIUserInterfaceStyle) -> InterfaceStyle {
        switch style {
        case .light: .light
        case .dark: .dark
        default: .unspecified
        }
    }

    private static func contrast(_ contrast: UIAccessibilityContrast) -> Contrast {
        switch contrast {
        case .normal: .normal
        case .high: .high
        default: .unspecified
        }
    }
}

/// The environment from UIKit's traits, so dark mode, the size class and
/// increased contrast switch a theme's variants by themselves.
extension ThemeManager {
    /// Sets ``environment`` from `traits`; registered objects are re-styled
    /// when the active variants change (a dark-mode switch), and only then.
    @MainActor
    public func updateEnvironment(from traits: UITraitCollection) {
        environment = PlatformTraits(traits).environment
    }

    /// Keeps ``environment`` following the traits of `view` (usually the
    /// window, or a view controller's view) for as long as the view lives:
    /// set now, and again whenever its appearance, size class or contrast
    /// changes.
    ///
    /// Before iOS 17, call ``updateEnvironment(from:)`` from
    /// `traitCollectionDidChange(_:)` instead.
    @available(iOS 17, tvOS 17, *)
    @MainActor @discardableResult
    public func followTraits(of view: UIView) -> any UITraitChangeRegistration {
        updateEnvironment(from: view.traitCollection)
        let traits: [UITrait] = [UITraitUserInterfaceIdiom.self, UITraitHorizontalSizeClass.self,
                                 UITraitUserInterfaceStyle.self, UITraitAccessibilityContrast.self]
        return view.registerForTraitChanges(traits) { [weak self] (view: UIView, _: UITraitCollection) in
            self?.updateEnvironment(from: view.traitCollection)
        }
    }
}
#endif
