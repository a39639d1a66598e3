#if THEMEKIT_STUBS
import UIKitStubs
#elseif canImport(UIKit) && !os(watchOS)
import UIKit
#endif
#if THEMEKIT_STUBS || (canImport(UIKit) && !os(watchOS))
import Foundation
import ThemeKit

/// A bar's appearance objects, which decide its look from iOS 15 on and
/// override `barTintColor` and `titleTextAttributes` there.
///
/// A bar keeps a copy of each appearance it is given, so each is copied,
/// changed and set back. Without a scroll-edge appearance a bar draws its
/// standard one made transparent while content is scrolled to its edge, so a
/// theme's colour would show only once content scrolls under it: the scroll
/// edge gets a copy of the standard appearance the first time, then the same
/// changes. Compact appearances are changed where the bar has them.
@MainActor enum BarAppearances {
    static func restyle(_ bar: UINavigationBar, _ change: (UINavigationBarAppearance) -> Void) {
        restyle(
            bar, standard: \.standardAppearance, scrollEdge: \.scrollEdgeAppearance,
            others: [\.compactAppearance, \.compactScrollEdgeAppearance], change)
    }

    static func restyle(_ bar: UITabBar, _ change: (UITabBarAppearance) -> Void) {
        restyle(bar, standard: \.standardAppearance, scrollEdge: \.scrollEdgeAppearance, others: [], change)
    }

    #if !os(tvOS)
    static func restyle(_ bar: UIToolbar, _ change: (UIToolbarAppearance) -> Void) {
        restyle(
            bar, standard: \.standardAppearance, scrollEdge: \.scrollEdgeAppearance,
            others: [\.compactAppearance, \.compactScrollEdgeAppearance], change)
    }
    #endif

    private static func restyle<Bar, Appearance: UIBarAppearance>(
        _ bar: Bar, standard: ReferenceWritableKeyPath<Bar, Appearance>, scrollEdge: ReferenceWritableKeyPath<Bar, Appearance?>,
        others: [ReferenceWritableKeyPath<Bar, Appearance?>], _ change: (Appearance) -> Void
    ) {
        let changed = bar[keyPath: standard].copy()
        change(changed)
        bar[keyPath: standard] = changed
        if let edge = bar[keyPath: scrollEdge]?.copy() {
            change(edge)
            bar[keyPath: scrollEdge] = edge
        } else {
            bar[keyPath: scrollEdge] = changed.copy()
        }
        for other in others {
            guard let appearance = bar[keyPath: other]?.copy() else { continue }
            change(appearance)
            bar[keyPath: other] = appearance
        }
    }
}

/// A bar whose look comes from its appearance objects, so `barTintColor` is
/// written to both the bar and every appearance it has.
@MainActor protocol AppearanceBar: AnyObject {
    var barTintColor: UIColor? { get set }
    /// Changes every appearance the bar has (``BarAppearances``).
    func restyleAppearances(_ change: (UIBarAppearance) -> Void)
}

extension ThemeProperty where Root: AppearanceBar {
    /// `barTintColor`: the bar's own, and each appearance's background.
    static var barTintColor: Self {
        .accessor(
            get: { $0.barTintColor },
            set: { bar, color in
                bar.barTintColor = color
                bar.restyleAppearances { $0.backgroundColor = color }
            },
            converting: UIColor.themed)
    }
}

extension UINavigationBar: AppearanceBar {
    func restyleAppearances(_ change: (UIBarAppearance) -> Void) { BarAppearances.restyle(self, change) }
}

extension UITabBar: AppearanceBar {
    func restyleAppearances(_ change: (UIBarAppearance) -> Void) { BarAppearances.restyle(self, change) }
}

#if !os(tvOS)
extension UIToolbar: AppearanceBar {
    func restyleAppearances(_ change: (UIBarAppearance) -> Void) { BarAppearances.restyle(self, change) }
}
#endif

extension UITabBarAppearance {
    /// The icon and title colour of unselected items, in each of the tab bar's layouts.
    func setUnselectedItemColor(_ color: UIColor?) {
        for layout in [stackedLayoutAppearance, inlineLayoutAppearance, compactInlineLayoutAppearance] {
            layout.normal.iconColor = color
            layout.normal.titleTextAttributes = .merging(layout.normal.titleTextAttributes, setting: .foregroundColor, to: color)
        }
    }
}
#endif
