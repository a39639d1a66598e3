#if THEMEKIT_STUBS
import AppKitStubs
import StubbedThemeKitQuartzCore
#elseif canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import ThemeKitQuartzCore
#endif
#if THEMEKIT_STUBS || (canImport(AppKit) && !targetEnvironment(macCatalyst))
import ThemeKit

/// Every AppKit view is `Stylable` through `themeTables`, as every UIKit
/// view is through the UIKit bridge's; an app's subclass conforming to
/// `KeyPathStylable` is asked first.
extension NSView: ClassTableStylable {
    /// The rows of the AppKit views ThemeKit knows.
    public static let themeTables = AppKitTables.views
}

/// A view controller styles its view (`view.backgroundColor`); its subclass
/// names its outlets in a `KeyPathStylable` table.
extension NSViewController: ClassTableStylable {
    public static let themeTables = ThemeClassTables<NSViewController>().adding(
        NSViewController.self,
        [
            "view": .child(\.view)
        ])
}
#endif
