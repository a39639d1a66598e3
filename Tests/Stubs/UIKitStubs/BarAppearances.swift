// Test-only: UIKit's bar appearances (iOS 13, tvOS 13), which give navigation
// bars, tab bars and toolbars their look from iOS 15 on; see QuartzCoreStubs
// for what these stubs are. A bar keeps a copy of the appearance it is given
// (`@NSCopying`), and the stub bars hand out copies too, so a change made to an
// appearance that is never set back is lost, as it is to UIKit's drawing.
import Foundation

/// Checked against: iPhoneOS17.4.sdk UIKit UIBarAppearance.h
@MainActor open class UIBarAppearance {
    /// `convenience init()`
    /// Checked against: iPhoneOS17.4.sdk UIKit UIBarAppearance.h
    public required init() {}

    /// `func copy() -> Self`
    /// Checked against: iPhoneOS17.4.sdk UIKit UIBarAppearance.h
    open func copy() -> Self {
        let copy = Self()
        copy.stubCopy(from: self)
        return copy
    }

    /// `@NSCopying var backgroundColor: UIColor? { get set }`
    /// Checked against: iPhoneOS17.4.sdk UIKit UIBarAppearance.h
    open var backgroundColor: UIColor?

    /// Stub state: what `copy()` copies, each subclass adding its own.
    open func stubCopy(from other: UIBarAppearance) {
        backgroundColor = other.backgroundColor
    }
}

/// Checked against: iPhoneOS17.4.sdk UIKit UINavigationBarAppearance.h
@MainActor open class UINavigationBarAppearance: UIBarAppearance {
    /// `var titleTextAttributes: [NSAttributedString.Key : Any] { get set }`
    /// Checked against: iPhoneOS17.4.sdk UIKit UINavigationBarAppearance.h
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// `var largeTitleTextAttributes: [NSAttributedString.Key : Any] { get set }`
    /// Checked against: iPhoneOS17.4.sdk UIKit UINavigationBarAppearance.h
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]

    override open func stubCopy(from other: UIBarAppearance) {
        super.stubCopy(from: other)
        guard let other = other as? UINavigationBarAppearance else { return }
        titleTextAttributes = other.titleTextAttributes
        largeTitleTextAttributes = other.largeTitleTextAttributes
    }
}

/// Checked against: iPhoneOS17.4.sdk UIKit UIToolbarAppearance.h (on tvOS too, which has no toolbar)
@MainActor open class UIToolbarAppearance: UIBarAppearance {}

/// Checked against: iPhoneOS17.4.sdk UIKit UITabBarAppearance.h
@MainActor open class UITabBarAppearance: UIBarAppearance {
    /// `@NSCopying var stackedLayoutAppearance: UITabBarItemAppearance { get set }`
    /// Checked against: iPhoneOS17.4.sdk UIKit UITabBarAppearance.h
    open var stackedLayoutAppearance = UITabBarItemAppearance()
    /// `@NSCopying var inlineLayoutAppearance: UITabBarItemAppearance { get set }`
    /// Checked against: iPhoneOS17.4.sdk UIKit UITabBarAppearance.h
    open var inlineLayoutAppearance = UITabBarItemAppearance()
    /// `@NSCopying var compactInlineLayoutAppearance: UITabBarItemAppearance { get set }`
    /// Checked against: iPhoneOS17.4.sdk UIKit UITabBarAppearance.h
    open var compactInlineLayoutAppearance = UITabBarItemAppearance()

    override open func stubCopy(from other: UIBarAppearance) {
        super.stubCopy(from: other)
        guard let other = other as? UITabBarAppearance else { return }
        stackedLayoutAppearance = other.stackedLayoutAppearance.stubCopy()
        inlineLayoutAppearance = other.inlineLayoutAppearance.stubCopy()
        compactInlineLayoutAppearance = other.compactInlineLayoutAppearance.stubCopy()
    }
}

/// Checked against: iPhoneOS17.4.sdk UIKit UITabBarAppearance.h
@MainActor open class UITabBarItemAppearance {
    public init() {}
    /// `var normal: UITabBarItemStateAppearance { get }`
    /// Checked against: iPhoneOS17.4.sdk UIKit UITabBarAppearance.h
    open var normal: UITabBarItemStateAppearance { stubNormal }
    private var stubNormal = UITabBarItemStateAppearance()

    /// Stub state: a deep copy, as the tab bar appearance's `copy()` makes.
    func stubCopy() -> UITabBarItemAppearance {
        let copy = UITabBarItemAppearance()
        copy.stubNormal.iconColor = normal.iconColor
        copy.stubNormal.titleTextAttributes = normal.titleTextAttributes
        return copy
    }
}

/// Checked against: iPhoneOS17.4.sdk UIKit UITabBarAppearance.h
@MainActor open class UITabBarItemStateAppearance {
    init() {}
    /// `@NSCopying var iconColor: UIColor? { get set }`
    /// Checked against: iPhoneOS17.4.sdk UIKit UITabBarAppearance.h
    open var iconColor: UIColor?
    /// `var titleTextAttributes: [NSAttributedString.Key : Any] { get set }`
    /// Checked against: iPhoneOS17.4.sdk UIKit UITabBarAppearance.h
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
}
