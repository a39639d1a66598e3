import AppKitStubs
import Foundation
import QuartzCoreStubs
import StubbedThemeKitAppKit
import StubbedThemeKitQuartzCore
import StubbedThemeKitUIKit
import Testing
import ThemeKit
import UIKitStubs

/// `BridgeKeyTypes`, the core's copy of what the bridges' tables take, held
/// to the real tables: each table's keys are the catalogue's, each child key
/// leads to the table the catalogue names, and each row takes exactly the
/// samples its catalogued kind accepts (a row "takes" a value it converts,
/// or refuses for its content, a missing image or an unknown case, rather
/// than for its kind). So `property-type` cannot drift from the bridges.
@Suite @MainActor struct BridgeKeyTypesTests {
    /// One value of every kind a theme writes, as JSON, with strings a number, a boolean and a case name would read.
    static let sampleTexts = [
        #""hello""#, #""5""#, #""yes""#, "1", "true", #""c:#102030""#, #""c:Brand""#, #""f:system,16""#, #""point:1,2""#,
        #""size:1,2""#, #""rect:1,2,3,4""#, #""edge:1,2,3,4""#, #""i:Logo""#, #""i:sf:star.fill,17""#,
    ]

    /// The samples as values, read through a theme as apply reads them, and an array.
    static func samples() throws -> [ThemeValue] {
        let constants = sampleTexts.enumerated().map { #""S\#($0.offset)": \#($0.element)"# }.joined(separator: ", ")
        let manager = try BridgeThemes.manager(constants: constants, "")
        return try sampleTexts.indices.map { index in
            try #require(manager.constant(named: "S\(index)"), "sample \(sampleTexts[index])")
        } + [.array([.number(1)])]
    }

    /// An object of each UIKit, AppKit and QuartzCore table, with the keys its table has.
    static func objects() -> [(table: String, object: any Stylable, keys: [String])] {
        let views: [(String, UIView)] = [
            ("UIView", UIView()), ("UILabel", UILabel()), ("UIButton", UIButton()), ("UITextField", UITextField()),
            ("UITextView", UITextView()), ("UIImageView", UIImageView()), ("UISwitch", UISwitch()), ("UISlider", UISlider()),
            ("UIToolbar", UIToolbar()), ("UISegmentedControl", UISegmentedControl()), ("UINavigationBar", UINavigationBar()),
            ("UITabBar", UITabBar()), ("UITableViewCell", UITableViewCell()),
        ]
        let appKit: [(String, NSView)] = [
            ("NSView", NSView()), ("NSControl", NSControl()), ("NSTextField", NSTextField()), ("NSButton", NSButton()),
            ("NSImageView", NSImageView()), ("NSTextView", NSTextView()), ("NSSlider", NSSlider()),
            ("NSSegmentedControl", NSSegmentedControl()), ("NSBox", NSBox()),
        ]
        // A layer-backed view, as AppKit views must be for their `layer` key to lead anywhere.
        for (_, view) in appKit { view.wantsLayer = true }
        let uiController = UIViewController()
        let nsController = NSViewController()
        let layer = CALayer()
        return views.map { ("UIKit \($0.0)", $0.1, UIView.themeTables.keys(for: $0.1)) }
            + appKit.map { ("AppKit \($0.0)", $0.1, NSView.themeTables.keys(for: $0.1)) }
            + [
                ("UIKit UIViewController", uiController, UIViewController.themeTables.keys(for: uiController)),
                ("AppKit NSViewController", nsController, NSViewController.themeTables.keys(for: nsController)),
                ("QuartzCore CALayer", layer, CALayer.themeTables.keys(for: layer)),
            ]
    }

    /// Whether `object` takes `value` at `key`: converts it, or refuses it for its content, not its kind.
    static func takes(_ object: any Stylable, _ value: ThemeValue, forKey key: String) -> Bool {
        do {
            try object.setThemeValue(value, forKey: key)
            return true
        } catch let error as StylingError {
            return !error.message.hasPrefix("expected ")
        } catch {
            return true
        }
    }

    @Test func theCatalogueHoldsEveryTableOfTheBridgesAndNoOther() {
        let tables = Set(Self.objects().map(\.table)).union(["SwiftUI ThemeViewStyle", "SwiftUI ThemeViewStyle.Layer"])
        #expect(Set(BridgeKeyTypes.tables.map(\.name)) == tables)
        #expect(BridgeKeyTypes.tablesByName.count == BridgeKeyTypes.tables.count, "each table once")
    }

    @Test func eachTableHasTheCataloguedKeysChildrenAndKinds() throws {
        let samples = try Self.samples()
        for (table, object, keys) in Self.objects() {
            let values = BridgeKeyTypes.allKeys(of: table)
            let children = BridgeKeyTypes.allChildren(of: table)
            #expect(Set(keys) == Set(values.keys).union(children.keys), "\(table)")
            for (key, child) in children {
                let found = object.themeChildren(forKey: key).map { "\(type(of: $0))" }
                #expect(found.count == 1 && child.hasSuffix(" " + (found.first ?? "")), "\(table) `\(key)` leads to \(found), not \(child)")
            }
            for (key, declared) in values {
                for sample in samples {
                    #expect(
                        Self.takes(object, sample, forKey: key) == declared.kind.accepts(sample),
                        "\(table) `\(key)` (catalogued \(declared.kind)) with \(sample)")
                }
            }
        }
    }

    @Test func swiftUIsStyleHasTheCataloguedKeysAndKinds() throws {
        let style = Set(Mirror(reflecting: ThemeViewStyle()).children.compactMap(\.label))
        let layer = Set(Mirror(reflecting: ThemeViewStyle.Layer()).children.compactMap(\.label))
        let table = "SwiftUI ThemeViewStyle"
        #expect(style == Set(BridgeKeyTypes.allKeys(of: table).keys).union(BridgeKeyTypes.allChildren(of: table).keys))
        #expect(BridgeKeyTypes.allChildren(of: table) == ["layer": "SwiftUI ThemeViewStyle.Layer"])
        #expect(layer == Set(BridgeKeyTypes.allKeys(of: "SwiftUI ThemeViewStyle.Layer").keys))
        let samples = try Self.samples()
        for (prefix, name) in [("", table), ("layer.", "SwiftUI ThemeViewStyle.Layer")] {
            for (key, declared) in BridgeKeyTypes.allKeys(of: name) {
                for (index, text) in Self.sampleTexts.enumerated() {
                    let manager = try BridgeThemes.manager(#""S": {"\#(prefix)\#(key)": \#(text)}"#)
                    let decodes = (try? manager.decode(ThemeViewStyle.self, style: "S")) != nil
                    #expect(decodes == declared.kind.accepts(samples[index]), "\(name) `\(key)` (catalogued \(declared.kind)) with \(text)")
                }
            }
        }
    }
}
