#if THEMEKIT_STUBS
import AppKitStubs
import StubbedThemeKitQuartzCore
#elseif canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import ThemeKitQuartzCore
#endif
#if THEMEKIT_STUBS || (canImport(AppKit) && !targetEnvironment(macCatalyst))
import ThemeKit

/// Every AppKit view is ``Stylable`` through ``themeTables``, as every UIKit
/// view is through the UIKit bridge's; an app's subclass conforming to
/// `KeyPathStylable` is asked first.
extension NSView: Stylable {
    /// The rows of the AppKit views ThemeKit knows.
    public static let themeTables = AppKitTables.views

    public func setThemeValue(_ value: ThemeValue, forKey key: String) throws {
        try Self.themeTables.set(value, forKey: key, on: self)
    }

    public func themeChildren(forKey key: String) -> [any Stylable] {
        Self.themeTables.children(forKey: key, of: self)
    }

    public func resetThemeValue(forKey key: String) throws {
        try Self.themeTables.reset(forKey: key, on: self)
    }
}

/// A view controller styles its view (`view.backgroundColor`); its subclass
/// names its outlets in a `KeyPathStylable` table.
extension NSViewController: Stylable {
    public static let themeTables = ThemeClassTables<NSViewController>().adding(NSViewController.self, [
        "view": .child(\.view),
    ])

    public func setThemeValue(_ value: ThemeValue, forKey key: String) throws {
        try Self.themeTables.set(value, forKey: key, on: self)
    }

    public func themeChildren(forKey key: String) -> [any Stylable] {
        Self.themeTables.children(forKey: key, of: self)
    }

    public func resetThemeValue(forKey key: String) throws {
        try Self.themeTables.reset(forKey: key, on: self)
    }
}
#endif
