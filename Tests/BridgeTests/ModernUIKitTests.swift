import Foundation
import Testing
import ThemeKit
import UIKitStubs

@testable import StubbedThemeKitUIKit

/// UIKit as iOS 15 and later draws it, on the stubs: a button with a
/// configuration takes its look through the configuration, per state through
/// its update handler, and bars through their appearance objects.
@Suite(.serialized) @MainActor struct ModernUIKitTests {
    private static let theme = #"""
        "Button": {"titleColor": "c:#FFF", "selected:titleColor": "c:#000", "highlighted:titleColor": "c:#F00",
                   "backgroundColor": "c:#00F", "disabled:backgroundColor": "c:#888",
                   "image": "Star", "selected:image": "StarFilled", "backgroundImage": "Pill", "font": "f:systemBold,15"},
        "Plain": {"alpha": 1}
        """#

    private static func white() -> UIColor { UIColor(red: 1, green: 1, blue: 1, alpha: 1) }

    @Test func aConfiguredButtonTakesItsLookThroughItsConfiguration() throws {
        UIImage.stubAssetCatalogue = ["Star", "StarFilled", "Pill"]
        let button = UIButton()
        button.configuration = .filled()
        let report = try BridgeThemes.manager(Self.theme).apply(styleNamed: "Button", to: button)
        #expect(report.isComplete, "\(report)")
        let configuration = try #require(button.configuration)
        #expect(configuration.stubStyle == "filled", "the app's configuration is kept, not replaced")
        #expect(configuration.baseForegroundColor == Self.white())
        #expect(configuration.baseBackgroundColor == UIColor(red: 0, green: 0, blue: 1, alpha: 1))
        #expect(configuration.image == UIImage(named: "Star") && configuration.background.image == UIImage(named: "Pill"))
        let attributes = try #require(configuration.titleTextAttributesTransformer).transform(AttributeContainer())
        #expect(attributes[AttributeScopes.UIKitAttributes.FontAttribute.self] == UIFont.boldSystemFont(ofSize: 15))
        #expect(button.titleColor(for: .normal) == nil, "UIKit ignores the classic per-state calls on such a button")
    }

    @Test func eachStateIsDrawnByTheUpdateHandlerAndNormalComesBack() throws {
        UIImage.stubAssetCatalogue = ["Star", "StarFilled", "Pill"]
        let button = UIButton()
        button.configuration = .plain()
        _ = try BridgeThemes.manager(Self.theme).apply(styleNamed: "Button", to: button)
        button.isSelected = true
        #expect(button.configuration?.baseForegroundColor == UIColor(red: 0, green: 0, blue: 0, alpha: 1))
        #expect(button.configuration?.image == UIImage(named: "StarFilled"))
        #expect(button.configuration?.baseBackgroundColor == UIColor(red: 0, green: 0, blue: 1, alpha: 1), "normal's, as selected has none")
        button.isHighlighted = true
        #expect(
            button.configuration?.baseForegroundColor == UIColor(red: 1, green: 0, blue: 0, alpha: 1), "highlighted goes before selected")
        button.isHighlighted = false
        button.isSelected = false
        button.isEnabled = false
        #expect(button.configuration?.baseBackgroundColor == UIColor(ThemeColor.opaque(0x888888)))
        button.isEnabled = true
        #expect(button.configuration?.baseForegroundColor == Self.white() && button.configuration?.image == UIImage(named: "Star"))
    }

    @Test func anAppsOwnUpdateHandlerStillRunsFirst() throws {
        let button = UIButton()
        button.configuration = .filled()
        var calls = 0
        button.configurationUpdateHandler = { button in
            calls += 1
            button.configuration?.baseForegroundColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
        }
        _ = try BridgeThemes.manager(#""Button": {"selected:titleColor": "c:#000"}"#).apply(styleNamed: "Button", to: button)
        button.isSelected = true
        #expect(calls == 1 && button.configuration?.baseForegroundColor == UIColor(red: 0, green: 0, blue: 0, alpha: 1))
        button.isSelected = false
        #expect(calls == 2 && button.configuration?.baseForegroundColor == UIColor(red: 0, green: 1, blue: 0, alpha: 1), "the app's")
    }

    @Test func restylingPutsTheConfigurationsOwnValuesBack() throws {
        let manager = try BridgeThemes.manager(Self.theme)
        let button = UIButton()
        var configuration = UIButton.Configuration.filled()
        configuration.baseForegroundColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
        button.configuration = configuration
        _ = manager.register(button, style: "Button").cancel(restoring: true)
        _ = manager.register(button, style: "Plain").cancel(restoring: true)
        #expect(button.configuration?.baseForegroundColor == UIColor(red: 0, green: 1, blue: 0, alpha: 1))
        #expect(button.configuration?.baseBackgroundColor == nil && button.configuration?.image == nil)
        let attributes = button.configuration?.titleTextAttributesTransformer?.transform(AttributeContainer())
        #expect(attributes?[AttributeScopes.UIKitAttributes.FontAttribute.self] == nil, "no font is left on the title")
        button.isSelected = true
        #expect(button.configuration?.baseForegroundColor == UIColor(red: 0, green: 1, blue: 0, alpha: 1), "no state's value is left")
    }

    @Test func aClassicButtonHasOneBackgroundColour() throws {
        let report = try BridgeThemes.manager(#""Button": {"backgroundColor": "c:#00F", "selected:backgroundColor": "c:#000"}"#)
            .apply(styleNamed: "Button", to: UIButton())
        #expect(report.failures.map(\.keyPath) == ["selected:backgroundColor"])
        #expect(report.failures.first?.message.contains("give it a configuration") == true)
    }

    @Test func aNavigationBarsAppearancesTakeItsColoursAndTitle() throws {
        let bar = UINavigationBar()
        let compact = UINavigationBarAppearance()
        compact.backgroundColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
        bar.compactAppearance = compact
        let report = try BridgeThemes.manager(#""Bar": {"barTintColor": "c:#000", "titleColor": "c:#FFF", "titleFont": "f:systemBold,17"}"#)
            .apply(styleNamed: "Bar", to: bar)
        #expect(report.isComplete, "\(report)")
        let black = UIColor(red: 0, green: 0, blue: 0, alpha: 1)
        for appearance in [bar.standardAppearance, bar.scrollEdgeAppearance, bar.compactAppearance] {
            let appearance = try #require(appearance, "a scroll-edge appearance is made from the standard one")
            #expect(appearance.backgroundColor == black)
            #expect(appearance.titleTextAttributes[.foregroundColor] as? UIColor == Self.white())
            #expect(appearance.titleTextAttributes[.font] as? UIFont == UIFont.boldSystemFont(ofSize: 17))
            #expect(appearance.largeTitleTextAttributes[.foregroundColor] as? UIColor == Self.white())
            #expect(appearance.largeTitleTextAttributes[.font] == nil, "a large title keeps its own size")
        }
        #expect(bar.compactScrollEdgeAppearance == nil, "an appearance the bar does not have is not made")
        #expect(bar.barTintColor == black && bar.titleTextAttributes?[.foregroundColor] as? UIColor == Self.white(), "and before iOS 15")
    }

    @Test func aTabBarAndAToolbarTakeTheirColoursThroughTheirAppearances() throws {
        let manager = try BridgeThemes.manager(
            #""Tabs": {"barTintColor": "c:#000", "unselectedItemTintColor": "c:#888"}, "Tools": {"barTintColor": "c:#FFF"}"#)
        let tabs = UITabBar()
        let tools = UIToolbar()
        #expect(manager.apply(styleNamed: "Tabs", to: tabs).isComplete)
        #expect(manager.apply(styleNamed: "Tools", to: tools).isComplete)
        let grey = UIColor(ThemeColor.opaque(0x888888))
        for appearance in [tabs.standardAppearance, tabs.scrollEdgeAppearance] {
            let appearance = try #require(appearance)
            #expect(appearance.backgroundColor == UIColor(red: 0, green: 0, blue: 0, alpha: 1))
            let layouts = [appearance.stackedLayoutAppearance, appearance.inlineLayoutAppearance, appearance.compactInlineLayoutAppearance]
            for layout in layouts {
                #expect(layout.normal.iconColor == grey && layout.normal.titleTextAttributes[.foregroundColor] as? UIColor == grey)
            }
        }
        #expect(tools.standardAppearance.backgroundColor == Self.white() && tools.scrollEdgeAppearance?.backgroundColor == Self.white())
    }

    @Test func restylingABarPutsItsColourBack() throws {
        let manager = try BridgeThemes.manager(#""Bar": {"barTintColor": "c:#000"}, "Plain": {"alpha": 1}"#)
        let bar = UINavigationBar()
        _ = manager.register(bar, style: "Bar").cancel(restoring: true)
        _ = manager.register(bar, style: "Plain").cancel(restoring: true)
        #expect(
            bar.barTintColor == nil && bar.standardAppearance.backgroundColor == nil && bar.scrollEdgeAppearance?.backgroundColor == nil)
    }
}
