import AppKitStubs
import Foundation
import StubbedThemeKitAppKit
import StubbedThemeKitQuartzCore
import StubbedThemeKitUIKit
import Testing
import ThemeKit
import UIKitStubs

/// Docs/Platforms.md's key tables say exactly what the bridges' tables hold:
/// each row lists keys its class has, and every key a class adds to its
/// superclass's is listed in its row.
@Suite @MainActor struct KeyDocumentationTests {
    private static let document = (try? String(contentsOf: BridgeThemes.repositoryFile("Docs/Platforms.md"), encoding: .utf8)) ?? ""

    /// The keys the row for `name` lists, or nil when there is no row.
    private static func documentedKeys(of name: String) -> Set<String>? {
        guard let row = document.components(separatedBy: "\n").first(where: { $0.hasPrefix("| `\(name)` |") }) else { return nil }
        let cells = row.components(separatedBy: "|").dropFirst(2).joined()
        return Set(cells.components(separatedBy: "`").enumerated().filter { $0.offset % 2 == 1 }.map(\.element))
    }

    private func check(_ name: String, keys: [String], superclassKeys: [String]) {
        guard let documented = Self.documentedKeys(of: name) else {
            Issue.record("Docs/Platforms.md has no row for `\(name)`")
            return
        }
        #expect(documented.subtracting(keys).isEmpty, "\(name): documented but not in its table: \(documented.subtracting(keys).sorted())")
        let added = Set(keys).subtracting(superclassKeys)
        #expect(
            added.subtracting(documented).isEmpty, "\(name): in its table but not documented: \(added.subtracting(documented).sorted())")
    }

    @Test func theUIKitRowsMatchTheTables() {
        let view = UIView()
        let control = UIControl()
        let views: [(String, UIView, UIView)] = [
            ("UIView", view, view), ("UILabel", UILabel(), view), ("UIButton", UIButton(), control),
            ("UITextField", UITextField(), control), ("UITextView", UITextView(), view), ("UIImageView", UIImageView(), view),
            ("UISwitch", UISwitch(), control), ("UISlider", UISlider(), control), ("UISegmentedControl", UISegmentedControl(), control),
            ("UINavigationBar", UINavigationBar(), view), ("UITabBar", UITabBar(), view), ("UIToolbar", UIToolbar(), view),
            ("UITableViewCell", UITableViewCell(), view),
        ]
        for (name, object, superclass) in views {
            let superclassKeys = object === superclass ? [] : UIView.themeTables.keys(for: superclass)
            check(name, keys: UIView.themeTables.keys(for: object), superclassKeys: superclassKeys)
        }
        check("UIViewController", keys: UIViewController.themeTables.keys(for: UIViewController()), superclassKeys: [])
        check("CALayer", keys: CALayer.themeTables.keys(for: CALayer()), superclassKeys: [])
    }

    @Test func theAppKitRowsMatchTheTables() {
        let view = NSView()
        let control = NSControl()
        let views: [(String, NSView, NSView)] = [
            ("NSView", view, view), ("NSControl", control, view), ("NSTextField", NSTextField(), control),
            ("NSButton", NSButton(), control), ("NSImageView", NSImageView(), control), ("NSTextView", NSTextView(), view),
            ("NSSlider", NSSlider(), control), ("NSSegmentedControl", NSSegmentedControl(), control), ("NSBox", NSBox(), view),
        ]
        for (name, object, superclass) in views {
            let superclassKeys = object === superclass ? [] : NSView.themeTables.keys(for: superclass)
            check(name, keys: NSView.themeTables.keys(for: object), superclassKeys: superclassKeys)
        }
        check("NSViewController", keys: NSViewController.themeTables.keys(for: NSViewController()), superclassKeys: [])
    }
}
