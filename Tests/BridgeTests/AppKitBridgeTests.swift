import AppKitStubs
import Foundation
import StubbedThemeKitAppKit
import Testing
import ThemeKit

/// The AppKit bridge, compiled against stubs of AppKit's declarations and run on them.
@Suite(.serialized) @MainActor struct AppKitBridgeTests {
    @Test func aTextFieldTakesAppKitValuesAndUIKitNames() throws {
        let field = NSTextField()
        field.placeholderString = "Search"
        let report = try BridgeThemes.manager(
            #"""
            "Field": {"textColor": "c:#FF0000", "font": "f:systemItalic,13", "textAlignment": "NSTextAlignmentCenter",
                      "backgroundColor": "c:#FFFFFF", "placeholderColor": "c:#AAAAAA", "alpha": 0.5, "layer.cornerRadius": 3}
            """#
        ).apply(styleNamed: "Field", to: field)
        #expect(report.failures.map(\.keyPath) == ["layer.cornerRadius"], "an NSView has no layer until it wants one")
        #expect(field.textColor == NSColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(field.font?.stubDescription == "system italic" && field.font?.pointSize == 13)
        #expect(field.alignment == .center && field.alphaValue == 0.5)
        #expect(field.backgroundColor == NSColor(red: 1, green: 1, blue: 1, alpha: 1))
        let placeholder = try #require(field.placeholderAttributedString)
        #expect(placeholder.string == "Search")
        #expect(
            placeholder.attributes(at: 0, effectiveRange: nil)[.foregroundColor] as? NSColor
                == NSColor(ThemeColor(red: 2.0 / 3, green: 2.0 / 3, blue: 2.0 / 3, alpha: 1)))
    }

    @Test func aPlainViewsBackgroundIsItsLayers() throws {
        let view = NSView()
        let report = try BridgeThemes.manager(#""Panel": {"backgroundColor": "c:#00FF00", "layer.cornerRadius": 6}"#).apply(
            styleNamed: "Panel", to: view)
        #expect(report.isComplete, "\(report)")
        #expect(view.wantsLayer && view.layer?.backgroundColor == CGColor(srgbRed: 0, green: 1, blue: 0, alpha: 1))
        #expect(view.layer?.cornerRadius == 6)
    }

    @Test func imagesFontsAndColoursByName() throws {
        NSImage.stubAssetCatalogue = ["Star"]
        NSColor.stubAssetCatalogue = ["Accent"]
        NSFont.stubInstalledFonts = ["Menlo"]
        let imageView = NSImageView()
        let button = NSButton()
        let manager = try BridgeThemes.manager(
            #"""
            "Icon": {"image": "Star", "contentMode": "UIViewContentModeScaleAspectFit", "tintColor": "c:Accent"},
            "Button": {"font": "f:Menlo,11", "bezelColor": "c:Missing", "image": "Nope"}
            """#)
        #expect(manager.apply(styleNamed: "Icon", to: imageView).isComplete)
        #expect(imageView.image == NSImage(named: "Star") && imageView.imageScaling == .scaleProportionallyUpOrDown)
        #expect(imageView.contentTintColor == NSColor(named: "Accent"))
        let report = manager.apply(styleNamed: "Button", to: button)
        #expect(button.font == NSFont(name: "Menlo", size: 11))
        #expect(report.failures.map(\.keyPath) == ["bezelColor", "image"])
    }

    @Test func themeImagesAreAssetsAndSymbolsAndATemplateIsACopy() throws {
        NSImage.stubAssetCatalogue = ["Logo"]
        NSImage.stubSymbols = ["star.fill"]
        let manager = try BridgeThemes.manager(
            #"""
            "Icon": {"image": "i:Logo", "renderingMode": "template", "imageTintColor": "c:#FF0000"},
            "Symbol": {"image": "i:sf:star.fill,17,semibold"},
            "Missing": {"image": "i:sf:no.such.symbol"}
            """#)
        let view = NSImageView()
        #expect(manager.apply(styleNamed: "Icon", to: view).isComplete)
        #expect(view.image?.stubName == "Logo" && view.image?.isTemplate == true)
        #expect(view.contentTintColor == NSColor(red: 1, green: 0, blue: 0, alpha: 1))
        // The named image every view shares is not changed.
        #expect(NSImage(named: "Logo")?.isTemplate == false)
        let symbol = NSImageView()
        #expect(manager.apply(styleNamed: "Symbol", to: symbol).isComplete)
        #expect(symbol.image?.stubConfiguration == NSImage.SymbolConfiguration(pointSize: 17, weight: .semibold))
        #expect(manager.apply(styleNamed: "Missing", to: NSImageView()).failures.map(\.keyPath) == ["image"])
    }

    @Test func wideGamutColoursWeightsAndTextStylesTakeAppKitsOwnCalls() throws {
        NSFont.stubInstalledFonts = ["Inter-Regular"]
        NSFont.stubFamilies = ["Inter": ["Inter-Regular"]]
        let field = NSTextField()
        let manager = try BridgeThemes.manager(
            #"""
            "P3": {"textColor": "c:p3(1, 0.2, 0)", "font": "f:system,15,heavy"}, "Styled": {"font": "f:title2"},
            "Family": {"font": "f:Inter-Regular,14,semibold"}, "Italic": {"font": "f:systemItalic,12,thin"}
            """#)
        #expect(manager.apply(styleNamed: "P3", to: field).isComplete)
        #expect(field.textColor == NSColor(displayP3Red: 1, green: 0.2, blue: 0, alpha: 1))
        #expect(field.font == NSFont.systemFont(ofSize: 15, weight: .heavy))
        manager.apply(styleNamed: "Styled", to: field)
        #expect(field.font == NSFont.preferredFont(forTextStyle: .title2))
        manager.apply(styleNamed: "Family", to: field)
        #expect(field.font?.stubDescription == "Inter weight 0.3", "a PostScript name's family, in the weight")
        manager.apply(styleNamed: "Italic", to: field)
        #expect(field.font?.stubDescription == "system weight -0.6 italic")
    }

    @Test func lineHeightAndLetterSpacingAreParagraphStyleAndKerning() throws {
        let field = NSTextField()
        field.attributedStringValue = NSAttributedString(string: "Total")
        let manager = try BridgeThemes.manager(#""Tight": {"lineHeight": 1.5, "letterSpacing": 0.25}"#)
        #expect(manager.apply(styleNamed: "Tight", to: field).isComplete)
        #expect((field.attributedStringValue.leadingAttribute(.paragraphStyle) as? NSParagraphStyle)?.lineHeightMultiple == 1.5)
        #expect(field.attributedStringValue.leadingAttribute(.kern) as? CGFloat == 0.25 && field.attributedStringValue.string == "Total")
    }

    @Test func darkModeFollowsTheAppsAppearance() throws {
        let manager = try BridgeThemes.darkModeManager()
        let application = NSApplication()
        let label = NSTextField()
        manager.register(label, style: "Title")
        let observation = manager.followAppearance(of: application)
        #expect(manager.activeVariants == ["MAC", "LIGHT"])
        application.effectiveAppearance = try #require(NSAppearance(named: .accessibilityHighContrastDarkAqua))
        #expect(manager.activeVariants == ["MAC", "DARK", "HIGH_CONTRAST"])
        #expect(label.textColor == NSColor(red: 1, green: 1, blue: 1, alpha: 1))
        observation.invalidate()
        application.effectiveAppearance = try #require(NSAppearance(named: .aqua))
        #expect(manager.activeVariants == ["MAC", "DARK", "HIGH_CONTRAST"], "an invalidated observation no longer follows")
    }
}
