#if THEMEKIT_STUBS
import StubbedThemeKitQuartzCore
import UIKitStubs
#elseif canImport(UIKit) && !os(watchOS)
import ThemeKitQuartzCore
import UIKit
#endif
#if THEMEKIT_STUBS || (canImport(UIKit) && !os(watchOS))
import ThemeKit

/// Every view is `Stylable` through `themeTables`: the rows for its class
/// and every superclass (`UIButton`'s, `UIControl`'s, `UIView`'s), so
/// `manager.register(label, style: "Title")` works on any view.
///
/// An app styles its own subclass's properties by conforming the subclass to
/// `KeyPathStylable`; its table is asked first, the rows here after it.
extension UIView: ClassTableStylable {
    /// The rows of the UIKit views ThemeKit knows, newest (most specific) first.
    public static let themeTables = UIKitTables.views
}

/// A view controller is `Stylable` too: `view.backgroundColor` styles its
/// view, and its subclass names its outlets in a `KeyPathStylable` table
/// (`"titleLabel": .child(\.titleLabel)`), as Giotto's themes do.
extension UIViewController: ClassTableStylable {
    public static let themeTables = ThemeClassTables<UIViewController>().adding(
        UIViewController.self,
        [
            "view": .child(\.view)
        ])
}
#endif
