#if THEMEKIT_STUBS
import UIKitStubs
#elseif canImport(UIKit) && !os(watchOS)
import UIKit
#endif
#if THEMEKIT_STUBS || (canImport(UIKit) && !os(watchOS))
import ThemeKit

extension ThemeEnvironment {
    /// The environment of a trait collection, case for case; an unspecified
    /// trait, or a case UIKit adds later, contributes no variant until
    /// ThemeKit names it, so `Constants` stay in force until the system has said something.
    public init(_ traits: UITraitCollection) {
        self.init(
            idiom: Self.idiom(traits.userInterfaceIdiom),
            horizontalSizeClass: Self.sizeClass(traits.horizontalSizeClass),
            appearance: Self.appearance(traits.userInterfaceStyle),
            contrast: Self.contrast(traits.accessibilityContrast))
    }

    private static func idiom(_ idiom: UIUserInterfaceIdiom) -> Idiom? {
        switch idiom {
        case .phone: return .phone
        case .pad: return .pad
        case .tv: return .tv
        case .carPlay: return .car
        case .mac: return .mac
        default:
            if #available(iOS 17, tvOS 17, *), idiom == .vision { return .vision }
            return nil
        }
    }

    private static func sizeClass(_ sizeClass: UIUserInterfaceSizeClass) -> SizeClass? {
        switch sizeClass {
        case .compact: .compact
        case .regular: .regular
        default: nil
        }
    }

    private static func appearance(_ style: UIUserInterfaceStyle) -> Appearance? {
        switch style {
        case .light: .light
        case .dark: .dark
        default: nil
        }
    }

    private static func contrast(_ contrast: UIAccessibilityContrast) -> Contrast? {
        switch contrast {
        case .normal: .normal
        case .high: .high
        default: nil
        }
    }
}

/// The environment from UIKit's traits, so dark mode, the size class and
/// increased contrast switch a theme's variants by themselves.
extension ThemeManager {
    /// Sets `environment` from `traits`; registered objects are re-styled
    /// when the active variants change (a dark-mode switch), and only then.
    @MainActor
    public func updateEnvironment(from traits: UITraitCollection) {
        environment = ThemeEnvironment(traits)
    }

    /// Keeps `environment` following the traits of `view` (usually the
    /// window, or a view controller's view) for as long as the view lives:
    /// set now, and again whenever its appearance, size class or contrast
    /// changes. Cancel the returned ``TraitFollowing`` to stop earlier.
    ///
    /// On iOS 17 and tvOS 17 this registers for UIKit's trait changes; before
    /// them it adds a hidden, zero-sized subview to `view` whose
    /// `traitCollectionDidChange(_:)` reports the changes, so the same call
    /// works from the package's floor, iOS 16.
    @MainActor @discardableResult
    public func followTraits(of view: UIView) -> TraitFollowing {
        updateEnvironment(from: view.traitCollection)
        if #available(iOS 17, tvOS 17, *) {
            return followTraitsByRegistration(of: view)
        }
        return followTraitsByReporterView(of: view)
    }

    /// iOS 17 and later: UIKit calls back for exactly the traits the environment reads.
    @available(iOS 17, tvOS 17, *)
    @MainActor
    func followTraitsByRegistration(of view: UIView) -> TraitFollowing {
        let traits: [UITrait] = [
            UITraitUserInterfaceIdiom.self, UITraitHorizontalSizeClass.self,
            UITraitUserInterfaceStyle.self, UITraitAccessibilityContrast.self,
        ]
        let registration = view.registerForTraitChanges(traits) { [weak self] (view: UIView, _: UITraitCollection) in
            self?.updateEnvironment(from: view.traitCollection)
        }
        return TraitFollowing { [weak view] in view?.unregisterForTraitChanges(registration) }
    }

    /// Before iOS 17: a hidden subview is told of every trait change of its superview.
    @MainActor
    func followTraitsByReporterView(of view: UIView) -> TraitFollowing {
        let reporter = TraitChangeReporter()
        reporter.isHidden = true
        reporter.isUserInteractionEnabled = false
        reporter.onChange = { [weak self] traits in self?.updateEnvironment(from: traits) }
        view.addSubview(reporter)
        return TraitFollowing { [weak reporter] in reporter?.removeFromSuperview() }
    }
}

/// What `ThemeManager.followTraits(of:)` returns: keep it to go on
/// following, or cancel it to stop; a view that goes away stops by itself.
@MainActor
public final class TraitFollowing {
    private var stop: (() -> Void)?

    init(stop: @escaping () -> Void) {
        self.stop = stop
    }

    /// Stops following the view's traits; calling it again does nothing.
    public func cancel() {
        stop?()
        stop = nil
    }
}

/// The hidden subview that reports trait changes before iOS 17, when
/// `traitCollectionDidChange(_:)` is how UIKit tells a view.
final class TraitChangeReporter: UIView {
    var onChange: ((UITraitCollection) -> Void)?

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        onChange?(traitCollection)
    }
}
#endif
