import Foundation
import Testing
import ThemeKit
import UIKitStubs

@testable import StubbedThemeKitUIKit

/// The UIKit bridge, compiled against stubs of UIKit's declarations and run
/// on them: which UIKit call each key makes, with which converted value.
@Suite(.serialized) @MainActor struct UIKitBridgeTests {
    @Test(arguments: [
        (UIUserInterfaceIdiom.phone, ThemeEnvironment.Idiom?.some(.phone)), (.pad, .pad), (.tv, .tv), (.carPlay, .car),
        (.mac, .mac), (.vision, .vision), (.unspecified, nil),
    ])
    func everyIdiomMaps(idiom: UIUserInterfaceIdiom, expected: ThemeEnvironment.Idiom?) {
        #expect(ThemeEnvironment(UITraitCollection(stubIdiom: idiom)).idiom == expected)
    }

    @Test func unspecifiedTraitsContributeNoVariantAndSaidOnesDo() {
        #expect(ThemeEnvironment(UITraitCollection()) == ThemeEnvironment())
        let said = ThemeEnvironment(UITraitCollection(stubIdiom: .pad, sizeClass: .regular, style: .dark, contrast: .high))
        #expect(said == ThemeEnvironment(idiom: .pad, horizontalSizeClass: .regular, appearance: .dark, contrast: .high))
        #expect(said.variantNames == ["IPAD", "REGULAR", "DARK", "HIGH_CONTRAST"])
        let light = ThemeEnvironment(UITraitCollection(sizeClass: .compact, style: .light, contrast: .normal))
        #expect(light.variantNames == ["COMPACT", "LIGHT"])
    }

    @Test func themeImagesAreAssetsAndSymbolsDrawnInTheirMode() throws {
        UIImage.stubAssetCatalogue = ["Logo"]
        UIImage.stubSymbols = ["star.fill", "heart"]
        let manager = try BridgeThemes.manager(
            #"""
            "Icon": {"image": "i:Logo", "highlightedImage": "i:sf:star.fill,17,semibold", "renderingMode": "template", "imageTintColor": "c:#FF0000"},
            "Plain": {"image": "i:sf:heart", "highlightedImage": "i:sf:heart,12"},
            "Missing": {"image": "i:Nope", "highlightedImage": "i:sf:no.such.symbol"}
            """#)
        let view = UIImageView()
        let report = manager.apply(styleNamed: "Icon", to: view)
        #expect(report.isComplete, "\(report)")
        #expect(view.image?.stubName == "Logo" && view.image?.renderingMode == .alwaysTemplate)
        #expect(view.tintColor == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(view.highlightedImage?.stubName == "sf:star.fill" && view.highlightedImage?.renderingMode == .alwaysTemplate)
        #expect(view.highlightedImage?.stubConfiguration == UIImage.SymbolConfiguration(pointSize: 17, weight: .semibold))
        let plain = UIImageView()
        #expect(manager.apply(styleNamed: "Plain", to: plain).isComplete)
        #expect(plain.image?.stubName == "sf:heart" && plain.image?.stubConfiguration == nil)
        #expect(plain.highlightedImage?.stubConfiguration == UIImage.SymbolConfiguration(pointSize: 12))
        // What the app lacks is reported, never a crash, and nothing is assigned.
        let missing = UIImageView()
        let failed = manager.apply(styleNamed: "Missing", to: missing)
        #expect(failed.failures.map(\.keyPath) == ["image", "highlightedImage"])
        #expect(failed.failures.map(\.message).contains("no SF Symbol named `no.such.symbol` on this system"))
        #expect(missing.image == nil && missing.highlightedImage == nil)
    }

    @Test func aLabelAndItsLayerTakeUIKitValues() throws {
        let label = UILabel()
        let report = try BridgeThemes.manager(
            #"""
            "Title": {"textColor": "c:#FF000080", "font": "f:systemBold,20", "textAlignment": "NSTextAlignmentCenter",
                      "numberOfLines": 2, "hidden": "yes", "layer.cornerRadius": 4, "layer.borderColor": "c:#00FF00",
                      "layer.shadowColor": "c:#0000FF", "layer.shadowOpacity": 0.5, "layoutMargins": "edge:1,2,3,4"}
            """#
        ).apply(styleNamed: "Title", to: label)
        #expect(report.isComplete, "\(report)")
        #expect(label.textColor == UIColor(red: 1, green: 0, blue: 0, alpha: 128.0 / 255))
        #expect(label.font == UIFont.boldSystemFont(ofSize: 20))
        #expect(label.textAlignment == .center && label.numberOfLines == 2 && label.isHidden)
        #expect(label.layoutMargins == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(label.layer.cornerRadius == 4 && label.layer.shadowOpacity == 0.5)
        #expect(label.layer.borderColor == CGColor(srgbRed: 0, green: 1, blue: 0, alpha: 1))
        #expect(
            label.layer.shadowColor == CGColor(srgbRed: 0, green: 0, blue: 1, alpha: 1), "the shadow, not the border (Giotto's mistake)")
    }

    @Test func systemFontsAndNamedFontsAndTheirFailures() throws {
        UIFont.stubInstalledFonts = ["Avenir-Heavy"]
        let manager = try BridgeThemes.manager(
            #"""
            "Italic": {"font": "f:systemItalic,12"}, "Named": {"font": "f:Avenir-Heavy,14"}, "Missing": {"font": "f:Avenir-Nope,14"}
            """#)
        let label = UILabel()
        manager.apply(styleNamed: "Italic", to: label)
        #expect(label.font == UIFont.italicSystemFont(ofSize: 12))
        manager.apply(styleNamed: "Named", to: label)
        #expect(label.font == UIFont(name: "Avenir-Heavy", size: 14))
        let report = manager.apply(styleNamed: "Missing", to: label)
        #expect(report.failures.map(\.message) == [ThemeFontFace.missing("Avenir-Nope", size: 14).message])
        #expect(label.font == UIFont(name: "Avenir-Heavy", size: 14), "a missing font leaves the property as it was")
    }

    @Test func wideGamutColoursWeightsAndTextStylesTakeUIKitsOwnCalls() throws {
        UIFont.stubInstalledFonts = ["Inter-Regular"]
        UIFont.stubFamilies = ["Inter": ["Inter-Regular"]]
        let manager = try BridgeThemes.manager(
            #"""
            "P3": {"textColor": "c:p3(1, 0.2, 0)", "layer.borderColor": "c:p3(0 1 0 / 0.5)", "font": "f:system,15,semibold"},
            "Styled": {"font": "f:headline"}, "Scaled": {"font": "f:Inter-Regular,16,bold,body"},
            "Family": {"font": "f:Inter,14,medium"}, "LightItalic": {"font": "f:systemItalic,13,light"},
            "NoFamily": {"font": "f:Nope,14,bold"}
            """#)
        let label = UILabel()
        #expect(manager.apply(styleNamed: "P3", to: label).isComplete)
        #expect(label.textColor == UIColor(displayP3Red: 1, green: 0.2, blue: 0, alpha: 1))
        #expect(label.layer.borderColor == UIColor(displayP3Red: 0, green: 1, blue: 0, alpha: 0.5).cgColor)
        #expect(label.font == UIFont.systemFont(ofSize: 15, weight: .semibold))
        manager.apply(styleNamed: "Styled", to: label)
        #expect(label.font == UIFont.preferredFont(forTextStyle: .headline), "a text style's own font, scaled by the system")
        manager.apply(styleNamed: "Scaled", to: label)
        #expect(label.font?.stubDescription == "scaled as body Inter weight 0.4" && label.font?.pointSize == 16)
        manager.apply(styleNamed: "Family", to: label)
        #expect(label.font?.stubDescription == "Inter weight 0.23", "the family's face nearest the weight")
        manager.apply(styleNamed: "LightItalic", to: label)
        #expect(label.font?.stubDescription == "system weight -0.4 italic")
        let report = manager.apply(styleNamed: "NoFamily", to: label)
        #expect(report.failures.map(\.message) == [ThemeFontFace.missing("Nope", size: 14).message])
    }

    @Test func lineHeightAndLetterSpacingAreParagraphStyleAndKerningAndArePutBack() throws {
        let manager = try BridgeThemes.manager(
            #"""
            "Tight": {"lineHeight": 1.25, "letterSpacing": -0.5}, "Flat": {"lineHeight": 0}
            """#)
        let label = UILabel()
        label.text = "Hello"
        let registration = manager.register(label, style: "Tight")
        let style = label.attributedText?.leadingAttribute(.paragraphStyle) as? NSParagraphStyle
        #expect(style?.lineHeightMultiple == 1.25 && label.attributedText?.leadingAttribute(.kern) as? CGFloat == -0.5)
        #expect(label.text == "Hello", "the text is kept")
        _ = registration.cancel(restoring: true)
        #expect(label.attributedText?.leadingAttribute(.paragraphStyle) == nil && label.attributedText?.leadingAttribute(.kern) == nil)
        #expect(label.text == "Hello", "put back, the text stays")
        let report = manager.apply(styleNamed: "Flat", to: label)
        #expect(report.failures.map(\.keyPath) == ["lineHeight"], "a line height of 0 is refused")
        let textView = UITextView()
        textView.attributedText = NSAttributedString(string: "Notes")
        textView.textAlignment = .center
        manager.apply(styleNamed: "Tight", to: textView)
        #expect(
            (textView.attributedText.leadingAttribute(.paragraphStyle) as? NSParagraphStyle)?.alignment == .center,
            "the view's alignment is kept")
    }

    @Test func namedColoursComeFromTheAssetCatalogue() throws {
        UIColor.stubAssetCatalogue = ["Brand"]
        let view = UIView()
        let report = try BridgeThemes.manager(
            #""Card": {"backgroundColor": "c:Brand", "tintColor": "c:Nope", "layer.borderColor": "c:Brand"}"#
        )
        .apply(styleNamed: "Card", to: view)
        #expect(view.backgroundColor == UIColor(named: "Brand"))
        #expect(view.layer.borderColor == CGColor(stubName: "Brand"))
        #expect(report.failures.map(\.keyPath) == ["tintColor"])
        #expect(report.failures.first?.message == ThemeColorSource.missing("Nope").message)
    }

    @Test func aButtonTakesValuesPerStateAndPutsThemBack() throws {
        UIImage.stubAssetCatalogue = ["Star", "StarFilled"]
        let manager = try BridgeThemes.manager(
            #"""
            "Button": {"titleColor": "c:#FFF", "selected:titleColor": "c:#000", "highlighted:image": "StarFilled", "image": "Star",
                       "font": "f:system,12", "titleLabel.textColor": "c:#F00", "pressed:titleColor": "c:#0F0"},
            "Plain": {"alpha": 1}
            """#)
        let button = UIButton()
        button.setTitleColor(UIColor(red: 0, green: 0, blue: 1, alpha: 1), for: .normal)
        let registration = manager.register(button, style: "Button")
        #expect(button.titleColor(for: .normal) == UIColor(red: 1, green: 1, blue: 1, alpha: 1))
        #expect(button.titleColor(for: .selected) == UIColor(red: 0, green: 0, blue: 0, alpha: 1))
        #expect(button.image(for: .highlighted) == UIImage(named: "StarFilled") && button.image(for: .normal) == UIImage(named: "Star"))
        #expect(
            button.titleLabel?.font == UIFont.systemFont(ofSize: 12)
                && button.titleLabel?.textColor == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(registration.lastReport.failures.map(\.keyPath) == ["pressed:titleColor"])
        registration.cancel()
        _ = manager.register(button, style: "Plain").cancel(restoring: true)
        _ = manager.register(button, style: "Button").cancel(restoring: true)
        #expect(button.titleColor(for: .normal) == UIColor(red: 0, green: 0, blue: 1, alpha: 1), "the original is back")
        #expect(button.titleColor(for: .selected) == nil && button.image(for: .normal) == nil)
    }

    @Test func aTextFieldsPlaceholderKeepsItsTextAndOtherAttributes() throws {
        let field = UITextField()
        field.placeholder = "Email"
        let report = try BridgeThemes.manager(
            #""Field": {"placeholderColor": "c:#AAA", "placeholderFont": "f:system,14", "textColor": "c:#000"}"#
        )
        .apply(styleNamed: "Field", to: field)
        #expect(report.isComplete, "\(report)")
        let attributes = try #require(field.attributedPlaceholder).attributes(at: 0, effectiveRange: nil)
        #expect(field.placeholder == "Email")
        #expect(attributes[.foregroundColor] as? UIColor == UIColor(ThemeColor(red: 2.0 / 3, green: 2.0 / 3, blue: 2.0 / 3, alpha: 1)))
        #expect(attributes[.font] as? UIFont == UIFont.systemFont(ofSize: 14))
    }

    @Test func scaledFontFollowsDynamicTypeAndIsPutBack() throws {
        let manager = try BridgeThemes.manager(#""Body": {"scaledFont": "f:system,17"}, "Plain": {"alpha": 1}"#)
        let label = UILabel()
        let original = label.font
        manager.register(label, style: "Body").cancel()
        #expect(label.font?.stubDescription == "scaled system" && label.adjustsFontForContentSizeCategory)
        _ = manager.register(label, style: "Plain").cancel(restoring: true)
        _ = manager.register(label, style: "Body").cancel(restoring: true)
        #expect(label.font == original && !label.adjustsFontForContentSizeCategory)
    }

    @Test func aSegmentedControlAndABarMergeTextAttributes() throws {
        let control = UISegmentedControl()
        let bar = UINavigationBar()
        let manager = try BridgeThemes.manager(
            #"""
            "Segments": {"titleColor": "c:#000", "selected:titleColor": "c:#FFF", "selected:titleFont": "f:systemBold,13", "selectedSegmentTintColor": "c:#00F"},
            "Bar": {"titleColor": "c:#FFF", "titleFont": "f:systemBold,17", "barTintColor": "c:#000", "translucent": false}
            """#)
        #expect(manager.apply(styleNamed: "Segments", to: control).isComplete)
        #expect(control.titleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor == UIColor(red: 0, green: 0, blue: 0, alpha: 1))
        let selected = try #require(control.titleTextAttributes(for: .selected))
        #expect(selected[.foregroundColor] as? UIColor == UIColor(red: 1, green: 1, blue: 1, alpha: 1))
        #expect(selected[.font] as? UIFont == UIFont.boldSystemFont(ofSize: 13))
        #expect(manager.apply(styleNamed: "Bar", to: bar).isComplete)
        #expect(bar.titleTextAttributes?.count == 2 && !bar.isTranslucent)
    }

    @Test func anUnknownKeyNamesTheViewAndSuggests() throws {
        let report = try BridgeThemes.manager(#""Switch": {"onTintColour": "c:#0F0"}"#).apply(styleNamed: "Switch", to: UISwitch())
        #expect(report.failures.map(\.message) == ["`UISwitch` has no stylable property `onTintColour`; did you mean `onTintColor`?"])
    }

    /// Giotto's example screen, with its outlets declared as an app would.
    final class TestViewController: UIViewController, KeyPathStylable {
        let containerView = UIView(), styledLabel = UILabel(), boldLabel = UILabel()
        let modifyButton = UIButton(), inheritanceButton = UIButton(), saveButton = UIButton(), resetButton = UIButton()
        static let themeProperties: ThemeProperties<TestViewController> = [
            "containerView": .child(\.containerView), "styledLabel": .child(\.styledLabel), "boldLabel": .child(\.boldLabel),
            "modifyButton": .child(\.modifyButton), "inheritanceButton": .child(\.inheritanceButton),
            "saveButton": .child(\.saveButton), "resetButton": .child(\.resetButton),
        ]
    }

    @Test func giottosExampleScreenIsStyledThroughTheTables() throws {
        let manager = ThemeManager(defaultTheme: try Theme(contentsOf: BridgeThemes.repositoryFile("Fixtures/giotto/theme_default.plist")))
        let screen = TestViewController()
        let report = manager.apply(styleNamed: "TestViewController", to: screen)
        #expect(report.isComplete, "\(report)")
        #expect(screen.view.backgroundColor == UIColor(ThemeColor.opaque(0xF6F6F6)))
        #expect(screen.containerView.backgroundColor == UIColor(ThemeColor(red: 1, green: 1, blue: 1, alpha: 0.8)))
        #expect(screen.containerView.layer.borderWidth == 2 && screen.containerView.layer.cornerRadius == 8)
        #expect(
            screen.styledLabel.textColor == UIColor(ThemeColor.opaque(0x4D4D4D)) && screen.styledLabel.font == UIFont.systemFont(ofSize: 16)
        )
        #expect(
            screen.boldLabel.textColor == UIColor(ThemeColor.opaque(0xC80028)) && screen.boldLabel.font == UIFont.boldSystemFont(ofSize: 16)
        )
        for button in [screen.modifyButton, screen.inheritanceButton, screen.saveButton] {
            #expect(button.backgroundColor == UIColor(ThemeColor.opaque(0x5235FF)))
            #expect(button.titleColor(for: .selected) == UIColor(ThemeColor.opaque(0x000000)))
            #expect(button.titleLabel?.font == UIFont.boldSystemFont(ofSize: 12) && button.layer.cornerRadius == 5)
        }
        #expect(screen.resetButton.backgroundColor == UIColor(ThemeColor.opaque(0xFFCA17)))
    }

    /// The view controller of Docs/Platforms.md's UIKit quick start.
    final class ProfileViewController: UIViewController, KeyPathStylable {
        var nameLabel: UILabel! = UILabel()
        var saveButton: UIButton! = UIButton()
        static let themeProperties: ThemeProperties<ProfileViewController> = [
            "nameLabel": .child(\.nameLabel), "saveButton": .child(\.saveButton),
        ]
    }

    @Test func theQuickStartThemesAScreenAndFollowsDarkMode() throws {
        let manager = ThemeManager(defaultTheme: try Theme(contentsOf: BridgeThemes.repositoryFile("Fixtures/valid/profile.json")))
        let screen = ProfileViewController()
        manager.followTraits(of: screen.view)
        let registration = manager.register(screen, style: "ProfileScreen")
        #expect(registration.lastReport.isComplete, "\(registration.lastReport)")
        #expect(screen.view.backgroundColor == UIColor(ThemeColor.opaque(0xFFFFFF)))
        #expect(screen.nameLabel.font?.stubDescription == "scaled systemBold" && screen.nameLabel.adjustsFontForContentSizeCategory)
        #expect(screen.saveButton.titleColor(for: .highlighted) == UIColor(ThemeColor(red: 1, green: 1, blue: 1, alpha: 0xB3 / 255.0)))
        screen.view.stubChangeTraits(to: UITraitCollection(style: .dark))
        #expect(screen.view.backgroundColor == UIColor(ThemeColor.opaque(0x000000)))
        #expect(screen.nameLabel.textColor == UIColor(ThemeColor.opaque(0xF2F2F7)))
    }

    @Test func darkModeFollowsTheWindowsTraits() throws {
        let manager = try BridgeThemes.darkModeManager()
        let window = UIView()
        let label = UILabel()
        manager.register(label, style: "Title")
        manager.followTraits(of: window)
        #expect(label.textColor == UIColor(red: 0, green: 0, blue: 0, alpha: 1))
        window.stubChangeTraits(to: UITraitCollection(stubIdiom: .phone, style: .dark))
        #expect(manager.activeVariants == ["IPHONE", "DARK"])
        #expect(label.textColor == UIColor(red: 1, green: 1, blue: 1, alpha: 1), "re-styled on the main actor at once")
        manager.updateEnvironment(from: UITraitCollection(stubIdiom: .pad, sizeClass: .regular, style: .light, contrast: .high))
        #expect(manager.activeVariants == ["IPAD", "REGULAR", "LIGHT", "HIGH_CONTRAST"])
    }

    /// Before iOS 17 (the package's floor is iOS 16) there is no
    /// `registerForTraitChanges`: a hidden subview's `traitCollectionDidChange(_:)`
    /// reports instead. On Linux `#available` is always true, so the
    /// fallback is run directly.
    @Test func beforeIOS17AHiddenSubviewReportsTraitChanges() throws {
        let manager = try BridgeThemes.darkModeManager()
        let window = UIView()
        let label = UILabel()
        manager.register(label, style: "Title")
        let following = manager.followTraitsByReporterView(of: window)
        let reporter = try #require(window.subviews.first)
        #expect(window.subviews.count == 1 && reporter.isHidden && !reporter.isUserInteractionEnabled)
        window.stubChangeTraits(to: UITraitCollection(stubIdiom: .phone, style: .dark))
        #expect(manager.activeVariants == ["IPHONE", "DARK"])
        #expect(label.textColor == UIColor(red: 1, green: 1, blue: 1, alpha: 1))
        following.cancel()
        #expect(window.subviews.isEmpty, "cancelling removes the reporter")
        window.stubChangeTraits(to: UITraitCollection(stubIdiom: .phone, style: .light))
        #expect(manager.activeVariants == ["IPHONE", "DARK"], "no longer followed")
        following.cancel()
    }

    @Test func cancellingStopsFollowingTheTraits() throws {
        let manager = try BridgeThemes.darkModeManager()
        let window = UIView()
        window.stubChangeTraits(to: UITraitCollection(stubIdiom: .pad))
        let following = manager.followTraits(of: window)
        #expect(manager.activeVariants == ["IPAD"], "set at once from the view's traits")
        following.cancel()
        window.stubChangeTraits(to: UITraitCollection(stubIdiom: .pad, style: .dark))
        #expect(manager.activeVariants == ["IPAD"])
    }
}
